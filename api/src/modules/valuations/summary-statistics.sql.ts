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
 * Summary statistics by biome and by ecozone (spec 000 §9), in one statement over the records a search
 * finds that statistics can use (`statistics_usable`), each in the group of its one biome and of its one
 * ecozone when it has exactly one (the rule is PostgreSQL's `refresh_valuation_statistics`, kept up to
 * date by triggers). In a group of 40 or more, records whose log10 value lies outside
 * [Q1 - 1.5 IQR, Q3 + 1.5 IQR] (quartiles by linear interpolation, percentile_cont, both from one sort)
 * are dropped; then count, mean, median, sample standard deviation, min, max and quartiles of the values,
 * and the values themselves in a small group (for the chart's dots). Each
 * group's values are gathered once, beside its quartiles, and the kept ones summarised from that array:
 * one pass over the records, no join of half a million rows back to their group's fences.
 * Ecozones are reported only when an administrator marked them ready for statistics.
 *
 * Only the usable records are read, from the statistics facts' covering index, which holds just those.
 */
export function summaryGroupsQuery(condition: SearchCondition): SqlFragment {
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
          where placed.entry_id is not null
        ),
        grouped as (
          select entry_id, count(*) as group_size,
                 percentile_cont(array[0.25, 0.75]) within group (order by log10(value)) as quartiles,
                 array_agg(value) as group_values
          from measured
          group by entry_id
        ),
        summary as (
          select entry.id, entry.code, entry.label, entry.level, entry.sort_order, kept.*
          from grouped
          join ref_biome_v2_ecosystem_v2_ecozone entry on entry.id = grouped.entry_id
          cross join lateral (
            select count(*)::int as count,
                   avg(value) as mean,
                   percentile_cont(0.5) within group (order by value) as median,
                   stddev_samp(value) as "standardDeviation",
                   min(value) as min,
                   max(value) as max,
                   percentile_cont(0.25) within group (order by value) as "lowerQuartile",
                   percentile_cont(0.75) within group (order by value) as "upperQuartile",
                   case when count(*) <= ${valuesShownGroupSize}
                        then array_agg(value order by value) end as values
            from unnest(grouped.group_values) as value
            where grouped.group_size < ${outlierRuleMinimumGroupSize}
               or log10(value) between quartiles[1] - 1.5 * (quartiles[2] - quartiles[1])
                                   and quartiles[2] + 1.5 * (quartiles[2] - quartiles[1])
          ) kept
          where entry.level = 1 or entry.stats_ready
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
