// Issue 13 point 2: no request can stall everyone. Documents too large, too wide or too costly are refused before
// any resolver runs, over HTTP (400) and over graphql-ws (an error message) alike; every statement has a timeout.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from '../../api/src/app.ts';
import { mapError } from '../../api/src/core/errors.ts';
import { withStatementTimeout } from '../../api/src/core/sql.ts';
import { startTestApp } from '../support/app.ts';
import { graphql, graphqlData, loginAsDemoUser, type GraphqlError } from '../support/http.ts';
import { executeOverWebSocket } from '../support/subscriptions.ts';

const aliases = (count: number, field: string) =>
  Array.from({ length: count }, (_, index) => `a${index}: ${field}`).join(' ');
const fiveThousandCounts = `{ ${aliases(5000, 'totalValuationCount')} }`;
/** An unrelated request that needs the database, sent while an attack is on its way. */
const unrelated = '{ currentDatabaseVersion { label } }';

let app: RunningApp;
let analyst: string;
/** What the unrelated request answers when nothing else runs. */
let unrelatedAnswer: unknown;

beforeAll(async () => {
  app = await startTestApp({ STATEMENT_TIMEOUT_MS: '1000' });
  analyst = await loginAsDemoUser(app, 'dataAnalyst');
  unrelatedAnswer = await graphqlData(app, unrelated);
});

afterAll(async () => {
  await app?.stop();
});

/**
 * The attack's result, and the unrelated request's answer sent while the attack was on its way. No time is measured:
 * that the attack costs little is shown by where it stops (parsing aborted at the token limit, before any resolver).
 */
async function unrelatedDuring<T>(attack: Promise<T>): Promise<{ attackResult: T; unrelatedResult: unknown }> {
  const [attackResult, unrelatedResult] = await Promise.all([attack, graphqlData(app, unrelated)]);
  return { attackResult, unrelatedResult };
}

const messages = (errors: readonly GraphqlError[] | undefined) => (errors ?? []).map((error) => error.message);

describe('5,000 aliases of totalValuationCount', () => {
  it('over HTTP: refused with 400 and a clear message, parsing aborted, while an unrelated request is answered', async () => {
    const { attackResult, unrelatedResult } = await unrelatedDuring(graphql(app, fiveThousandCounts));
    expect(attackResult.status).toBe(400);
    expect(attackResult.data ?? undefined).toBeUndefined();
    expect(messages(attackResult.errors)).toEqual([
      'Syntax Error: Document contains more that 500 tokens. Parsing aborted.',
    ]);
    expect(unrelatedResult).toEqual(unrelatedAnswer);
  });

  it('over graphql-ws, anonymously: refused with an error message, parsing aborted, while an unrelated request is answered', async () => {
    const { attackResult, unrelatedResult } = await unrelatedDuring(executeOverWebSocket(app, fiveThousandCounts));
    expect(attackResult.data).toBeUndefined();
    expect(messages(attackResult.errors)).toEqual([
      'Syntax Error: Document contains more that 500 tokens. Parsing aborted.',
    ]);
    expect(unrelatedResult).toEqual(unrelatedAnswer);
  });
});

describe('the shape of a document', () => {
  it('refuses more than 15 aliases, over HTTP and graphql-ws alike; 15 are answered', async () => {
    const sixteen = `{ ${aliases(16, 'totalValuationCount')} }`;
    const http = await graphql(app, sixteen);
    expect(http.status).toBe(400);
    expect(messages(http.errors)).toEqual(['Aliases limit of 15 exceeded, found 16.']);
    expect(messages((await executeOverWebSocket(app, sixteen)).errors)).toEqual([
      'Aliases limit of 15 exceeded, found 16.',
    ]);

    const fifteen = await graphqlData<Record<string, number>>(app, `{ ${aliases(15, 'totalValuationCount')} }`);
    expect(Object.keys(fifteen)).toHaveLength(15);
  });

  it('refuses more than 50 directives, over HTTP and graphql-ws alike', async () => {
    const document = `{ __typename ${'@include(if: true) '.repeat(51)} }`;
    const http = await graphql(app, document);
    expect(http.status).toBe(400);
    expect(messages(http.errors)).toContain('Directives limit of 50 exceeded, found 51.');
    expect(messages((await executeOverWebSocket(app, document)).errors)).toContain(
      'Directives limit of 50 exceeded, found 51.',
    );
  });

  it('refuses a document nested deeper than 10 fields, over HTTP and graphql-ws alike', async () => {
    // Nesting built from the one recursive type there is: a reference entry's parent.
    const deep = `{ referenceEntry(list: COUNTRIES, id: 1) { ${'parent { '.repeat(10)}id${' }'.repeat(10)} } }`;
    const http = await graphql(app, deep, undefined, analyst);
    expect(http.status).toBe(400);
    expect(messages(http.errors)).toEqual(['Query depth limit of 10 exceeded, found 12.']);
    expect(messages((await executeOverWebSocket(app, deep, undefined, analyst)).errors)).toEqual([
      'Query depth limit of 10 exceeded, found 12.',
    ]);
  });

  it('answers a document of 10,000 selections with 400, never 500', async () => {
    const { status, errors } = await graphql(app, `{ ${'__typename '.repeat(10_000)} }`);
    expect(status).toBe(400);
    expect(messages(errors)[0]).toMatch(/tokens/);
  });

  it('answers fragments that spread into millions of fields with 400, never 500', async () => {
    const levels = 25;
    const fragments = Array.from(
      { length: levels },
      (_, level) => `fragment F${level} on Query { ...F${level + 1} ...F${level + 1} }`,
    ).join(' ');
    const document = `{ ...F0 } ${fragments} fragment F${levels} on Query { __typename }`;
    const { status, errors } = await graphql(app, document);
    expect(status).toBe(400);
    expect(messages(errors)[0]).toMatch(/too costly/);
  });
});

describe('the cost of an operation', () => {
  let filter: { continents: number[] };
  beforeAll(async () => {
    const { referenceList } = await graphqlData<{ referenceList: { id: number }[] }>(
      app,
      '{ referenceList(list: CONTINENTS) { id } }',
    );
    filter = { continents: referenceList.map((entry) => entry.id) };
  });

  const rowFields = 'id valueId studyId biomes countries title authors studyLocation';
  const pages = `query Pages($filter: ValuationFilter!, $limit: Int) {
    ${aliases(15, `valuationsAfter(filter: $filter, limit: $limit) { items { ${rowFields} } }`)}
  }`;

  it('multiplies a list by its limit: 15 pages of 10 rows are answered, 15 of 1000 refused with 400', async () => {
    const small = await graphql<Record<string, { items: unknown[] }>>(app, pages, { filter, limit: 10 }, analyst);
    expect(small.errors).toBeUndefined();
    expect(small.data?.a14.items).toHaveLength(10);

    const large = await graphql(app, pages, { filter, limit: 1000 }, analyst);
    expect(large.status).toBe(400);
    expect(large.data ?? undefined).toBeUndefined();
    expect(large.errors?.[0].extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX', status: 400 });
    expect(messages(large.errors)[0]).toMatch(/^The operation is too costly \(\d+\); at most 200000 is allowed\./);
  });

  it('costs a statement more than fields: two summary statistics are answered, five refused, over graphql-ws too', async () => {
    const statistics = (alias: string) =>
      `${alias}: summaryStatistics(filter: $filter) { valuationCount biomes { id count mean } }`;
    const operation = (names: string[]) =>
      `query Statistics($filter: ValuationFilter!) { ${names.map(statistics).join(' ')} }`;
    const two = await graphql(app, operation(['a', 'b']), { filter }, analyst);
    expect(two.errors).toBeUndefined();

    const five = operation(['a', 'b', 'c', 'd', 'e']);
    const http = await graphql(app, five, { filter }, analyst);
    expect(http.status).toBe(400);
    expect(messages(http.errors)[0]).toMatch(/^The operation is too costly/);
    const ws = await executeOverWebSocket(app, five, { filter }, analyst);
    expect(ws.data).toBeUndefined();
    expect(messages(ws.errors)[0]).toMatch(/^The operation is too costly/);
  });
});

describe('statement_timeout', () => {
  const sleep = (seconds: number) => `select pg_sleep(${seconds})`;

  it('cancels a statement that runs longer than STATEMENT_TIMEOUT_MS, and says so', async () => {
    // PostgreSQL's own message tells that the timeout, not the statement's end, stopped it: no clock is read.
    const failure = await app.database.orm.em
      .fork()
      .getConnection()
      .execute(sleep(5))
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(String(failure)).toMatch(/canceling statement due to statement timeout/);
    expect(mapError(failure)).toMatchObject({ status: 503, code: 'STATEMENT_TIMEOUT' });
    expect(mapError(failure).message).toMatch(/^The request needed more time than the database gives one request/);
  });

  it("lets work that is long by nature run with its own timeout, then gives the connection back with the pool's", async () => {
    const em = app.database.orm.em.fork();
    const { rows } = await withStatementTimeout(em, '10s', (client) => client.query(sleep(1.5)));
    expect(rows).toHaveLength(1);

    // Every connection of the pool at once, the one that ran the long statement among them.
    const pool = em.getKnex().client;
    const clients: pg.Client[] = await Promise.all(
      Array.from({ length: app.database.orm.config.get('pool')?.max ?? 10 }, () => pool.acquireConnection()),
    );
    try {
      const settings = await Promise.all(clients.map((client) => client.query('show statement_timeout')));
      expect(new Set(settings.map(({ rows: [row] }) => row.statement_timeout))).toEqual(new Set(['1s']));
    } finally {
      await Promise.all(clients.map((client) => pool.releaseConnection(client)));
    }
  });
});
