// Database search (issue 4): every filter kind, OR within a filter and AND across filters, hierarchy codes
// matching their descendants, free text words and "exact phrases", the spec's refusals, sorting and paging,
// keyset pulls, the result columns, and who may search. Fixture studies are written with SQL next to the
// demo data; every answer is checked both for the fixture records it must hold and, row by row, for
// records that break the filter.
import { searchMessages } from '@esvd/schema/rules/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from '../../api/src/app.ts';
import { startTestApp } from '../support/app.ts';
import { graphql, graphqlData, loginAsDemoUser, rest } from '../support/http.ts';
import { insertStudies, referenceIds, withDatabase } from './search-fixtures.ts';

interface Row {
  valueId: number;
  studyId: number;
  countries: string[];
  countryCodes: string[];
  continent: string | null;
  protectionStatus: string | null;
  teebCodes: string[];
  teebSubCodes: string[];
  ecosystemServices: string[];
  cicesCodes: string[];
  seeaCodes: string[];
  biomes: string[];
  biomeCodes: string[];
  ecozoneCodes: string[];
  ecosystemCodes: string[];
  valuationMethodCodes: string[];
  intPerHectarePerYear: number | null;
  title: string;
  authors: string;
  reviewed: boolean;
  studyLocation: string | null;
}

const rowFields = `valueId studyId countries countryCodes continent protectionStatus teebCodes teebSubCodes
  ecosystemServices cicesCodes seeaCodes biomes biomeCodes ecozoneCodes ecosystemCodes valuationMethodCodes
  intPerHectarePerYear title authors reviewed studyLocation`;

const fixture = {
  mangrove: 99000100001,
  reef: 99000100002,
  household: 99000100003,
  transfer: 99000100004,
  unpublished: 99000200001,
};
const fixtureIds = new Set(Object.values(fixture));

let app: RunningApp;
let token: string;
/** Reference ids by code, as the filters take them. */
const ids: Record<string, number> = {};

async function idOf(table: string, code: string, key = `${table}:${code}`) {
  [ids[key]] = await referenceIds(app.database.url, table, [code]);
}

beforeAll(async () => {
  app = await startTestApp();
  token = await loginAsDemoUser(app, 'basic');
  await insertStudies(app.database.url, [
    {
      studyId: 990001,
      title: 'Coastal livelihoods of the Swahili coast',
      authors: 'Okello, P., Mwangi, T.',
      valuations: [
        {
          valueId: fixture.mangrove,
          countries: ['KEN'],
          services: ['1/11'],
          ciceses: ['1.1.1.1'],
          habitats: ['2.4.2'],
          methods: ['MP'],
          continent: 'AF',
          protectionStatus: 'protected',
          value: 500,
          ecosystemDescription: 'Mangrove restoration benefits for fisheries',
          studyLocation: 'Lamu',
        },
        {
          valueId: fixture.reef,
          countries: ['TZA'],
          services: ['19'],
          ciceses: ['3.1.1.1'],
          methods: ['TC'],
          continent: 'AF',
          protectionStatus: 'no-protection',
          value: 20,
          ecosystemDescription: 'Coral reef diving',
          notes: 'About 50% of visitors dive',
          studyLocation: 'Zanzibar',
        },
        {
          valueId: fixture.household,
          countries: ['KEN', 'TZA'],
          services: ['1'],
          habitats: ['2', '2.4'],
          methods: ['CV', 'CE'],
          continent: 'AF',
          value: null,
          ecosystemDescription: 'Household survey of fish catch',
        },
        {
          valueId: fixture.transfer,
          countries: ['UGA'],
          services: ['1/12'],
          seeas: ['1.1'],
          methods: ['VT'],
          continent: 'AF',
          value: 7,
          ecosystemDescription: 'Transferred value of game meat',
        },
      ],
    },
    {
      studyId: 990002,
      title: 'Unpublished mangrove study',
      published: false,
      valuations: [
        {
          valueId: fixture.unpublished,
          countries: ['KEN'],
          services: ['1'],
          continent: 'AF',
          value: 1,
          ecosystemDescription: 'Mangrove restoration benefits',
        },
      ],
    },
  ]);
  for (const code of ['KEN', 'TZA', 'UGA']) await idOf('ref_country', code);
  for (const code of ['1', '1/11', '19']) await idOf('ref_ecosystem_service', code);
  for (const code of ['1', '3']) await idOf('ref_cices_class', code);
  for (const code of ['1']) await idOf('ref_seea', code);
  for (const code of ['2', '2.4', '2.4.2']) await idOf('ref_biome_v2_ecosystem_v2_ecozone', code);
  for (const code of ['CV', 'TC', 'MP']) await idOf('ref_valuation_method', code);
  await idOf('ref_continent', 'AF');
  await idOf('ref_protection_status', 'protected');
});

afterAll(async () => {
  await app?.stop();
});

type Filter = Record<string, unknown>;

/** Every record a search finds (one page of up to 1000 is enough for the test database). */
async function search(filter: Filter): Promise<Row[]> {
  const data = await graphqlData<{ valuations: { items: Row[]; totalCount: number } }>(
    app,
    `query Search($filter: ValuationFilter!) {
      valuations(filter: $filter, limit: 1000) { totalCount items { ${rowFields} } }
    }`,
    { filter },
    token,
  );
  expect(data.valuations.items).toHaveLength(data.valuations.totalCount);
  return data.valuations.items;
}

/** The fixture records among a search's results. */
const fixtureFound = (rows: Row[]) =>
  rows
    .map((row) => row.valueId)
    .filter((valueId) => fixtureIds.has(valueId))
    .sort();

const sorted = (...valueIds: number[]) => [...valueIds].sort();

/** A hierarchy code matches itself and its descendants: "2" matches "2", "2.4", "2.4.2". */
const within = (codes: string[], chosen: string) =>
  codes.some((code) => code === chosen || code.startsWith(`${chosen}.`));

describe('each filter kind', () => {
  it('countries: values within one filter are OR-ed', async () => {
    const kenya = await search({ countries: [ids['ref_country:KEN']] });
    expect(fixtureFound(kenya)).toEqual(sorted(fixture.mangrove, fixture.household));
    expect(kenya.every((row) => row.countryCodes.includes('KEN'))).toBe(true);

    const either = await search({ countries: [ids['ref_country:KEN'], ids['ref_country:TZA']] });
    expect(fixtureFound(either)).toEqual(sorted(fixture.mangrove, fixture.reef, fixture.household));
    expect(either.every((row) => row.countryCodes.includes('KEN') || row.countryCodes.includes('TZA'))).toBe(true);
  });

  it('protection statuses and continents filter on the record itself', async () => {
    const protectedRows = await search({ protectionStatuses: [ids['ref_protection_status:protected']] });
    expect(fixtureFound(protectedRows)).toEqual([fixture.mangrove]);
    expect(protectedRows.every((row) => row.protectionStatus === 'Protected')).toBe(true);

    const africa = await search({ continents: [ids['ref_continent:AF']] });
    expect(fixtureFound(africa)).toEqual(sorted(fixture.mangrove, fixture.reef, fixture.household, fixture.transfer));
    expect(africa.every((row) => row.continent === 'Africa')).toBe(true);
  });

  it('valuation methods', async () => {
    const rows = await search({ valuationMethods: [ids['ref_valuation_method:CV'], ids['ref_valuation_method:TC']] });
    expect(fixtureFound(rows)).toEqual(sorted(fixture.reef, fixture.household));
    expect(rows.every((row) => row.valuationMethodCodes.some((code) => code === 'CV' || code === 'TC'))).toBe(true);
  });

  it('TEEB services: a service matches its sub-services, a sub-service only itself', async () => {
    const food = await search({ ecosystemServices: [ids['ref_ecosystem_service:1']] });
    expect(fixtureFound(food)).toEqual(sorted(fixture.mangrove, fixture.household, fixture.transfer));
    expect(food.every((row) => row.teebCodes.includes('1'))).toBe(true);

    const fish = await search({ ecosystemServices: [ids['ref_ecosystem_service:1/11']] });
    expect(fixtureFound(fish)).toEqual([fixture.mangrove]);
    expect(fish.every((row) => row.teebSubCodes.includes('11'))).toBe(true);

    const foodOrRecreation = await search({
      ecosystemServices: [ids['ref_ecosystem_service:1'], ids['ref_ecosystem_service:19']],
    });
    expect(fixtureFound(foodOrRecreation)).toEqual(
      sorted(fixture.mangrove, fixture.reef, fixture.household, fixture.transfer),
    );
  });

  it('CICES: a section matches the classes under it', async () => {
    const rows = await search({ ciceses: [ids['ref_cices_class:1']] });
    expect(fixtureFound(rows)).toEqual([fixture.mangrove]);
    expect(rows.every((row) => row.cicesCodes.some((code) => within([code], '1')))).toBe(true);
  });

  it('ESVD 2.0 biomes, ecozones and ecosystems match down the hierarchy', async () => {
    const biome = await search({ biomeV2EcosystemV2Ecozones: [ids['ref_biome_v2_ecosystem_v2_ecozone:2']] });
    expect(fixtureFound(biome)).toEqual(sorted(fixture.mangrove, fixture.household));
    const codesOf = (row: Row) => [...row.biomeCodes, ...row.ecozoneCodes, ...row.ecosystemCodes];
    expect(biome.every((row) => within(codesOf(row), '2'))).toBe(true);

    const ecozone = await search({ biomeV2EcosystemV2Ecozones: [ids['ref_biome_v2_ecosystem_v2_ecozone:2.4']] });
    expect(fixtureFound(ecozone)).toEqual(sorted(fixture.mangrove, fixture.household));

    const ecosystem = await search({ biomeV2EcosystemV2Ecozones: [ids['ref_biome_v2_ecosystem_v2_ecozone:2.4.2']] });
    expect(fixtureFound(ecosystem)).toEqual([fixture.mangrove]);
  });

  it('SEEA classes match down the hierarchy', async () => {
    const rows = await search({ seeas: [ids['ref_seea:1']] });
    expect(fixtureFound(rows)).toEqual([fixture.transfer]);
    expect(rows.every((row) => row.seeaCodes.some((code) => within([code], '1')))).toBe(true);
  });
});

describe('filters of different kinds are AND-ed', () => {
  it('a country and a service', async () => {
    const rows = await search({
      countries: [ids['ref_country:KEN']],
      ecosystemServices: [ids['ref_ecosystem_service:1']],
    });
    expect(fixtureFound(rows)).toEqual(sorted(fixture.mangrove, fixture.household));
    expect(rows.every((row) => row.countryCodes.includes('KEN') && row.teebCodes.includes('1'))).toBe(true);
  });

  it('a country, a method and a continent', async () => {
    const rows = await search({
      countries: [ids['ref_country:TZA']],
      valuationMethods: [ids['ref_valuation_method:CV']],
      continents: [ids['ref_continent:AF']],
    });
    expect(rows.map((row) => row.valueId)).toEqual([fixture.household]);
  });

  it('three list filters at once', async () => {
    const rows = await search({
      countries: [ids['ref_country:KEN']],
      ecosystemServices: [ids['ref_ecosystem_service:1/11']],
      valuationMethods: [ids['ref_valuation_method:MP']],
    });
    expect(rows.map((row) => row.valueId)).toEqual([fixture.mangrove]);
  });
});

describe('combined list filters follow link changes at once', () => {
  // Combined list filters read every valuation's link keys, which PostgreSQL triggers derive from the links.
  const kenyaAndFood = () => ({
    countries: [ids['ref_country:KEN']],
    ecosystemServices: [ids['ref_ecosystem_service:1']],
  });
  const mangroveInKenya = `(select id from valuation where value_id = $1), (select id from ref_country where code = 'KEN')`;
  const changeLinks = (statement: string) =>
    withDatabase(app.database.url, (client) => client.query(statement, [fixture.mangrove]));

  it('a link removed, then added back, whoever writes it', async () => {
    await changeLinks(`delete from valuation_country where (valuation_id, country_id) = (${mangroveInKenya})`);
    expect(fixtureFound(await search(kenyaAndFood()))).toEqual([fixture.household]);
    await changeLinks(`insert into valuation_country (valuation_id, country_id) values (${mangroveInKenya})`);
    expect(fixtureFound(await search(kenyaAndFood()))).toEqual(sorted(fixture.mangrove, fixture.household));
  });
});

describe('free text', () => {
  it('finds words by full-text search, stemmed, in the valuation or its study, never in unpublished studies', async () => {
    expect(fixtureFound(await search({ freeText: 'mangrove' }))).toEqual([fixture.mangrove]);
    expect(fixtureFound(await search({ freeText: 'Mangroves restoring' }))).toEqual([fixture.mangrove]);
    // "Okello" is an author of the study, "fisheries" is in the valuation's description.
    expect(fixtureFound(await search({ freeText: 'Okello fisheries' }))).toEqual([fixture.mangrove]);
    expect(fixtureFound(await search({ freeText: 'Swahili' }))).toEqual(
      sorted(fixture.mangrove, fixture.reef, fixture.household, fixture.transfer),
    );
  });

  it('matches "double quoted" phrases exactly, ignoring case, with % and _ taken literally', async () => {
    expect(fixtureFound(await search({ freeText: '"MANGROVE RESTORATION benefits"' }))).toEqual([fixture.mangrove]);
    expect(fixtureFound(await search({ freeText: '"benefits restoration"' }))).toEqual([]);
    expect(fixtureFound(await search({ freeText: '"50% of"' }))).toEqual([fixture.reef]);
    expect(fixtureFound(await search({ freeText: '"5_%"' }))).toEqual([]);
  });

  it('combines words and phrases with the other filters', async () => {
    const rows = await search({ freeText: 'fish "household survey"', countries: [ids['ref_country:TZA']] });
    expect(rows.map((row) => row.valueId)).toEqual([fixture.household]);
  });
});

describe("the spec's refusals", () => {
  it('at least one filter: 400 with the spec message, on REST and GraphQL', async () => {
    const restAnswer = await rest<{ title: string }>(app, 'GET', '/api/esvds?freeText=%20%20', undefined, token);
    expect(restAnswer.status).toBe(400);
    expect(restAnswer.body.title).toBe(searchMessages.noFilter);

    const { status, errors } = await graphql(app, '{ valuationCount(filter: {}) }', undefined, token);
    expect(status).toBe(400);
    expect(errors?.[0]?.message).toBe(searchMessages.noFilter);
  });

  it('TEEB and CICES filters are mutually exclusive', async () => {
    const query = `?ecosystemServices=${ids['ref_ecosystem_service:1']}&ciceses=${ids['ref_cices_class:1']}`;
    const { status, body } = await rest<{ title: string }>(app, 'GET', `/api/esvds/count${query}`, undefined, token);
    expect(status).toBe(400);
    expect(body.title).toBe(searchMessages.teebWithCices);
  });

  it('too many biome/ecozone filters: the spec message', async () => {
    const many = Array.from({ length: 51 }, (_, index) => index + 1);
    const { errors } = await graphql(
      app,
      'query Count($filter: ValuationFilter!) { valuationCount(filter: $filter) }',
      { filter: { biomeV2EcosystemV2Ecozones: many } },
      token,
    );
    expect(errors?.[0]?.message).toBe(searchMessages.tooManyBiomeEcozones);
  });

  it('an unknown sort column is refused rather than put into SQL', async () => {
    const { status } = await rest(app, 'GET', '/api/esvds?countries=1&sortColumn=value_id;drop', undefined, token);
    expect(status).toBe(400);
  });
});

describe('sorting and paging', () => {
  const africa = () => ({ continents: [ids['ref_continent:AF']] });
  // Two list filters: the search gathers its records once, for the count and the page alike (searchPage). The
  // fixture's four records are stored in another order than their values'.
  const eastAfricanFoodOrReefs = () => ({
    countries: [ids['ref_country:KEN'], ids['ref_country:TZA'], ids['ref_country:UGA']],
    ecosystemServices: [ids['ref_ecosystem_service:1'], ids['ref_ecosystem_service:19']],
  });

  it.each([
    ['a continent', africa],
    ['two list filters', eastAfricanFoodOrReefs],
  ])(
    'sorts on the server by a whitelisted column, empty values last, and pages never overlap: %s',
    async (_name, filter) => {
      const pageQuery = `query Page($filter: ValuationFilter!, $offset: Int) {
      valuations(filter: $filter, limit: 7, offset: $offset, sortColumn: intPerHectarePerYear, isDescend: true) {
        totalCount items { valueId intPerHectarePerYear }
      }
    }`;
      const first = await graphqlData<{ valuations: { totalCount: number; items: Row[] } }>(
        app,
        pageQuery,
        { filter: filter(), offset: 0 },
        token,
      );
      const total = first.valuations.totalCount;
      const pages: Row[] = [];
      for (let offset = 0; offset < total; offset += 7) {
        const page = await graphqlData<{ valuations: { items: Row[] } }>(
          app,
          pageQuery,
          { filter: filter(), offset },
          token,
        );
        pages.push(...page.valuations.items);
      }
      expect(pages).toHaveLength(total);
      expect(new Set(pages.map((row) => row.valueId)).size).toBe(total);
      const values = pages.map((row) => row.intPerHectarePerYear);
      // Both searches find records with a value and the household survey, which has none.
      const firstEmpty = values.indexOf(null);
      expect(firstEmpty).toBeGreaterThan(0);
      const known = values.slice(0, firstEmpty) as number[];
      expect(known).toEqual([...known].sort((a, b) => b - a));
      expect(values.slice(firstEmpty).every((value) => value === null)).toBe(true);
      const fixtureOrder = pages.map((row) => row.valueId).filter((valueId) => fixtureIds.has(valueId));
      expect(fixtureOrder).toEqual([fixture.mangrove, fixture.reef, fixture.transfer, fixture.household]);
    },
  );

  it('REST takes the spec parameter names with repeated array parameters', async () => {
    const query = `?countries=${ids['ref_country:KEN']}&countries=${ids['ref_country:TZA']}&limit=1000&sortColumn=valueid&isDescend=false`;
    const { status, body } = await rest<Row[]>(app, 'GET', `/api/esvds${query}`, undefined, token);
    expect(status).toBe(200);
    expect(fixtureFound(body)).toEqual(sorted(fixture.mangrove, fixture.reef, fixture.household));
    const valueIds = body.map((row) => row.valueId);
    expect(valueIds).toEqual([...valueIds].sort((a, b) => a - b));

    const count = await rest<number>(
      app,
      'GET',
      `/api/esvds/count?countries=${ids['ref_country:KEN']},${ids['ref_country:TZA']}`,
      undefined,
      token,
    );
    expect(count.body).toBe(body.length);
  });

  it('a keyset pull in valueId order yields every record once', async () => {
    const pullQuery = `query Pull($filter: ValuationFilter!, $after: SafeInt) {
      valuationsAfter(filter: $filter, after: $after, limit: 10) { endCursor hasMore items { valueId } }
    }`;
    const { valuationCount } = await graphqlData<{ valuationCount: number }>(
      app,
      'query Count($filter: ValuationFilter!) { valuationCount(filter: $filter) }',
      { filter: africa() },
      token,
    );
    const pulled: number[] = [];
    let after: number | null = null;
    for (;;) {
      const data: { valuationsAfter: { endCursor: number | null; hasMore: boolean; items: { valueId: number }[] } } =
        await graphqlData(app, pullQuery, { filter: africa(), after }, token);
      pulled.push(...data.valuationsAfter.items.map((item) => item.valueId));
      if (!data.valuationsAfter.hasMore) break;
      after = data.valuationsAfter.endCursor;
    }
    expect(pulled).toHaveLength(valuationCount);
    expect(pulled).toEqual([...pulled].sort((a, b) => a - b));
    expect(new Set(pulled).size).toBe(pulled.length);

    const restPage = await rest<{ items: Row[]; endCursor: number }>(
      app,
      'GET',
      `/api/esvds/after?continents=${ids['ref_continent:AF']}&after=${pulled[4]}&limit=3`,
      undefined,
      token,
    );
    expect(restPage.body.items.map((row) => row.valueId)).toEqual(pulled.slice(5, 8));
  });
});

describe('the result columns', () => {
  it('assembles names and codes of every link in SQL, in reference-list order', async () => {
    const [row] = (await search({ freeText: '"household survey"' })).filter(
      (item) => item.valueId === fixture.household,
    );
    expect(row).toMatchObject({
      studyId: 990001,
      countries: ['Kenya', 'Tanzania'],
      countryCodes: ['KEN', 'TZA'],
      teebCodes: ['1'],
      teebSubCodes: [],
      ecosystemServices: ['Food'],
      biomes: ['Coastal systems'],
      biomeCodes: ['2'],
      ecozoneCodes: ['2.4'],
      ecosystemCodes: [],
      valuationMethodCodes: ['CV', 'CE'],
      continent: 'Africa',
      intPerHectarePerYear: null,
      title: 'Coastal livelihoods of the Swahili coast',
      authors: 'Okello, P., Mwangi, T.',
      reviewed: false,
    });
  });
});

describe('who may search', () => {
  it('needs a signed-in user with access to the database', async () => {
    const anonymous = await rest(app, 'GET', `/api/esvds?countries=${ids['ref_country:KEN']}`);
    expect(anonymous.status).toBe(401);
    const { errors } = await graphql(app, '{ valuationCount(filter: { countries: [1] }) }');
    expect(errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('the external API serves a published study to a signed-in client only', async () => {
    const anonymous = await rest(app, 'GET', '/api/externalApi/study/valuations/990001');
    expect(anonymous.status).toBe(401);
    const { status, body } = await rest<Row[]>(
      app,
      'GET',
      '/api/externalApi/study/valuations/990001',
      undefined,
      token,
    );
    expect(status).toBe(200);
    expect(body.map((row) => row.valueId)).toEqual(
      sorted(fixture.mangrove, fixture.reef, fixture.household, fixture.transfer),
    );
    const unpublished = await rest(app, 'GET', '/api/externalApi/study/valuations/990002', undefined, token);
    expect(unpublished.status).toBe(404);
    // Past PostgreSQL's integer, a StudyID is refused as input, not failed on by the database.
    const tooLarge = await rest<{ title: string }>(
      app,
      'GET',
      '/api/externalApi/study/valuations/2147483648',
      undefined,
      token,
    );
    expect(tooLarge.status).toBe(400);
    expect(JSON.stringify(tooLarge.body)).toContain('studyId must be at most 2147483647.');
  });
});

describe('the public study valuations page', () => {
  it("shows a published study's valuations and markers to anyone", async () => {
    const { status, body } = await rest<{
      title: string;
      valuations: { valueId: number; studyLocation: string; intPerHectarePerYear: number | null }[];
    }>(app, 'GET', '/api/esvds/studyvaluations/990001');
    expect(status).toBe(200);
    expect(body.title).toBe('Coastal livelihoods of the Swahili coast');
    expect(body.valuations.map((row) => row.valueId)).toEqual(
      sorted(fixture.mangrove, fixture.reef, fixture.household, fixture.transfer),
    );
    expect(body.valuations.find((row) => row.valueId === fixture.household)?.intPerHectarePerYear).toBeNull();

    const data = await graphqlData<{ studyValuations: { valuations: unknown[] }; totalValuationCount: number }>(
      app,
      '{ studyValuations(studyId: 990001) { valuations { valueId } } totalValuationCount }',
    );
    expect(data.studyValuations.valuations).toHaveLength(4);
  });

  it('an unpublished or unknown study is not found', async () => {
    expect((await rest(app, 'GET', '/api/esvds/studyvaluations/990002')).status).toBe(404);
    expect((await rest(app, 'GET', '/api/esvds/studyvaluations/123456789')).status).toBe(404);
  });
});
