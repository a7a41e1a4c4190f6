import { cellText, type ParsedSheet } from '@esvd/schema/uploads/workbook-checks';
import { badRequest } from '../../core/domain-error.ts';
import type { UploadedFile } from '../../core/uploaded-file.ts';
import { readUploadSheets, readWorkbook, sheetsInMemory, type SheetsRead } from './xlsx-sheets.ts';

/** What an upload brought, as it can be handed to another thread: a file's bytes, or sheets already parsed. */
export type UploadContent = { bytes: Uint8Array } | { sheets: ParsedSheet[] };

/** What an upload brings, however it was sent: a file name and the sheets. */
export interface UploadSource {
  filename: string;
  content: UploadContent;
  /**
   * The sheets, a large workbook's largest streamed (SheetsRead); `csvSheetName` admits a CSV file too, as one sheet
   * of that name (`csv` true).
   */
  sheets(csvSheetName?: string): Promise<SheetsRead>;
}

/** The source of `content`: a file is read by its content (an .xlsx workbook, or a CSV text where admitted). */
export function sourceOf(filename: string, content: UploadContent): UploadSource {
  return {
    filename,
    content,
    async sheets(csvSheetName) {
      if ('sheets' in content) return sheetsInMemory(content.sheets);
      // A Uint8Array from another thread is viewed as a Buffer, not copied.
      const bytes = Buffer.from(content.bytes.buffer, content.bytes.byteOffset, content.bytes.byteLength);
      return csvSheetName ? readUploadSheets(bytes, csvSheetName) : readWorkbook(bytes);
    },
  };
}

/** A file sent as multipart/form-data (uploadfiledataset, uploadfile). */
export const fileSource = (file: UploadedFile): UploadSource => sourceOf(file.filename, { bytes: file.bytes });

export const jsonDatasetMessages = {
  notSheets:
    'jsonDataset must be a JSON object whose keys are sheet names and whose values are arrays of rows, each an ' +
    'object from column heading to cell value.',
  countDiffers: (sent: number, found: number, sheet: string) =>
    `The count sent (${sent}) is not the number of rows of sheet "${sheet}" (${found}): the dataset arrived incomplete.`,
} as const;

type JsonRows = Record<string, unknown>[];

const isRows = (value: unknown): value is JsonRows =>
  Array.isArray(value) && value.every((row) => typeof row === 'object' && row !== null && !Array.isArray(row));

/**
 * A workbook parsed by the browser and sent as JSON (spec 001 §3, uploadjsondataset): each sheet an array of rows
 * keyed by heading. The headings are the keys in the order they first appear. `count`, when sent, is the number of
 * rows of the sheet whose name starts with `countedSheet` (the master).
 */
export function jsonSource(filename: string, jsonDataset: string, count: number | undefined, countedSheet: string) {
  let parsed: unknown;
  try {
    parsed = JSON.parse(jsonDataset);
  } catch {
    throw badRequest(jsonDatasetMessages.notSheets);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw badRequest(jsonDatasetMessages.notSheets);
  const sheets = Object.entries(parsed).map(([name, rows]): ParsedSheet => {
    if (!isRows(rows)) throw badRequest(jsonDatasetMessages.notSheets);
    const headings = [...new Set(rows.flatMap((row) => Object.keys(row)))];
    return { name, rows: [headings, ...rows.map((row) => headings.map((heading) => cellText(row[heading])))] };
  });
  const counted = sheets.find((sheet) => sheet.name.toLowerCase().startsWith(countedSheet.toLowerCase()));
  if (count !== undefined && counted && counted.rows.length - 1 !== count) {
    throw badRequest(jsonDatasetMessages.countDiffers(count, counted.rows.length - 1, counted.name));
  }
  return sourceOf(filename, { sheets });
}
