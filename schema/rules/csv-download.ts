import { z } from 'zod';

/**
 * The admins' CSV downloads (spec 001 §9: user profiles, filter queries): dates written DD-MM-YYYY HH:mm:ss, a date
 * before year 1 (the original's "never" value) left blank.
 */

/** The earliest date a download writes; anything before it is blank. */
const firstDate = Date.parse('0001-01-01T00:00:00Z');

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dateTimeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    dateTimeFormats.set(timeZone, format);
  }
  return format;
}

/** Whether `timeZone` names a time zone this runtime knows ("Europe/Amsterdam", "UTC"). */
export function isTimeZone(timeZone: string): boolean {
  try {
    dateTimeFormat(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** "28-11-2026 14:05:09" in `timeZone`; blank for no date or one before year 1. */
export function csvDateTime(date: Date | null | undefined, timeZone = 'UTC'): string {
  if (!date || Number.isNaN(date.getTime()) || date.getTime() < firstDate) return '';
  const parts = Object.fromEntries(
    dateTimeFormat(timeZone)
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}-${parts.month}-${parts.year.padStart(4, '0')} ${parts.hour}:${parts.minute}:${parts.second}`;
}

export type CsvCell = string | number | boolean | null;

/**
 * Text a spreadsheet would run as a formula (OWASP's "CSV injection"): `=`, `+`, `-`, `@`, tab or carriage return
 * first, after any apostrophes (so that a text that starts with an apostrophe already survives the round trip).
 */
const formulaStart = /^'*[=+\-@\t\r]/;
const needsQuotes = /[",\r\n]/;

/**
 * One CSV field (RFC 4180) as every CSV of the product writes it: a text with a comma, quote or line break quoted,
 * its quotes doubled; a text a spreadsheet would run as a formula written after an apostrophe, quoted, so that
 * opening a download never runs what a user typed. Numbers stay numbers.
 */
export function csvField(cell: CsvCell | undefined): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell !== 'string') return String(cell);
  if (formulaStart.test(cell)) return `"'${cell.replace(/"/g, '""')}"`;
  return needsQuotes.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/** A CSV line of `cells`, CRLF-ended. */
export const csvLine = (cells: readonly (CsvCell | undefined)[]): string => `${cells.map(csvField).join(',')}\r\n`;

const quote = 0x22;
const comma = 0x2c;

/**
 * The fields of one CSV line as `csvLine` writes them (its CRLF optional), unquoted: a reader for the product's own
 * lines, such as the stored export lines, much faster than a general CSV parser. Each field is still as `csvField`
 * wrote it (see `csvCellAsWritten`). Throws on a quoted field that does not end.
 */
export function csvLineFields(line: string): string[] {
  const end = line.endsWith('\r\n') ? line.length - 2 : line.length;
  const fields: string[] = [];
  let at = 0;
  for (;;) {
    if (line.charCodeAt(at) === quote) {
      let field = '';
      let from = at + 1;
      for (;;) {
        const closing = line.indexOf('"', from);
        if (closing < 0 || closing >= end)
          throw new Error(`A quoted CSV field does not end: ${line.slice(at, at + 40)}`);
        if (line.charCodeAt(closing + 1) !== quote) {
          field += line.slice(from, closing);
          at = closing + 1;
          break;
        }
        // A doubled quote is one quote of the text.
        field += line.slice(from, closing + 1);
        from = closing + 2;
      }
      fields.push(field);
    } else {
      const next = line.indexOf(',', at);
      const fieldEnd = next < 0 || next > end ? end : next;
      fields.push(line.slice(at, fieldEnd));
      at = fieldEnd;
    }
    if (at >= end) return fields;
    if (line.charCodeAt(at) !== comma)
      throw new Error(`A CSV field goes on after its closing quote: ${line.slice(at)}`);
    at++;
  }
}

/** A cell of a CSV file as it was before `csvField` wrote it: the apostrophe before a formula's first character gone. */
export const csvCellAsWritten = (text: string): string =>
  formulaStart.test(text) && text.startsWith("'") ? text.slice(1) : text;

/**
 * A CSV text: the header, then one line per row, CRLF line ends, each field as `csvField` writes it. It starts with a
 * byte-order mark, so Excel reads it as UTF-8.
 */
export function csvText(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${csvLine(header)}${rows.map(csvLine).join('')}`;
}

export const timeZoneMessage = 'timeZone must be a time zone name, such as Europe/Amsterdam or UTC.';

/** The time zone a download writes its dates in: the browser's, else UTC. */
export const downloadTimeZoneInput = z.object({
  timeZone: z
    .string({ error: timeZoneMessage })
    .max(100, timeZoneMessage)
    .refine(isTimeZone, timeZoneMessage)
    .nullish()
    .transform((timeZone) => timeZone || 'UTC'),
});
