/**
 * THE rule of when a stored export line (`valuation_export_line`, see valuation-export.ts) is stale: the
 * triggers' functions below drop a record's line as soon as anything it shows changes (the valuation, its
 * links, its study's bibliography, any reference entry), whoever writes. The same triggers keep the other
 * derived facts right in the writing transaction: the link keys (link-keys.sql.ts) and the statistics facts
 * (statistics-eligibility.sql.ts).
 *
 * Which tables fire them is set where those tables are made (their migrations: `create trigger ... execute
 * function valuation_links_changed('statistics')` for a link that statistics read). A migration applies this text
 * (`create or replace`); to change the rule, edit it here and add a migration that applies it again
 * (test/api/database-rules.test.ts fails until the database runs this text).
 */
export const exportLineInvalidationSql = `
create or replace function valuations_changed() returns trigger language plpgsql as $$
  begin
    -- The statistics refresh updates valuations itself: nothing an export line shows, no refresh of its own.
    if current_setting('esvd.refreshing_statistics', true) = 'on' then
      return null;
    end if;
    if tg_op = 'UPDATE' then
      delete from valuation_export_line where valuation_id in (select id from changed);
    end if;
    perform refresh_valuation_statistics(array(select id from changed));
    return null;
  end $$;

create or replace function valuation_links_changed() returns trigger language plpgsql as $$
  begin
    delete from valuation_export_line where valuation_id in (select valuation_id from changed);
    perform refresh_valuation_link_keys(array(select distinct valuation_id from changed));
    if tg_argv[0] = 'statistics' then
      perform refresh_valuation_statistics(array(select distinct valuation_id from changed));
    end if;
    return null;
  end $$;

create or replace function study_bibliography_changed() returns trigger language plpgsql as $$
  begin
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
