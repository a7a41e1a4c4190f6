import type { SummaryGroupFieldsFragment } from '../../gql/graphql.ts';
import { formatCompactValue, formatCount, formatMoney } from '../common/format.ts';

/** The statistics of a group as the api sends them (spec 000 §3, §9). */
export type SummaryGroupValues = Pick<
  SummaryGroupFieldsFragment,
  'count' | 'mean' | 'median' | 'standardDeviation' | 'min' | 'max'
>;

export type FormattedSummaryGroup = Record<keyof SummaryGroupValues, string>;

/** From this mean up, decimals would only suggest a precision the data do not have (spec 000 §9). */
const wholeFrom = 10;
/** Below this, 2 decimals would print 0.00 for a value that is not zero (the statistics count no zeros). */
const smallestTwoDecimals = 0.005;

/** Spec 000 §9's rule for the mean: no decimals when it is 10 or more, otherwise 2. */
export function formatStatistic(mean: number): string {
  const magnitude = Math.abs(mean);
  if (magnitude > 0 && magnitude < smallestTwoDecimals) return formatCompactValue(mean);
  return formatMoney(mean, magnitude >= wholeFrom ? 0 : 2);
}

/**
 * A row of a summary statistics table: the count as a count, and the mean's rule for every statistic of the values,
 * so that a group's mean, median, standard deviation, min and max read alike (one record: "51" five times, not "51"
 * and "51.0"). A single record has no standard deviation, which stays empty.
 */
export function formatSummaryGroup(group: SummaryGroupValues): FormattedSummaryGroup {
  return {
    count: formatCount(group.count),
    mean: formatStatistic(group.mean),
    median: formatStatistic(group.median),
    standardDeviation: group.standardDeviation === null ? '' : formatStatistic(group.standardDeviation),
    min: formatStatistic(group.min),
    max: formatStatistic(group.max),
  };
}
