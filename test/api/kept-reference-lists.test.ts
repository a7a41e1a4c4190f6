// Reference lists kept in the api's memory (reference-lists.service.ts): a whole list answers with an ETag and a 304
// to a client that has it, pages and names answer as the database would, and a list changed by any writer is
// answered as it now is: by the admin pages at once, by psql once the change's event has arrived.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from '../../api/src/app.ts';
import { startTestApp } from '../support/app.ts';
import { graphqlData, loginAsAdmin, rest } from '../support/http.ts';
import { eventsHeardBy } from '../support/subscriptions.ts';
import { withDatabase } from './search-fixtures.ts';

interface Entry {
  id: number;
  code: string;
  label: string;
  parentId: number | null;
}

let app: RunningApp;
let adminToken: string;

beforeAll(async () => {
  app = await startTestApp();
  adminToken = await loginAsAdmin(app);
});

afterAll(async () => {
  await app?.stop();
});

const listPath = '/api/cicesclasses/';

/** The list as the database holds it, in display order. */
async function listInDatabase(): Promise<{ id: number; label: string }[]> {
  return withDatabase(app.database.url, async (client) => {
    const { rows } = await client.query<{ id: number; label: string }>(
      'select id, label from ref_cices_class order by sort_order, id',
    );
    return rows;
  });
}

const labelsOf = (entries: { id: number; label: string }[]) => entries.map(({ id, label }) => ({ id, label }));

describe('a kept reference list', () => {
  it('carries an ETag, and answers 304 without a body to a client that has it', async () => {
    const first = await fetch(`${app.url}${listPath}`);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(first.headers.get('content-encoding')).toBe('gzip');
    expect(labelsOf(await first.json())).toEqual(await listInDatabase());

    const again = await fetch(`${app.url}${listPath}`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');

    const other = await fetch(`${app.url}${listPath}`, { headers: { 'if-none-match': 'W/"something-else"' } });
    expect(other.status).toBe(200);
    const plain = await fetch(`${app.url}${listPath}`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.json()).toEqual(await other.json());
  });

  it('answers pages and names as the database would', async () => {
    const inDatabase = await listInDatabase();
    const page = await rest<Entry[]>(app, 'GET', `${listPath}?limit=5&offset=3`);
    expect(labelsOf(page.body)).toEqual(inDatabase.slice(3, 8));
    const tail = await rest<Entry[]>(app, 'GET', `${listPath}?offset=${inDatabase.length - 2}`);
    expect(labelsOf(tail.body)).toEqual(inDatabase.slice(-2));
    const { label } = inDatabase[4];
    const named = await rest<Entry[]>(app, 'GET', `${listPath}?name=${encodeURIComponent(label.toUpperCase())}`);
    expect(named.body.map((entry) => entry.label)).toContain(label);
    const graphqlPage = await graphqlData<{ referenceList: Entry[] }>(
      app,
      '{ referenceList(list: CICES_CLASSES, limit: 2, offset: 1) { id label } }',
    );
    expect(graphqlPage.referenceList).toEqual(inDatabase.slice(1, 3));
  });

  it("answers an administrator's edit at once, with another ETag", async () => {
    const before = await fetch(`${app.url}${listPath}`);
    const etag = before.headers.get('etag')!;
    const [entry] = (await before.json()) as Entry[];
    const edited = await rest(
      app,
      'PUT',
      `${listPath}${entry.id}`,
      { code: entry.code, label: `${entry.label} (edited)`, parentId: entry.parentId },
      adminToken,
    );
    expect(edited.status).toBe(200);
    const after = await fetch(`${app.url}${listPath}`, { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(((await after.json()) as Entry[])[0].label).toBe(`${entry.label} (edited)`);
    const graphqlList = await graphqlData<{ referenceList: Entry[] }>(
      app,
      '{ referenceList(list: CICES_CLASSES, limit: 1) { label } }',
    );
    expect(graphqlList.referenceList[0].label).toBe(`${entry.label} (edited)`);
  });

  it('answers a change made with psql once its event has arrived', async () => {
    const before = (await rest<Entry[]>(app, 'GET', listPath)).body;
    await withDatabase(app.database.url, (client) =>
      client.query(`update ref_cices_class set label = label || ' (psql)' where id = $1`, [before[1].id]),
    );
    await eventsHeardBy(app, app, adminToken, 2041);
    expect((await rest<Entry[]>(app, 'GET', listPath)).body[1].label).toBe(`${before[1].label} (psql)`);
  });
});
