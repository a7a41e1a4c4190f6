import { valuesShownGroupSize } from '@esvd/schema/rules/summary-statistics';
import type pg from 'pg';
import { sql, type SqlFragment } from '../../core/sql.ts';
import { filterCondition, type SearchCondition } from './valuation-filter.sql.ts';

/** A group with fewer records is summarised as it is; from this size on, outliers are dropped first. */
export const outlierRuleMinimumGroupSize = 40;

/** An ESVD 2.0 biome (level 1) or ecozone (level 2). */
export interface HabitatEntryView {
  id: number;
  code: string;
  label: string;
}

export interface SummaryGroupView extends HabitatEntryView {
  count: number;
  mean: number;
  median: number;
  /** Sample standard deviation (n - 1); null for a group of one. */
  standardDeviation: number | null;
  min: number;
  max: number;
  /** Quartiles of the kept values, as the median (percentile_cont), for a box plot. */
  lowerQuartile: number;
  upperQuartile: number;
  /** The kept values, lowest first, in a group of at most `valuesShownGroupSize`; else null. */
  values: number[] | null;
}

export interface SummaryGroups {
  biomes: SummaryGroupView[];
  ecozones: SummaryGroupView[];
}

interface GroupRow extends SummaryGroupView {
  level: number;
}

/**
 * PostgreSQL's `percentile_cont(fraction)`, with its interpolation written out, over `count` ascending values of an
 * array from position `first` on, each read through `element` (a transform that keeps the order, such as log10).
 */
function interpolatedPercentile(
  element: (position: SqlFragment) => SqlFragment,
  first: SqlFragment,
  count: SqlFragment,
  fraction: number,
): SqlFragment {
  const rank = sql`(${fraction}::float8 * (${count} - 1))`;
  const below = element(sql`${first} + floor(${rank})::int`);
  const above = element(sql`${first} + ceil(${rank})::int`);
  return sql`(${below} + ((${rank} - floor(${rank})) * (${above} - ${below})))`;
}

/**
 * Summary statistics by biome and by ecozone (spec 000 §9), in one statement over the records a search
 * finds that statistics can use (`statistics_usable`), each in the group of its one biome and of its one
 * ecozone when it has exactly one (the rule is PostgreSQL's `refresh_valuation_statistics`, kept up to
 * date by triggers). In a group of 40 or more, records whose log10 value lies outside
 * [Q1 - 1.5 IQR, Q3 + 1.5 IQR] (quartiles by linear interpolation, as percentile_cont) are dropped; then count,
 * mean, median, sample standard deviation, min, max and quartiles of the values, and the values themselves in a
 * small group (for the chart's dots). Ecozones are reported only when an administrator marked them ready for
 * statistics.
 *
 * Each group's values are gathered unsorted (a hash aggregate, not a sort of every record by group) and sorted once.
 * log10 keeps their order, so the fences' quartiles are read from the sorted array by position, and the kept values
 * are one run of it: their median, quartiles, min and max are read by position too, and one pass over the group
 * gives the run's start, its length, the mean and the standard deviation.
 *
 * Only the usable records are read, from the statistics facts' covering index, which holds just those.
 */
export function summaryGroupsQuery(condition: SearchCondition): SqlFragment {
  const sortedValue = (position: SqlFragment) => sql`fenced.group_values[${position}]`;
  const sortedLog = (position: SqlFragment) => sql`log10(ordered.group_values[${position}])`;
  const wholeGroup = [sql`1`, sql`ordered.group_size`] as const;
  const keptRun = [sql`kept.first_kept`, sql`kept.count`] as const;
  return sql`with found as (
          select v.statistics_biome_id as biome_id, v.statistics_ecozone_id as ecozone_id,
                 v.int_per_hectare_per_year as value
          from valuation v
          join study s on s.id = v.study_id
          where ${filterCondition(condition)} and v.statistics_usable
        ),
        measured as (
          select placed.entry_id, found.value
          from found
          cross join lateral (values (found.biome_id), (found.ecozone_id)) as placed(entry_id)
          join ref_biome_v2_ecosystem_v2_ecozone entry on entry.id = placed.entry_id
          where entry.level = 1 or entry.stats_ready
        ),
        grouped as (
          select entry_id, array_agg(value) as unsorted_values
          from measured
          group by entry_id
        ),
        ordered as (
          select grouped.entry_id, sorted.group_values, cardinality(sorted.group_values) as group_size
          from grouped
          cross join lateral (
            select array_agg(value order by value) as group_values
            from (select unnest(grouped.unsorted_values) as value) as member
          ) sorted
        ),
        quartiles as (
          select ordered.*,
                 ${interpolatedPercentile(sortedLog, ...wholeGroup, 0.25)} as lower_quartile,
                 ${interpolatedPercentile(sortedLog, ...wholeGroup, 0.75)} as upper_quartile
          from ordered
        ),
        fenced as materialized (
          select entry_id, group_values,
                 case when group_size < ${outlierRuleMinimumGroupSize} then '-infinity'::float8
                      else lower_quartile - 1.5 * (upper_quartile - lower_quartile) end as lower_fence,
                 case when group_size < ${outlierRuleMinimumGroupSize} then 'infinity'::float8
                      else upper_quartile + 1.5 * (upper_quartile - lower_quartile) end as upper_fence
          from quartiles
        ),
        summary as (
          select entry.id, entry.code, entry.label, entry.level, entry.sort_order,
                 kept.count, kept.mean,
                 ${interpolatedPercentile(sortedValue, ...keptRun, 0.5)} as median,
                 kept."standardDeviation",
                 fenced.group_values[kept.first_kept] as min,
                 fenced.group_values[kept.first_kept + kept.count - 1] as max,
                 ${interpolatedPercentile(sortedValue, ...keptRun, 0.25)} as "lowerQuartile",
                 ${interpolatedPercentile(sortedValue, ...keptRun, 0.75)} as "upperQuartile",
                 case when kept.count <= ${valuesShownGroupSize}
                      then fenced.group_values[kept.first_kept:kept.first_kept + kept.count - 1] end as values
          from fenced
          join ref_biome_v2_ecosystem_v2_ecozone entry on entry.id = fenced.entry_id
          cross join lateral (
            select count(*) filter (where within)::int as count,
                   count(*) filter (where below)::int + 1 as first_kept,
                   avg(value) filter (where within) as mean,
                   stddev_samp(value) filter (where within) as "standardDeviation"
            from (
              select value, log10(value) < fenced.lower_fence as below,
                     log10(value) between fenced.lower_fence and fenced.upper_fence as within
              from (select unnest(fenced.group_values) as value) as member
            ) as placed
          ) kept
        )
        select summary.* from summary order by summary.sort_order, summary.id`;
}

interface SummaryRow extends GroupRow {
  sort_order: number;
}

/** A broad search's statistics want `withParallelPlans`. */
export async function summaryGroups(client: pg.Client, condition: SearchCondition): Promise<SummaryGroups> {
  const { rows } = await client.query<SummaryRow>(summaryGroupsQuery(condition).toQuery());
  const group = ({ level: _level, sort_order: _sortOrder, ...row }: SummaryRow): SummaryGroupView => row;
  return {
    biomes: rows.filter((row) => row.level === 1).map(group),
    ecozones: rows.filter((row) => row.level === 2).map(group),
  };
}

/** The records of one ecozone that its summary statistics would be computed from, and their studies. */
export interface EcozoneRecordCountView {
  ecozoneId: number;
  records: number;
  studies: number;
}

/**
 * Per ecozone, the records of a search that statistics can use and sit in that one ecozone (the group
 * `summaryGroupsQuery` would form, before outliers are dropped), with their studies: what an administrator
 * decides a stats-ready flag with.
 */
export function ecozoneRecordCountsQuery(condition: SearchCondition): SqlFragment {
  return sql`select v.statistics_ecozone_id as "ecozoneId", count(*)::int as records,
                    count(distinct v.study_id)::int as studies
             from valuation v
             join study s on s.id = v.study_id
             where ${filterCondition(condition)} and v.statistics_usable and v.statistics_ecozone_id is not null
             group by v.statistics_ecozone_id`;
}

/** The chosen biomes (level 1) and ecozones (level 2) of a filter, for "no statistics for these" notices. */
export async function chosenHabitats(
  client: pg.Client,
  ids: readonly number[],
): Promise<(HabitatEntryView & { level: number })[]> {
  if (!ids.length) return [];
  const { rows } = await client.query<HabitatEntryView & { level: number }>(
    sql`select id, code, label, level from ref_biome_v2_ecosystem_v2_ecozone
        where id = any(${ids}::int[]) and level in (1, 2)
        order by sort_order, id`.toQuery(),
  );
  return rows;
}
