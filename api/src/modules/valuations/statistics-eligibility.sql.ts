/**
 * THE rule of which records count in the summary statistics (spec 000 §9), as PostgreSQL runs it: a positive
 * standardised value, no value transfer (method VT), exactly one TEEB service (sub-services count as their
 * service); the biome and the ecozone only when the record has exactly one. `refresh_valuation_statistics`
 * writes these facts onto each valuation (`statistics_usable`, `statistics_biome_id`, `statistics_ecozone_id`);
 * the triggers of export-line-invalidation.sql.ts call it in the writing transaction, whoever writes, and
 * summary-statistics.sql.ts reads the facts (and applies the outlier rule and the stats-ready ecozones).
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
  -- Null refreshes every record.
  execute $refresh$
  with scope as (
    select id from valuation where $1 is null or id = any($1)
  ),
  services as (
    select link.valuation_id, count(distinct split_part(entry.path, '/', 1)) as services
    from valuation_ecosystem_service link
    join ref_ecosystem_service entry on entry.id = link.ecosystem_service_id
    where link.valuation_id in (select id from scope)
    group by link.valuation_id
  ),
  transferred as (
    select distinct link.valuation_id
    from valuation_valuation_method link
    join ref_valuation_method method on method.id = link.valuation_method_id
    where method.code = 'VT' and link.valuation_id in (select id from scope)
  ),
  habitats as (
    select link.valuation_id,
           case when count(*) filter (where entry.level = 1) = 1 then min(entry.id) filter (where entry.level = 1) end
             as biome_id,
           case when count(*) filter (where entry.level = 2) = 1 then min(entry.id) filter (where entry.level = 2) end
             as ecozone_id
    from valuation_biome_v2 link
    join ref_biome_v2_ecosystem_v2_ecozone entry on entry.id = link.biome_v2ecosystem_v2ecozone_id
    where link.valuation_id in (select id from scope)
    group by link.valuation_id
  ),
  facts as (
    select v.id,
           coalesce(v.int_per_hectare_per_year > 0, false) and transferred.valuation_id is null
             and coalesce(services.services, 0) = 1 as usable,
           habitats.biome_id, habitats.ecozone_id
    from scope
    join valuation v on v.id = scope.id
    left join services on services.valuation_id = v.id
    left join transferred on transferred.valuation_id = v.id
    left join habitats on habitats.valuation_id = v.id
  )
  update valuation v
  set statistics_usable = facts.usable,
      statistics_biome_id = facts.biome_id,
      statistics_ecozone_id = facts.ecozone_id
  from facts
  where v.id = facts.id
    and (v.statistics_usable, v.statistics_biome_id, v.statistics_ecozone_id)
        is distinct from (facts.usable, facts.biome_id, facts.ecozone_id)
  $refresh$ using valuation_ids;
  perform set_config('esvd.refreshing_statistics', 'off', true);
  end $$;`;
