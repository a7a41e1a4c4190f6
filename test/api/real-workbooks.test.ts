// Real workbooks read alike on the uploads page and on the server (issue 33): the product's own templates filled by
// exceljs, by openpyxl (what pandas writes with), by exceljs and saved again by LibreOffice Calc, and one with
// absolute relationship targets and inline strings. Each passes the page's check (web/src/modules/uploads/
// workbook-check.ts) and the server's with the same report, the server reading the page's sheets whether it reads
// the workbook whole or streams it, and each uploads, its cells stored as they were filled in.
import { checkDatasetWorkbook, datasetMasterPrefix } from '@esvd/schema/uploads/dataset-workbook';
import { checkVslWorkbook, vslMasterColumns, vslMasterPrefix } from '@esvd/schema/uploads/vsl-workbook';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from '../../api/src/app.ts';
import { readWorkbook, wholeSheets, workbookLimits } from '../../api/src/modules/workbooks/xlsx-sheets.ts';
import { checkUploadFile, workbookSheets } from '../../web/src/modules/uploads/workbook-check.ts';
import { startTestApp } from '../support/app.ts';
import { esvdColumns } from '../support/esvd-export.ts';
import { loginAsAdmin } from '../support/http.ts';
import {
  assertWorkbookToolsInstalled,
  filledByExceljs,
  filledByOpenpyxl,
  savedByLibreOffice,
  withAbsoluteTargetsAndInlineStrings,
  workbookTraits,
  type FixtureCell,
} from '../support/real-workbooks.ts';
import { generatedVslRows, postFile } from '../support/vsl-workbook.ts';
import { uploadPath as vslUploadPath, waitForJob } from './vsl-upload-helpers.ts';

let app: RunningApp;
let token: string;
/** A stored valuation as the full CSV download gives it, by heading. */
let stored: Record<string, string>;

const get = async (path: string) => {
  const response = await fetch(`${app.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status, path).toBe(200);
  return Buffer.from(await response.arrayBuffer());
};

async function downloadedRows() {
  const csv = (await get('/api/esvds/download/all?format=csv')).toString().replace(/^\uFEFF/, '');
  return Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;
}

beforeAll(async () => {
  assertWorkbookToolsInstalled();
  app = await startTestApp();
  token = await loginAsAdmin(app);
  [stored] = await downloadedRows();
}, 120_000);

afterAll(async () => {
  await app?.stop();
});

/** The programs a template is filled by, each making an .xlsx of it with the rows below its headings, and its marks. */
const fillers: Record<
  string,
  {
    fill: (template: Buffer, sheet: string, rows: FixtureCell[][]) => Promise<Buffer>;
    traits: Awaited<ReturnType<typeof workbookTraits>>;
  }
> = {
  exceljs: {
    fill: filledByExceljs,
    traits: { application: 'Microsoft Excel', targets: 'relative', strings: ['shared'] },
  },
  // Debian's openpyxl writes its texts inline.
  openpyxl: {
    fill: filledByOpenpyxl,
    traits: { application: 'Microsoft Excel', targets: 'absolute', strings: ['inline'] },
  },
  'LibreOffice Calc': {
    fill: async (template, sheet, rows) => savedByLibreOffice(await filledByExceljs(template, sheet, rows)),
    traits: { application: expect.stringMatching(/^LibreOffice\//), targets: 'relative', strings: ['shared'] },
  },
  'absolute relationship targets and inline strings': {
    fill: async (template, sheet, rows) =>
      withAbsoluteTargetsAndInlineStrings(await filledByExceljs(template, sheet, rows)),
    traits: { application: 'Microsoft Excel', targets: 'absolute', strings: ['inline'] },
  },
};

/** A cell as a person types it: a number where the text is one, a date where it is one, else the text. */
function typed(text: string): FixtureCell {
  if (text === '') return null;
  if (String(Number(text)) === text) return Number(text);
  const date = /^(\d\d)-(\d\d)-(\d{4})(?: (\d\d):(\d\d):(\d\d))?$/.exec(text);
  if (!date) return text;
  const [day, month, year, hours = 0, minutes = 0, seconds = 0] = date.slice(1).map(Number);
  return new Date(Date.UTC(year, month - 1, day, hours, minutes, seconds));
}

/**
 * What the server reads of `bytes`: the shared checks' report of its sheets, as the page reports it (FileCheck),
 * read whole and streamed; each reading's sheets must be the page's.
 */
async function serverChecks(kind: 'Dataset' | 'Vsl', bytes: Buffer) {
  const pageSheets = await workbookSheets(bytes);
  return Promise.all(
    [workbookLimits.maxUnpackedBytesReadWhole, 0].map(async (maxUnpackedBytesReadWhole) => {
      const read = await readWorkbook(bytes, { ...workbookLimits, maxUnpackedBytesReadWhole });
      expect(read.streamed === undefined, 'read whole').toBe(maxUnpackedBytesReadWhole > 0);
      const sheets = await wholeSheets(read);
      expect(sheets).toEqual(pageSheets);
      const { rows, ...report } = kind === 'Dataset' ? checkDatasetWorkbook(sheets) : checkVslWorkbook(sheets);
      return { ...report, rowCount: rows.length };
    }),
  );
}

describe.each(Object.entries(fillers))('the dataset template filled by %s', (filler, { fill, traits }) => {
  it('passes the page and the server alike, uploads, and downloads as it was filled', async () => {
    const studyId = 9810 + Object.keys(fillers).indexOf(filler) * 2;
    const title = 'Wetlands “valued” – a <test> & more: é😀';
    const rows = [
      { studyId, valueId: 1, title, notes: 'Kept verbatim  ' },
      { studyId, valueId: 3, title, notes: '' },
      { studyId: studyId + 1, valueId: 1, title: 'Another study', notes: 'Line one\nline two & <three>' },
    ].map((row): Record<string, string> => ({
      ...stored,
      StudyId: String(row.studyId),
      ValueId: String(row.studyId * 10_000 + row.valueId),
      Title: row.title,
      Notes: row.notes,
    }));
    const template = await get('/api/dataupload/template');
    const headings = (await workbookSheets(template))[0].rows[0];
    const cells = rows.map((row) => headings.map((heading) => typed(row[heading] ?? '')));
    const kinds = cells[0].map((cell) => (cell instanceof Date ? 'date' : cell === null ? 'empty' : typeof cell));
    expect(new Set(kinds)).toEqual(new Set(['string', 'number', 'date', 'empty']));
    const bytes = await fill(template, datasetMasterPrefix, cells);

    expect(await workbookTraits(bytes)).toEqual(traits);

    const page = await checkUploadFile('Dataset', bytes);
    expect(page).toEqual({ problems: [], fatal: false, rowCount: rows.length });
    expect(await serverChecks('Dataset', bytes)).toEqual([page, page]);

    const started = await postFile<{ id: number }>(
      app,
      '/api/dataupload/uploadfiledataset',
      bytes,
      'filled.xlsx',
      token,
    );
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const job = await waitForJob(app, token, started.body.id);
    expect(job).toMatchObject({ status: 'Success', insertedCount: rows.length, updatedCount: 0, warnings: [] });
    const downloaded = await downloadedRows();
    for (const row of rows) {
      const again = downloaded.find(({ ValueId }) => ValueId === row.ValueId);
      expect(esvdColumns.map((heading) => [heading, again?.[heading]])).toEqual(
        esvdColumns.map((heading) => [heading, row[heading]]),
      );
    }
  }, 120_000);
});

describe.each(Object.entries(fillers))('the VSL template filled by %s', (_filler, { fill, traits }) => {
  it('passes the page and the server alike, and replaces the list', async () => {
    const studies = generatedVslRows(2, 880_000);
    const fields = Object.keys(vslMasterColumns) as (keyof typeof vslMasterColumns)[];
    const bytes = await fill(
      await get('/api/vsldataupload/template'),
      vslMasterPrefix,
      studies.map((study) => fields.map((field) => study[field] ?? null)),
    );

    expect(await workbookTraits(bytes)).toEqual(traits);

    const page = await checkUploadFile('Vsl', bytes);
    expect(page).toEqual({ problems: [], fatal: false, rowCount: studies.length });
    expect(await serverChecks('Vsl', bytes)).toEqual([page, page]);

    const started = await postFile<{ id: number }>(app, vslUploadPath, bytes, 'vsl.xlsx', token);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(await waitForJob(app, token, started.body.id)).toMatchObject({ status: 'Success', totalCount: 2 });
    const listed = await app.database.orm.em
      .getConnection()
      .execute<{ studyId: number; title: string }[]>(
        'select study_id as "studyId", title from vsl_study order by study_id',
      );
    expect(listed).toEqual(studies.map(({ studyId, title }) => ({ studyId, title })));
  }, 120_000);
});
