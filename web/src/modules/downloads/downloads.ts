import type { ResourceName } from '@esvd/schema/rules/resources';

/** The pages /downloads links to (spec 001 §2), each for the viewers its resource admits. */
export const downloadPages: { path: string; title: string; description: string; resource: ResourceName }[] = [
  {
    path: '/userprofiles',
    title: 'Download User Profiles',
    description: 'The registered users with their organisation, sector, purpose of access and sign-ins.',
    resource: 'downloads',
  },
  {
    path: '/filterqueries',
    title: 'Download Filter Queries',
    description: 'The search filters users have run, with who ran them, when, and how many records they found.',
    resource: 'downloads',
  },
];

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
