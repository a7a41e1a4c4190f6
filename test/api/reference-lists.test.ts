// The 19 reference lists through both front doors, and the clear 4xx answers to bad requests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from '../../api/src/app.ts';
import { referenceLists } from '../../api/src/modules/reference-lists/reference-lists.registry.ts';
import { startTestApp } from '../support/app.ts';
import { graphql, graphqlData, rest } from '../support/http.ts';

interface Entry {
  id: number;
  code: string;
  label: string;
}

let app: RunningApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.stop();
});

async function graphqlList(name: string): Promise<Entry[]> {
  const data = await graphqlData<{ referenceList: Entry[] }>(app, `{ referenceList(list: ${name}) { id code label } }`);
  return data.referenceList;
}

describe.each(referenceLists.map((list) => [list.path, list] as const))('/api/%s', (path, list) => {
  it('answers on GraphQL and REST with the same seeded entries, each with a code and a label', async () => {
    const fromGraphql = await graphqlList(list.name);
    const fromRest = await rest<Entry[]>(app, 'GET', `/api/${path}/`);

    expect(fromGraphql.length).toBeGreaterThan(0);
    for (const entry of fromGraphql) {
      expect(entry.code.trim()).not.toBe('');
      expect(entry.label.trim()).not.toBe('');
    }
    expect(fromRest.status).toBe(200);
    expect(fromRest.body.map(({ id, code, label }) => ({ id, code, label }))).toEqual(fromGraphql);
  });

  it('answers GET /api/{list}/{id} with that entry', async () => {
    const [first] = await graphqlList(list.name);
    const { status, body } = await rest<Entry>(app, 'GET', `/api/${path}/${first.id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject(first);
  });
});

describe('real codes', () => {
  const codesOf = async (name: string) => new Set((await graphqlList(name)).map((entry) => entry.code));

  it('lists countries by ISO 3166 alpha-3 code and currencies by ISO 4217 code', async () => {
    const countries = await codesOf('COUNTRIES');
    for (const code of ['NLD', 'BRA', 'KEN', 'USA', 'IDN']) expect(countries).toContain(code);
    expect(countries.size).toBeGreaterThan(190);

    const currencies = await codesOf('CURRENCIES');
    for (const code of ['USD', 'EUR', 'BRL']) expect(currencies).toContain(code);
  });
});

describe('bad requests get a clear 4xx, never a 500', () => {
  it.each([
    ['an id that is not a number', '/api/countries/abc', 400],
    ['an id nobody has', '/api/countries/999999999', 404],
    ['a list that does not exist', '/api/nosuchlist/', 404],
    ['a page larger than the limit', '/api/countries/?limit=100000', 400],
    ['a negative offset', '/api/countries/?offset=-1', 400],
  ])('%s: GET %s -> %i', async (_case, path, expected) => {
    const { status, body } = await rest<{ title: string }>(app, 'GET', path);
    expect(status).toBe(expected);
    expect(body.title.length).toBeGreaterThan(0);
  });

  it('answers an oversized GraphQL page with BAD_USER_INPUT', async () => {
    const { status, errors } = await graphql(app, '{ referenceList(list: COUNTRIES, limit: 100000) { id } }');
    expect(status).toBe(400);
    expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(errors?.[0]?.message).toMatch(/limit must be at most/);
  });
});
