// Issue 13 point 5: hostile input is bad input (400 with a clear message), never 503 "Database connectivity issue":
// NUL and lone surrogates in any text, integers past PostgreSQL's integer, addresses that are not UTF-8. And a
// reference entry saved with the largest sort order does not break later creates in its list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from '../../api/src/app.ts';
import { startTestApp } from '../support/app.ts';
import { graphql, graphqlData, loginAsAdmin, rest } from '../support/http.ts';
import { executeOverWebSocket } from '../support/subscriptions.ts';

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
