import { describe, expect, it } from 'vitest';

import { parseStudyId } from './study-valuations.ts';

describe('parseStudyId', () => {
  it('reads a positive whole number', () => {
    expect(parseStudyId('1001')).toBe(1001);
    expect(parseStudyId(' 42 ')).toBe(42);
  });

  it('refuses what the api would not take as a study number', () => {
    for (const text of [null, '', 'lake', '0', '-3', '1.5', '1e3', '2147483648', '99999999999']) {
      expect(parseStudyId(text), String(text)).toBeNull();
    }
  });
});
