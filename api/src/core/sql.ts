import type { EntityManager, Knex } from '@mikro-orm/postgresql';
import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * A piece of SQL with its parameters kept apart. Written with the `sql` tag, every interpolated value
 * becomes a bind parameter ($1, $2, ...) unless it is itself a fragment, so fragments compose into one
 * statement without any value ever being spliced into the text.
 */
export class SqlFragment {
  constructor(
    readonly parts: readonly string[],
    readonly values: readonly unknown[],
    private readonly keepsPlan = false,
  ) {}

  /**
   * The statement for the pg driver: numbered placeholders, their values, and pg's own type parsers
   * (timestamps as Date), not those of the ORM's connections, which keep timestamps as text. A `prepared` statement
   * carries a name drawn from its text.
   */
  toQuery(): { name?: string; text: string; values: unknown[]; types: typeof pg.types } {
    const values: unknown[] = [];
    const text = this.render(values);
    const name = this.keepsPlan ? `sql_${createHash('sha1').update(text).digest('hex').slice(0, 24)}` : undefined;
    return { name, text, values, types: pg.types };
  }

  private render(values: unknown[]): string {
    let text = this.parts[0];
    this.values.forEach((value, index) => {
      if (value instanceof SqlFragment) text += value.render(values);
      else {
        values.push(value);
        text += `$${values.length}`;
      }
      text += this.parts[index + 1];
    });
    return text;
  }
}

export function sql(strings: TemplateStringsArray, ...values: unknown[]): SqlFragment {
  return new SqlFragment(strings, values);
}

/**
 * `fragment` as a named statement: each connection prepares it once and PostgreSQL may keep its plan, for the small
 * statements run on every save whose planning costs more than their execution (a union over a dozen tables).
 */
export function prepared(fragment: SqlFragment): SqlFragment {
  return new SqlFragment(['', ''], [fragment], true);
}

/** Trusted SQL text (an identifier or keyword from a whitelist in the calling module), never user input. */
export function trusted(text: string): SqlFragment {
  return new SqlFragment([text], []);
}

/**
 * A name read from the database's catalog or from code (a table, a constraint, a database), quoted and escaped: for
 * the places a bind parameter cannot go, such as DDL.
 */
export function identifier(name: string): SqlFragment {
  return trusted(pg.escapeIdentifier(name));
}

export function joinSql(fragments: readonly SqlFragment[], separator: string): SqlFragment {
  if (fragments.length === 0) return trusted('');
  const parts = ['', ...fragments.slice(1).map(() => separator), ''];
  return new SqlFragment(parts, fragments);
}

/** Text as a LIKE pattern matches it literally: its backslashes, % and _ escaped. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, '\\$&');

/** An (I)LIKE pattern that finds `text` anywhere, literally. */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;

/** An "exact phrase" of free text (an ILIKE pattern, see `containsPattern`) found in any of `columns`. */
export function phraseInAnyOf(columns: readonly string[], pattern: string): SqlFragment {
  return sql`(${joinSql(
    columns.map((column) => sql`${trusted(column)} ilike ${pattern}`),
    ' or ',
  )})`;
}

/** The ids of the chosen entries of a reference list and of their descendants (path "5" covers "5/5.3"). */
export function chosenEntriesAndDescendants(table: string, ids: number[]): SqlFragment {
  return sql`array(select entry.id from ${trusted(table)} entry
    join ${trusted(table)} chosen on entry.path = chosen.path or starts_with(entry.path, chosen.path || '/')
    where chosen.id = any(${ids}::int[]))`;
}

/** A connection of `knexClient` (the ORM's pool, or a transaction's one connection) for the duration of `work`. */
async function borrowConnection<T>(knexClient: Knex.Client, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client: pg.Client = await knexClient.acquireConnection();
  try {
    return await work(client);
  } finally {
    await knexClient.releaseConnection(client);
  }
}

/**
 * A pg client from the ORM's pool for the duration of `work`. Raw pg rather than `em.execute`, which
 * inlines parameters into the text; here arrays travel as real array parameters and cursors are possible.
 */
export function withClient<T>(em: EntityManager, work: (client: pg.Client) => Promise<T>): Promise<T> {
  return borrowConnection(em.getKnex().client, work);
}

/**
 * Like `withClient`, with `timeout` (PostgreSQL's units: '1h'; 0 for none) as the statement_timeout instead of the
 * pool's, for work that is long by nature; the connection goes back to the pool with its own timeout again.
 */
export async function withStatementTimeout<T>(
  em: EntityManager,
  timeout: string | 0,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  return withClient(em, async (client) => {
    await client.query("select set_config('statement_timeout', $1, false)", [String(timeout)]);
    try {
      return await work(client);
    } finally {
      await client.query('reset statement_timeout');
    }
  });
}

/**
 * `work` on `client` inside one transaction opened by `begin`: committed when it resolves, rolled back when it throws.
 * The one place transactions on a raw connection begin and end. A rollback that fails (the connection is gone) does
 * not hide why `work` failed.
 */
export async function inTransaction<T>(
  client: pg.ClientBase,
  work: () => Promise<T>,
  begin: SqlFragment = sql`begin`,
): Promise<T> {
  await client.query(begin.toQuery());
  try {
    const result = await work();
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}

/** Like `withClient`, inside one transaction: committed when `work` resolves, rolled back when it throws. */
export function withTransaction<T>(em: EntityManager, work: (client: pg.Client) => Promise<T>): Promise<T> {
  return withClient(em, (client) => inTransaction(client, () => work(client)));
}

/** The rows of `fragment`, on a connection of its own from the pool: outside any transaction `em` is in. */
export async function queryRows<Row>(em: EntityManager, fragment: SqlFragment): Promise<Row[]> {
  return withClient(em, async (client) => (await client.query(fragment.toQuery())).rows as Row[]);
}

/**
 * The rows of `fragment` where `em.execute` would run it: in the ORM transaction `em` is in (`em.transactional`),
 * else on a connection from the pool. For statements that belong to the unit of work's transaction; unlike
 * `em.execute`, the parameters travel bound (arrays as arrays) and rows come as `queryRows` gives them.
 */
export async function executeIn<Row>(em: EntityManager, fragment: SqlFragment): Promise<Row[]> {
  return withConnectionOf(em, async (client) => (await client.query(fragment.toQuery())).rows as Row[]);
}

/** `work` on the connection `executeIn` uses: the ORM transaction's that `em` is in, else one from the pool. */
export function withConnectionOf<T>(em: EntityManager, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const transaction = em.getTransactionContext<Knex.Transaction>();
  // A transaction's knex client lends its one connection, and takes nothing back to the pool.
  const lender = transaction?.client ?? em.getKnex().client;
  return borrowConnection(lender, work);
}

const parallelPlanning = sql`begin read only; set local parallel_setup_cost = 0; set local parallel_tuple_cost = 0.001`;

/**
 * Like `withClient`, in a read-only transaction planned to split a broad search's records between parallel
 * workers: the planner undervalues them for statements that read and group half a million records (summary
 * statistics). Not for counts and pages, where starting workers would cost more than a narrow search takes, nor for
 * statements that read their records in an index's order (map markers).
 */
export function withParallelPlans<T>(em: EntityManager, work: (client: pg.Client) => Promise<T>): Promise<T> {
  return withClient(em, (client) => inTransaction(client, () => work(client), parallelPlanning));
}

const quoteElement = (text: string) => `"${text.replace(/["\\]/g, '\\$&')}"`;

function arrayElement(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Cannot store ${value} in a numeric column`);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return quoteElement(value.toISOString());
  return quoteElement(String(value));
}

/**
 * A PostgreSQL array literal ({1,NULL,"text"}) that one bind parameter carries. Written here rather than by the
 * driver, whose escaping of each element costs about twice as much: a bulk write sends millions of them.
 */
export function arrayLiteral(values: readonly unknown[]): string {
  return `{${values.map(arrayElement).join(',')}}`;
}
