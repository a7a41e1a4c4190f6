import Papa from 'papaparse';
import type { ParsedSheet } from './workbook-checks.ts';

export type CsvEncoding = 'utf-8' | 'windows-1252';

export const csvSheetMessages = {
  notText:
    'The file is neither an .xlsx workbook nor a CSV text file: its content is not one, whatever its name says. ' +
    'Save it from the spreadsheet program as an Excel workbook (.xlsx) or as CSV and upload it again.',
  tooManyRows: (max: number) =>
    `The CSV file has more than ${max.toLocaleString('en')} rows; an upload may hold at most that many.`,
  unreadable: (row: number, reason: string) => `The CSV file cannot be read at row ${row}: ${reason}.`,
} as const;

/** A text file has no NUL byte: a binary file (a picture, a zip, a legacy .xls) almost always has one early. */
export function looksLikeText(bytes: Uint8Array): boolean {
  return !bytes.subarray(0, 65_536).includes(0);
}

/**
 * A CSV file's text and its encoding, detected: UTF-8 (with or without a byte-order mark) when every byte decodes
 * as UTF-8, else Windows-1252, which Excel writes on Windows and in which the ESVD's own CSV exports come (curly
 * quotes and dashes are single bytes 0x91-0x97 there, invalid as UTF-8, so the two are never confused).
 */
export function decodeCsvText(bytes: Uint8Array): { text: string; encoding: CsvEncoding } {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' };
  }
}

/**
 * A CSV file (RFC 4180: quoted fields may hold commas, quotes and line breaks) as one sheet named `name`, its cells
 * verbatim, blank lines kept as empty rows so that row numbers are the file's. At most `maxRows` rows are parsed: a
 * file of millions of empty lines is refused without building them.
 */
export function readCsvSheet(
  bytes: Uint8Array,
  name: string,
  maxRows: number,
): ParsedSheet & { encoding: CsvEncoding } {
  const { text, encoding } = decodeCsvText(bytes);
  const parsed = Papa.parse<string[]>(text, { preview: maxRows + 1, skipEmptyLines: false, delimiter: ',' });
  const fatal = parsed.errors.find((error) => error.type === 'Quotes');
  if (fatal) throw new Error(csvSheetMessages.unreadable((fatal.row ?? 0) + 1, fatal.message.replace(/\.$/, '')));
  const rows = parsed.data;
  // A file that ends with a line break ends with one empty line, which is no row.
  if (rows.length && rows[rows.length - 1].length === 1 && rows[rows.length - 1][0] === '') rows.pop();
  if (rows.length > maxRows) throw new Error(csvSheetMessages.tooManyRows(maxRows));
  return { name, rows: rows.map((row) => (row.length === 1 && row[0] === '' ? [] : row)), encoding };
}
