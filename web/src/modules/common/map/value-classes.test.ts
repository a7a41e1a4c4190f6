import { describe, expect, it } from 'vitest';

import { contrastRatio, valueClasses } from './value-classes.ts';

describe('valueClasses', () => {
  it('makes one class per decade from the smallest median to the largest, each median in its own', () => {
    const { classes, classOf } = valueClasses([3, 45, 999, 1000, 4500]);
    expect(classes.map((item) => item.label)).toEqual(['1 to 10', '10 to 100', '100 to 1k', '1k to 10k']);
    expect(classOf(3).label).toBe('1 to 10');
    expect(classOf(45).label).toBe('10 to 100');
    expect(classOf(999).label).toBe('100 to 1k');
    // A power of ten opens its decade.
    expect(classOf(1000).label).toBe('1k to 10k');
    expect(classOf(1).label).toBe('1 to 10');
    for (const median of [3, 45, 999, 1000, 4500]) {
      const { low, high } = classOf(median);
      expect(median).toBeGreaterThanOrEqual(low!);
      expect(median).toBeLessThan(high!);
    }
  });

  it('keeps empty decades between, so that the colours run in order', () => {
    const { classes } = valueClasses([0.5, 20_000]);
    expect(classes.map((item) => item.label)).toEqual([
      '0.1 to 1',
      '1 to 10',
      '10 to 100',
      '100 to 1k',
      '1k to 10k',
      '10k to 100k',
    ]);
    // Darkest for the lowest, lightest for the highest: viridis from end to end.
    expect(classes[0].colour).toEqual([68, 1, 84]);
    expect(classes.at(-1)!.colour).toEqual([253, 231, 37]);
    expect(new Set(classes.map((item) => item.colour.join())).size).toBe(classes.length);
  });

  it('groups two decades to a class when there are more decades than colours', () => {
    const { classes, classOf } = valueClasses([0.01, 5e6]);
    expect(classes.map((item) => item.label)).toEqual([
      '0.01 to 1',
      '1 to 100',
      '100 to 10k',
      '10k to 1M',
      '1M to 100M',
    ]);
    expect(classOf(50).label).toBe('1 to 100');
    expect(classOf(5e6).label).toBe('1M to 100M');
  });

  it('adds classes for medians of zero or less and for locations without a value, only when there are some', () => {
    expect(valueClasses([10]).classes.map((item) => item.key)).toEqual(['decade-1']);
    const { classes, classOf } = valueClasses([10, null, -5, 0]);
    expect(classes.map((item) => item.label)).toEqual(['10 to 100', '0 or less', 'No standardised value']);
    expect(classOf(null).label).toBe('No standardised value');
    expect(classOf(0).label).toBe('0 or less');
    expect(classOf(-5).label).toBe('0 or less');
    expect(valueClasses([null]).classes.map((item) => item.label)).toEqual(['No standardised value']);
    expect(valueClasses([]).classes).toEqual([]);
  });

  it('writes the counts on each colour in white or near black, whichever contrasts more (WCAG AA at least)', () => {
    const { classes } = valueClasses([0.5, 2e6, null, 0]);
    for (const item of classes) expect(contrastRatio(item.colour, item.textColour)).toBeGreaterThanOrEqual(4.5);
    expect(classes[0].textColour).toEqual([255, 255, 255]);
    expect(classes.at(-3)!.textColour).toEqual([26, 27, 30]);
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21);
    expect(contrastRatio([33, 145, 140], [33, 145, 140])).toBe(1);
  });
});
