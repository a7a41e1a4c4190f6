import type { EntityManager, Knex } from '@mikro-orm/postgresql';
import { arrayLiteral } from '../../core/sql.ts';

/** Raw SQL with `?` placeholders, run on the entity manager's transaction when it has one. */
export interface SqlRunner {
  execute<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}

/**
 * Goes to knex directly rather than through `em.getConnection().execute`, which inlines every parameter
 * into the SQL text; the bulk inserts here send arrays of many thousand values as real bind parameters.
 */
export function sqlRunnerFor(em: EntityManager): SqlRunner {
  const knex = em.getTransactionContext<Knex.Transaction>() ?? em.getKnex();
  return {
    async execute<Row>(sql: string, params: readonly unknown[] = []) {
      const result: { rows: Row[] } = await knex.raw(sql, params as Knex.RawBinding[]);
      return result.rows;
    },
  };
}

export type ColumnType = 'int' | 'bigint' | 'smallint' | 'float8' | 'text' | 'bool' | 'timestamptz';

export interface Column {
  name: string;
  type: ColumnType;
  values: readonly unknown[];
}

const epochSeconds = (value: unknown) => (value instanceof Date ? value.getTime() / 1000 : value);

/**
 * An INSERT of many rows as one statement: one array parameter per column (appended to `params`),
 * zipped back into rows by unnest. Far fewer parameters than a multi-row VALUES list and no per-row SQL
 * to parse. Timestamps travel as epoch seconds, which PostgreSQL reads much faster than date text.
 */
export function unnestInsert(table: string, columns: readonly Column[], params: unknown[]): string {
  const placeholders: string[] = [];
  const selected: string[] = [];
  columns.forEach((column, index) => {
    const epoch = column.type === 'timestamptz';
    params.push(arrayLiteral(epoch ? column.values.map(epochSeconds) : column.values));
    placeholders.push(`?::${epoch ? 'float8' : column.type}[]`);
    selected.push(epoch ? `to_timestamp(c${index})` : `c${index}`);
  });
  const names = columns.map((column) => `"${column.name}"`).join(', ');
  const aliases = columns.map((_, index) => `c${index}`).join(', ');
  return `insert into "${table}" (${names}) select ${selected.join(', ')} from unnest(${placeholders.join(', ')}) as source(${aliases})`;
}

/** Inserts the rows that `columns` hold (all of one length) into `table`. */
export async function insertColumns(sql: SqlRunner, table: string, columns: readonly Column[]): Promise<void> {
  const length = columns[0]?.values.length ?? 0;
  if (!length) return;
  if (columns.some((column) => column.values.length !== length)) throw new Error(`Ragged columns for ${table}`);
  const params: unknown[] = [];
  const statement = unnestInsert(table, columns, params);
  await sql.execute(statement, params);
}

/**
 * Runs a bulk load into the tables with their indexes, constraints and WAL-logging set aside, then puts
 * back exactly what the catalog held (definitions from pg_get_indexdef / pg_get_constraintdef): the
 * tables logged again, primary keys and unique constraints, the other indexes, then the foreign keys,
 * including those of other tables that point at these. Writing unlogged tables and logging each one once
 * as a whole, building an index once over all rows and checking a foreign key with one join are each many
 * times faster than doing it row by row; duplicates or dangling ids still fail, at the rebuild. The tables'
 * own triggers are off during the load (they would look up the links of every batch in unindexed tables),
 * so the caller refreshes what they derive afterwards. Must run inside a transaction, so that a failure
 * leaves the schema as it was.
 */
export async function bulkLoad<T>(sql: SqlRunner, tables: readonly string[], work: () => Promise<T>): Promise<T> {
  const names = arrayLiteral(tables);
  const constraints = await sql.execute<{ tableName: string; name: string; definition: string; kind: string }>(
    `select table_class.relname as "tableName", c.conname as name, pg_get_constraintdef(c.oid) as definition,
            c.contype as kind
       from pg_constraint c
       join pg_class table_class on table_class.oid = c.conrelid
       left join pg_class target_class on target_class.oid = c.confrelid
      where table_class.relnamespace = current_schema()::regnamespace
        and ((c.contype in ('p', 'u', 'f') and table_class.relname = any(?::text[]))
          or (c.contype = 'f' and target_class.relname = any(?::text[])))`,
    [names, names],
  );
  const indexes = await sql.execute<{ name: string; definition: string }>(
    `select index_class.relname as name, pg_get_indexdef(i.indexrelid) as definition
       from pg_index i
       join pg_class table_class on table_class.oid = i.indrelid
       join pg_class index_class on index_class.oid = i.indexrelid
      where table_class.relname = any(?::text[]) and table_class.relnamespace = current_schema()::regnamespace
        and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
    [names],
  );
  const loggedTables = await sql.execute<{ name: string }>(
    `select relname as name from pg_class
      where relname = any(?::text[]) and relnamespace = current_schema()::regnamespace and relpersistence = 'p'`,
    [names],
  );
  const foreignKeys = constraints.filter((constraint) => constraint.kind === 'f');
  const keys = constraints.filter((constraint) => constraint.kind !== 'f');
  for (const constraint of [...foreignKeys, ...keys]) {
    await sql.execute(`alter table "${constraint.tableName}" drop constraint "${constraint.name}"`);
  }
  for (const index of indexes) await sql.execute(`drop index "${index.name}"`);
  for (const table of loggedTables) await sql.execute(`alter table "${table.name}" set unlogged`);
  for (const table of tables) await sql.execute(`alter table "${table}" disable trigger user`);
  const result = await work();
  for (const table of tables) await sql.execute(`alter table "${table}" enable trigger user`);
  for (const table of loggedTables) await sql.execute(`alter table "${table.name}" set logged`);
  await sql.execute(`set local maintenance_work_mem = '512MB'`);
  const restore = (constraint: { tableName: string; name: string; definition: string }) =>
    sql.execute(`alter table "${constraint.tableName}" add constraint "${constraint.name}" ${constraint.definition}`);
  for (const key of keys) await restore(key);
  for (const index of indexes) await sql.execute(index.definition);
  for (const foreignKey of foreignKeys) await restore(foreignKey);
  return result;
}

/** Moves a column's sequence (the serial id's by default) past its highest value, once explicit values are in. */
export async function resetIdSequence(sql: SqlRunner, table: string, column = 'id'): Promise<void> {
  await sql.execute(
    `select setval(pg_get_serial_sequence(?, ?), coalesce((select max("${column}") from "${table}"), 0) + 1, false)`,
    [table, column],
  );
}
