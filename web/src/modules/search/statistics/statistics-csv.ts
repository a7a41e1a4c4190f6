import { csvText } from '@esvd/schema/rules/csv-download';

import type { SummaryGroupFieldsFragment } from '../../../gql/graphql.ts';

/**
 * A summary statistics table as CSV (issue 39): one line per group, its code and name, then the statistics unrounded
 * (the table rounds them for reading; an analyst who computes on needs them whole), empty where there is none.
 */
export function statisticsCsv(kind: 'Biome' | 'Ecozone', groups: readonly SummaryGroupFieldsFragment[]): string {
  return csvText(
    [`${kind} code`, kind, 'Count', 'Mean', 'Median', 'Standard deviation', 'Min', 'Max', 'Unit'],
    groups.map((group) => [
      group.code,
      group.label,
      group.count,
      group.mean,
      group.median,
      group.standardDeviation,
      group.min,
      group.max,
      'Int$/ha/year at 2020 prices',
    ]),
  );
}

/** ESVD_summary_by_biome_2026-11-28.csv */
export const statisticsFileName = (kind: 'Biome' | 'Ecozone', date = new Date()): string =>
  `ESVD_summary_by_${kind.toLowerCase()}_${date.toISOString().slice(0, 10)}.csv`;
