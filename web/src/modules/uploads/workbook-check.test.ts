import { csvSheetMessages } from '@esvd/schema/uploads/csv-sheet';
import { datasetReferenceSheets, datasetWorkbookMessages } from '@esvd/schema/uploads/dataset-workbook';
import { esvdColumns } from '@esvd/schema/uploads/esvd-columns';
import { vslMasterColumns, vslReferenceSheets, vslWorkbookMessages } from '@esvd/schema/uploads/vsl-workbook';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';

import { checkUploadFile, workbookReadMessages } from './workbook-check.ts';

type Cells = (string | number | Date | null)[];

/** An .xlsx with the given sheets, each a list of rows (null: a blank row). */
async function workbookBytes(sheets: Record<string, (Cells | null)[]>): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const worksheet = workbook.addWorksheet(name);
    rows.forEach((row, index) => {
      if (row) worksheet.getRow(index + 1).values = row;
    });
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

const headingsOnly = (sheets: readonly { label: string; headings: readonly string[] }[]) =>
  Object.fromEntries(sheets.map((sheet) => [sheet.label, [[...sheet.headings]]]));

const vslHeadings = Object.values(vslMasterColumns);
const vslRow = (studyId: number, biomeCodes = '1') =>
  vslHeadings.map((heading) =>
    heading === vslMasterColumns.studyId ? studyId : heading === vslMasterColumns.biomeCodes ? biomeCodes : null,
  );

/** A dataset master row: ValueId and StudyId set, the rest empty. */
const datasetRow = (valueId: number | null, studyId: number, overrides: Record<string, string> = {}) =>
  esvdColumns.map((heading) =>
    heading === 'ValueId' ? valueId : heading === 'StudyId' ? studyId : (overrides[heading] ?? null),
  );

describe('checkUploadFile', () => {
  it('reads a VSL workbook with exceljs and locates its problems by sheet, row and column, blank rows counted', async () => {
    const bytes = await workbookBytes({
      'VSL MASTER': [vslHeadings, vslRow(7), null, vslRow(7, '1;1'), vslRow(8)],
      ...headingsOnly(vslReferenceSheets),
    });
    const check = await checkUploadFile('Vsl', bytes);
    expect(check.fatal).toBe(true);
    expect(check.rowCount).toBe(3);
    expect(check.problems).toContainEqual({
      severity: 'fatal',
      message: vslWorkbookMessages.duplicateStudies(1),
      sheet: 'VSL MASTER',
    });
    expect(check.problems).toContainEqual({
      severity: 'fatal',
      message: expect.stringMatching(/ 7 is in rows 2, 4\.$/),
      sheet: 'VSL MASTER',
      row: 4,
      column: 'StudyId',
    });
    expect(check.problems).toContainEqual(
      expect.objectContaining({ severity: 'warning', row: 4, column: vslMasterColumns.biomeCodes }),
    );
  });

  it('passes a good VSL workbook, and reports a missing sheet of a workbook', async () => {
    const good = await workbookBytes({
      'VSL MASTER (2026)': [vslHeadings, vslRow(7), vslRow(8)],
      ...headingsOnly(vslReferenceSheets),
    });
    expect(await checkUploadFile('Vsl', good)).toEqual({ problems: [], fatal: false, rowCount: 2 });
    const missing = await workbookBytes({ 'VSL MASTER': [vslHeadings, vslRow(7)] });
    const check = await checkUploadFile('Vsl', missing);
    expect(check.fatal).toBe(true);
    expect(check.problems[0].message).toBe('Sheet with label "Biomes" is missing from the upload file.');
  });

  it('reads the dataset workbook, dates as DD-MM-YYYY', async () => {
    const bytes = await workbookBytes({
      'ESVD MASTER': [
        [...esvdColumns, 'Coded Date'],
        [...datasetRow(10001, 1), new Date(Date.UTC(2024, 2, 31))],
        [...datasetRow(null, 1), '2024-03-31'],
      ],
      ...headingsOnly(datasetReferenceSheets),
    });
    const check = await checkUploadFile('Dataset', bytes);
    expect(check.rowCount).toBe(2);
    expect(check.problems.filter((problem) => problem.row === undefined).map((problem) => problem.message)).toEqual([
      datasetWorkbookMessages.noValueIds(1),
      datasetWorkbookMessages.invalidCodedDate(1),
    ]);
    expect(check.problems).toContainEqual(expect.objectContaining({ row: 3, column: 'Coded Date' }));
  });

  it('takes a dataset workbook of one sheet (a full XLSX download) as the single-sheet variant', async () => {
    const bytes = await workbookBytes({ ESVD: [[...esvdColumns], datasetRow(10001, 1)] });
    expect(await checkUploadFile('Dataset', bytes)).toEqual({ problems: [], fatal: false, rowCount: 1 });
  });

  it('reads the CSV variant of the dataset, and refuses a file that is neither', async () => {
    const quote = (cells: readonly unknown[]) => cells.map((cell) => `"${cell ?? ''}"`).join(',');
    const csv = [quote(esvdColumns), quote(datasetRow(10001, 1, { TEEB_ES: '1;1' })), quote(datasetRow(10001, 1))].join(
      '\r\n',
    );
    const check = await checkUploadFile('Dataset', new TextEncoder().encode(csv));
    expect(check.rowCount).toBe(2);
    expect(check.problems.filter((problem) => problem.row === undefined)).toEqual([
      { severity: 'fatal', message: datasetWorkbookMessages.duplicateValueIds(1), sheet: 'ESVD MASTER' },
      { severity: 'warning', message: datasetWorkbookMessages.duplicateCodes(1, 'TEEB'), sheet: 'ESVD MASTER' },
    ]);

    const binary = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x00, 0x00]);
    await expect(checkUploadFile('Dataset', binary)).rejects.toThrow(csvSheetMessages.notText);
    await expect(checkUploadFile('Vsl', new TextEncoder().encode(csv))).rejects.toThrow(
      workbookReadMessages.notWorkbook,
    );
    const brokenZip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]);
    await expect(checkUploadFile('Vsl', brokenZip)).rejects.toThrow(/^The workbook cannot be read: /);
  });

  it('says a heading-only or empty dataset file has no rows, as the server does', async () => {
    const noRows = { problems: [{ severity: 'fatal', message: datasetWorkbookMessages.noRows, sheet: 'ESVD MASTER' }] };
    const headingsOnlyCsv = new TextEncoder().encode(esvdColumns.join(','));
    expect(await checkUploadFile('Dataset', headingsOnlyCsv)).toMatchObject({ ...noRows, fatal: true, rowCount: 0 });
    expect(await checkUploadFile('Dataset', new Uint8Array())).toMatchObject({ ...noRows, fatal: true, rowCount: 0 });
    const headingsOnlyWorkbook = await workbookBytes({ ESVD: [[...esvdColumns]] });
    expect(await checkUploadFile('Dataset', headingsOnlyWorkbook)).toMatchObject({
      problems: [{ ...noRows.problems[0], sheet: 'ESVD' }],
      fatal: true,
    });
  });
});
