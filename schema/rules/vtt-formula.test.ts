import { describe, expect, it } from 'vitest';
import { calculateVttValue, hasConfidenceInterval } from './vtt-formula.ts';

// Every expected value below was worked out by hand from result = exp(constant + Σ coefficient × x).
const biome = { constantValue: 2, lowerBoundFactor: 0.5, upperBoundFactor: 1.5 };
const term = (vttVariableId: number, coefficient: number, value: number, isTransformation = false) => ({
  vttVariableId,
  coefficient,
  value,
  isTransformation,
});

describe('calculateVttValue (spec 001 §9)', () => {
  it('is exp(constant) without variables, with the interval as the factors times the result', () => {
    const result = calculateVttValue(biome, []);
    // e² = 7.389056098930650
    expect(result.value).toBeCloseTo(7.38905609893065, 12);
    expect(result.logValue).toBe(2);
    expect(result.interval?.low).toBeCloseTo(3.694528049465325, 12);
    expect(result.interval?.high).toBeCloseTo(11.083584148395975, 12);
  });

  it('adds coefficient × value for an untransformed variable', () => {
    // exp(1 + 0.5 × 4) = e³ = 20.085536923187668
    const result = calculateVttValue({ ...biome, constantValue: 1 }, [term(7, 0.5, 4)]);
    expect(result.value).toBeCloseTo(20.085536923187668, 10);
    expect(result.contributions).toEqual([{ vttVariableId: 7, logContribution: 2 }]);
  });

  it('adds coefficient × ln(value) for a transformed variable', () => {
    // exp(0 + 0.5 × ln 100) = √100 = 10
    const result = calculateVttValue({ ...biome, constantValue: 0 }, [term(3, 0.5, 100, true)]);
    expect(result.value).toBeCloseTo(10, 10);
    expect(result.contributions[0].logContribution).toBeCloseTo(Math.log(10), 12);
  });

  it('sums transformed and untransformed variables and a negative coefficient', () => {
    // exp(ln 3 + 0.5 × ln 100 + 0.1 × 10 − 2 × 0.5) = 3 × 10 × e¹ × e⁻¹ = 30
    const result = calculateVttValue({ ...biome, constantValue: Math.log(3) }, [
      term(1, 0.5, 100, true),
      term(2, 0.1, 10),
      term(3, -2, 0.5),
    ]);
    expect(result.value).toBeCloseTo(30, 9);
    expect(result.interval).toEqual({ low: result.value * 0.5, high: result.value * 1.5 });
    expect(result.contributions.map((contribution) => contribution.vttVariableId)).toEqual([1, 2, 3]);
  });

  it('gives the interval at the bounds themselves, which are inclusive', () => {
    const atLowest = calculateVttValue({ constantValue: 0, lowerBoundFactor: 0, upperBoundFactor: 1 }, []);
    expect(atLowest.interval).toEqual({ low: 0, high: 1 });
    const atHighest = calculateVttValue({ constantValue: 0, lowerBoundFactor: 1, upperBoundFactor: 2 }, []);
    expect(atHighest.interval).toEqual({ low: 1, high: 2 });
  });

  it.each([
    ['a lower factor below 0', -0.001, 1.5],
    ['a lower factor above 1', 1.001, 1.5],
    ['an upper factor below 1', 0.5, 0.999],
    ['an upper factor above 2', 0.5, 2.001],
  ])('gives no interval for %s', (_case, lowerBoundFactor, upperBoundFactor) => {
    const factors = { constantValue: 1, lowerBoundFactor, upperBoundFactor };
    expect(hasConfidenceInterval(factors)).toBe(false);
    const result = calculateVttValue(factors, []);
    expect(result.interval).toBeNull();
    expect(result.value).toBeCloseTo(Math.E, 12);
  });
});
