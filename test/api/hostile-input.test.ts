// Issue 13 point 5: hostile input is bad input (400 with a clear message), never 503 "Database connectivity issue":
// NUL and lone surrogates in any text, integers past PostgreSQL's integer, addresses that are not UTF-8. And a
// reference entry saved with the largest sort order does not break later creates in its list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from '../../api/src/app.ts';
import { startTestApp } from '../support/app.ts';
import { graphql, graphqlData, loginAsAdmin, rest } from '../support/http.ts';
import { executeOverWebSocket } from '../support/subscriptions.ts';
import { inputShapeMessages } from '../../api/src/core/input-shape.ts';

interface Problem {
  status: number;
  title: string;
}

let app: RunningApp;
let admin: string;

beforeAll(async () => {
  app = await startTestApp();
  admin = await loginAsAdmin(app);
});

afterAll(async () => {
  await app?.stop();
});

const createEntry = `mutation Create($input: ReferenceEntryInput!) {
  createReferenceEntry(list: CURRENCIES, input: $input) { id code sortOrder }
}`;

describe('text the database cannot store', () => {
  it('is refused in a REST body, query or path, naming where it is', async () => {
    const nul = await rest<Problem>(app, 'POST', '/api/currencies', { code: 'N\u0000UL', label: 'Nul' }, admin);
    expect(nul.status).toBe(400);
    expect(nul.body.title).toBe('body.code must not contain a NUL character.');

    const surrogate = await rest<Problem>(app, 'POST', '/api/currencies', { code: 'S', label: 'x\ud800' }, admin);
    expect(surrogate.status).toBe(400);
    expect(surrogate.body.title).toBe('body.label must be valid Unicode text (it holds half of a surrogate pair).');

    const query = await rest<Problem>(app, 'GET', '/api/currencies?name=a%00b');
    expect(query.status).toBe(400);
    expect(query.body.title).toBe('query.name must not contain a NUL character.');

    const search = await rest<Problem>(app, 'GET', '/api/esvds/count?freeText=%00', undefined, admin);
    expect(search.status).toBe(400);
  });

  it('is refused in GraphQL variables and literals, over HTTP and the websocket', async () => {
    const variable = await graphql(app, createEntry, { input: { code: 'N\u0000', label: 'Nul' } }, admin);
    expect(variable.status).toBe(400);
    expect(variable.errors?.map((error) => error.message)).toEqual(['input.code must not contain a NUL character.']);

    const literal = await graphql(app, 'mutation { requestLoginCode(email: "a\\u0000b") { message } }');
    expect(literal.status).toBe(400);
    expect(literal.errors?.map((error) => error.message)).toEqual(['email must not contain a NUL character.']);

    const search = await graphql(app, '{ studies(freeText: "\\u0000") { totalCount } }', undefined, admin);
    expect(search.status).toBe(400);

    const overWebSocket = await executeOverWebSocket(
      app,
      createEntry,
      { input: { code: 'C', label: '\udc00' } },
      admin,
    );
    expect(overWebSocket.errors?.map((error) => error.message)).toEqual([
      'input.label must be valid Unicode text (it holds half of a surrogate pair).',
    ]);
  });
});

describe('integers past PostgreSQL integer', () => {
  it('are refused in search filters, ids, versions and sort orders', async () => {
    const filter = await rest<Problem>(app, 'GET', '/api/esvds/count?countries=2147483648', undefined, admin);
    expect(filter.status).toBe(400);
    expect(filter.body.title).toBe('Countries ids must be at most 2147483647.');

    const id = await rest<Problem>(app, 'GET', '/api/currencies/2147483648');
    expect(id.status).toBe(400);
    expect(id.body.title).toBe('id must be at most 2147483647.');

    const study = { title: 'T', authors: 'A', reference: 'R', yearOfPublication: 2000, version: 2 ** 31 };
    const version = await rest<Problem>(app, 'PUT', '/api/studies/1', study, admin);
    expect(version.status).toBe(400);
    expect(version.body.title).toBe('Ids and versions must be at most 2147483647.');

    const sortOrder = await rest<Problem>(
      app,
      'POST',
      '/api/currencies',
      { code: 'B', label: 'Big', sortOrder: 2 ** 31 },
      admin,
    );
    expect(sortOrder.status).toBe(400);
    expect(sortOrder.body.title).toBe('Sort order must be at most 2147483647.');
  });
});

it('answers an address that is not UTF-8 with 400', async () => {
  const response = await rest<Problem>(app, 'GET', '/api/currencies/%FF');
  expect(response.status).toBe(400);
  expect(response.body.title).toBe('The address is not valid: a part of it is not percent-encoded UTF-8.');
});

it('keeps creating entries after one with the largest sort order, each last in its list', async () => {
  type Created = { createReferenceEntry: { id: number; code: string; sortOrder: number } };
  const largest = await graphqlData<Created>(
    app,
    createEntry,
    { input: { code: 'MAX', label: 'Largest', sortOrder: 2_147_483_647 } },
    admin,
  );
  expect(largest.createReferenceEntry.sortOrder).toBe(2_147_483_647);
  const after = await graphqlData<Created>(app, createEntry, { input: { code: 'AFTER', label: 'After' } }, admin);
  expect(after.createReferenceEntry.sortOrder).toBe(2_147_483_647);
  const again = await rest<{ code: string }>(app, 'POST', '/api/currencies', { code: 'AGAIN', label: 'Again' }, admin);
  expect(again.status).toBe(200);

  const list = await rest<{ code: string }[]>(app, 'GET', '/api/currencies?limit=1000');
  expect(list.body.slice(-3).map((entry) => entry.code)).toEqual(['MAX', 'AFTER', 'AGAIN']);
});

describe('input whose size drives the work', () => {
  const search = 'query Search($filter: ValuationFilter!) { valuations(filter: $filter, limit: 1) { totalCount } }';
  /** A raw request to /graphql: the helpers' JSON.stringify cannot write a body nested thousands of levels deep. */
  const post = async (path: string, body: string) => {
    const response = await fetch(`${app.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body,
    });
    return { status: response.status, body: (await response.json()) as { errors?: { message: string }[] } & Problem };
  };
  const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

  it('refuses a list variable past its limit by its length, before coercing any item', async () => {
    // Issue 35: 100,000 items of the wrong type were coerced and refused one by one, holding the event loop 20 s.
    for (const item of [null, 'x', 1]) {
      const answer = await graphql(app, search, { filter: { countries: Array(100_000).fill(item) } }, admin);
      expect(answer.status).toBe(400);
      expect(answer.errors?.map((error) => error.message)).toEqual([
        inputShapeMessages.tooLong('filter.countries', 100_000),
      ]);
    }
  });

  it('stops at 50 errors for a list within the limit whose every item is wrong', async () => {
    const answer = await graphql(app, search, { filter: { countries: Array(10_000).fill('x') } }, admin);
    expect(answer.status).toBe(400);
    expect(answer.errors!.length).toBeLessThanOrEqual(51);
    expect(answer.errors!.at(-1)!.message).toMatch(/Too many errors/);
  });

  it('refuses JSON nested past its limit with 400: GraphQL errors on /graphql, a problem on the REST facade', async () => {
    const overGraphql = await post('/graphql', `{"query":"{ __typename }","variables":{"deep":${nested(5_000)}}}`);
    expect(overGraphql.status).toBe(400);
    expect(overGraphql.body.errors?.map((error) => error.message)).toEqual([inputShapeMessages.tooDeep]);

    const overRest = await post('/api/filterqueries', `{"filter":${nested(5_000)}}`);
    expect(overRest.status).toBe(400);
    expect(overRest.body.title).toBe(inputShapeMessages.tooDeep);

    const within = await post('/graphql', `{"query":"{ __typename }","variables":{"deep":${nested(20)}}}`);
    expect(within.status).toBe(200);
  });

  it('answers an operationName that names no operation of the document with 400', async () => {
    const unknown = await post('/graphql', JSON.stringify({ query: 'query A { __typename }', operationName: 'B' }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors?.map((error) => error.message)).toEqual(['The document has no operation named "B".']);
    const unnamed = await post('/graphql', JSON.stringify({ query: 'query A { __typename } query B { __typename }' }));
    expect(unnamed.status).toBe(400);
  });
});
