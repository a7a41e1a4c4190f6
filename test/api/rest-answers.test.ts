// How REST answers travel (issue 40, items 2 and 3): compressed as the client accepts, like GraphQL's, and a reference
// list revalidated by its ETag: asked again with it, an unchanged list answers 304 with no body, a changed one whole.
// GraphQL's answers, to POSTs, carry no ETag.
import { request } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningApp } from '../../api/src/app.ts';
import { answerStepsOf } from '../../api/src/server/answer-timing.ts';
import { startTestApp } from '../support/app.ts';
import { graphqlData, loginAsDemoUser, rest } from '../support/http.ts';

let app: RunningApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.stop();
});

const listPath = '/api/cicesclasses/';

/**
 * A GET as a browser revalidates a cached answer. Not with fetch: a request with If-None-Match gets its
 * `Cache-Control: no-cache` from the Fetch standard, which asks the server for the whole answer.
 */
function revalidate(path: string, etag: string): Promise<{ status: number; etag: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    request(`${app.url}${path}`, { headers: { 'if-none-match': etag } }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () =>
        resolve({
          status: answer.statusCode!,
          etag: answer.headers.etag,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}

it('gzips a reference list for a client that accepts it, and sends it plain to one that does not', async () => {
  const compressed = await fetch(`${app.url}${listPath}`, { headers: { 'accept-encoding': 'gzip' } });
  expect(compressed.status).toBe(200);
  expect(compressed.headers.get('content-encoding')).toBe('gzip');
  const entries = (await compressed.json()) as unknown[];
  expect(entries.length).toBeGreaterThan(10);

  const plain = await fetch(`${app.url}${listPath}`, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers.get('content-encoding')).toBeNull();
  expect(await plain.json()).toEqual(entries);
});

it('answers an unchanged list 304 by its ETag, and a changed one whole with a new ETag', async () => {
  const first = await fetch(`${app.url}${listPath}`);
  const etag = first.headers.get('etag');
  expect(etag).toBeTruthy();
  const entries = (await first.json()) as { id: number; code: string; label: string; parentId: number | null }[];

  const again = await revalidate(listPath, etag!);
  expect(again.status).toBe(304);
  expect(again.body).toBe('');

  const token = await loginAsDemoUser(app, 'admin');
  const [entry] = entries;
  const { id, code, label, parentId } = entry;
  const renamed = await rest(app, 'PUT', `${listPath}${id}`, { code, label: `${label} (renamed)`, parentId }, token);
  expect(renamed.status).toBeLessThan(300);

  const changed = await revalidate(listPath, etag!);
  expect(changed.status).toBe(200);
  expect(changed.etag).not.toBe(etag);
  const changedEntries = JSON.parse(changed.body) as { id: number; label: string }[];
  expect(changedEntries.find((changedEntry) => changedEntry.id === id)?.label).toBe(`${label} (renamed)`);
});

it('gives a REST answer an ETag to revalidate by, and a GraphQL answer none: nobody revalidates a POST', async () => {
  const count = await fetch(`${app.url}/api/esvds/totalcount`);
  const etag = count.headers.get('etag');
  expect(etag).toBeTruthy();
  expect((await revalidate('/api/esvds/totalcount', etag!)).status).toBe(304);

  const graphql = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ totalValuationCount }' }),
  });
  expect(graphql.status).toBe(200);
  expect(
    ((await graphql.json()) as { data: { totalValuationCount: number } }).data.totalValuationCount,
  ).toBeGreaterThan(0);
  expect(graphql.headers.get('etag')).toBeNull();
});

/** An answer's Server-Timing steps, in ms by name, in the order sent. */
const answerSteps = (answer: Response) => answerStepsOf(answer.headers.get('server-timing'));

it("says what each answer's steps cost in its Server-Timing header, within its total", async () => {
  const token = await loginAsDemoUser(app, 'admin');
  const { referenceList: continents } = await graphqlData<{ referenceList: { id: number }[] }>(
    app,
    '{ referenceList(list: CONTINENTS) { id } }',
  );
  const search = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      query: `query Page($filter: ValuationFilter!) {
        valuations(filter: $filter, limit: 100) { totalCount items { id valueId title reference countries } }
      }`,
      variables: { filter: { continents: continents.map((continent) => continent.id) } },
    }),
  });
  expect(search.status, await search.clone().text()).toBe(200);
  expect(search.headers.get('content-encoding')).toBe('gzip');
  const searchSteps = answerSteps(search);
  expect(searchSteps.map(([name]) => name)).toEqual([
    'request',
    'session',
    'execution',
    'serialisation',
    'compression',
    'total',
  ]);
  const total = searchSteps.at(-1)![1];
  const steps = searchSteps.slice(0, -1).reduce((sum, [, duration]) => sum + duration, 0);
  // Each step is rounded to 0.01 ms in the header; the total also holds the handing over of the headers.
  expect(steps).toBeLessThanOrEqual(total + 0.05);
  expect(steps).toBeGreaterThan(0);
  expect(searchSteps.every(([, duration]) => duration >= 0)).toBe(true);

  const list = await fetch(`${app.url}${listPath}`, { headers: { 'accept-encoding': 'gzip' } });
  expect(answerSteps(list).map(([name]) => name)).toEqual(['request', 'session', 'handler', 'serialisation', 'total']);
});
