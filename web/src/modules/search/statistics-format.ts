import { formatCount, formatMoney, formatStandardisedValue } from '../../app/format.ts';

/** A group of the summary statistics as the api sends it (spec 000 §3, §9). */
export interface SummaryGroupValues {
  count: number;
  mean: number;
  median: number;
  standardDeviation: number | null;
  min: number;
  max: number;
}

export type FormattedSummaryGroup = Record<keyof SummaryGroupValues, string>;

/** From this mean up, decimals would only suggest a precision the data do not have (spec 000 §9). */
const wholeMeanFrom = 10;

/** Spec 000 §9: the mean is shown with no decimals when it is 10 or more, otherwise with 2. */
export function formatMean(mean: number): string {
  return formatMoney(mean, Math.abs(mean) >= wholeMeanFrom ? 0 : 2);
}

/**
 * A row of a summary statistics table: the count as a count, the mean by its own rule, and the other statistics,
 * which are standardised values themselves, as the standardised value is shown everywhere else. A single record has
 * no standard deviation, which stays empty.
 */
export function formatSummaryGroup(group: SummaryGroupValues): FormattedSummaryGroup {
  return {
    count: formatCount(group.count),
    mean: formatMean(group.mean),
    median: formatStandardisedValue(group.median),
    standardDeviation: formatStandardisedValue(group.standardDeviation),
    min: formatStandardisedValue(group.min),
    max: formatStandardisedValue(group.max),
  };
}
