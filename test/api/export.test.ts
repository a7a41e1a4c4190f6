// Downloads (issue 4): a search's valuations and the whole database as CSV in the ESVD export layout
// (docs/spec/esvd-export-columns.md) and as XLSX, streamed, with the spec's formats and messages.
import { searchMessages } from '@esvd/schema/rules/search';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from '../../api/src/app.ts';
import { startTestApp } from '../support/app.ts';
import { esvdColumns, parseCsv } from '../support/esvd-export.ts';
import { loginAsDemoUser, rest } from '../support/http.ts';
import { insertStudies, withDatabase } from './search-fixtures.ts';

const addedColumns = ['Value Measure', 'Coded Date', 'Reviewed Date', 'InclExcl', 'InclExcl Comments'];
const computedColumns = ['Int$ Per Hectare Per Year (computed)', 'Standardisation check'];

const marker = 'export-fixture-zq';
const trickyNotes = `${marker}: "quoted", with commas,\nand a second line`;

let app: RunningApp;
let token: string;

beforeAll(async () => {
  app = await startTestApp();
  token = await loginAsDemoUser(app, 'basic');
  await insertStudies(app.database.url, [
    {
      studyId: 993000,
      title: 'Export fixture, with a comma',
      authors: 'Njeri, W.',
      valuations: [
        {
          valueId: 99300000001,
          countries: ['KEN', 'TZA'],
          services: ['1/11', '19'],
          ciceses: ['1.1.1.1'],
          habitats: ['2', '2.4', '3', '3.1'],
          methods: ['CV', 'CE'],
          continent: 'AF',
          value: 1234.5678,
          latitude: -1.5,
          longitude: 36.25,
          studyLocation: 'Lake Naivasha',
          notes: trickyNotes,
          inclExcl: true,
          reviewed: true,
          codedDate: '2021-03-05T14:07:09Z',
        },
        {
          valueId: 99300000002,
          countries: ['KEN'],
          services: ['8'],
          value: null,
          notes: `${marker} excluded one`,
          inclExcl: false,
          reviewed: false,
        },
      ],
    },
  ]);
  // 1000 KES in 2010 prices per hectare and year: the second record can be standardised, the first cannot.
  await withDatabase(app.database.url, (client) =>
    client.query(`update valuation set original_value = 1000, value_year = 2010,
        currency_id = (select id from ref_currency where code = 'KES'),
        spatial_unit_id = (select id from ref_unit_of_measure where label = 'hectare'),
        temporal_unit_id = (select id from ref_temporal_unit where label = 'year')
      where value_id = 99300000002`),
  );
});

afterAll(async () => {
  await app?.stop();
});

const byHeader = (header: string[], record: string[]) =>
  Object.fromEntries(header.map((name, index) => [name, record[index]]));

describe('the CSV of a search', () => {
  it('streams the ESVD layout with the spec formats, a timestamped file name and the row count first', async () => {
    const query = `freeText=${encodeURIComponent(`"${marker}"`)}`;
    const response = await rest<string>(app, 'GET', `/api/esvds/download?${query}`, undefined, token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="ESVD_search_[A-Z]{3}\d{4}V\d+\.\d+_\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get('x-total-count')).toBe('2');

    const [header, ...records] = parseCsv(response.body.replace(/^\uFEFF/, ''));
    expect(header.slice(0, 126)).toEqual(esvdColumns);
    expect(header.slice(126)).toEqual([...addedColumns, ...computedColumns]);
    expect(records).toHaveLength(2);
    expect(records.every((record) => record.length === header.length)).toBe(true);

    const first = byHeader(header, records[0]);
    expect(first).toMatchObject({
      ValueId: '99300000001',
      StudyId: '993000',
      'ESVD2.0_Biome': 'Coastal systems; Inland wetlands',
      'ESVD2.0_Biome_Codes': '2; 3',
      // The spread columns hold names, as the ESVD writes them (issue 12).
      'ESVD2.0_Biome_1': 'Coastal systems',
      'ESVD2.0_Biome_2': 'Inland wetlands',
      'ESVD2.0_Biome_3': '',
      'ESVD2.0_Ecozone_Codes': '2.4; 3.1',
      'ESVD2.0_Ecozone_2': 'Tropical flooded forests and peat forests',
      TEEB_ES: '1; 19',
      TEEB_SubES: '11',
      ES_1: 'Food',
      ES_2: 'Opportunities for recreation and tourism',
      ES_3: '',
      CICES: '1.1.1.1',
      Countries: 'Kenya; Tanzania',
      Country_Codes: 'KEN; TZA',
      Country_Code_1: 'KEN',
      Country_Code_2: 'TZA',
      Country_1: 'Kenya',
      Country_2: 'Tanzania',
      Continent: 'Africa',
      'Study Location': 'Lake Naivasha',
      Latitude: '-1.5',
      Longitude: '36.25',
      'Valuation Methods': 'CV; CE',
      'Int$ Per Hectare Per Year': '1234.5678',
      Authors: 'Njeri, W.',
      Title: 'Export fixture, with a comma',
      Year_Pub: '2020',
      Notes: trickyNotes,
      Reviewed: 'Yes',
      'Coded Date': '05-03-2021 14:07:09',
      InclExcl: '1',
    });
    expect(byHeader(header, records[1])).toMatchObject({
      ValueId: '99300000002',
      'Int$ Per Hectare Per Year': '',
      Reviewed: '',
      'Coded Date': '',
      InclExcl: '0',
    });
    // The computed columns: empty and the reasons when not computable, else the value and the verdict.
    expect(first['Int$ Per Hectare Per Year (computed)']).toBe('');
    expect(first['Standardisation check']).toMatch(/^not computable: .*Original Value/);
    const second = byHeader(header, records[1]);
    expect(Number(second['Int$ Per Hectare Per Year (computed)'])).toBeCloseTo(
      (1000 * 209.0258956) / 102.0916757 / 43.9510033,
      9,
    );
    expect(second['Standardisation check']).toBe('differs: Int$/ha/year is empty, computed 46.5844');
  });

  it('refuses a search that finds nothing with the spec message, and a search without filters', async () => {
    const empty = await rest<{ title: string }>(
      app,
      'GET',
      `/api/esvds/download?freeText=${encodeURIComponent('"nothing-like-this-zq"')}`,
      undefined,
      token,
    );
    expect(empty.status).toBe(400);
    expect(empty.body.title).toBe(searchMessages.nothingToDownload);

    const unfiltered = await rest<{ title: string }>(app, 'GET', '/api/esvds/download', undefined, token);
    expect(unfiltered.status).toBe(400);
    expect(unfiltered.body.title).toBe(searchMessages.noFilter);
  });

  it('is for signed-in users with access to the database', async () => {
    expect((await rest(app, 'GET', `/api/esvds/download?freeText=x`)).status).toBe(401);
  });
});

describe('the full download', () => {
  it('holds every published valuation, counted first', async () => {
    const response = await rest<string>(app, 'GET', '/api/esvds/download/all', undefined, token);
    const total = (await rest<number>(app, 'GET', '/api/esvds/totalcount')).body;
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/filename="ESVD_full_/);
    expect(response.headers.get('x-total-count')).toBe(String(total));
    const [, ...records] = parseCsv(response.body.replace(/^\uFEFF/, ''));
    expect(records).toHaveLength(total);
    const valueIds = records.map((record) => Number(record[0]));
    expect(valueIds).toEqual([...valueIds].sort((a, b) => a - b));
  });

  it('reaches its end for a client that reads as fast as it can, gzipped or not', async () => {
    // A corked response that flushed without filling the socket kept its need-to-drain flag up and never drained:
    // the download stalled for ever half-way (seen at 1,000,000 records in `npm run bench`).
    const total = (await rest<number>(app, 'GET', '/api/esvds/totalcount')).body;
    for (const encoding of ['identity', 'gzip', 'identity', 'gzip', 'identity', 'gzip']) {
      const response = await fetch(`${app.url}/api/esvds/download/all`, {
        headers: { authorization: `Bearer ${token}`, 'accept-encoding': encoding },
      });
      expect(response.headers.get('content-encoding') ?? 'identity').toBe(encoding);
      expect(parseCsv((await response.text()).replace(/^\uFEFF/, '')), encoding).toHaveLength(total + 1);
    }
  });

  it("as XLSX: the same columns and rows, and a sheet naming the computed columns' source", async () => {
    const response = await fetch(`${app.url}/api/esvds/download/all?format=xlsx`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/\.xlsx"$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.getWorksheet('ESVD MASTER')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      ...esvdColumns,
      ...addedColumns,
      ...computedColumns,
    ]);
    expect(sheet.actualRowCount - 1).toBe(Number(response.headers.get('x-total-count')));
    expect(workbook.worksheets.map((worksheet) => worksheet.name)).toEqual(['ESVD MASTER', 'About']);
    const about = workbook.getWorksheet('About')!;
    expect(about.getRow(2).getCell(2).text).toMatch(
      /^World Bank, World Development Indicators \(CC BY 4\.0\): GDP deflator \(NY\.GDP\.DEFL\.ZS\) and PPP conversion factor \(PA\.NUS\.PPP\), vintage \d{4}-\d{2}\./,
    );
  });

  it('a client that leaves half-way costs nothing: its connections go back to the pool', async () => {
    for (let attempt = 0; attempt < 12; attempt++) {
      const controller = new AbortController();
      const response = await fetch(`${app.url}/api/esvds/download/all`, {
        headers: { authorization: `Bearer ${token}` },
        signal: controller.signal,
      });
      await response.body!.getReader().read();
      controller.abort();
    }
    // More aborted downloads than the pool has connections, and the api still answers searches.
    const { status } = await rest(app, 'GET', '/api/esvds/count?freeText=x', undefined, token);
    expect(status).toBe(200);
  });
});

describe('stored export lines', () => {
  const searchCsv = async () => {
    const query = `freeText=${encodeURIComponent(`"${marker}"`)}`;
    const response = await rest<string>(app, 'GET', `/api/esvds/download?${query}`, undefined, token);
    const [header, ...records] = parseCsv(response.body.replace(/^\uFEFF/, ''));
    return records.map((record) => byHeader(header, record));
  };
  const storedLines = () =>
    withDatabase(app.database.url, async (client) => {
      const { rows } = await client.query<{ count: number }>(
        `select count(*)::int as count from valuation_export_line line
         join valuation v on v.id = line.valuation_id where v.value_id in (99300000001, 99300000002)`,
      );
      return rows[0].count;
    });
  const change = (statement: string) => withDatabase(app.database.url, (client) => client.query(statement));

  it('are made by an export, kept for the next, and never served once what they show has changed', async () => {
    await searchCsv();
    expect(await storedLines()).toBe(2);

    await change(`update study set title = 'Retitled export fixture' where study_id = 993000`);
    expect(await storedLines()).toBe(0);
    expect((await searchCsv()).map((record) => record.Title)).toEqual([
      'Retitled export fixture',
      'Retitled export fixture',
    ]);
    expect(await storedLines()).toBe(2);

    await change(`update ref_country set label = 'Kenya (renamed)' where code = 'KEN'`);
    expect((await searchCsv())[0].Countries).toBe('Kenya (renamed); Tanzania');

    await change(`delete from valuation_country where country_id = (select id from ref_country where code = 'TZA')
      and valuation_id = (select id from valuation where value_id = 99300000001)`);
    expect((await searchCsv())[0].Countries).toBe('Kenya (renamed)');

    await change(`update valuation set study_location = 'Lake Baringo' where value_id = 99300000001`);
    const [first] = await searchCsv();
    expect(first['Study Location']).toBe('Lake Baringo');
    expect(await storedLines()).toBe(2);

    // Publishing, a stats flag or recomputing the statistics facts changes nothing a line shows: the lines stay.
    await change(`update study set is_complete = true where study_id = 993000`);
    // (a record whose facts were stale, as after a bulk load without triggers, gets them: its line stays)
    await change(`alter table valuation disable trigger valuation_updated;
      update valuation set statistics_usable = true where value_id = 99300000001;
      alter table valuation enable trigger valuation_updated;`);
    await searchCsv();
    await change(`select refresh_valuation_statistics(null)`);
    await change(`update ref_biome_v2_ecosystem_v2_ecozone set stats_ready = not stats_ready where code = '2.4'`);
    expect(await storedLines()).toBe(2);
  });

  it('are dropped when another World Bank vintage is chosen: the computed columns follow it', async () => {
    const computed = async () => (await searchCsv())[1]['Int$ Per Hectare Per Year (computed)'];
    const inUse = await computed();
    expect(await storedLines()).toBe(2);
    const choose = (vintage: string) =>
      change(`update wdi_vintage set in_use = false where in_use;
        update wdi_vintage set in_use = true where vintage = '${vintage}';`);
    await choose('2024-04');
    expect(await storedLines()).toBe(0);
    expect(await computed()).not.toBe(inUse);
    await choose('2021-10');
    expect(await computed()).toBe(inUse);
  });
});
