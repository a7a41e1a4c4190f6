// Saved filter queries (spec 000 §3, §4, §7; spec 001): a non-empty filter is saved with its entries'
// codes and its results count for the signed-in user; admins list (100 per page), count and delete them.
import { timeZoneMessage } from '@esvd/schema/rules/csv-download';
import { searchMessages } from '@esvd/schema/rules/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from '../../api/src/app.ts';
import { demoAccounts } from '../../api/src/db/seed/index.ts';
import { startTestApp } from '../support/app.ts';
import { graphql, graphqlData, loginAsAdmin, loginAsDemoUser, rest } from '../support/http.ts';
import { referenceIds } from './search-fixtures.ts';

interface SavedQuery {
  id: number;
  createdOn: string;
  filterString: string;
  userName: string | null;
  email?: string | null;
}

let app: RunningApp;
let userToken: string;
let adminToken: string;
let kenya: number;
let food: number;
let marine: number;

beforeAll(async () => {
  app = await startTestApp();
  userToken = await loginAsDemoUser(app, 'basic');
  adminToken = await loginAsAdmin(app);
  [kenya] = await referenceIds(app.database.url, 'ref_country', ['KEN']);
  [food] = await referenceIds(app.database.url, 'ref_ecosystem_service', ['1']);
  [marine] = await referenceIds(app.database.url, 'ref_biome_v2_ecosystem_v2_ecozone', ['1']);
});

afterAll(async () => {
  await app?.stop();
});

const saveMutation = `mutation Save($filter: ValuationFilter!) {
  saveFilterQuery(filter: $filter) { id createdOn filterString userName }
}`;

describe('saving', () => {
  it("keeps the non-empty filters with their codes and the search's results count, for the caller", async () => {
    const filter = {
      countries: [kenya],
      ecosystemServices: [food],
      biomeV2EcosystemV2Ecozones: [marine],
      freeText: ' reef ',
    };
    const { saveFilterQuery } = await graphqlData<{ saveFilterQuery: SavedQuery }>(
      app,
      saveMutation,
      { filter },
      userToken,
    );
    const { valuationCount } = await graphqlData<{ valuationCount: number }>(
      app,
      'query Count($filter: ValuationFilter!) { valuationCount(filter: $filter) }',
      { filter },
      userToken,
    );
    const basic = demoAccounts.find((account) => account.role === 'basic')!;
    expect(saveFilterQuery.userName).toBe(basic.userName);
    const saved = JSON.parse(saveFilterQuery.filterString);
    expect(saved).toEqual({
      biomeV2EcosystemV2Ecozones: [marine],
      biomeV2EcosystemV2EcozonesCodes: ['1'],
      ecosystemServices: [food],
      ecosystemServicesCodes: ['1'],
      countries: [kenya],
      freeText: 'reef',
      resultsCount: valuationCount,
    });
    // Only the filters that were used, in the spec's order.
    expect(Object.keys(saved)).toEqual([
      'biomeV2EcosystemV2Ecozones',
      'biomeV2EcosystemV2EcozonesCodes',
      'ecosystemServices',
      'ecosystemServicesCodes',
      'countries',
      'freeText',
      'resultsCount',
    ]);
  });

  it('POST /api/filterqueries takes the filter as the filterString JSON', async () => {
    const { status, body } = await rest<SavedQuery>(
      app,
      'POST',
      '/api/filterqueries',
      { filterString: JSON.stringify({ countries: [kenya] }) },
      userToken,
    );
    expect(status).toBe(200);
    expect(JSON.parse(body.filterString)).toMatchObject({ countries: [kenya], resultsCount: expect.any(Number) });
  });

  it('refuses an empty filter with the spec message, and a filterString that is not JSON', async () => {
    const { errors } = await graphql(app, saveMutation, { filter: { countries: [] } }, userToken);
    expect(errors?.[0]?.message).toBe(searchMessages.noFilter);
    const notJson = await rest<{ title: string }>(
      app,
      'POST',
      '/api/filterqueries',
      { filterString: '{oops' },
      userToken,
    );
    expect(notJson.status).toBe(400);
  });

  it('saves a user’s unchanged filter once, and again after another filter (issue 39, item 4)', async () => {
    const saveAs = (token: string, filter: Record<string, unknown>) =>
      graphqlData<{ saveFilterQuery: SavedQuery }>(app, saveMutation, { filter }, token).then(
        (data) => data.saveFilterQuery,
      );
    const countBefore = (await rest<number>(app, 'GET', '/api/filterqueries/totalcount', undefined, adminToken)).body;
    const first = await saveAs(userToken, { countries: [kenya], freeText: 'once' });
    // The same filter again (a reload, a second tab): the saved one answers, nothing is added.
    const again = await saveAs(userToken, { countries: [kenya], freeText: 'once' });
    expect(again.id).toBe(first.id);
    // Another user's use of the same filter is theirs to keep.
    const otherUser = await saveAs(await loginAsDemoUser(app, 'user'), { countries: [kenya], freeText: 'once' });
    expect(otherUser.id).not.toBe(first.id);
    // A changed filter is saved, and the first one used again after it is saved again.
    const changed = await saveAs(userToken, { countries: [kenya], freeText: 'twice' });
    const back = await saveAs(userToken, { countries: [kenya], freeText: 'once' });
    expect(new Set([first.id, changed.id, back.id]).size).toBe(3);
    const countAfter = (await rest<number>(app, 'GET', '/api/filterqueries/totalcount', undefined, adminToken)).body;
    expect(countAfter - countBefore).toBe(4);
  });

  it('needs a signed-in user', async () => {
    const { status } = await rest(app, 'POST', '/api/filterqueries', { filterString: '{"countries":[1]}' });
    expect(status).toBe(401);
  });
});

describe("the admins' list", () => {
  it('shows each filter in words: the entries’ names, the free text and the records found (issue 39, item 4)', async () => {
    const [kenyaLabel, foodLabel] = await Promise.all(
      [
        ['ref_country', kenya],
        ['ref_ecosystem_service', food],
      ].map(async ([table, id]) => {
        const [row] = await app.database.orm.em
          .getConnection()
          .execute<{ label: string }[]>(`select label from ${table} where id = ?`, [id]);
        return row!.label;
      }),
    );
    const { saveFilterQuery } = await graphqlData<{ saveFilterQuery: SavedQuery & { filterInWords: string[] } }>(
      app,
      `mutation Save($filter: ValuationFilter!) { saveFilterQuery(filter: $filter) { id filterString filterInWords } }`,
      { filter: { countries: [kenya], ecosystemServices: [food], freeText: 'words' } },
      userToken,
    );
    const { resultsCount } = JSON.parse(saveFilterQuery.filterString) as { resultsCount: number };
    const expected = [
      `Ecosystem services (TEEB): ${foodLabel}`,
      `Countries: ${kenyaLabel}`,
      'Free text: "words"',
      `Records found: ${resultsCount.toLocaleString('en-US')}`,
    ];
    expect(saveFilterQuery.filterInWords).toEqual(expected);

    const { filterQueries } = await graphqlData<{ filterQueries: { id: number; filterInWords: string[] }[] }>(
      app,
      '{ filterQueries(limit: 5) { id filterInWords } }',
      undefined,
      adminToken,
    );
    expect(filterQueries.find((query) => query.id === saveFilterQuery.id)?.filterInWords).toEqual(expected);
  });

  it('lists newest first, 100 per page, with the total count', async () => {
    for (let index = 0; index < 101; index++) {
      await rest(
        app,
        'POST',
        '/api/filterqueries',
        { filterString: JSON.stringify({ freeText: `page ${index}` }) },
        userToken,
      );
    }
    const total = await rest<number>(app, 'GET', '/api/filterqueries/totalcount', undefined, adminToken);
    expect(total.body).toBeGreaterThanOrEqual(103);

    const firstPage = await rest<SavedQuery[]>(app, 'GET', '/api/filterqueries', undefined, adminToken);
    expect(firstPage.body).toHaveLength(100);
    expect(JSON.parse(firstPage.body[0].filterString).freeText).toBe('page 100');
    const lastPage = await rest<SavedQuery[]>(app, 'GET', '/api/filterqueries?offset=100', undefined, adminToken);
    expect(lastPage.body).toHaveLength(total.body - 100);
    const seen = new Set([...firstPage.body, ...lastPage.body].map((query) => query.id));
    expect(seen.size).toBe(total.body);

    const { filterQueryCount, filterQueries } = await graphqlData<{
      filterQueryCount: number;
      filterQueries: SavedQuery[];
    }>(app, '{ filterQueryCount filterQueries(limit: 2) { id } }', undefined, adminToken);
    expect(filterQueryCount).toBe(total.body);
    expect(filterQueries.map((query) => query.id)).toEqual(firstPage.body.slice(0, 2).map((query) => query.id));
  });

  it('deletes one', async () => {
    const [newest] = (await rest<SavedQuery[]>(app, 'GET', '/api/filterqueries?limit=1', undefined, adminToken)).body;
    expect((await rest(app, 'DELETE', `/api/filterqueries/${newest.id}`, undefined, adminToken)).status).toBe(204);
    expect((await rest(app, 'DELETE', `/api/filterqueries/${newest.id}`, undefined, adminToken)).status).toBe(404);
  });

  it('is for admins (the downloads resource): a basic user gets 403', async () => {
    expect((await rest(app, 'GET', '/api/filterqueries', undefined, userToken)).status).toBe(403);
    expect((await rest(app, 'GET', '/api/filterqueries/totalcount', undefined, userToken)).status).toBe(403);
    expect((await rest(app, 'DELETE', '/api/filterqueries/1', undefined, userToken)).status).toBe(403);
  });
});

describe('the CSV download', () => {
  it('writes every saved query, newest first, with its author, a DD-MM-YYYY HH:mm:ss date and the filter', async () => {
    const basic = demoAccounts.find((account) => account.role === 'basic')!;
    const saved = await rest<SavedQuery>(
      app,
      'POST',
      '/api/filterqueries',
      { filterString: JSON.stringify({ freeText: 'csv, "quoted"' }) },
      userToken,
    );
    await app.database.orm.em
      .getConnection()
      .execute(`update filter_query set created_on = '2025-01-02 03:04:05+00' where id = ?`, [saved.body.id]);
    // An anonymous author is kept as blanks (a deleted user's queries stay).
    const [{ id: anonymousId }] = await app.database.orm.em.getConnection().execute<{ id: number }[]>(
      `insert into filter_query (filter_string, created_on) values ('{"countries":[1]}', '2999-12-31 23:00:00+00')
         returning id`,
    );

    const download = await rest<string>(
      app,
      'GET',
      '/api/filterqueries/csv?timeZone=Asia/Tokyo',
      undefined,
      adminToken,
    );
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(
      /^attachment; filename="ESVD_filterqueries_.+_\d{4}-\d\d-\d\d_\d\d-\d\d-\d\d\.csv"$/,
    );
    const lines = download.body.split('\r\n');
    expect(lines[0]).toBe('id,userName,displayName,email,createdOn,filterString');
    // Tokyo is nine hours ahead of UTC.
    expect(lines[1]).toBe(`${anonymousId},,,,01-01-3000 08:00:00,"{""countries"":[1]}"`);
    const line = lines.find((row) => row.startsWith(`${saved.body.id},`));
    expect(line).toBe(
      `${saved.body.id},${basic.userName},${basic.displayName},${saved.body.email},02-01-2025 12:04:05,` +
        `"{""freeText"":""csv, \\""quoted\\"""",""resultsCount"":${JSON.parse(saved.body.filterString).resultsCount}}"`,
    );
    const total = await rest<number>(app, 'GET', '/api/filterqueries/totalcount', undefined, adminToken);
    expect(lines).toHaveLength(total.body + 2);
  });

  it('is for admins, and refuses a time zone that is none', async () => {
    expect((await rest(app, 'GET', '/api/filterqueries/csv', undefined, userToken)).status).toBe(403);
    expect((await rest(app, 'GET', '/api/filterqueries/csv')).status).toBe(401);
    const refused = await rest<{ title: string }>(
      app,
      'GET',
      '/api/filterqueries/csv?timeZone=Nowhere',
      undefined,
      adminToken,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.title).toBe(timeZoneMessage);
  });
});
