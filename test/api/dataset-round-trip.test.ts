// A full download of the database uploads again without edits and changes nothing (issue 14, "Done when"): every
// row is found as stored (inserted 0, updated 0, all unchanged), no valuation's version moves, and a second
// download is identical to the first: byte for byte as CSV, cell for cell as XLSX.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningApp } from '../../api/src/app.ts';
import { datasetImportMessages } from '../../api/src/modules/valuations/dataset-rows.ts';
import { startTestApp } from '../support/app.ts';
import { loginAsAdmin } from '../support/http.ts';
import { postFile } from '../support/vsl-workbook.ts';
import { waitForJob, type UploadStatistics } from './vsl-upload-helpers.ts';

let app: RunningApp;
let token: string;

const sql = <Row = Record<string, unknown>>(query: string, params: unknown[] = []) =>
  app.database.orm.em.getConnection().execute<Row[]>(query, params);

/** Texts a spreadsheet would run as formulas: the CSV download neutralises them, an upload reads them back as they were. */
const formulaTexts = [
  '=HYPERLINK("http://evil.example","Click")',
  "'=1+1",
  '-5 below the norm',
  '@home',
  "+cmd|' /C calc'!A0",
];

beforeAll(async () => {
  app = await startTestApp();
  token = await loginAsAdmin(app);
  const published = await sql<{ id: number }>(
    `select v.id from valuation v join study s on s.id = v.study_id where s.is_published order by v.id limit ?`,
    [formulaTexts.length],
  );
  for (const [index, { id }] of published.entries()) {
    await sql(`update valuation set notes = ? where id = ?`, [formulaTexts[index], id]);
  }
}, 120_000);

afterAll(async () => {
  await app?.stop();
});

async function download(format: 'csv' | 'xlsx'): Promise<Buffer> {
  const response = await fetch(`${app.url}/api/esvds/download/all?format=${format}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

async function sheetValues(bytes: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(bytes).buffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push(row.values as unknown[]));
  return rows;
}

/** Every valuation's and study's version, and the link tables' digests: equal snapshots, nothing written. */
const snapshot = async () =>
  (
    await sql<{ digest: string }>(
      `select md5(string_agg(concat_ws(',', 'v', id, version), '|' order by id)) ||
              (select md5(string_agg(concat_ws(',', 's', id, version), '|' order by id)) from study) ||
              (select md5(string_agg(t::text, '|' order by t::text)) from valuation_biome_v2 t) ||
              (select md5(string_agg(t::text, '|' order by t::text)) from valuation_ecosystem_service t) ||
              (select md5(string_agg(t::text, '|' order by t::text)) from valuation_country t) as digest
       from valuation`,
    )
  )[0].digest;

for (const format of ['csv', 'xlsx'] as const) {
  it(`uploads a full ${format.toUpperCase()} download unchanged, and the next download is identical`, async () => {
    const first = await download(format);
    if (format === 'csv') {
      // Issue 35: a cell a spreadsheet would run is written after an apostrophe.
      expect(first.toString()).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
      expect(first.toString()).toContain(`"''=1+1"`);
    }
    const before = await snapshot();
    const [{ count, excluded }] = await sql<{ count: number; excluded: number }>(
      `select count(*)::int as count, (count(*) filter (where v.incl_excl = false))::int as excluded
       from valuation v join study s on s.id = v.study_id where s.is_published`,
    );
    expect(excluded).toBeGreaterThan(0);
    const started = await postFile<UploadStatistics & { title?: string }>(
      app,
      '/api/dataupload/uploadfiledataset',
      first,
      `esvd.${format}`,
      token,
    );
    expect(started.status, JSON.stringify(started.body).slice(0, 2000)).toBe(200);
    const job = await waitForJob(app, token, started.body.id, undefined, 300_000);
    expect(job).toMatchObject({
      // The demo data has excluded valuations: done, with the spec's zero-display warning.
      status: 'SuccessWithWarning',
      statusText: datasetImportMessages.zeroDisplay(excluded),
      totalCount: count,
      insertedCount: 0,
      updatedCount: 0,
      unchangedCount: count,
      percentage: 100,
    });
    expect(job.warnings).toEqual([]);
    expect(await snapshot()).toBe(before);
    const [{ kept }] = await sql<{ kept: number }>(
      `select count(*)::int as kept from valuation where notes = any(array[?]::text[])`,
      [formulaTexts],
    );
    expect(kept).toBe(formulaTexts.length);
    const second = await download(format);
    if (format === 'csv') expect(second.equals(first)).toBe(true);
    // A workbook carries the time it was made: its cells are compared.
    else expect(await sheetValues(second)).toEqual(await sheetValues(first));
  }, 600_000);
}
