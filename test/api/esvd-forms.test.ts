// The ESVD's own forms survive a trip through the product cell for cell (issue 34, item 4). A file in the ESVD's
// 126 columns that writes countries by the ESVD's names ("Kenya, Republic of", which the country list calls "Kenya"),
// numbered columns with the ESVD's leading space, reference values in the ESVD's case ("Total", "Household") and
// control characters in its free texts uploads into an empty install with no warning, and downloads again identical
// as CSV and as XLSX; the XLSX download uploads again and changes nothing. An edit that changes what a cell says ends
// the file's form of that cell and no other.
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from '../../api/src/app.ts';
import { startTestApp } from '../support/app.ts';
import { esvdColumns } from '../support/esvd-export.ts';
import { loginAsAdmin } from '../support/http.ts';
import { postFile } from '../support/vsl-workbook.ts';
import { waitForJob, type UploadStatistics } from './vsl-upload-helpers.ts';

let app: RunningApp;
let token: string;

const sql = <Row = Record<string, unknown>>(query: string, params: unknown[] = []) =>
  app.database.orm.em.getConnection().execute<Row[]>(query, params);

const study1205 = {
  StudyId: '1205',
  Authors: 'Mwangi, P., Okello, J.',
  Title: 'Valuing ‘wild’ recreation on Lake Victoria',
  Reference: 'Mwangi, P., Okello, J. (2016). Valuing ‘wild’ recreation on Lake Victoria. Ecosystem Services 21, 10–22.',
  Year_Pub: '2016',
};

/** Three records in the ESVD's layout and forms; every other of the 126 columns empty. */
const fixture: Record<string, string>[] = [
  {
    ...study1205,
    ValueId: '12050001',
    'ESVD2.0_Biome': 'Rangelands, natural grasslands and savannas; Tropical and subtropical forests',
    'ESVD2.0_Biome_Codes': '9; 5',
    'ESVD2.0_Biome_1': 'Rangelands, natural grasslands and savannas',
    'ESVD2.0_Biome_2': ' Tropical and subtropical forests',
    'ESVD2.0_Ecozones': 'Temperate subhumid grasslands; Tropical and subtropical mountain forests',
    'ESVD2.0_Ecozone_Codes': '9.5; 5.3',
    'ESVD2.0_Ecozone_1': 'Temperate subhumid grasslands',
    'ESVD2.0_Ecozone_2': ' Tropical and subtropical mountain forests',
    'Ecosystem Text': 'Lake Victoria basin – papyrus swamps',
    ES_Text: 'Recreation\u0002 — boat trips and bird watching',
    TEEB_ES: '19; 1',
    TEEB_SubES: '191; 14',
    ES_1: 'Opportunities for recreation and tourism',
    ES_2: ' Food',
    CICES: '3.1.1.2; 1.1.5.2',
    SEEA: 'Recreation-related services',
    Countries: 'Kenya, Republic of; Uganda, Republic of',
    Country_Codes: 'KEN; UGA',
    Country_Code_1: 'KEN',
    Country_Code_2: 'UGA',
    Country_1: 'Kenya, Republic of',
    Country_2: ' Uganda, Republic of',
    Continent: 'Africa',
    'Scale Of Site': 'Sub-national',
    'Protection Status': 'Unknown',
    'Site Area': '1250.5',
    'Site Area Unit': 'ha',
    'Site Area In Hectares': '1250.5',
    'Valuation Methods': 'TC; CV',
    'Original Value': '125.5',
    Currency: 'Kenya Shilling',
    'Value Year': '2015',
    'Spatial Unit': 'ha',
    'Temporal Unit': 'year',
    'Beneficiary Unit': 'Total',
    'Number Of Beneficiaries': '28526',
    'Int$ Per Hectare Per Year': '8.1991',
    Notes: 'Line one\r\nline two, with a bell \u0007 in it',
    Reviewed: 'Yes',
  },
  {
    ...study1205,
    ValueId: '12050004',
    'ESVD2.0_Biome': 'Tropical and subtropical forests',
    'ESVD2.0_Biome_Codes': '5',
    'ESVD2.0_Biome_1': 'Tropical and subtropical forests',
    ES_Text: '\u0002Existence values',
    TEEB_ES: '23',
    ES_1: 'Existence, bequest values',
    Countries: 'Kenya, Republic of',
    Country_Codes: 'KEN',
    Country_Code_1: 'KEN',
    Country_1: 'Kenya, Republic of',
    Continent: 'Africa',
    'Valuation Methods': 'MP',
    'Original Value': '3000',
    Currency: 'Kenya Shilling',
    'Value Year': '2015',
    'Spatial Unit': 'ha',
    'Temporal Unit': 'year',
    'Beneficiary Unit': 'Household',
    'Number Of Beneficiaries': '120',
    'Int$ Per Hectare Per Year': '41.25',
  },
  {
    ValueId: '30120001',
    StudyId: '3012',
    'ESVD2.0_Biome': 'Shrublands and shrubby woodlands',
    'ESVD2.0_Biome_Codes': '8',
    'ESVD2.0_Biome_1': 'Shrublands and shrubby woodlands',
    TEEB_ES: '9',
    ES_1: 'Moderation of extreme events',
    Countries: 'Uganda, Republic of; Kenya, Republic of',
    Country_Codes: 'UGA; KEN',
    Country_Code_1: 'UGA',
    Country_Code_2: 'KEN',
    Country_1: 'Uganda, Republic of',
    Country_2: ' Kenya, Republic of',
    Continent: 'Africa',
    'Valuation Methods': 'DC',
    'Original Value': '17.2',
    Currency: 'Kenya Shilling',
    'Value Year': '2011',
    'Spatial Unit': 'ha',
    'Temporal Unit': 'year',
    'Int$ Per Hectare Per Year': '0.5',
    Authors: 'Nakato, R.',
    Title: 'Grazing values in northern Uganda – a household survey',
    Reference: 'Nakato, R. (2013). Grazing values in northern Uganda. J. Arid Environ. 90, 1–9.',
    Year_Pub: '2013',
    Reviewed: 'Yes',
  },
];

/** A row with all 126 columns, in the ESVD's order. */
const full = (row: Record<string, string>) => esvdColumns.map((heading) => [heading, row[heading] ?? '']);

const fixtureCsv = () =>
  Buffer.from(Papa.unparse({ fields: esvdColumns, data: fixture.map((row) => full(row).map(([, text]) => text)) }));

async function upload(bytes: Buffer, filename: string) {
  const started = await postFile<UploadStatistics & { warnings?: string[] }>(
    app,
    '/api/dataupload/uploadfiledataset',
    bytes,
    filename,
    token,
  );
  expect(started.status, JSON.stringify(started.body).slice(0, 1500)).toBe(200);
  return waitForJob(app, token, started.body.id, undefined, 120_000);
}

async function download(format: 'csv' | 'xlsx'): Promise<Buffer> {
  const response = await fetch(`${app.url}/api/esvds/download/all?format=${format}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

/** The CSV download's records by heading: Papa keeps every space and control character. */
const csvRows = (bytes: Buffer) =>
  Papa.parse<Record<string, string>>(bytes.toString('utf8').replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: true,
  }).data;

/**
 * The XLSX download's records by heading, each text as Excel shows it: Office Open XML writes a character XML
 * cannot hold as `_xHHHH_` (ECMA-376 ST_Xstring), which exceljs leaves as it is.
 */
async function xlsxRows(bytes: Buffer): Promise<Record<string, string>[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(bytes).buffer);
  const sheet = workbook.worksheets[0];
  const texts = (row: ExcelJS.Row) =>
    Array.from({ length: sheet.columnCount }, (_, index) => {
      const value = row.getCell(index + 1).value;
      return value === null || value === undefined
        ? ''
        : String(value).replace(/_x([0-9A-Fa-f]{4})_/g, (_escape, code: string) =>
            String.fromCharCode(parseInt(code, 16)),
          );
    });
  const [headings, ...rows] = sheet.getRows(1, sheet.rowCount)!.map(texts);
  return rows.map((row) => Object.fromEntries(headings.map((heading, index) => [heading, row[index]])));
}

const byValueId = (rows: Record<string, string>[]) => new Map(rows.map((row) => [row.ValueId, row]));

beforeAll(async () => {
  app = await startTestApp();
  token = await loginAsAdmin(app);
  // An empty install: no study, no record.
  await sql('delete from study');
}, 120_000);

afterAll(async () => {
  await app?.stop();
});

describe("an export in the ESVD's forms, uploaded into an empty install", () => {
  it('is taken with no warning', async () => {
    const job = await upload(fixtureCsv(), 'esvd-export.csv');
    expect(job).toMatchObject({ status: 'Success', insertedCount: 3, updatedCount: 0, warnings: [] });
  });

  it('downloads again as CSV identical in all 126 columns', async () => {
    const rows = byValueId(csvRows(await download('csv')));
    expect(rows.size).toBe(fixture.length);
    for (const row of fixture) expect(full(rows.get(row.ValueId)!)).toEqual(full(row));
  });

  it('downloads again as XLSX identical in all 126 columns, its control characters kept', async () => {
    const rows = byValueId(await xlsxRows(await download('xlsx')));
    for (const row of fixture) expect(full(rows.get(row.ValueId)!)).toEqual(full(row));
  });

  it('takes its own XLSX download back as unchanged, and downloads the same CSV after it', async () => {
    const before = await download('csv');
    const job = await upload(await download('xlsx'), 'esvd-export.xlsx');
    expect(job).toMatchObject({ insertedCount: 0, updatedCount: 0, unchangedCount: 3, warnings: [] });
    expect((await download('csv')).equals(before)).toBe(true);
  });

  it("ends the file's form of a cell once an edit changes what it says, and keeps the others", async () => {
    await sql(
      `update valuation_country set country_id = (select id from ref_country where code = 'TZA')
       where valuation_id = (select id from valuation where value_id = 12050001)
         and country_id = (select id from ref_country where code = 'KEN')`,
    );
    const [{ label }] = await sql<{ label: string }>(`select label from ref_country where code = 'TZA'`);
    const edited = byValueId(csvRows(await download('csv'))).get('12050001')!;
    expect(edited).toMatchObject({
      Countries: `${label}; Uganda`,
      Country_Codes: 'TZA; UGA',
      Country_1: label,
      // Still the file's Uganda, in the file's form.
      Country_2: ' Uganda, Republic of',
      'ESVD2.0_Biome_2': ' Tropical and subtropical forests',
      'Beneficiary Unit': 'Total',
    });
  });
});
