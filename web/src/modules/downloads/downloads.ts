/** The browser's time zone, for the dates a CSV download writes. */
const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A CSV download's address: its query, and the browser's time zone for the dates it writes. */
export function csvDownloadUrl(path: string, query: Record<string, string> = {}): string {
  return `${path}?${new URLSearchParams({ ...query, timeZone: browserTimeZone() })}`;
}

/** The earliest date the lists show; one before it (the original's "never") is blank (spec 001 §9). */
const firstDate = Date.parse('0001-01-01T00:00:00Z');

/** A date of a list, as people read it; blank for none or one before year 1. */
export function shownDate(iso: string | null | undefined, format: (iso: string) => string): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  return Number.isNaN(time) || time < firstDate ? '' : format(iso);
}
