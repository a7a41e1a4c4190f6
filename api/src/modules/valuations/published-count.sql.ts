import { sql } from '../../core/sql.ts';

/**
 * THE kept counts of the records everyone may see: published (`valuation v join study s on s.id = v.study_id where
 * s.is_published`, the condition every search starts from in valuation-filter.sql.ts) and, of those, the mapped ones
 * (`v.latitude is not null and v.longitude is not null`, as map-markers.sql.ts counts them). The home page, the study
 * page and the public REST totals read them instead of counting the table.
 *
 * `valuation_count` holds changes, one row per writing transaction at most: each write statement merges every row
 * no other open transaction holds (its own earlier ones included) with its change into one new row, and the count is
 * the rows' sum. Rows another open transaction holds are skipped, never waited for, so a long upload never makes a
 * record's save or a study's publication wait; a rolled-back write leaves its rows as they were. Statement-level
 * triggers read the statement's rows (transition tables), so a bulk insert of a chunk pays one join for the chunk.
 *
 * The writes that change a count: a valuation inserted, deleted, moved to another study or given or stripped of a
 * coordinate; a study published, unpublished or deleted (its records go by cascade, after its own trigger counted
 * them, when the cascade's delete no longer finds their study); a truncate, which counts again. A load with the
 * triggers off (the demo seed's bulkLoad) calls `refresh_valuation_count()` afterwards. A study keeps its id for
 * life: a changed study id, cascading to its records, would be counted as records leaving and joining.
 *
 * A migration applies this text (`create or replace`); to change the rule, edit it here and add a migration that
 * applies it again and calls `refresh_valuation_count()` (test/api/database-rules.test.ts fails until the database
 * runs this text). docs/decisions/kept-published-count.md says why and how to remove it.
 */
/** A statement's records (a transition table) counted by study, all and mapped; negated with `sign` '-'. */
const countsByStudy = (records: string, sign: '' | '-' = '') =>
  `select study_id, ${sign}count(*) as records,
      ${sign}count(*) filter (where latitude is not null and longitude is not null) as mapped
    from ${records} group by study_id`;

export const publishedCountSql = `
create or replace function add_valuation_count(published_change bigint, mapped_change bigint) returns void
  language plpgsql as $$
  begin
    if published_change = 0 and mapped_change = 0 then
      return;
    end if;
    with merged as (
      delete from valuation_count
      where id in (select id from valuation_count for update skip locked)
      returning published, mapped
    )
    insert into valuation_count (published, mapped)
    select coalesce(sum(published), 0) + published_change, coalesce(sum(mapped), 0) + mapped_change from merged;
  end $$;

-- Every record counted again: after a truncate, a load without triggers, or a change of this rule. Writers that
-- hold changes are waited for, and later ones wait, so that no change is both counted here and added again.
create or replace function refresh_valuation_count() returns void language plpgsql as $$
  begin
    lock table valuation_count in exclusive mode;
    delete from valuation_count;
    insert into valuation_count (published, mapped)
    select count(*), count(*) filter (where v.latitude is not null and v.longitude is not null)
    from valuation v join study s on s.id = v.study_id
    where s.is_published;
  end $$;

-- Records and their study's publication written at the same time are counted once: the study's trigger counts the
-- records it sees, a record's trigger the study as it finds it, so each waits for the other. A study's trigger locks
-- it FOR UPDATE, which waits for every transaction holding a KEY SHARE lock on it, and which they wait for: the
-- foreign key's check takes that lock on the study of every record inserted or moved, and the other triggers take
-- it themselves. The publication is read from the locked row, since a study read as unpublished before a wait would
-- never be waited for.
create or replace function valuation_count_inserted() returns trigger language plpgsql as $$
  declare
    published_change bigint;
    mapped_change bigint;
  begin
    -- The foreign key's check locked every study before this runs. Counted by study first: a statement's records
    -- belong to far fewer studies.
    select coalesce(sum(added_to.records), 0), coalesce(sum(added_to.mapped), 0)
    into published_change, mapped_change
    from (${countsByStudy('added')}) added_to
    join study s on s.id = added_to.study_id
    where s.is_published;
    perform add_valuation_count(published_change, mapped_change);
    return null;
  end $$;

-- Records deleted by a study's cascade find no study here: the study's own trigger counted them.
create or replace function valuation_count_deleted() returns trigger language plpgsql as $$
  declare
    published_change bigint;
    mapped_change bigint;
  begin
    with removed_from as (${countsByStudy('removed')}),
    studies as (
      select s.id, s.is_published from study s where s.id in (select study_id from removed_from) for key share of s
    )
    select -coalesce(sum(removed_from.records), 0), -coalesce(sum(removed_from.mapped), 0)
    into published_change, mapped_change
    from removed_from join studies s on s.id = removed_from.study_id
    where s.is_published;
    perform add_valuation_count(published_change, mapped_change);
    return null;
  end $$;

-- A count changes with each study's records and mapped records after the update against before: records moved to
-- another study, coordinates that came or went. An update of anything else changes no study's numbers.
create or replace function valuation_count_updated() returns trigger language plpgsql as $$
  declare
    published_change bigint;
    mapped_change bigint;
  begin
    -- The statistics refresh rewrites its own columns only.
    if current_setting('esvd.refreshing_statistics', true) = 'on' then
      return null;
    end if;
    with changed_in as (
      select study_id, sum(records) as records, sum(mapped) as mapped
      from (${countsByStudy('after')} union all ${countsByStudy('before', '-')}) sides
      group by study_id
      having sum(records) <> 0 or sum(mapped) <> 0
    ),
    studies as (
      select s.id, s.is_published from study s where s.id in (select study_id from changed_in) for key share of s
    )
    select coalesce(sum(changed_in.records), 0), coalesce(sum(changed_in.mapped), 0)
    into published_change, mapped_change
    from changed_in join studies s on s.id = changed_in.study_id
    where s.is_published;
    perform add_valuation_count(published_change, mapped_change);
    return null;
  end $$;

create or replace function study_count_updated() returns trigger language plpgsql as $$
  begin
    perform from study s
    where s.id in (select after.id from before join after on after.id = before.id
                   where after.is_published <> before.is_published)
    for update of s;
    perform add_valuation_count(
      coalesce(sum(changed.sign), 0),
      coalesce(sum(changed.sign) filter (where v.latitude is not null and v.longitude is not null), 0))
    from (
      select after.id, case when after.is_published then 1 else -1 end as sign
      from before join after on after.id = before.id
      where after.is_published <> before.is_published
    ) changed
    join valuation v on v.study_id = changed.id;
    return null;
  end $$;

-- Before the delete, while the study's records are still there to count.
create or replace function study_count_deleting() returns trigger language plpgsql as $$
  begin
    if old.is_published then
      perform add_valuation_count(-count(*), -count(*) filter (where v.latitude is not null and v.longitude is not null))
      from valuation v where v.study_id = old.id;
    end if;
    return old;
  end $$;

create or replace function valuation_count_truncated() returns trigger language plpgsql as $$
  begin
    perform refresh_valuation_count();
    return null;
  end $$;`;

/** The kept counts: the sum of the changes every committed transaction left. */
export const keptValuationCounts = sql`select coalesce(sum(published), 0)::int as published,
  coalesce(sum(mapped), 0)::int as mapped from valuation_count`;
