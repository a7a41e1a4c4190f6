// Summary Stats Admin (spec 001 §2, §4, §7): an administrator unticks an ecozone's Include (its stats-ready flag) and
// the summary statistics drop that ecozone at once; ticked again, it is back with the same figures. Both front doors,
// who may call them, and refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from '../../api/src/app.ts';
import { startTestApp } from '../support/app.ts';
import { graphql, graphqlData, loginAsAdmin, loginAsDemoUser, rest } from '../support/http.ts';
import { insertStudies, referenceIds, withDatabase, type ValuationFixture } from './search-fixtures.ts';

/** Only this file's records carry it in their notes; the searches look for it as a phrase. */
const marker = 'stats-ready-fixture-zq';

interface Group {
  code: string;
  count: number;
  mean: number;
  median: number;
  min: number;
  max: number;
}

interface Statistics {
  biomes: Group[];
  ecozones: Group[];
  ecozonesWithoutData: { code: string }[];
}

interface Entry {
  id: number;
  code: string;
  statsReady: boolean;
}

let nextValueId = 99200000001;
const record = (value: number, habitats: string[]): ValuationFixture => ({
  valueId: nextValueId++,
  value,
  habitats,
  services: ['8'],
  methods: ['CV'],
  notes: `${marker} record`,
});

// Deserts (biome 10) in two ecozones, both stats-ready in the seed: 10.1 with three values, 10.2 with two.
const fixture = [
  ...[10, 20, 60].map((value) => record(value, ['10', '10.1'])),
  ...[5, 7].map((value) => record(value, ['10', '10.2'])),
];

let app: RunningApp;
let adminToken: string;
let analystToken: string;
let userToken: string;
let filter: Record<string, unknown>;
let ecozone101: number;

beforeAll(async () => {
  app = await startTestApp();
  [adminToken, analystToken, userToken] = await Promise.all([
    loginAsAdmin(app),
    loginAsDemoUser(app, 'dataAnalyst'),
    loginAsDemoUser(app, 'basic'),
  ]);
  await insertStudies(app.database.url, [{ studyId: 992000, title: 'Stats ready fixture', valuations: fixture }]);
  const [biome10, zone101, zone102] = await referenceIds(app.database.url, 'ref_biome_v2_ecosystem_v2_ecozone', [
    '10',
    '10.1',
    '10.2',
  ]);
  ecozone101 = zone101;
  filter = { freeText: `"${marker}"`, biomeV2EcosystemV2Ecozones: [biome10, zone101, zone102] };
});

afterAll(async () => {
  await app?.stop();
});

async function statistics(): Promise<Statistics> {
  const data = await graphqlData<{ summaryStatistics: Statistics }>(
    app,
    `query Stats($filter: ValuationFilter!) {
      summaryStatistics(filter: $filter) {
        biomes { code count mean median min max }
        ecozones { code count mean median min max }
        ecozonesWithoutData { code }
      }
    }`,
    { filter },
    userToken,
  );
  return data.summaryStatistics;
}

const setStatsReady = `mutation SetStatsReady($id: Int!, $statsReady: Boolean!) {
  setStatsReady(id: $id, statsReady: $statsReady) { id code statsReady }
}`;

describe('the Include checkbox', () => {
  it('starts ticked for both ecozones, which the statistics report', async () => {
    const stats = await statistics();
    expect(stats.ecozones).toEqual([
      { code: '10.1', count: 3, mean: 30, median: 20, min: 10, max: 60 },
      { code: '10.2', count: 2, mean: 6, median: 6, min: 5, max: 7 },
    ]);
    expect(stats.ecozonesWithoutData).toEqual([]);
  });

  it('unticked over REST, drops the ecozone from the statistics at once; ticked over GraphQL, brings it back', async () => {
    const before = await statistics();

    const off = await rest<Entry>(
      app,
      'PUT',
      `/api/biomev2ecosystemv2ecozones/statsready/${ecozone101}/false`,
      undefined,
      adminToken,
    );
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ id: ecozone101, code: '10.1', statsReady: false });
    const without = await statistics();
    expect(without.ecozones.map((group) => group.code)).toEqual(['10.2']);
    expect(without.ecozones[0]).toEqual(before.ecozones[1]);
    // The chosen ecozone is named among those without statistics; the biome's own group is untouched.
    expect(without.ecozonesWithoutData).toEqual([{ code: '10.1' }]);
    expect(without.biomes).toEqual(before.biomes);
    // The reference list shows the flag as stored.
    const listed = await rest<Entry[]>(app, 'GET', '/api/biomev2ecosystemv2ecozones/', undefined, userToken);
    expect(listed.body.find((entry) => entry.id === ecozone101)?.statsReady).toBe(false);

    const { setStatsReady: on } = await graphqlData<{ setStatsReady: Entry }>(
      app,
      setStatsReady,
      { id: ecozone101, statsReady: true },
      adminToken,
    );
    expect(on).toEqual({ id: ecozone101, code: '10.1', statsReady: true });
    expect(await statistics()).toEqual(before);
  });

  it('changes no stored fact of the records: their statistics facts stay as a full refresh computes them', async () => {
    await rest(app, 'PUT', `/api/biomev2ecosystemv2ecozones/statsready/${ecozone101}/false`, undefined, adminToken);
    try {
      const changed = await withDatabase(app.database.url, async (client) => {
        await client.query('begin');
        try {
          const facts = `select id, statistics_usable, statistics_biome_id, statistics_ecozone_id from valuation
                         where notes like '${marker}%' order by id`;
          const stored = (await client.query(facts)).rows;
          await client.query('select refresh_valuation_statistics(null)');
          const refreshed = (await client.query(facts)).rows;
          return { stored, refreshed };
        } finally {
          await client.query('rollback');
        }
      });
      expect(changed.stored).toHaveLength(fixture.length);
      expect(changed.refreshed).toEqual(changed.stored);
    } finally {
      await rest(app, 'PUT', `/api/biomev2ecosystemv2ecozones/statsready/${ecozone101}/true`, undefined, adminToken);
    }
  });
});

describe('refusals', () => {
  it('is for administrators only', async () => {
    const path = `/api/biomev2ecosystemv2ecozones/statsready/${ecozone101}/false`;
    expect((await rest(app, 'PUT', path)).status).toBe(401);
    expect((await rest(app, 'PUT', path, undefined, analystToken)).status).toBe(403);
    const { errors } = await graphql(app, setStatsReady, { id: ecozone101, statsReady: false }, analystToken);
    expect(errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await statistics()).ecozones.map((group) => group.code)).toEqual(['10.1', '10.2']);
  });

  it('answers 404 for an entry that does not exist and 400 for a value that is not true or false', async () => {
    const missing = await rest<{ title: string }>(
      app,
      'PUT',
      '/api/biomev2ecosystemv2ecozones/statsready/999999/true',
      undefined,
      adminToken,
    );
    expect(missing.status).toBe(404);
    const notBoolean = await rest<{ title: string }>(
      app,
      'PUT',
      `/api/biomev2ecosystemv2ecozones/statsready/${ecozone101}/maybe`,
      undefined,
      adminToken,
    );
    expect(notBoolean.status).toBe(400);
    expect(notBoolean.body.title).toBe('value must be true or false');
  });
});
