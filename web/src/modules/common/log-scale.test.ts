import { describe, expect, it } from 'vitest';

import { logScale } from './log-scale.ts';

describe('logScale', () => {
  it('spans whole decades around the values and places them by their logarithm', () => {
    const scale = logScale([3, 4500]);
    expect(scale.ticks.map((tick) => tick.label)).toEqual(['1', '10', '100', '1k', '10k']);
    expect(scale.percentOf(1)).toBe(0);
    expect(scale.percentOf(100)).toBe(50);
    expect(scale.percentOf(10_000)).toBe(100);
  });

  it('labels small values as decimals and large ones with k, M and B', () => {
    expect(logScale([0.02, 5]).ticks.map((tick) => tick.label)).toEqual(['0.01', '0.1', '1', '10']);
    expect(logScale([2e5, 3e9]).ticks.map((tick) => tick.label)).toEqual(['100k', '1M', '10M', '100M', '1B', '10B']);
  });

  it('is at least one decade wide, also for a single value or a value that is a power of ten', () => {
    expect(logScale([100]).ticks.map((tick) => tick.value)).toEqual([100, 1000]);
    expect(logScale([]).ticks.map((tick) => tick.value)).toEqual([1, 10]);
  });

  it('labels every other decade when there are many', () => {
    const scale = logScale([0.001, 1e6]);
    expect(scale.ticks.map((tick) => tick.value)).toEqual([0.001, 0.1, 10, 1000, 100000]);
  });

  it('keeps values outside the axis on its ends', () => {
    const scale = logScale([10, 100]);
    expect(scale.percentOf(0)).toBe(0);
    expect(scale.percentOf(1e9)).toBe(100);
  });
});
