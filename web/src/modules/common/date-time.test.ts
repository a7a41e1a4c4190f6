import { describe, expect, it } from 'vitest';

import { formatDateTime } from './date-time.ts';

describe('formatDateTime', () => {
  it('reads a moment in the given time zone and leaves text that is no date as it is', () => {
    expect(formatDateTime('2026-01-02T23:30:00Z', 'UTC')).toBe('2 Jan 2026, 23:30');
    expect(formatDateTime('2026-01-02T23:30:00Z', 'Europe/Amsterdam')).toBe('3 Jan 2026, 00:30');
    expect(formatDateTime('soon')).toBe('soon');
  });
});
