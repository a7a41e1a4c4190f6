// One round trip per search (ARCHITECTURE.md, performance machinery): the first click on "Get valuations" sends the
// first page with its total and then saves the filter query with that total, so PostgreSQL counts the search once.
// The statements are counted where every one of them passes: pg's Client.query, which the api's SQL kit and
// MikroORM (through knex) both call.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from '../../api/src/app.ts';
import { startTestApp } from '../support/app.ts';
import { graphql, graphqlData, loginAsDemoUser } from '../support/http.ts';
import { referenceIds } from './search-fixtures.ts';

let app: RunningApp;
let token: string;
let filter: { countries: number[] };

beforeAll(async () => {
  app = await startTestApp();
  token = await loginAsDemoUser(app, 'basic');
  filter = { countries: await referenceIds(app.database.url, 'ref_country', ['KEN', 'BRA', 'IND']) };
});

afterAll(async () => {
  await app?.stop();
});

/** The operations of web/src/modules/search/search.graphql that the first click sends, as the page sends them. */
const firstPageQuery = `query SearchValuationFirstPage($filter: ValuationFilter!, $limit: Int, $offset: Int,
    $sortColumn: ValuationSortColumn, $isDescend: Boolean) {
  valuations(filter: $filter, limit: $limit, offset: $offset, sortColumn: $sortColumn, isDescend: $isDescend) {
    totalCount
    items { id valueId }
  }
}`;
const saveMutation = `mutation SaveFilterQuery($filter: ValuationFilter!, $resultsCount: Int) {
  saveFilterQuery(filter: $filter, resultsCount: $resultsCount) { id filterString }
}`;

interface FirstPage {
  valuations: { totalCount: number; items: { id: number }[] };
}
interface Saved {
  saveFilterQuery: { id: number; filterString: string };
}

/** Runs `work` and returns its result with the statements that reached PostgreSQL meanwhile. */
async function withStatements<T>(work: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const statements: string[] = [];
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [first] = args;
    statements.push(typeof first === 'string' ? first : String((first as { text?: unknown } | null)?.text ?? ''));
    return (query as (...queryArgs: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  try {
    return { result: await work(), statements };
  } finally {
    pg.Client.prototype.query = query;
  }
}

const counts = (statements: string[]) => statements.filter((statement) => /count\(/i.test(statement));

const resultsCountOf = (saved: Saved) => JSON.parse(saved.saveFilterQuery.filterString).resultsCount as unknown;

describe("the search page's first click", () => {
  it('counts the search once: the first page brings its total, the saved filter query stores it', async () => {
    const { result, statements } = await withStatements(async () => {
      const page = await graphqlData<FirstPage>(
        app,
        firstPageQuery,
        { filter, limit: 100, offset: 0, sortColumn: 'valueId', isDescend: false },
        token,
      );
      const saved = await graphqlData<Saved>(
        app,
        saveMutation,
        { filter, resultsCount: page.valuations.totalCount },
        token,
      );
      return { page, saved };
    });
    expect(result.page.valuations.totalCount).toBeGreaterThan(0);
    expect(result.page.valuations.items.length).toBe(Math.min(100, result.page.valuations.totalCount));
    expect(counts(statements)).toHaveLength(1);
    expect(resultsCountOf(result.saved)).toBe(result.page.valuations.totalCount);
  });

  it('counts when the saved filter query is sent without its results count (other clients)', async () => {
    const { valuationCount } = await graphqlData<{ valuationCount: number }>(
      app,
      'query Count($filter: ValuationFilter!) { valuationCount(filter: $filter) }',
      { filter },
      token,
    );
    const { result, statements } = await withStatements(() => graphqlData<Saved>(app, saveMutation, { filter }, token));
    expect(counts(statements)).toHaveLength(1);
    expect(resultsCountOf(result)).toBe(valuationCount);
  });

  it('refuses a results count that is not a whole number of at least 0', async () => {
    const negative = await graphql(app, saveMutation, { filter, resultsCount: -1 }, token);
    expect(negative.status).toBe(400);
    expect(negative.errors?.[0]).toMatchObject({
      message: 'resultsCount must be a whole number of at least 0.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    // Not an Int: GraphQL refuses the variable before the service sees it.
    const fraction = await graphql(app, saveMutation, { filter, resultsCount: 2.5 }, token);
    expect(fraction.status).toBe(400);
    expect(fraction.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
