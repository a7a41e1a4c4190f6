/**
 * THE enforcement of the foreign keys a table checks per statement rather than per row. PostgreSQL checks a foreign
 * key with one lookup and one row lock for every row written: a bulk write of many valuations and their links spends
 * most of its time there. A table that `check_references_per_statement` was applied to keeps its foreign
 * keys declared (the catalogue still says what points where, with which actions) but `not enforced`, and these
 * triggers enforce them with one set-based statement per foreign key and written statement:
 *
 * - after an insert or update of the table, every key it now holds must exist in the parent table; the parent rows are
 *   locked `for key share`, as PostgreSQL's own check does, so that no one deletes them before the writer commits;
 * - after a delete from a parent table, its rows' children get the declared delete action (cascade, set null, or a
 *   refusal while children exist);
 * - after a change of a parent row's key, its children get the declared update action.
 *
 * Under read committed, as every transaction of the product runs, each statement of these functions sees what others
 * committed before it, as PostgreSQL's own checks do. Errors are PostgreSQL's own: SQLSTATE 23503 with the
 * constraint's name. A migration applies this text
 * (`create or replace`); to change the rule, edit it here and add a migration that applies it again
 * (test/api/database-rules.test.ts fails until the database runs this text).
 */
export const referencesPerStatementSql = `
create or replace function statement_references(child regclass, parent regclass) returns table (
    name text, child_table regclass, child_column name, parent_table regclass, parent_column name,
    on_update "char", on_delete "char")
  language sql stable as $$
  select c.conname::text, c.conrelid::regclass, child_attribute.attname, c.confrelid::regclass, parent_attribute.attname,
         c.confupdtype, c.confdeltype
  from pg_constraint c
  join pg_attribute child_attribute on child_attribute.attrelid = c.conrelid and child_attribute.attnum = c.conkey[1]
  join pg_attribute parent_attribute on parent_attribute.attrelid = c.confrelid and parent_attribute.attnum = c.confkey[1]
  where c.contype = 'f' and not c.conenforced and cardinality(c.conkey) = 1
    and (child is null or c.conrelid = child) and (parent is null or c.confrelid = parent)
  order by c.conname
$$;

-- After an insert or update of a child table: the keys of the rows written ("written") exist, locked until commit.
create or replace function check_statement_references() returns trigger language plpgsql as $$
  declare
    reference record;
    -- Counted so that every row is locked: a lazily read CTE would lock only the rows a lookup happened to reach.
    locked_rows bigint;
    missing text;
  begin
    -- An insert ... on conflict do update fires the update triggers too, mostly with nothing updated.
    if not exists (select from written) then
      return null;
    end if;
    for reference in select * from statement_references(tg_relid, null) loop
      -- A parent row this transaction wrote is invisible to the others, who cannot delete it: no lock.
      execute format(
        'with wanted as (select distinct %1$I as key from written where %1$I is not null),
              found as (select parent.%3$I as key, parent.xmin = pg_current_xact_id()::xid as own from %2$s parent
                        where parent.%3$I in (select key from wanted)),
              locked as (select parent.%3$I as key from %2$s parent
                         where parent.%3$I in (select key from found where not own) for key share of parent)
         select (select count(*) from locked),
                (select min(key)::text from wanted
                 where key not in (select key from found where own) and key not in (select key from locked))',
        reference.child_column, reference.parent_table, reference.parent_column) into locked_rows, missing;
      if missing is not null then
        raise exception 'insert or update on table "%" violates foreign key constraint "%"', tg_table_name, reference.name
          using errcode = 'foreign_key_violation', constraint = reference.name, table = tg_table_name,
                schema = tg_table_schema,
                detail = format('Key (%s)=(%s) is not present in table "%s".', reference.child_column, missing,
                                reference.parent_table);
      end if;
    end loop;
    return null;
  end $$;

-- The declared action on the children of the parent keys old_keys (an array literal): they go (new_key null, a
-- delete) or take new_key (a changed key).
create or replace function act_on_children(constraint_name text, parent_table text, parent_schema text,
                                           child_table regclass, child_column name, action "char", old_keys text,
                                           new_key text) returns void language plpgsql as $$
  declare
    -- The keys' own type, so that the child's index finds them.
    keys text := format('%L::%s[]', old_keys, (select format_type(atttypid, atttypmod) from pg_attribute
                                                where attrelid = child_table and attname = child_column));
    used boolean;
  begin
    if action = 'c' and new_key is null then
      execute format('delete from %s where %I = any(%s)', child_table, child_column, keys);
    elsif action = 'c' then
      execute format('update %s set %I = %L where %I = any(%s)', child_table, child_column, new_key, child_column, keys);
    elsif action = 'n' then
      execute format('update %s set %I = null where %I = any(%s)', child_table, child_column, child_column, keys);
    else
      execute format('select exists (select from %s where %I = any(%s))', child_table, child_column, keys) into used;
      if used then
        raise exception 'update or delete on table "%" violates foreign key constraint "%" on table "%"',
              parent_table, constraint_name, child_table
          using errcode = 'foreign_key_violation', constraint = constraint_name, table = parent_table,
                schema = parent_schema;
      end if;
    end if;
  end $$;

-- After a delete from a parent table: the declared delete action on the children of the rows deleted ("removed").
create or replace function delete_statement_references() returns trigger language plpgsql as $$
  declare
    reference record;
    old_keys text;
  begin
    if not exists (select from removed) then
      return null;
    end if;
    for reference in select * from statement_references(null, tg_relid) loop
      execute format('select array_agg(%I)::text from removed', reference.parent_column) into old_keys;
      perform act_on_children(reference.name, tg_table_name, tg_table_schema, reference.child_table,
                              reference.child_column, reference.on_delete, old_keys, null);
    end loop;
    return null;
  end $$;

-- After a parent row's key changed (a row trigger: only then, keys hardly ever change): the declared update action.
create or replace function update_statement_references() returns trigger language plpgsql as $$
  declare
    reference record;
  begin
    for reference in select * from statement_references(null, tg_relid) loop
      perform act_on_children(reference.name, tg_table_name, tg_table_schema, reference.child_table,
                              reference.child_column, reference.on_update,
                              array[to_jsonb(old) ->> reference.parent_column::text]::text,
                              to_jsonb(new) ->> reference.parent_column::text);
    end loop;
    return null;
  end $$;

-- Makes the table's foreign keys checked per statement: no longer enforced by PostgreSQL row by row, but by the
-- functions above, on the table and on each table it points at.
create or replace function check_references_per_statement(child regclass) returns void language plpgsql as $$
  declare
    reference record;
    child_name text := (select relname from pg_class where oid = child);
  begin
    if current_setting('server_version_num')::int < 180000 then
      raise exception 'PostgreSQL 18 or later is needed (foreign keys declared not enforced); this server is %',
        current_setting('server_version');
    end if;
    for reference in
      select c.conname, c.confrelid::regclass as parent_table, parent_attribute.attname as parent_column,
             (select relname from pg_class where oid = c.confrelid) as parent_name
      from pg_constraint c
      join pg_attribute parent_attribute on parent_attribute.attrelid = c.confrelid
        and parent_attribute.attnum = c.confkey[1]
      where c.conrelid = child and c.contype = 'f' and c.conenforced
    loop
      execute format('alter table %s alter constraint %I not enforced', child, reference.conname);
      execute format('create or replace trigger %I after delete on %s referencing old table as removed
                      for each statement execute function delete_statement_references()',
                     reference.parent_name || '_references_deleted', reference.parent_table);
      execute format('create or replace trigger %I after update of %I on %s for each row
                      when (old.%I is distinct from new.%I) execute function update_statement_references()',
                     reference.parent_name || '_references_rekeyed', reference.parent_column, reference.parent_table,
                     reference.parent_column, reference.parent_column);
    end loop;
    execute format('create or replace trigger %I after insert on %s referencing new table as written
                    for each statement execute function check_statement_references()',
                   child_name || '_references_inserted', child);
    execute format('create or replace trigger %I after update on %s referencing new table as written
                    for each statement execute function check_statement_references()',
                   child_name || '_references_updated', child);
  end $$;`;
