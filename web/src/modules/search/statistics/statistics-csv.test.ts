import { describe, expect, it } from 'vitest';

import type { SummaryGroupFieldsFragment } from '../../../gql/graphql.ts';
import { statisticsCsv, statisticsFileName } from './statistics-csv.ts';

const group = (overrides: Partial<SummaryGroupFieldsFragment>): SummaryGroupFieldsFragment => ({
  __typename: 'SummaryGroup',
  id: 1,
  code: '1',
  label: 'Marine',
  count: 2,
  mean: 1234.5678,
  median: 1234.5678,
  standardDeviation: 12.25,
  min: 0.001234,
  max: 2469,
  lowerQuartile: 617.8,
  upperQuartile: 1851.8,
  values: [0.001234, 2469],
  ...overrides,
});

describe('statisticsCsv', () => {
  it('writes one line per group with the statistics unrounded, and an empty cell where there is none', () => {
    const text = statisticsCsv('Biome', [
      group({}),
      group({ id: 2, code: '2', label: 'Coastal, estuaries', count: 1, standardDeviation: null }),
    ]);
    expect(text.split('\r\n')).toEqual([
      '\uFEFFBiome code,Biome,Count,Mean,Median,Standard deviation,Min,Max,Unit',
      '1,Marine,2,1234.5678,1234.5678,12.25,0.001234,2469,Int$/ha/year at 2020 prices',
      '2,"Coastal, estuaries",1,1234.5678,1234.5678,,0.001234,2469,Int$/ha/year at 2020 prices',
      '',
    ]);
  });

  it('names the file by the grouping and the day', () => {
    expect(statisticsFileName('Ecozone', new Date('2026-11-28T23:00:00Z'))).toBe(
      'ESVD_summary_by_ecozone_2026-11-28.csv',
    );
  });
});
