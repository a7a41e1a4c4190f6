// No zod here: the footer on every page imports this, and the validation library stays out of the first page.
export const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export interface DatabaseVersionParts {
  month: number;
  year: number;
  version: number;
  subversion: number;
}

/** The displayed version (spec 000 §1): uppercase three-letter month, year, V, version, dot, subversion. */
export function formatDatabaseVersion({ month, year, version, subversion }: DatabaseVersionParts): string {
  const monthCode = (monthNames[month] ?? '???').slice(0, 3).toUpperCase();
  return `${monthCode}${year}V${version}.${subversion}`;
}
