import type pg from 'pg';
import { sql } from '../../core/sql.ts';

/**
 * THE rule of when a stored export line (`valuation_export_line`, see valuation-export.ts) is stale: the
 * triggers' functions below drop a record's line as soon as anything it shows changes (the valuation, its
 * links, its study's bibliography, any reference entry), whoever writes. The same triggers keep the other
 * derived facts right in the writing transaction: the link keys (link-keys.sql.ts) and the statistics facts
 * (statistics-eligibility.sql.ts).
 *
 * A bulk write (an upload of thousands of rows) would fire them for every statement of every chunk, refreshing the
 * same records again and again: it switches them off for its transaction (`startBulkWrite`) and refreshes once per
 * chunk what they would have (`refreshAfterBulkWrite`).
 *
 * Which tables fire them is set where those tables are made (their migrations: `create trigger ... execute
 * function valuation_links_changed('statistics')` for a link that statistics read). A migration applies this text
 * (`create or replace`); to change the rule, edit it here and add a migration that applies it again
 * (test/api/database-rules.test.ts fails until the database runs this text).
 */
export const exportLineInvalidationSql = `
-- An insert: the new records' statistics facts. A bulk write refreshes once per batch itself (refreshAfterBulkWrite).
-- Migrations before 20261207090000 also fire it on updates, the statistics refresh's own among them: it stands aside.
create or replace function valuations_changed() returns trigger language plpgsql as $$
  begin
    if current_setting('esvd.refreshing_statistics', true) = 'on'
       or current_setting('esvd.bulk_write', true) = 'on' then
      return null;
    end if;
    perform refresh_valuation_statistics(array(select id from changed));
    return null;
  end $$;

-- An update (the trigger gives the rows before and after): of a valuation's own columns the statistics rule reads
-- only the standardised value, its links have triggers of their own, so a save of other fields refreshes nothing.
create or replace function valuations_updated() returns trigger language plpgsql as $$
  declare
    revalued int[];
  begin
    -- The statistics refresh updates valuations itself: nothing an export line shows, no refresh of its own.
    if current_setting('esvd.refreshing_statistics', true) = 'on'
       or current_setting('esvd.bulk_write', true) = 'on' then
      return null;
    end if;
    delete from valuation_export_line where valuation_id in (select id from changed);
    revalued := array(
      select changed.id from changed join before on before.id = changed.id
      where changed.int_per_hectare_per_year is distinct from before.int_per_hectare_per_year);
    if cardinality(revalued) > 0 then
      perform refresh_valuation_statistics(revalued);
    end if;
    return null;
  end $$;

create or replace function valuation_links_changed() returns trigger language plpgsql as $$
  begin
    if current_setting('esvd.bulk_write', true) = 'on' then
      return null;
    end if;
    delete from valuation_export_line where valuation_id in (select valuation_id from changed);
    perform refresh_valuation_link_keys(array(select distinct valuation_id from changed));
    if tg_argv[0] = 'statistics' then
      perform refresh_valuation_statistics(array(select distinct valuation_id from changed));
    end if;
    return null;
  end $$;

create or replace function study_bibliography_changed() returns trigger language plpgsql as $$
  begin
    if current_setting('esvd.bulk_write', true) = 'on' then
      return null;
    end if;
    delete from valuation_export_line where valuation_id in (select id from valuation where study_id = new.id);
    return null;
  end $$;

-- A reference entry's name, code, place in its hierarchy or order shows in many lines: all are dropped (entries
-- change rarely, by an administrator). The entries statistics read recompute those facts too.
create or replace function reference_entry_changed() returns trigger language plpgsql as $$
  begin
    -- Waits for exports storing lines made from the entry as it was (see makeExportLines).
    lock table valuation_export_line in exclusive mode;
    delete from valuation_export_line;
    if tg_nargs = 2 then
      execute format('select refresh_valuation_statistics(array(select valuation_id from %I where %I = $1))',
                     tg_argv[0], tg_argv[1]) using new.id;
    end if;
    return null;
  end $$;`;

/**
 * Switches the triggers above off for the rest of the transaction on `client`: its writer refreshes the derived
 * facts itself, once per batch, with refreshAfterBulkWrite.
 */
export async function startBulkWrite(client: pg.ClientBase): Promise<void> {
  await client.query(sql`select set_config('esvd.bulk_write', 'on', true)`.toQuery());
}

/**
 * What the triggers would have done for a batch of a bulk write: for `changedIds` (valuations that existed and
 * changed) the export lines dropped and the link keys and statistics facts refreshed; the export lines of the
 * valuations of `changedStudyIds` dropped. New records need none of it: the writer stores them with their facts and
 * keys (newLinkKeysSql).
 */
export async function refreshAfterBulkWrite(
  client: pg.ClientBase,
  { changedIds = [], changedStudyIds = [] }: { changedIds?: readonly number[]; changedStudyIds?: readonly number[] },
): Promise<void> {
  if (changedStudyIds.length)
    await client.query(
      sql`delete from valuation_export_line
        where valuation_id in (select id from valuation where study_id = any(${changedStudyIds}::int4[]))`.toQuery(),
    );
  if (!changedIds.length) return;
  await client.query(sql`delete from valuation_export_line where valuation_id = any(${changedIds}::int4[])`.toQuery());
  await client.query(sql`select refresh_valuation_link_keys(${changedIds}::int4[])`.toQuery());
  await client.query(sql`select refresh_valuation_statistics(${changedIds}::int4[])`.toQuery());
}
