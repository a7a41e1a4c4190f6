// Summary statistics (spec 000 §9) against an independent computation written here: a fixture with a
// group of 40+ records holding outliers, a small group that keeps its extremes, and every kind of record
// the rules leave out (zero or unknown value, value transfer, two TEEB services, two biomes).
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningApp } from '../../api/src/app.ts';
import { startTestApp } from '../support/app.ts';
import { graphql, graphqlData, loginAsDemoUser, rest } from '../support/http.ts';
import { insertStudies, referenceIds, withDatabase, type ValuationFixture } from './search-fixtures.ts';

/** Only the fixture's records carry this in their notes; the searches below look for it as a phrase. */
const marker = 'stats-fixture-zq';

interface Group {
  code: string;
  label: string;
  count: number;
  mean: number;
  median: number;
  standardDeviation: number | null;
  min: number;
  max: number;
  lowerQuartile: number;
  upperQuartile: number;
  values: number[] | null;
}

interface Statistics {
  valuationCount: number;
  biomes: Group[];
  ecozones: Group[];
  biomesWithoutData: { code: string }[];
  ecozonesWithoutData: { code: string }[];
}

let nextValueId = 99100000001;
const record = (value: number | null, overrides: Partial<ValuationFixture> = {}): ValuationFixture => ({
  valueId: nextValueId++,
  value,
  habitats: ['10', '10.1'],
  services: ['8'],
  methods: ['CV'],
  notes: `${marker} record`,
  ...overrides,
});

// Biome 10 (deserts) and its stats-ready ecozone 10.1: 42 ordinary values from 10 to about 1,100 ...
const ordinary = Array.from({ length: 42 }, (_, index) => record(Math.round(10 ** (1 + index * 0.05) * 100) / 100));
// ... three outliers far outside the fences on a log scale ...
const outliers = [record(0.0001), record(1e9), record(1e12)];
const included = [
  // Two sub-services of one TEEB service count as one service.
  record(100, { services: ['1/11', '1/12'] }),
  // One biome but two ecozones: in the biome's group, in no ecozone's group.
  record(50, { habitats: ['10', '10.1', '10.2'] }),
];
const excluded = [
  record(0),
  record(null),
  record(1e6, { methods: ['VT', 'CV'] }),
  record(5e5, { services: ['8', '9'] }),
  record(70, { habitats: ['10', '10.1', '11', '11.4'] }),
];
// Biome 13 with ecozone 13.2, which is not ready for statistics: a small group keeps its extremes.
const small = [1, 10, 100, 1000, 1e9].map((value) => record(value, { habitats: ['13', '13.2'] }));

const fixtureRecords = [...ordinary, ...outliers, ...included, ...excluded, ...small];

// ---- The independent computation ----------------------------------------------------------------

/** Linear interpolation between closest ranks, as PostgreSQL's percentile_cont. */
function percentile(sortedValues: number[], fraction: number): number {
  const position = (sortedValues.length - 1) * fraction;
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  return sortedValues[lower] + (sortedValues[upper] - sortedValues[lower]) * (position - lower);
}

function expectedStatistics(values: number[]): Omit<Group, 'code' | 'label'> {
  let kept = values;
  if (values.length >= 40) {
    const magnitudes = values.map(Math.log10).sort((a, b) => a - b);
    const q1 = percentile(magnitudes, 0.25);
    const q3 = percentile(magnitudes, 0.75);
    const iqr = q3 - q1;
    kept = values.filter((value) => Math.log10(value) >= q1 - 1.5 * iqr && Math.log10(value) <= q3 + 1.5 * iqr);
  }
  const sortedValues = [...kept].sort((a, b) => a - b);
  const count = kept.length;
  const mean = kept.reduce((sum, value) => sum + value, 0) / count;
  const variance = kept.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (count - 1);
  return {
    count,
    mean,
    median: percentile(sortedValues, 0.5),
    standardDeviation: count > 1 ? Math.sqrt(variance) : null,
    min: sortedValues[0],
    max: sortedValues[count - 1],
    lowerQuartile: percentile(sortedValues, 0.25),
    upperQuartile: percentile(sortedValues, 0.75),
    // A small group's values are drawn one by one; a large group's are left out.
    values: count <= 20 ? sortedValues : null,
  };
}

/** The spec's rules applied to the fixture's own definitions: the values that count for an entry. */
function valuesOf(code: string, level: 1 | 2): number[] {
  const topServices = (services: string[]) => new Set(services.map((service) => service.split('/')[0]));
  return fixtureRecords
    .filter((item) => item.value !== null && item.value !== undefined && item.value !== 0)
    .filter((item) => !item.methods?.includes('VT'))
    .filter((item) => topServices(item.services ?? []).size === 1)
    .filter((item) => {
      const atLevel = (item.habitats ?? []).filter((habitat) => habitat.split('.').length === level);
      return atLevel.length === 1 && atLevel[0] === code;
    })
    .map((item) => item.value as number);
}

// ---------------------------------------------------------------------------------------------------

let app: RunningApp;
let token: string;
let filter: Record<string, unknown>;

beforeAll(async () => {
  app = await startTestApp();
  token = await loginAsDemoUser(app, 'basic');
  await insertStudies(app.database.url, [{ studyId: 991000, title: 'Statistics fixture', valuations: fixtureRecords }]);
  filter = {
    freeText: `"${marker}"`,
    biomeV2EcosystemV2Ecozones: await referenceIds(app.database.url, 'ref_biome_v2_ecosystem_v2_ecozone', [
      '10',
      '13',
      '12',
      '12.1',
      '13.2',
    ]),
  };
});

afterAll(async () => {
  await app?.stop();
});

async function statistics(searchFilter: Record<string, unknown>): Promise<Statistics> {
  const data = await graphqlData<{ summaryStatistics: Statistics }>(
    app,
    `query Stats($filter: ValuationFilter!) {
      summaryStatistics(filter: $filter) {
        valuationCount
        biomes { code label count mean median standardDeviation min max lowerQuartile upperQuartile values }
        ecozones { code label count mean median standardDeviation min max lowerQuartile upperQuartile values }
        biomesWithoutData { code }
        ecozonesWithoutData { code }
      }
    }`,
    { filter: searchFilter },
    token,
  );
  return data.summaryStatistics;
}

function expectGroup(actual: Group | undefined, expected: Omit<Group, 'code' | 'label'>) {
  expect(actual).toBeDefined();
  expect(actual!.count).toBe(expected.count);
  for (const key of ['mean', 'median', 'standardDeviation', 'min', 'max', 'lowerQuartile', 'upperQuartile'] as const) {
    expect(actual![key]).toBeCloseTo(expected[key] as number, 6);
  }
  expect(actual!.values).toEqual(expected.values);
}

it('matches the independent computation by biome, dropping outliers only in groups of 40 or more', async () => {
  const stats = await statistics(filter);
  expect(stats.valuationCount).toBe(fixtureRecords.length);
  expect(stats.biomes.map((group) => group.code)).toEqual(['10', '13']);

  const deserts = expectedStatistics(valuesOf('10', 1));
  // 42 ordinary + 2 included, the 3 outliers dropped by the fences.
  expect(deserts.count).toBe(44);
  expectGroup(stats.biomes[0], deserts);
  expect(stats.biomes[0].max).toBeLessThan(1e9);

  const intensive = expectedStatistics(valuesOf('13', 1));
  expect(intensive.count).toBe(5);
  expectGroup(stats.biomes[1], intensive);
  expect(stats.biomes[1].max).toBe(1e9);
});

it('reports only stats-ready ecozones, and records with exactly one ecozone', async () => {
  const stats = await statistics(filter);
  expect(stats.ecozones.map((group) => group.code)).toEqual(['10.1']);
  const semiDeserts = expectedStatistics(valuesOf('10.1', 2));
  // The record with two ecozones counts for its biome only.
  expect(semiDeserts.count).toBe(43);
  expectGroup(stats.ecozones[0], semiDeserts);
});

it('names the chosen biomes and ecozones that have no statistics', async () => {
  const stats = await statistics(filter);
  expect(stats.biomesWithoutData.map((entry) => entry.code)).toEqual(['12']);
  expect(stats.ecozonesWithoutData.map((entry) => entry.code).sort()).toEqual(['12.1', '13.2']);
});

it('answers zero valuations without statistics for a search that finds nothing', async () => {
  const stats = await statistics({ freeText: '"no-such-text-zq"' });
  expect(stats).toMatchObject({ valuationCount: 0, biomes: [], ecozones: [] });
});

it('GET /api/esvds/summarystats answers the same', async () => {
  const query = new URLSearchParams({ freeText: filter.freeText as string });
  for (const id of filter.biomeV2EcosystemV2Ecozones as number[])
    query.append('biomeV2EcosystemV2Ecozones', String(id));
  const { status, body } = await rest<Statistics>(app, 'GET', `/api/esvds/summarystats?${query}`, undefined, token);
  expect(status).toBe(200);
  const viaGraphql = await statistics(filter);
  expect(body.valuationCount).toBe(viaGraphql.valuationCount);
  expect(body.biomes.map((group) => [group.code, group.count])).toEqual(
    viaGraphql.biomes.map((group) => [group.code, group.count]),
  );
});

interface EcozoneRecordCount {
  ecozoneId: number;
  records: number;
  studies: number;
}

async function ecozoneRecordCounts(userToken: string): Promise<Map<number, EcozoneRecordCount>> {
  const data = await graphqlData<{ ecozoneRecordCounts: EcozoneRecordCount[] }>(
    app,
    'query { ecozoneRecordCounts { ecozoneId records studies } }',
    {},
    userToken,
  );
  return new Map(data.ecozoneRecordCounts.map((count) => [count.ecozoneId, count]));
}

it('counts per ecozone, for Summary Stats Admin, the published records its statistics would use', async () => {
  const adminToken = await loginAsDemoUser(app, 'admin');
  const [semiDeserts, otherDeserts, intensive] = await referenceIds(
    app.database.url,
    'ref_biome_v2_ecosystem_v2_ecozone',
    ['10.1', '10.2', '13.2'],
  );
  const before = await ecozoneRecordCounts(adminToken);
  // The fixture's 10.1 records: 42 ordinary, 3 outliers (counted: outliers are dropped only when summarising) and
  // the one of two sub-services; not the one of two ecozones, nor the excluded ones.
  expect(before.get(semiDeserts)!.records).toBeGreaterThanOrEqual(46);
  const countsOf = (counts: Map<number, EcozoneRecordCount>, id: number) =>
    counts.get(id) ?? { ecozoneId: id, records: 0, studies: 0 };

  // Outside the searches above: these records do not carry the fixture's marker.
  const counted = (value: number, habitats: string[]) => record(value, { habitats, notes: 'ecozone count record' });
  await insertStudies(app.database.url, [
    {
      studyId: 991001,
      title: 'Ecozone counts fixture',
      valuations: [
        counted(5, ['13', '13.2']),
        counted(6, ['13', '13.2']),
        counted(0, ['13', '13.2']),
        counted(8, ['10', '10.1', '10.2']),
      ],
    },
    { studyId: 991002, title: 'Unpublished fixture', published: false, valuations: [counted(9, ['13', '13.2'])] },
  ]);
  const after = await ecozoneRecordCounts(adminToken);
  expect(countsOf(after, intensive)).toEqual({
    ecozoneId: intensive,
    records: countsOf(before, intensive).records + 2,
    studies: countsOf(before, intensive).studies + 1,
  });
  expect(after.get(semiDeserts)).toEqual(before.get(semiDeserts));
  expect(countsOf(after, otherDeserts)).toEqual(countsOf(before, otherDeserts));

  const refused = await graphql(app, 'query { ecozoneRecordCounts { ecozoneId } }', {}, token);
  expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
});

it('follows every change to what it depends on, whoever writes it (PostgreSQL keeps its facts)', async () => {
  const [addsTransfer, dropsSecondService, changesValue, addsSecondBiome, deleted] = [
    ordinary[0],
    excluded[3],
    ordinary[5],
    ordinary[6],
    ordinary[7],
  ];
  await withDatabase(app.database.url, async (client) => {
    const link = (pivot: string, column: string, table: string, valueId: number, code: string) =>
      client.query(
        `insert into ${pivot} (valuation_id, ${column})
         select v.id, entry.id from valuation v, ${table} entry where v.value_id = $1 and entry.code = $2`,
        [valueId, code],
      );
    await link('valuation_valuation_method', 'valuation_method_id', 'ref_valuation_method', addsTransfer.valueId, 'VT');
    await client.query(
      `delete from valuation_ecosystem_service where valuation_id = (select id from valuation where value_id = $1)
         and ecosystem_service_id = (select id from ref_ecosystem_service where code = '9')`,
      [dropsSecondService.valueId],
    );
    await client.query('update valuation set int_per_hectare_per_year = 777 where value_id = $1', [
      changesValue.valueId,
    ]);
    await link(
      'valuation_biome_v2',
      'biome_v2ecosystem_v2ecozone_id',
      'ref_biome_v2_ecosystem_v2_ecozone',
      addsSecondBiome.valueId,
      '11',
    );
    await client.query('delete from valuation where value_id = $1', [deleted.valueId]);
  });
  addsTransfer.methods = [...(addsTransfer.methods ?? []), 'VT'];
  dropsSecondService.services = ['8'];
  changesValue.value = 777;
  addsSecondBiome.habitats = [...(addsSecondBiome.habitats ?? []), '11'];
  fixtureRecords.splice(fixtureRecords.indexOf(deleted), 1);

  const stats = await statistics(filter);
  expect(stats.valuationCount).toBe(fixtureRecords.length);
  expectGroup(stats.biomes[0], expectedStatistics(valuesOf('10', 1)));
  expectGroup(stats.ecozones[0], expectedStatistics(valuesOf('10.1', 2)));
});
