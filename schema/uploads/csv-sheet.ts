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
    return { text: decodeWindows1252(bytes), encoding: 'windows-1252' };
  }
}

/**
 * Windows-1252's characters at 0x80-0x9F (the euro sign, curly quotes, dashes, ...), where ISO-8859-1 has control
 * codes; the five bytes it leaves undefined keep their control codes, as the WHATWG encoding standard says.
 */
const windows1252High = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d, 0x17d, 0x8f,
  0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
].map((codePoint) => String.fromCharCode(codePoint));

/**
 * Windows-1252 text. Node's TextDecoder('windows-1252') decodes ISO-8859-1 (browsers' does not), which would turn
 * the ESVD's curly quotes and dashes into control codes: the bytes 0x80-0x9F are mapped here.
 */
export function decodeWindows1252(bytes: Uint8Array): string {
  return new TextDecoder('latin1')
    .decode(bytes)
    .replace(/[\x80-\x9f]/g, (control) => windows1252High[control.charCodeAt(0) - 0x80]);
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
