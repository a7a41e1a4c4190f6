import { sql, trusted, type SqlFragment } from '../../core/sql.ts';

/**
 * Where the rule reads a batch of records, each a select: the records as `key` (any id) and `value` (the
 * standardised value, Int$/ha/year); their links as `owner` (the record's key) and `entry` (the entry's id).
 */
export interface StatisticsFactSources {
  records: SqlFragment;
  /** Links to TEEB services and sub-services. */
  services: SqlFragment;
  /** Links to valuation methods. */
  methods: SqlFragment;
  /** Links to ESVD 2.0 biomes, ecozones and ecosystems. */
  habitats: SqlFragment;
}

/**
 * THE rule of which records count in the summary statistics (spec 000 §9): a positive standardised value, no value
 * transfer (method VT), exactly one TEEB service (sub-services count as their service); the biome and the ecozone
 * only when the record has exactly one. Rendered as common table expressions over `sources` that end in
 * `facts (key, usable, biome_id, ecozone_id)`, for the stored records (`refresh_valuation_statistics`) and for a
 * batch a bulk insert is about to store (its rows and links in arrays), so that such a row is written with its facts
 * rather than written twice.
 */
export const statisticsFactsCtes = ({
  records,
  services,
  methods,
  habitats,
}: StatisticsFactSources): SqlFragment => sql`
  fact_services as (
    select link.owner, count(distinct split_part(entry.path, '/', 1)) as services
    from (${services}) link join ref_ecosystem_service entry on entry.id = link.entry
    group by link.owner
  ),
  fact_transferred as (
    select distinct link.owner
    from (${methods}) link join ref_valuation_method method on method.id = link.entry
    where method.code = 'VT'
  ),
  fact_habitats as (
    select link.owner,
           case when count(*) filter (where entry.level = 1) = 1 then min(entry.id) filter (where entry.level = 1) end
             as biome_id,
           case when count(*) filter (where entry.level = 2) = 1 then min(entry.id) filter (where entry.level = 2) end
             as ecozone_id
    from (${habitats}) link join ref_biome_v2_ecosystem_v2_ecozone entry on entry.id = link.entry
    group by link.owner
  ),
  facts as (
    select record.key,
           coalesce(record.value > 0, false) and fact_transferred.owner is null
             and coalesce(fact_services.services, 0) = 1 as usable,
           fact_habitats.biome_id, fact_habitats.ecozone_id
    from (${records}) record
    left join fact_services on fact_services.owner = record.key
    left join fact_transferred on fact_transferred.owner = record.key
    left join fact_habitats on fact_habitats.owner = record.key
  )`;

/** The link tables the rule reads, in the order of StatisticsFactSources, with their entry columns. */
export const statisticsFactLinks = [
  { pivot: 'valuation_ecosystem_service', column: 'ecosystem_service_id' },
  { pivot: 'valuation_valuation_method', column: 'valuation_method_id' },
  { pivot: 'valuation_biome_v2', column: 'biome_v2ecosystem_v2ecozone_id' },
] as const;

const storedLinks = (index: number) =>
  trusted(`select valuation_id as owner, ${statisticsFactLinks[index].column} as entry
    from ${statisticsFactLinks[index].pivot} where $1 is null or valuation_id = any($1)`);

/**
 * `refresh_valuation_statistics` writes the rule's facts onto stored valuations (`statistics_usable`,
 * `statistics_biome_id`, `statistics_ecozone_id`); the triggers of export-line-invalidation.sql.ts call it in the
 * writing transaction, whoever writes. summary-statistics.sql.ts reads the facts (and applies the outlier rule and
 * the stats-ready ecozones).
 *
 * A migration applies this text (`create or replace`); to change the rule, edit it here and add a migration
 * that applies it again (test/api/database-rules.test.ts fails until the database runs this text).
 */
export const statisticsEligibilitySql = `create or replace function refresh_valuation_statistics(valuation_ids int[]) returns void
  language plpgsql as $$
  begin
  -- Its own update of valuations is no change to what an export line shows (see valuations_changed).
  perform set_config('esvd.refreshing_statistics', 'on', true);
  -- Planned at each call (EXECUTE), with the ids known: a few records by index, all of them by hashing.
  -- Null refreshes every record. Each table is read by the ids themselves: joined to a list of ids whose length the
  -- planner cannot know, it scanned every link table whole for each batch.
  execute $refresh$
  with ${
    statisticsFactsCtes({
      records: trusted(
        'select v.id as key, v.int_per_hectare_per_year as value from valuation v where $1 is null or v.id = any($1)',
      ),
      services: storedLinks(0),
      methods: storedLinks(1),
      habitats: storedLinks(2),
    }).toQuery().text
  }
  update valuation v
  set statistics_usable = facts.usable,
      statistics_biome_id = facts.biome_id,
      statistics_ecozone_id = facts.ecozone_id
  from facts
  where v.id = facts.key
    and (v.statistics_usable, v.statistics_biome_id, v.statistics_ecozone_id)
        is distinct from (facts.usable, facts.biome_id, facts.ecozone_id)
  $refresh$ using valuation_ids;
  perform set_config('esvd.refreshing_statistics', 'off', true);
  end $$;`;
