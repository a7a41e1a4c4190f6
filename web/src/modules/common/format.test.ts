import { describe, expect, it } from 'vitest';

import { formatCompactValue, formatCount, formatMoney, formatStandardisedValue } from './format.ts';

describe('formatStandardisedValue', () => {
  it('shows 2 decimals under 0.1', () => {
    expect(formatStandardisedValue(0)).toBe('0.00');
    expect(formatStandardisedValue(0.0349)).toBe('0.03');
    expect(formatStandardisedValue(0.0999)).toBe('0.10');
  });

  it('shows 1 decimal from 0.1 up to and including 1000', () => {
    expect(formatStandardisedValue(0.1)).toBe('0.1');
    expect(formatStandardisedValue(12.345)).toBe('12.3');
    expect(formatStandardisedValue(1000)).toBe('1,000.0');
  });

  it('shows no decimals above 1000, with thousands separators', () => {
    expect(formatStandardisedValue(1000.4)).toBe('1,000');
    expect(formatStandardisedValue(1234567.89)).toBe('1,234,568');
  });

  it('applies the thresholds to the magnitude of negative values', () => {
    expect(formatStandardisedValue(-0.05)).toBe('-0.05');
    expect(formatStandardisedValue(-250.25)).toBe('-250.3');
    expect(formatStandardisedValue(-4321.5)).toBe('-4,322');
  });

  it('leaves values that cannot be standardised empty', () => {
    expect(formatStandardisedValue(null)).toBe('');
    expect(formatStandardisedValue(undefined)).toBe('');
    expect(formatStandardisedValue(Number.NaN)).toBe('');
  });
});

describe('formatCompactValue', () => {
  it('shows whole numbers from 1 up', () => {
    expect(formatCompactValue(1)).toBe('1');
    expect(formatCompactValue(1.6)).toBe('2');
    expect(formatCompactValue(98765.4)).toBe('98,765');
  });

  it('shows one decimal below 1', () => {
    expect(formatCompactValue(0.94)).toBe('0.9');
    expect(formatCompactValue(0.05)).toBe('0.1');
  });

  it('uses exponent notation with 2 decimals for very small numbers', () => {
    expect(formatCompactValue(0.000342)).toBe('3.42e-4');
    expect(formatCompactValue(-0.0123)).toBe('-1.23e-2');
  });

  it('shows zero plainly and missing values as empty', () => {
    expect(formatCompactValue(0)).toBe('0');
    expect(formatCompactValue(null)).toBe('');
  });
});

describe('formatMoney', () => {
  it('uses thousands separators and 2 decimals by default', () => {
    expect(formatMoney(1234567.891)).toBe('1,234,567.89');
    expect(formatMoney(5)).toBe('5.00');
  });

  it('accepts another number of decimals', () => {
    expect(formatMoney(1234.5678, 0)).toBe('1,235');
    expect(formatMoney(1234.5678, 3)).toBe('1,234.568');
  });

  it('is empty for a missing amount', () => {
    expect(formatMoney(undefined)).toBe('');
  });
});

describe('formatCount', () => {
  it('uses thousands separators without decimals', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(9876)).toBe('9,876');
    expect(formatCount(10234567)).toBe('10,234,567');
  });

  it('is empty for a missing count', () => {
    expect(formatCount(null)).toBe('');
  });
});
