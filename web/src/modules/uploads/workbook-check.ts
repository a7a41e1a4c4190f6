import { csvSheetMessages, looksLikeText, readCsvSheet } from '@esvd/schema/uploads/csv-sheet';
import { checkDatasetWorkbook, datasetMasterPrefix } from '@esvd/schema/uploads/dataset-workbook';
import { uploadLimits } from '@esvd/schema/uploads/upload-limits';
import { checkVslWorkbook } from '@esvd/schema/uploads/vsl-workbook';
import { cellText, type ParsedSheet, type WorkbookReport } from '@esvd/schema/uploads/workbook-checks';
import { textOfXlsxCell } from '@esvd/schema/uploads/xlsx-text';
import ExcelJS from 'exceljs';

import type { UploadKind } from '../../gql/graphql.ts';

/** What the check of a file hands back: the report and how many data rows were read, never the rows. */
export interface FileCheck extends WorkbookReport {
  rowCount: number;
}

export const workbookReadMessages = {
  notWorkbook:
    'The file is not an .xlsx workbook: its content is not one, whatever its name says. Save it from the ' +
    'spreadsheet program as an Excel workbook (.xlsx) and choose it again.',
  unreadable: (reason: string) => `The workbook cannot be read: ${reason.replace(/\.$/, '')}.`,
  tooManyRows: (sheet: string, max: number) =>
    `The sheet "${sheet}" has more than ${max.toLocaleString('en')} rows; an upload may hold at most that many.`,
} as const;

/** An .xlsx file is a zip archive, which starts with "PK\x03\x04". */
const isZip = (bytes: Uint8Array) =>
  bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** A worksheet as the shared checks read it: row i is the spreadsheet's row i + 1, blank rows kept as []. */
function parsedSheet(worksheet: ExcelJS.Worksheet): ParsedSheet {
  if (worksheet.rowCount > uploadLimits.maxRowsPerSheet) {
    throw new Error(workbookReadMessages.tooManyRows(worksheet.name, uploadLimits.maxRowsPerSheet));
  }
  const rows: string[][] = [];
  worksheet.eachRow((row, rowNumber) => {
    while (rows.length < rowNumber - 1) rows.push([]);
    rows.push(rowTexts(row));
  });
  return { name: worksheet.name, rows };
}

/**
 * A row's cells as text, from column A to its last cell with a value, empty ones ''. A formula is read by its
 * result: exceljs's `row.values` leaves out a result of 0, false or ''. The api reads a row alike (worksheet-rows.ts).
 */
function rowTexts(row: ExcelJS.Row): string[] {
  const texts: string[] = [];
  row.eachCell((cell, column) => {
    while (texts.length < column - 1) texts.push('');
    texts.push(textOfXlsxCell(cellText(cell.type === ExcelJS.ValueType.Formula ? cell.result : cell.value)));
  });
  return texts;
}

/** Every sheet of a workbook as the checks read it; the api reads a workbook alike (test/api/real-workbooks.test.ts). */
export async function workbookSheets(bytes: Uint8Array): Promise<ParsedSheet[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    // Its type says Buffer; underneath JSZip takes any byte array, in the browser and in Node.
    await workbook.xlsx.load(bytes as unknown as Parameters<ExcelJS.Xlsx['load']>[0]);
  } catch (error) {
    throw new Error(workbookReadMessages.unreadable((error as Error).message), { cause: error });
  }
  return workbook.worksheets.map(parsedSheet);
}

/**
 * Reads a chosen file and runs the shared workbook checks of its kind (spec 001 §5), as the server will again: an
 * .xlsx workbook (told by its content) for both kinds, or for the dataset the single-sheet variant (a CSV, or a
 * workbook of one sheet). Throws an
 * Error whose message says why when the file cannot be read at all.
 */
export async function checkUploadFile(kind: UploadKind, bytes: Uint8Array): Promise<FileCheck> {
  if (isZip(bytes)) {
    const sheets = await workbookSheets(bytes);
    const { rows, ...report } = kind === 'Dataset' ? checkDatasetWorkbook(sheets) : checkVslWorkbook(sheets);
    return { ...report, rowCount: rows.length };
  }
  if (kind === 'Vsl') throw new Error(workbookReadMessages.notWorkbook);
  if (!looksLikeText(bytes)) throw new Error(csvSheetMessages.notText);
  const sheet = readCsvSheet(bytes, datasetMasterPrefix, uploadLimits.maxRowsPerSheet);
  const { rows, ...report } = checkDatasetWorkbook([sheet], { csv: true });
  return { ...report, rowCount: rows.length };
}
