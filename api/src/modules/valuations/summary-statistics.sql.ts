import type pg from 'pg';
import { sql, type SqlFragment } from './sql.ts';
import { filteredValuations, type SearchCondition } from './valuation-filter.sql.ts';

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
}

export interface SummaryGroups {
  biomes: SummaryGroupView[];
  ecozones: SummaryGroupView[];
}

interface GroupRow extends SummaryGroupView {
  level: number;
}

/**
 * Summary statistics by biome and by ecozone (spec 000 §9), in one statement:
 * - records found by the search whose standardised value is known and positive (log10 needs it),
 *   that do not use value transfer (method VT) and refer to exactly one TEEB service (sub-services
 *   count as their service);
 * - each record counts for its biome if it refers to exactly one biome, for its ecozone if exactly one;
 * - in a group of 40 or more, records whose log10 value lies outside [Q1 - 1.5 IQR, Q3 + 1.5 IQR]
 *   (quartiles by linear interpolation, percentile_cont) are dropped;
 * - then count, mean, median, sample standard deviation, min and max of the values.
 * Ecozones are reported only when an administrator marked them ready for statistics.
 */
export function summaryGroupsQuery(condition: SearchCondition): SqlFragment {
  return sql`with usable as (
          select v.id, v.int_per_hectare_per_year as value
          from ${filteredValuations(condition)}
            and v.int_per_hectare_per_year > 0
            and not exists (
              select from valuation_valuation_method link
              join ref_valuation_method method on method.id = link.valuation_method_id
              where link.valuation_id = v.id and method.code = 'VT')
        ),
        one_service as (
          select usable.id, usable.value
          from usable
          join valuation_ecosystem_service link on link.valuation_id = usable.id
          join ref_ecosystem_service entry on entry.id = link.ecosystem_service_id
          group by usable.id, usable.value
          having min(split_part(entry.path, '/', 1)) = max(split_part(entry.path, '/', 1))
        ),
        placed as (
          select min(entry.id) as entry_id, one_service.value
          from one_service
          join valuation_biome_v2 link on link.valuation_id = one_service.id
          join ref_biome_v2_ecosystem_v2_ecozone entry on entry.id = link.biome_v2ecosystem_v2ecozone_id
          where entry.level in (1, 2)
          group by one_service.id, one_service.value, entry.level
          having count(*) = 1
        ),
        measured as (
          select entry_id, value, log10(value) as magnitude, count(*) over (partition by entry_id) as group_size
          from placed
        ),
        fences as (
          select entry_id,
                 percentile_cont(0.25) within group (order by magnitude) as q1,
                 percentile_cont(0.75) within group (order by magnitude) as q3
          from measured
          group by entry_id
        ),
        kept as (
          select measured.entry_id, measured.value
          from measured join fences using (entry_id)
          where measured.group_size < ${outlierRuleMinimumGroupSize}
             or measured.magnitude between fences.q1 - 1.5 * (fences.q3 - fences.q1)
                                       and fences.q3 + 1.5 * (fences.q3 - fences.q1)
        )
        select entry.id, entry.code, entry.label, entry.level,
               count(*)::int as count,
               avg(kept.value) as mean,
               percentile_cont(0.5) within group (order by kept.value) as median,
               stddev_samp(kept.value) as "standardDeviation",
               min(kept.value) as min,
               max(kept.value) as max
        from kept
        join ref_biome_v2_ecosystem_v2_ecozone entry on entry.id = kept.entry_id
        where entry.level = 1 or entry.stats_ready
        group by entry.id
        order by entry.sort_order, entry.id`;
}

export async function summaryGroups(client: pg.Client, condition: SearchCondition): Promise<SummaryGroups> {
  const { rows } = await client.query<GroupRow>(summaryGroupsQuery(condition).toQuery());
  const group = ({ level: _level, ...row }: GroupRow): SummaryGroupView => row;
  return {
    biomes: rows.filter((row) => row.level === 1).map(group),
    ecozones: rows.filter((row) => row.level === 2).map(group),
  };
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
