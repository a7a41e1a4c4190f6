import { describe, expect, it } from 'vitest';

import { formatStatistic, formatSummaryGroup } from './statistics-format.ts';

describe("formatStatistic (spec 000 §9's rule for the mean)", () => {
  it('shows no decimals from 10 up, with thousands separators', () => {
    expect(formatStatistic(10)).toBe('10');
    expect(formatStatistic(12.5)).toBe('13');
    expect(formatStatistic(123456.78)).toBe('123,457');
  });

  it('shows 2 decimals below 10', () => {
    expect(formatStatistic(9.5)).toBe('9.50');
    expect(formatStatistic(0.125)).toBe('0.13');
    expect(formatStatistic(0.005)).toBe('0.01');
  });

  it('never shows a value that is not zero as 0.00', () => {
    expect(formatStatistic(0.0042)).toBe('4.20e-3');
    expect(formatStatistic(0)).toBe('0.00');
  });
});

describe('formatSummaryGroup', () => {
  it('formats the count as a count and every statistic of the values by the same rule', () => {
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
      median: '457',
      standardDeviation: '12,346',
      min: '0.04',
      max: '98,765',
    });
  });

  it('reads a single record alike in every column and leaves its standard deviation empty', () => {
    expect(formatSummaryGroup({ count: 1, mean: 51, median: 51, standardDeviation: null, min: 51, max: 51 })).toEqual({
      count: '1',
      mean: '51',
      median: '51',
      standardDeviation: '',
      min: '51',
      max: '51',
    });
  });
});
