/**
 * The checks of a record's standardised value: warnings that name the field to look at, and the one-line summary the
 * export's "Standardisation check" column carries. They never change a stored value.
 */
import { valuationFieldLabels } from '../valuation-fields.ts';
import {
  formatNumber,
  type StandardisationField,
  type StandardisationInput,
  type StandardisationResult,
} from './engine.ts';
import { isTotalForBeneficiaries, spatialUnitRule } from './units.ts';

/** A relative difference above this is reported ("differs"). */
export const differenceTolerance = 0.05;
/** A relative difference above this is likely a unit or entry error. */
export const entryErrorThreshold = 0.2;

/** A record as the checks read it: its inputs, the value stored with it, and whether it is published. */
export interface StandardisationCheckInput extends StandardisationInput {
  /** The stored Int$/ha/year. */
  intPerHectarePerYear: number | null;
  published: boolean;
}

/** The checks, each by its code: a warning carries one. */
export const standardisationCheckCodes = [
  'discount-rate-above-one',
  'differs',
  'likely-entry-error',
  'no-beneficiary-count',
  'no-site-area',
  'published-without-value',
] as const;

export type StandardisationCheckCode = (typeof standardisationCheckCodes)[number];

/** What each check finds, in words, for a filter's choices. */
export const standardisationCheckLabels: Record<StandardisationCheckCode, string> = {
  'discount-rate-above-one': 'Discount rate above 1',
  differs: 'Differs from the computed value (over 5%)',
  'likely-entry-error': 'Likely a unit or entry error (over 20%)',
  'no-beneficiary-count': 'No beneficiary count',
  'no-site-area': 'No site area',
  'published-without-value': 'Published without Int$/ha/year',
};

export interface StandardisationWarning {
  code: StandardisationCheckCode;
  field: StandardisationField;
  message: string;
}

const label = (field: StandardisationField) => valuationFieldLabels[field];

/** A percentage as the checks write it: one decimal below 10%, whole above. */
export const formatPercent = (ratio: number): string => {
  const percent = ratio * 100;
  return `${percent < 10 ? percent.toFixed(1) : Math.round(percent).toString()}%`;
};

/** How far the stored value is from the computed one, relative to the computed one (Infinity when that is 0). */
export function relativeDifference(stored: number, computed: number): number {
  if (computed === 0) return stored === 0 ? 0 : Infinity;
  return Math.abs(stored - computed) / Math.abs(computed);
}

function differenceWarning(stored: number, computed: number): StandardisationWarning | undefined {
  const difference = relativeDifference(stored, computed);
  if (difference <= differenceTolerance) return undefined;
  const by = Number.isFinite(difference) ? ` ${formatPercent(difference)}` : '';
  const what = `${label('intPerHectarePerYear')} ${formatNumber(stored)} differs${by} from the computed ${formatNumber(computed)}`;
  return difference > entryErrorThreshold
    ? { code: 'likely-entry-error', field: 'intPerHectarePerYear', message: `${what}: likely a unit or entry error` }
    : { code: 'differs', field: 'intPerHectarePerYear', message: what };
}

/** The warnings of a record, given its standardisation (`standardiseValue` of the same inputs). */
export function standardisationChecks(
  record: StandardisationCheckInput,
  result: StandardisationResult,
): StandardisationWarning[] {
  const warnings: StandardisationWarning[] = [];
  const rate = record.presentValueDiscountRate;
  if (rate !== null && rate > 1) {
    warnings.push({
      code: 'discount-rate-above-one',
      field: 'presentValueDiscountRate',
      message: `${label('presentValueDiscountRate')} ${formatNumber(rate)} is above 1, probably a percentage`,
    });
  }
  if (!isTotalForBeneficiaries(record.beneficiaryUnit) && record.numberOfBeneficiaries === null) {
    warnings.push({
      code: 'no-beneficiary-count',
      field: 'numberOfBeneficiaries',
      message: `${label('numberOfBeneficiaries')} is empty for a value per ${record.beneficiaryUnit?.trim()}`,
    });
  }
  const spatialRule = record.spatialUnit === null ? undefined : spatialUnitRule(record.spatialUnit);
  if (spatialRule?.kind === 'site' && record.siteAreaInHectares === null) {
    warnings.push({
      code: 'no-site-area',
      field: 'siteAreaInHectares',
      message: `${label('siteAreaInHectares')} is empty for a value for the ${record.spatialUnit?.trim()}`,
    });
  }
  const stored = record.intPerHectarePerYear;
  if (stored === null) {
    if (record.published) {
      warnings.push({
        code: 'published-without-value',
        field: 'intPerHectarePerYear',
        message: `${label('intPerHectarePerYear')} is empty on a published record`,
      });
    }
  } else if (result.computable) {
    const difference = differenceWarning(stored, result.value);
    if (difference) warnings.push(difference);
  }
  return warnings;
}

/** Warnings about the stored value itself, which the verdict states in its own words. */
const aboutStoredValue = (warning: StandardisationWarning) => warning.field === 'intPerHectarePerYear';

/**
 * The export's one-line verdict: `agrees`, `differs` or `not computable`, then the reasons
 * ("differs 18%: Present Value Discount Rate 12.5 is above 1, probably a percentage").
 */
export function standardisationSummary(
  record: StandardisationCheckInput,
  result: StandardisationResult,
  warnings: readonly StandardisationWarning[] = standardisationChecks(record, result),
): string {
  const others = warnings.filter((warning) => !aboutStoredValue(warning)).map((warning) => warning.message);
  const withReasons = (verdict: string, reasons: readonly string[]) =>
    reasons.length > 0 ? `${verdict}: ${reasons.join('; ')}` : verdict;
  if (!result.computable)
    return withReasons(
      'not computable',
      result.reasons.map((reason) => reason.message),
    );
  const stored = record.intPerHectarePerYear;
  if (stored === null) {
    return withReasons('differs', [
      `${label('intPerHectarePerYear')} is empty, computed ${formatNumber(result.value)}`,
      ...others,
    ]);
  }
  const difference = relativeDifference(stored, result.value);
  if (difference <= differenceTolerance) return withReasons('agrees', others);
  const verdict = Number.isFinite(difference) ? `differs ${formatPercent(difference)}` : 'differs';
  // Without another warning to explain it, a large difference is most likely a unit or a typing slip.
  const explained = others.length > 0 || difference <= entryErrorThreshold;
  return withReasons(verdict, explained ? others : ['likely a unit or entry error']);
}
