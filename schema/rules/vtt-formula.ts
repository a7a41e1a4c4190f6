/**
 * The value transfer calculator's formula (spec 001 §9), the one place it is written: the web shows what it gives as
 * the user types, the api answers the same for scripts.
 *
 * result = exp(constant + Σ coefficient × x), where x is the variable's value, or ln(value) for a transformed
 * variable. The confidence interval is result × lowerBoundFactor to result × upperBoundFactor, given only while the
 * lower factor lies in [0, 1] and the upper one in [1, 2].
 */

/** What the formula needs of a biome. */
export interface VttFormulaBiome {
  constantValue: number;
  lowerBoundFactor: number;
  upperBoundFactor: number;
}

/** One variable of the calculation: its coefficient, the value used, and whether the coefficient takes ln(value). */
export interface VttFormulaTerm {
  vttVariableId: number;
  coefficient: number;
  value: number;
  isTransformation: boolean;
}

export interface VttContribution {
  vttVariableId: number;
  /** coefficient × value (or × ln(value)): what the variable adds to the log of the result. */
  logContribution: number;
}

export interface VttCalculationResult {
  /** Int$/ha/year at 2020 prices; Infinity when the sum is too large for a number. */
  value: number;
  /** ln(value): the constant plus every contribution. */
  logValue: number;
  contributions: VttContribution[];
  /** Absent unless both factors are within their bounds. */
  interval: { low: number; high: number } | null;
}

/** Spec 001 §5 and §9: the factors' bounds, inclusive. */
export const vttFactorBounds = {
  lower: { min: 0, max: 1 },
  upper: { min: 1, max: 2 },
} as const;

const within = (value: number, { min, max }: { min: number; max: number }) => value >= min && value <= max;

/** Whether the calculator shows a confidence interval for the biome's factors. */
export function hasConfidenceInterval({ lowerBoundFactor, upperBoundFactor }: VttFormulaBiome): boolean {
  return within(lowerBoundFactor, vttFactorBounds.lower) && within(upperBoundFactor, vttFactorBounds.upper);
}

/** The value of one biome for the given terms, with each term's share of the log value and the interval. */
export function calculateVttValue(biome: VttFormulaBiome, terms: readonly VttFormulaTerm[]): VttCalculationResult {
  const contributions = terms.map(({ vttVariableId, coefficient, value, isTransformation }) => ({
    vttVariableId,
    logContribution: coefficient * (isTransformation ? Math.log(value) : value),
  }));
  const logValue = contributions.reduce((sum, term) => sum + term.logContribution, biome.constantValue);
  const value = Math.exp(logValue);
  const interval = hasConfidenceInterval(biome)
    ? { low: value * biome.lowerBoundFactor, high: value * biome.upperBoundFactor }
    : null;
  return { value, logValue, contributions, interval };
}
