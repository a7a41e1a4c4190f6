import { describe, expect, it } from 'vitest';

import { csvDownloadUrl, shownDate } from './downloads.ts';

describe('csvDownloadUrl', () => {
  it("adds the browser's time zone to the query", () => {
    const url = new URL(csvDownloadUrl('/api/account/allusers/csv', { sortColumn: 'email' }), 'http://x');
    expect(url.pathname).toBe('/api/account/allusers/csv');
    expect(url.searchParams.get('sortColumn')).toBe('email');
    expect(url.searchParams.get('timeZone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});

describe('shownDate', () => {
  const format = (iso: string) => `formatted ${iso}`;

  it('formats a date from year 1 on', () => {
    expect(shownDate('0001-01-01T00:00:00.000Z', format)).toBe('formatted 0001-01-01T00:00:00.000Z');
    expect(shownDate('2026-11-28T10:00:00.000Z', format)).toBe('formatted 2026-11-28T10:00:00.000Z');
  });

  it('leaves none, one before year 1 and a broken one blank', () => {
    expect(shownDate(null, format)).toBe('');
    expect(shownDate('-000001-12-31T00:00:00.000Z', format)).toBe('');
    expect(shownDate('0000-12-31T23:59:59.000Z', format)).toBe('');
    expect(shownDate('not a date', format)).toBe('');
  });
});
