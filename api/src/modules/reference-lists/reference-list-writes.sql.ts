import { escapeLike, identifier, joinSql, sql, trusted, type SqlFragment } from '../../core/sql.ts';

/** Whether a sibling under `parentId` (other than entry `id`) has the code or the name already, in any case. */
export const siblingsTaking = (
  tableName: string,
  { code, label, parentId, id }: { code: string; label: string; parentId: number | null; id: number },
): SqlFragment =>
  sql`select bool_or(lower(code) = lower(${code}::text)) as code, bool_or(lower(label) = lower(${label}::text)) as name
    from ${trusted(tableName)} where parent_id is not distinct from ${parentId} and id <> ${id}`;

/** After the largest sort order of the list, or beside it (ties go by id) once that is `largest`. */
export const nextSortOrder = (tableName: string, largest: number): SqlFragment =>
  sql`select least(coalesce(max(sort_order), 0)::bigint + 1, ${largest}) as next from ${trusted(tableName)}`;

/** The sub-entries of an entry moved from `oldPath` to `newPath` follow it: their paths and their levels. */
export const moveSubEntries = (tableName: string, oldPath: string, newPath: string, levelChange: number): SqlFragment =>
  sql`update ${trusted(tableName)} set path = ${newPath} || substr(path, ${oldPath.length + 1}),
      level = level + ${levelChange}
    where path like ${`${escapeLike(oldPath)}/%`} escape '\\'`;

export const deepestLevel = (tableName: string): SqlFragment =>
  sql`select max(level) as level from ${trusted(tableName)}`;

/** A foreign key to a list's entries, with the record that owns the rows holding it. */
export interface EntryReference {
  table_name: string;
  column_name: string;
  /** A link table (no id column of its own) belongs to the record its other foreign key points at. */
  owner_column: string | null;
  owner_table: string | null;
}

/** The foreign keys of other tables that point at a list's table, from the catalogue. */
export const referencesTo = (tableName: string): SqlFragment =>
  sql`select cl.relname as table_name, att.attname as column_name, owner_att.attname as owner_column,
          owner_cl.relname as owner_table
   from pg_constraint con
   join pg_class cl on cl.oid = con.conrelid
   join pg_attribute att on att.attrelid = con.conrelid and att.attnum = con.conkey[1]
   left join pg_constraint owner_con on owner_con.conrelid = con.conrelid and owner_con.contype = 'f'
     and owner_con.oid <> con.oid
     and not exists (select 1 from pg_attribute id_att where id_att.attrelid = con.conrelid and id_att.attname = 'id')
   left join pg_class owner_cl on owner_cl.oid = owner_con.confrelid
   left join pg_attribute owner_att on owner_att.attrelid = con.conrelid and owner_att.attnum = owner_con.conkey[1]
   where con.contype = 'f' and con.confrelid = ${tableName}::regclass and con.conrelid <> con.confrelid
   order by 1, 2`;

/** How many records use entry `id` through any of `references`, which the same kind of record owns. */
export function recordsUsing(references: readonly EntryReference[], id: number): SqlFragment {
  // The names come from the catalogue, not from the caller.
  const uses = references.map(
    (reference) =>
      sql`select ${identifier(reference.owner_column ?? 'id')} as owner from ${identifier(reference.table_name)}
        where ${identifier(reference.column_name)} = ${id}`,
  );
  return sql`select count(distinct owner) as count from (${joinSql(uses, ' union all ')}) as uses`;
}
