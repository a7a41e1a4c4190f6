import { describe, expect, it } from 'vitest';
import { describeUses } from './reference-list-writes.service.ts';

describe('describeUses', () => {
  it('names each kind of record in words, singular or plural, never a table', () => {
    expect(describeUses([{ owner: 'valuation', count: 1 }])).toBe('1 valuation');
    expect(
      describeUses([
        { owner: 'ref_country', count: 54 },
        { owner: 'valuation', count: 1302 },
        { owner: 'vsl_study', count: 7 },
      ]),
    ).toBe('54 entries of Countries, 1,302 valuations and 7 valuation study records');
  });

  it('says "other records" for a table it has no words for', () => {
    expect(describeUses([{ owner: 'some_new_table', count: 2 }])).toBe('2 other records');
  });
});
