// Issue 40 item 4: a search page whose rows ask only for plain fields has its rows written as JSON by PostgreSQL
// (valuation-rows.sql.ts, `selectValuationRowsJson`) instead of completed by graphql-js. Its answer must be the one
// graphql-js gives, key for key and value for value, for every field of a row; any other selection (a directive, a
// fragment) and every operation over the websocket go the way they went before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from '../../api/src/app.ts';
import { jsonRowFields } from '../../api/src/modules/valuations/valuation-rows.sql.ts';
import { startTestApp } from '../support/app.ts';
import { authorization, graphqlData, loginAsDemoUser } from '../support/http.ts';
import { executeOverWebSocket } from '../support/subscriptions.ts';
import { insertStudies, referenceIds, withDatabase } from './search-fixtures.ts';

let app: RunningApp;
let token: string;
let rowFields: string[];
const filters: Record<string, Record<string, number[]>> = {};

/** The answer's text as sent, parsed and written again: the same text means the same keys, order and values. */
async function answerText(query: string, variables: Record<string, unknown>): Promise<string> {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...authorization(token) },
    body: JSON.stringify({ query, variables }),
  });
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return JSON.stringify(JSON.parse(text));
}

const page = (items: string, selection: string) =>
  `query Page($filter: ValuationFilter!, $offset: Int) {
    valuations(filter: $filter, limit: 1000, offset: $offset) { totalCount ${items} { ${selection} } }
  }`;
/** The same rows completed by graphql-js: a directive keeps PostgreSQL from writing them. */
const completedByGraphqlJs = (selection: string) => page('items @include(if: true)', selection);

beforeAll(async () => {
  app = await startTestApp();
  token = await loginAsDemoUser(app, 'basic');
  await insertStudies(app.database.url, [
    {
      studyId: 990101,
      title: 'Quotes " and \\ backslashes, tabs\tand ünïcödé ✓ 🌍',
      authors: 'Ørsted, Å.',
      valuations: [
        {
          // A service and its sub-service: teebCodes holds "1" once, teebServices its name once.
          valueId: 99010100001,
          countries: ['TZA', 'KEN'],
          services: ['1', '1/11', '19'],
          habitats: ['2', '2.4', '2.4.2'],
          methods: ['CV', 'CE'],
          continent: 'AF',
          value: 0.1 + 0.2,
          latitude: -1e-7,
          longitude: 36.8219,
          studyLocation: 'Line\nbreak',
          reviewed: true,
          codedDate: '2024-02-29 23:59:59.123456+00',
        },
        {
          // No continent, no links but a country: nulls and empty lists.
          valueId: 99010100002,
          countries: ['KEN'],
          value: 1e21,
          latitude: null,
          longitude: null,
          studyLocation: null,
          ecosystemDescription: null,
          codedDate: '1999-12-31 22:00:00-05',
        },
      ],
    },
  ]);
  await withDatabase(app.database.url, async (client) => {
    // Values only the database writes: every own column of a row, so that each field's JSON is compared with a value.
    await client.query(
      `update valuation set site_area = 12.5, site_area_in_hectares = 0.000125, site_length = 3, site_length_km = 3.0e-3,
         original_value = 123456789012.25, value_year = 2020, present_value_year = 2021, present_value_discount_rate = 0.035,
         number_of_beneficiaries = 1500, type_of_beneficiary = 'Fishers', secondary_data_sources = 'Report "A"',
         incl_excl_comments = 'Kept', site_condition = 'Degraded', ecosystem_service_description = 'Fish',
         valued_change = 'Loss', incl_excl = null, reviewed_date = '2025-01-02 03:04:05.6+00'
       where value_id = 99010100001`,
    );
  });
  filters.continents = {
    continents: await referenceIds(app.database.url, 'ref_continent', ['AF', 'AS', 'EU', 'NA', 'SA', 'OC']),
  };
  filters.kenya = { countries: await referenceIds(app.database.url, 'ref_country', ['KEN']) };
  const introspected = await graphqlData<{ __type: { fields: { name: string }[] } }>(
    app,
    '{ __type(name: "ValuationRow") { fields { name } } }',
  );
  rowFields = introspected.__type.fields.map((field) => field.name);
});

afterAll(async () => {
  await app?.stop();
});

describe('a search page written as JSON by PostgreSQL', () => {
  it('has a JSON form for every field of a row, so that any plain selection is written by PostgreSQL', () => {
    expect(rowFields.length).toBeGreaterThan(50);
    expect(rowFields.filter((field) => !jsonRowFields.has(field))).toEqual([]);
  });

  it('answers every field of every row as graphql-js completes it, key for key', async () => {
    const selection = ['__typename', ...rowFields].join(' ');
    for (const [name, filter] of Object.entries(filters)) {
      const variables = { filter, offset: 0 };
      const written = await answerText(page('items', selection), variables);
      const completed = await answerText(completedByGraphqlJs(selection), variables);
      expect(written, name).toBe(completed);
      expect(JSON.parse(written).data.valuations.items.length, name).toBeGreaterThan(1);
    }
    const edge = JSON.parse(await answerText(page('items', selection), { filter: filters.kenya })).data.valuations
      .items;
    const first = edge.find((row: { valueId: number }) => row.valueId === 99010100001);
    expect(first).toMatchObject({
      __typename: 'ValuationRow',
      teebCodes: ['1', '19'],
      countries: ['Kenya', 'Tanzania'],
      originalValue: 123456789012.25,
      intPerHectarePerYear: 0.30000000000000004,
      latitude: -1e-7,
      codedDate: '2024-02-29T23:59:59.123Z',
      reviewedDate: '2025-01-02T03:04:05.600Z',
      studyLocation: 'Line\nbreak',
      inclExcl: null,
    });
    const second = edge.find((row: { valueId: number }) => row.valueId === 99010100002);
    expect(second).toMatchObject({ continent: null, biomes: [], teebCodes: [], codedDate: '2000-01-01T03:00:00.000Z' });
  });

  it('keeps aliases, __typename and the order of keys as asked, and the page beyond the rows', async () => {
    const selection = 'b: title __typename a: id valueId countryNames: countries';
    const query = `query Page($filter: ValuationFilter!) {
      __typename first: valuations(filter: $filter, limit: 3) { __typename rows: items { ${selection} } totalCount }
      second: valuations(filter: $filter, limit: 2, offset: 1) { items { id } }
    }`;
    const fallback = query
      .replace('rows: items', 'rows: items @include(if: true)')
      .replace('{ items', '{ items @skip(if: false)');
    const written = await answerText(query, { filter: filters.kenya });
    expect(written).toBe(await answerText(fallback, { filter: filters.kenya }));
    const { data } = JSON.parse(written);
    expect(Object.keys(data.first)).toEqual(['__typename', 'rows', 'totalCount']);
    expect(Object.keys(data.first.rows[0])).toEqual(['b', '__typename', 'a', 'valueId', 'countryNames']);
    expect(data.second.items.map((row: { id: number }) => row.id)).toEqual(
      data.first.rows.slice(1, 3).map((row: { a: number }) => row.a),
    );
  });

  it('answers an empty page with no rows', async () => {
    const written = await answerText(page('items', 'id title'), {
      filter: { ...filters.kenya, freeText: 'zzqqxxnothing' },
    });
    expect(JSON.parse(written).data.valuations).toEqual({ totalCount: 0, items: [] });
  });

  it('answers the same over the websocket, where graphql-js completes the rows', async () => {
    const selection = ['__typename', ...rowFields].join(' ');
    const overHttp = await answerText(page('items', selection), { filter: filters.kenya, offset: 0 });
    const overSocket = await executeOverWebSocket(
      app,
      page('items', selection),
      { filter: filters.kenya, offset: 0 },
      token,
    );
    expect(JSON.stringify(overSocket)).toBe(overHttp);
  });
});
