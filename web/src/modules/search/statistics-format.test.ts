import { describe, expect, it } from 'vitest';

import { formatMean, formatSummaryGroup } from './statistics-format.ts';

describe('formatMean (spec 000 §9)', () => {
  it('shows no decimals from 10 up, with thousands separators', () => {
    expect(formatMean(10)).toBe('10');
    expect(formatMean(12.5)).toBe('13');
    expect(formatMean(123456.78)).toBe('123,457');
  });

  it('shows 2 decimals below 10', () => {
    expect(formatMean(9.999)).toBe('10.00');
    expect(formatMean(9.5)).toBe('9.50');
    expect(formatMean(0.004)).toBe('0.00');
    expect(formatMean(0.125)).toBe('0.13');
  });
});

describe('formatSummaryGroup', () => {
  it('formats the count as a count, the mean by its rule and the other statistics as standardised values', () => {
    expect(
      formatSummaryGroup({
        count: 1234,
        mean: 5678.9,
        median: 456.78,
        standardDeviation: 12345.6,
        min: 0.042,
        max: 98765.4,
      }),
    ).toEqual({
      count: '1,234',
      mean: '5,679',
      median: '456.8',
      standardDeviation: '12,346',
      min: '0.04',
      max: '98,765',
    });
  });

  it('leaves the standard deviation of a single record empty', () => {
    expect(
      formatSummaryGroup({ count: 1, mean: 7.5, median: 7.5, standardDeviation: null, min: 7.5, max: 7.5 }),
    ).toEqual({
      count: '1',
      mean: '7.50',
      median: '7.5',
      standardDeviation: '',
      min: '7.5',
      max: '7.5',
    });
  });
});
