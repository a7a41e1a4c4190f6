import Papa from 'papaparse';
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
 * A CSV text: the header, then one line per row, CRLF line ends, quoted where needed. It starts with a byte-order
 * mark, so Excel reads it as UTF-8, and a cell a spreadsheet would run as a formula (=, +, -, @ first) is written
 * with a leading apostrophe: users type these texts, administrators open the file.
 */
export function csvText(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const body = Papa.unparse(
    { fields: [...header], data: rows.map((row) => [...row]) },
    { newline: '\r\n', escapeFormulae: true },
  );
  return `\uFEFF${body}\r\n`;
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
