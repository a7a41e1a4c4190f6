import Papa from 'papaparse';
import { csvCellAsWritten } from '../rules/csv-download.ts';
import type { ParsedSheet } from './workbook-checks.ts';

export type CsvEncoding = 'utf-8' | 'windows-1252';

export const csvSheetMessages = {
  notText:
    'The file is neither an .xlsx workbook nor a CSV text file: its content is not one, whatever its name says. ' +
    'Save it from the spreadsheet program as an Excel workbook (.xlsx) or as CSV and upload it again.',
  tooManyRows: (max: number) =>
    `The CSV file has more than ${max.toLocaleString('en')} rows; an upload may hold at most that many.`,
  unreadable: (row: number, reason: string) => `The CSV file cannot be read at row ${row}: ${reason}.`,
  mixedEncoding: (lines: readonly number[], more: number) =>
    `The CSV file is UTF-8 but has bytes that are not UTF-8 on line${lines.length + more === 1 ? '' : 's'} ` +
    `${lines.join(', ')}${more ? ` and ${more.toLocaleString('en')} more` : ''}. Save it again from the spreadsheet ` +
    'program as CSV UTF-8 (or wholly as Windows-1252) and upload it again.',
} as const;

/** A text file has no NUL byte: a binary file (a picture, a zip, a legacy .xls) almost always has one early. */
export function looksLikeText(bytes: Uint8Array): boolean {
  return !bytes.subarray(0, 65_536).includes(0);
}

/** How many of a refusal's lines it names; the rest are counted. */
const linesNamed = 10;

/** The length of the UTF-8 sequence that starts at `index`, or 0 when the bytes there are not one. */
function utf8SequenceAt(bytes: Uint8Array, index: number): number {
  const lead = bytes[index];
  const length =
    lead >= 0xc2 && lead <= 0xdf ? 2 : lead >= 0xe0 && lead <= 0xef ? 3 : lead >= 0xf0 && lead <= 0xf4 ? 4 : 0;
  if (!length || index + length > bytes.length) return 0;
  // The second byte's range excludes overlong forms, surrogates and code points above U+10FFFF.
  const [low, high] =
    lead === 0xe0
      ? [0xa0, 0xbf]
      : lead === 0xed
        ? [0x80, 0x9f]
        : lead === 0xf0
          ? [0x90, 0xbf]
          : lead === 0xf4
            ? [0x80, 0x8f]
            : [0x80, 0xbf];
  if (bytes[index + 1] < low || bytes[index + 1] > high) return 0;
  for (let next = index + 2; next < index + length; next++) {
    if (bytes[next] < 0x80 || bytes[next] > 0xbf) return 0;
  }
  return length;
}

/** The lines (from 1) that hold a byte UTF-8 cannot read, and whether any byte above 0x7F was valid UTF-8. */
function utf8Survey(bytes: Uint8Array): { invalidLines: number[]; someValid: boolean } {
  const invalidLines: number[] = [];
  let someValid = false;
  let line = 1;
  for (let index = 0; index < bytes.length;) {
    const byte = bytes[index];
    if (byte < 0x80) {
      if (byte === 0x0a) line++;
      index++;
      continue;
    }
    const length = utf8SequenceAt(bytes, index);
    if (length) someValid = true;
    else if (invalidLines[invalidLines.length - 1] !== line) invalidLines.push(line);
    index += length || 1;
  }
  return { invalidLines, someValid };
}

/**
 * A CSV file's text and its encoding, one for the whole file: UTF-8 (with or without a byte-order mark) when every
 * byte decodes as UTF-8; Windows-1252, which Excel writes on Windows and in which the ESVD's own CSV exports come,
 * when no byte above 0x7F forms UTF-8 (curly quotes and dashes are single bytes 0x91-0x97 there, invalid as UTF-8).
 * A file that is UTF-8 in places (or says so by its byte-order mark) and not in others is refused with the lines:
 * read whole as Windows-1252, its UTF-8 text would turn to mojibake.
 */
export function decodeCsvText(bytes: Uint8Array): { text: string; encoding: CsvEncoding } {
  const withBom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const { invalidLines, someValid } = utf8Survey(bytes);
  if (!invalidLines.length) return { text: new TextDecoder('utf-8').decode(bytes), encoding: 'utf-8' };
  if (withBom || someValid) {
    throw new Error(
      csvSheetMessages.mixedEncoding(invalidLines.slice(0, linesNamed), Math.max(0, invalidLines.length - linesNamed)),
    );
  }
  return { text: decodeWindows1252(bytes), encoding: 'windows-1252' };
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
  // The product's own downloads write a formula-like text after an apostrophe (csvField): read back as it was.
  return {
    name,
    rows: rows.map((row) => (row.length === 1 && row[0] === '' ? [] : row.map(csvCellAsWritten))),
    encoding,
  };
}
