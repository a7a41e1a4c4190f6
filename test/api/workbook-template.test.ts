// The uploads' "Download template" (issue 14.1): every sheet of the workbook with its heading row and the current
// reference lists, which the shared workbook checks accept as it is; and a full download passes the same checks.
import {
  checkDatasetSheets,
  checkDatasetWorkbook,
  datasetWorkbookMessages,
} from '@esvd/schema/uploads/dataset-workbook';
import { checkVslWorkbook } from '@esvd/schema/uploads/vsl-workbook';
import { cellText, type ParsedSheet } from '@esvd/schema/uploads/workbook-checks';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from '../../api/src/app.ts';
import { startTestApp } from '../support/app.ts';
import { esvdColumns } from '../support/esvd-export.ts';
import { loginAsAdmin, loginAsDemoUser } from '../support/http.ts';
import { insertStudies } from './search-fixtures.ts';

let app: RunningApp;
let adminToken: string;

beforeAll(async () => {
  app = await startTestApp();
  adminToken = await loginAsAdmin(app);
  await insertStudies(app.database.url, [
    {
      studyId: 994100,
      title: 'Template fixture',
      authors: 'Otieno, A.',
      valuations: [
        {
          valueId: 99410000001,
          countries: ['KEN'],
          services: ['19'],
          habitats: ['2', '2.4'],
          latitude: -89.5,
          longitude: 179.25,
          reviewed: true,
          codedDate: '2021-03-05T14:07:09Z',
        },
      ],
    },
  ]);
});

afterAll(async () => {
  await app?.stop();
});

const download = (path: string, token: string) =>
  fetch(`${app.url}${path}`, { headers: { authorization: `Bearer ${token}` } });

/** The workbook's sheets as the upload checks take them: every cell as text, row numbers kept. */
async function parsedSheets(response: Response): Promise<ParsedSheet[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  return workbook.worksheets.map((worksheet) => {
    const rows: string[][] = [];
    worksheet.eachRow((row, rowNumber) => {
      rows[rowNumber - 1] = Array.from((row.values as unknown[]).slice(1), cellText);
    });
    return { name: worksheet.name, rows: Array.from(rows, (row) => row ?? []) };
  });
}

describe('the dataset workbook template', () => {
  it('is an .xlsx with every sheet and heading and the reference lists, which the checks accept', async () => {
    const response = await download('/api/dataupload/template', adminToken);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="esvd-upload-template.xlsx"');
    const sheets = await parsedSheets(response);
    expect(sheets.map((sheet) => sheet.name)).toEqual([
      'ESVD MASTER',
      'Ecosystem Conditions',
      'CICES',
      'Biomes',
      'Biomes V2',
      'SEEA',
      'TEEB',
      'Valuation Methods',
      'Continents',
      'Protection Status',
      'Countries',
      'Currencies',
      'Value Measure',
      'Value Change',
    ]);
    const [master, ...references] = sheets;
    expect(master.rows).toEqual([
      [...esvdColumns, 'Value Measure', 'Coded Date', 'Reviewed Date', 'InclExcl', 'InclExcl Comments'],
    ]);
    for (const sheet of references) {
      expect(sheet.rows[0]).toEqual(['Code', 'Label']);
      expect(sheet.rows.length, sheet.name).toBeGreaterThan(1);
    }
    expect(references.find((sheet) => sheet.name === 'Countries')!.rows).toContainEqual(['KEN', 'Kenya']);
    expect(references.find((sheet) => sheet.name === 'TEEB')!.rows.map(([code]) => code)).toContain('191');

    // Its sheets and headings pass; left empty, it has no rows to upload.
    expect(checkDatasetSheets(sheets).problems).toEqual([]);
    expect(checkDatasetWorkbook(sheets)).toEqual({
      problems: [{ severity: 'fatal', message: datasetWorkbookMessages.noRows, sheet: master.name }],
      fatal: true,
      rows: [],
    });
  });

  it('is for those who upload: a basic user is refused', async () => {
    const response = await download('/api/dataupload/template', await loginAsDemoUser(app, 'basic'));
    expect(response.status).toBe(403);
    expect((await fetch(`${app.url}/api/dataupload/template`)).status).toBe(401);
  });

  it('uploads like a full download: the export, its master and About sheets, passes as the single-sheet variant', async () => {
    const sheets = await parsedSheets(await download('/api/esvds/download/all?format=xlsx', adminToken));
    expect(sheets.map((sheet) => sheet.name)).toEqual(['ESVD MASTER', 'About']);
    const report = checkDatasetWorkbook(sheets);
    expect(report.problems).toEqual([]);
    expect(report.rows.find((row) => row.valueId === 99410000001)).toMatchObject({
      studyId: 994100,
      codedDate: new Date('2021-03-05T14:07:09Z'),
      latitude: -89.5,
      longitude: 179.25,
    });
  });
});

describe('the VSL workbook template', () => {
  it('has the VSL MASTER sheet and its reference sheets, which the checks accept', async () => {
    const response = await download('/api/vsldataupload/template', await loginAsDemoUser(app, 'coCapacity'));
    expect(response.status).toBe(200);
    const sheets = await parsedSheets(response);
    expect(sheets.map((sheet) => sheet.name)).toEqual([
      'VSL MASTER',
      'Biomes',
      'Biomes V2',
      'TEEB',
      'Protection Status',
      'Countries',
    ]);
    expect(checkVslWorkbook(sheets)).toEqual({ problems: [], fatal: false, rows: [] });
  });
});
