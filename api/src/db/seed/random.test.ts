import { describe, expect, it } from 'vitest';
import { Random, WeightedPicker } from './random.ts';

const draws = (random: Random, count: number) => Array.from({ length: count }, () => random.next());

describe('Random', () => {
  it('gives the same sequence for the same seed and a different one for another seed', () => {
    expect(draws(new Random(42), 100)).toEqual(draws(new Random(42), 100));
    expect(draws(new Random(42), 100)).not.toEqual(draws(new Random(43), 100));
  });

  it('derives independent, reproducible streams from a seed and a label', () => {
    expect(draws(Random.derive(7, 'study 1'), 10)).toEqual(draws(Random.derive(7, 'study 1'), 10));
    expect(draws(Random.derive(7, 'study 1'), 10)).not.toEqual(draws(Random.derive(7, 'study 2'), 10));
  });

  it('stays within its bounds', () => {
    const random = new Random(1);
    const values = draws(random, 10_000);
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
    const integers = new Set(Array.from({ length: 1_000 }, () => random.int(3, 5)));
    expect([...integers].sort()).toEqual([3, 4, 5]);
  });

  it('draws log-normal values around the median', () => {
    const random = new Random(9);
    const values = Array.from({ length: 20_001 }, () => random.logNormal(100, 1)).sort((a, b) => a - b);
    expect(values[10_000]).toBeGreaterThan(90);
    expect(values[10_000]).toBeLessThan(110);
  });

  it('samples distinct items', () => {
    const sample = new Random(3).sample([1, 2, 3, 4, 5], 3);
    expect(new Set(sample).size).toBe(3);
  });
});

describe('WeightedPicker', () => {
  it('never picks a zero weight and follows the weights', () => {
    const picker = new WeightedPicker(['never', 'rare', 'often'], (item) => ({ never: 0, rare: 1, often: 9 })[item]!);
    const random = new Random(5);
    const counts = { never: 0, rare: 0, often: 0 };
    for (let index = 0; index < 10_000; index++) counts[picker.pick(random) as keyof typeof counts]++;
    expect(counts.never).toBe(0);
    expect(counts.often / counts.rare).toBeGreaterThan(7);
    expect(counts.often / counts.rare).toBeLessThan(11);
  });

  it('refuses a list without any positive weight', () => {
    expect(() => new WeightedPicker(['a'], () => 0)).toThrow();
  });
});
