// Parquet downloads (issue 38): a search and the whole database as Parquet, read back by DuckDB, hold the records and
// values of the CSV download of the same search, in its order, with typed columns.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from '../../api/src/app.ts';
import { startTestApp } from '../support/app.ts';
import { parseCsv } from '../support/esvd-export.ts';
import { loginAsDemoUser, rest } from '../support/http.ts';
import { parquetCellOfCsv, readParquet, type ParquetTable } from '../support/parquet.ts';
import { insertStudies } from './search-fixtures.ts';

/** The numeric columns and DuckDB's names of their types; every other column is text (VARCHAR). */
const numericTypes: Record<string, string> = {
  ValueId: 'BIGINT',
  StudyId: 'INTEGER',
  'Value Year': 'INTEGER',
  'Present Value Year': 'INTEGER',
  Year_Pub: 'INTEGER',
  InclExcl: 'INTEGER',
  'Site Area': 'DOUBLE',
  'Site Area In Hectares': 'DOUBLE',
  'Site Length': 'DOUBLE',
  'Site Length Km': 'DOUBLE',
  Latitude: 'DOUBLE',
  Longitude: 'DOUBLE',
  'Original Value': 'DOUBLE',
  'Present Value Discount Rate': 'DOUBLE',
  'Number Of Beneficiaries': 'DOUBLE',
  'Int$ Per Hectare Per Year': 'DOUBLE',
  'Int$ Per Hectare Per Year (computed)': 'DOUBLE',
};

const marker = 'parquet-fixture-zq';

let app: RunningApp;
let token: string;

beforeAll(async () => {
  app = await startTestApp();
  token = await loginAsDemoUser(app, 'basic');
  await insertStudies(app.database.url, [
    {
      studyId: 993100,
      title: 'Parquet fixture, "quoted", with a comma',
      authors: 'Wanjiru, N.; Otieno, B.',
      valuations: [
        {
          // Past a 32-bit integer: the INT64 column.
          valueId: 99310000001,
          countries: ['KEN', 'TZA'],
          services: ['1/11', '19'],
          habitats: ['2', '2.4'],
          methods: ['CV', 'CE'],
          continent: 'AF',
          value: 1234.5678,
          latitude: -1.5,
          longitude: 36.25,
          studyLocation: 'Farmers’ fields, Lake Naivasha',
          // A formula's text goes out after an apostrophe in the CSV, and as it was in the Parquet.
          notes: `=${marker} line one\nline two, "quoted"`,
          reviewed: true,
          codedDate: '2021-03-05T14:07:09Z',
        },
        {
          valueId: 99310000002,
          countries: ['KEN'],
          services: ['8'],
          value: null,
          ecosystemDescription: `-${marker} starts like a formula`,
          notes: `${marker} excluded one`,
          inclExcl: false,
        },
      ],
    },
  ]);
});

afterAll(async () => {
  await app?.stop();
});

async function download(pathname: string): Promise<Response> {
  const response = await fetch(`${app.url}${pathname}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status, pathname).toBe(200);
  return response;
}

/** Downloads `pathname` as CSV and as Parquet and holds the Parquet to the CSV, cell for cell; returns its rows. */
async function expectParquetLikeCsv(pathname: string, filter: Record<string, string> = {}): Promise<ParquetTable> {
  const csv = await download(`${pathname}?${new URLSearchParams({ ...filter, format: 'csv' })}`);
  const parquet = await download(`${pathname}?${new URLSearchParams({ ...filter, format: 'parquet' })}`);
  expect(parquet.headers.get('content-type')).toBe('application/vnd.apache.parquet');
  expect(parquet.headers.get('content-disposition')).toMatch(/^attachment; filename="ESVD_\w+_.+\.parquet"$/);
  const bytes = Buffer.from(await parquet.arrayBuffer());
  expect([bytes.subarray(0, 4).toString(), bytes.subarray(-4).toString()]).toEqual(['PAR1', 'PAR1']);

  const [header, ...records] = parseCsv((await csv.text()).replace(/^\uFEFF/, ''));
  const table = await readParquet(bytes);
  expect(table.names).toEqual(header);
  expect(table.types).toEqual(header.map((name) => numericTypes[name] ?? 'VARCHAR'));
  expect(table.rows).toHaveLength(Number(parquet.headers.get('x-total-count')));
  expect(table.rows.map((row) => row[0])).toEqual(records.map((record) => Number(record[0])));
  expect(table.rows).toEqual(
    records.map((record) => record.map((text, index) => parquetCellOfCsv(text, table.types[index]))),
  );
  return table;
}

describe('the Parquet download', () => {
  it("of a search holds the CSV's records in its order and its values, typed", async () => {
    const { names, rows } = await expectParquetLikeCsv('/api/esvds/download', { freeText: `"${marker}"` });
    expect(rows).toHaveLength(2);
    const first = Object.fromEntries(names.map((name, index) => [name, rows[0][index]]));
    expect(first).toMatchObject({
      ValueId: 99310000001,
      StudyId: 993100,
      // Lists stay texts in the ESVD's form, as in the CSV.
      Countries: 'Kenya; Tanzania',
      Country_Codes: 'KEN; TZA',
      Country_1: 'Kenya',
      Country_3: null,
      Latitude: -1.5,
      'Int$ Per Hectare Per Year': 1234.5678,
      Title: 'Parquet fixture, "quoted", with a comma',
      'Study Location': 'Farmers’ fields, Lake Naivasha',
      Notes: `=${marker} line one\nline two, "quoted"`,
      Year_Pub: 2020,
      Reviewed: 'Yes',
      'Coded Date': '05-03-2021 14:07:09',
      InclExcl: 1,
    });
    expect(rows[1][names.indexOf('Ecosystem Text')]).toBe(`-${marker} starts like a formula`);
    expect(rows[1][names.indexOf('InclExcl')]).toBe(0);
  });

  it("of the whole database holds the CSV's records in its order and its values, typed", async () => {
    const total = (await rest<number>(app, 'GET', '/api/esvds/totalcount')).body;
    const { rows } = await expectParquetLikeCsv('/api/esvds/download/all');
    expect(rows).toHaveLength(total);
  });

  it('lets a client leave half-way: the api answers on', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const controller = new AbortController();
      const response = await fetch(`${app.url}/api/esvds/download/all?format=parquet`, {
        headers: { authorization: `Bearer ${token}` },
        signal: controller.signal,
      });
      await response.body!.getReader().read();
      controller.abort();
    }
    expect((await rest(app, 'GET', '/api/esvds/count?freeText=x', undefined, token)).status).toBe(200);
    await expectParquetLikeCsv('/api/esvds/download', { freeText: `"${marker}"` });
  });

  it('refuses a format it does not know, naming the three it does', async () => {
    for (const pathname of ['/api/esvds/download/all?format=ods', `/api/esvds/download?freeText=x&format=PARQUET`]) {
      const refused = await rest<{ title: string }>(app, 'GET', pathname, undefined, token);
      expect(refused.status, pathname).toBe(400);
      expect(refused.body.title).toBe('format must be csv, xlsx or parquet');
    }
  });
});
