import type { EntityManager } from '@mikro-orm/postgresql';
import { arrayLiteral, executeIn, identifier, joinSql, sql, trusted, type SqlFragment } from '../../core/sql.ts';

export type ColumnType = 'int' | 'bigint' | 'smallint' | 'float8' | 'text' | 'bool' | 'timestamptz';

export interface Column {
  name: string;
  type: ColumnType;
  values: readonly unknown[];
}

const epochSeconds = (value: unknown) => (value instanceof Date ? value.getTime() / 1000 : value);

/**
 * An INSERT of many rows as one statement: one array parameter per column, zipped back into rows by unnest. Far
 * fewer parameters than a multi-row VALUES list and no per-row SQL to parse. Timestamps travel as epoch seconds,
 * which PostgreSQL reads much faster than date text.
 */
export function unnestInsert(table: string, columns: readonly Column[]): SqlFragment {
  const arrays = columns.map((column) =>
    column.type === 'timestamptz'
      ? sql`${arrayLiteral(column.values.map(epochSeconds))}::float8[]`
      : sql`${arrayLiteral(column.values)}::${trusted(column.type)}[]`,
  );
  const selected = columns.map((column, index) =>
    trusted(column.type === 'timestamptz' ? `to_timestamp(c${index})` : `c${index}`),
  );
  const names = joinSql(
    columns.map((column) => identifier(column.name)),
    ', ',
  );
  const aliases = trusted(columns.map((_, index) => `c${index}`).join(', '));
  return sql`insert into ${identifier(table)} (${names}) select ${joinSql(selected, ', ')} from unnest(${joinSql(arrays, ', ')}) as source(${aliases})`;
}

/** Data-modifying statements as one, the first ones common table expressions of the last: one round trip. */
export function inOneStatement(statements: readonly SqlFragment[]): SqlFragment {
  const ctes = statements.slice(0, -1).map((statement, index) => sql`${trusted(`write_${index}`)} as (${statement})`);
  return sql`with ${joinSql(ctes, ', ')} ${statements[statements.length - 1]}`;
}

/** Inserts the rows that `columns` hold (all of one length) into `table`. */
export async function insertColumns(em: EntityManager, table: string, columns: readonly Column[]): Promise<void> {
  const length = columns[0]?.values.length ?? 0;
  if (!length) return;
  if (columns.some((column) => column.values.length !== length)) throw new Error(`Ragged columns for ${table}`);
  await executeIn(em, unnestInsert(table, columns));
}

interface Constraint {
  tableName: string;
  name: string;
  definition: string;
  kind: string;
}

/** The keys and unique constraints of `tables`, and the foreign keys from them or to them, as the catalog defines them. */
const constraintsOf = (tables: string) =>
  sql`select table_class.relname as "tableName", c.conname as name, pg_get_constraintdef(c.oid) as definition,
          c.contype as kind
     from pg_constraint c
     join pg_class table_class on table_class.oid = c.conrelid
     left join pg_class target_class on target_class.oid = c.confrelid
    where table_class.relnamespace = current_schema()::regnamespace
      and ((c.contype in ('p', 'u', 'f') and table_class.relname = any(${tables}::text[]))
        or (c.contype = 'f' and target_class.relname = any(${tables}::text[])))`;

/** The indexes of `tables` that no constraint owns, as the catalog defines them. */
const indexesOf = (tables: string) =>
  sql`select index_class.relname as name, pg_get_indexdef(i.indexrelid) as definition
     from pg_index i
     join pg_class table_class on table_class.oid = i.indrelid
     join pg_class index_class on index_class.oid = i.indexrelid
    where table_class.relname = any(${tables}::text[]) and table_class.relnamespace = current_schema()::regnamespace
      and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`;

const loggedTablesOf = (tables: string) =>
  sql`select relname as name from pg_class
    where relname = any(${tables}::text[]) and relnamespace = current_schema()::regnamespace and relpersistence = 'p'`;

/**
 * Runs a bulk load into the tables with their indexes, constraints and WAL-logging set aside, then puts
 * back exactly what the catalog held (definitions from pg_get_indexdef / pg_get_constraintdef): the
 * tables logged again, primary keys and unique constraints, the other indexes, then the foreign keys,
 * including those of other tables that point at these. Writing unlogged tables and logging each one once
 * as a whole, building an index once over all rows and checking a foreign key with one join are each many
 * times faster than doing it row by row; duplicates or dangling ids still fail, at the rebuild. The tables'
 * own triggers are off during the load (they would look up the links of every batch in unindexed tables),
 * so the caller refreshes what they derive afterwards. Must run inside a transaction (`em`'s), so that a failure
 * leaves the schema as it was.
 */
export async function bulkLoad<T>(em: EntityManager, tables: readonly string[], work: () => Promise<T>): Promise<T> {
  const names = arrayLiteral(tables);
  const constraints = await executeIn<Constraint>(em, constraintsOf(names));
  const indexes = await executeIn<{ name: string; definition: string }>(em, indexesOf(names));
  const loggedTables = await executeIn<{ name: string }>(em, loggedTablesOf(names));
  const foreignKeys = constraints.filter((constraint) => constraint.kind === 'f');
  const keys = constraints.filter((constraint) => constraint.kind !== 'f');
  const alterTable = (table: string, change: SqlFragment) =>
    executeIn(em, sql`alter table ${identifier(table)} ${change}`);
  for (const constraint of [...foreignKeys, ...keys]) {
    await alterTable(constraint.tableName, sql`drop constraint ${identifier(constraint.name)}`);
  }
  for (const index of indexes) await executeIn(em, sql`drop index ${identifier(index.name)}`);
  for (const table of loggedTables) await alterTable(table.name, sql`set unlogged`);
  for (const table of tables) await alterTable(table, sql`disable trigger user`);
  const result = await work();
  for (const table of tables) await alterTable(table, sql`enable trigger user`);
  for (const table of loggedTables) await alterTable(table.name, sql`set logged`);
  await executeIn(em, sql`set local maintenance_work_mem = '512MB'`);
  // The definitions are the catalog's own text, as it printed them before the load.
  const restore = (constraint: Constraint) =>
    alterTable(
      constraint.tableName,
      sql`add constraint ${identifier(constraint.name)} ${trusted(constraint.definition)}`,
    );
  for (const key of keys) await restore(key);
  for (const index of indexes) await executeIn(em, trusted(index.definition));
  for (const foreignKey of foreignKeys) await restore(foreignKey);
  return result;
}

/** Moves a column's sequence (the serial id's by default) past its highest value, once explicit values are in. */
export async function resetIdSequence(em: EntityManager, table: string, column = 'id'): Promise<void> {
  await executeIn(
    em,
    sql`select setval(pg_get_serial_sequence(${table}, ${column}),
      coalesce((select max(${identifier(column)}) from ${identifier(table)}), 0) + 1, false)`,
  );
}

/** Serialises first starts of several api processes on one database ("ESVD" in ASCII). */
const seedLockKey = 0x45535644;

/** Held until the seeding transaction ends. */
export const lockSeeding = sql`select pg_advisory_xact_lock(${seedLockKey})`;

export const referenceDataSeeded = sql`select exists (select 1 from ref_country) as seeded`;

/** The analyst's "Your studies" list then has the unpublished demo studies to work on. */
export const giveUnpublishedStudiesTo = (userId: number): SqlFragment =>
  sql`update study set owner_id = ${userId} where not is_published`;

/** Deriving each record's statistics facts rewrote most rows once, and a search scans the table at its size on disk. */
export const compactValuations = sql`vacuum full valuation`;

/** Marks the pages all-visible, which VACUUM FULL does not, so that searches can use index-only scans. */
export const vacuumSearchedTables = sql`vacuum (analyze) valuation, study, valuation_link_keys`;

export const studiesOrValuationsStored = sql`select exists (select 1 from study) or exists (select 1 from valuation)
  as occupied`;

/** A reference list's entries as the demo data generator reads them: ids by code, parents, continents, stats flags. */
export function generatorEntries({ path, tableName }: { path: string; tableName: string }): SqlFragment {
  const extra =
    path === 'countries'
      ? sql`, continent_id as "continentId"`
      : path === 'biomev2ecosystemv2ecozones'
        ? sql`, stats_ready as "statsReady"`
        : sql``;
  return sql`select id, code, label, parent_id as "parentId"${extra} from ${identifier(tableName)}
    order by sort_order, id`;
}

/** Every record's statistics facts, derived again (after a load without triggers). */
export const refreshAllStatistics = sql`select refresh_valuation_statistics(null)`;

/** Every record's link keys, derived again (after a load without triggers). */
export const refreshAllLinkKeys = sql`select refresh_valuation_link_keys(null)`;

/** The kept counts of published and mapped records, counted again (after a load without triggers). */
export const refreshValuationCount = sql`select refresh_valuation_count()`;

export const analyze = (table: string): SqlFragment => sql`analyze ${identifier(table)}`;

/** Empties `tables`, their sequences started again. */
export const truncateTables = (tables: readonly string[]): SqlFragment =>
  sql`truncate table ${joinSql(tables.map(identifier), ', ')} restart identity`;

/** The names and labels of `rows` (name first), inserted or relabelled. */
export const upsertNamed = (table: string, rows: readonly (readonly string[])[]): SqlFragment =>
  sql`insert into ${identifier(table)} (name, label)
    select * from unnest(${arrayLiteral(rows.map((row) => row[0]))}::text[], ${arrayLiteral(rows.map((row) => row[1]))}::text[])
    on conflict (name) do update set label = excluded.label`;

export const forgetInheritanceOf = (roles: readonly string[]): SqlFragment =>
  sql`delete from access_role_inherits where role_name = any(${arrayLiteral(roles)}::text[])`;

export const forgetGrantsOf = (roles: readonly string[]): SqlFragment =>
  sql`delete from access_role_grant where role_name = any(${arrayLiteral(roles)}::text[])`;
