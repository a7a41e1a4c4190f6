// The standardisation checks across the database (issue 37): for editors in chief and administrators, a page of the
// records the checks flag, filtered by check and country, and its CSV download.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from '../../api/src/app.ts';
import { startTestApp } from '../support/app.ts';
import { parseCsv } from '../support/esvd-export.ts';
import { graphql, graphqlData, loginAsDemoUser, rest } from '../support/http.ts';
import { insertStudies, withDatabase } from './search-fixtures.ts';

interface FlaggedRecord {
  valueId: number;
  studyId: number;
  countries: string[];
  intPerHectarePerYear: number | null;
  computed: number | null;
  summary: string;
  warnings: { code: string; field: string; message: string }[];
}

interface ChecksPage {
  totalCount: number;
  items: FlaggedRecord[];
  vintage: string;
  series: string[];
  attribution: string;
}

const checksQuery = `query ($code: String, $country: String, $offset: Int, $limit: Int) {
  standardisationChecks(code: $code, country: $country, offset: $offset, limit: $limit) {
    totalCount vintage series attribution
    items { valueId studyId countries intPerHectarePerYear computed summary warnings { code field message } }
  }
}`;

const discountRateRecord = 99400000001;

let app: RunningApp;
let editorToken: string;

const checks = async (variables: Record<string, unknown>, token = editorToken) =>
  (await graphqlData<{ standardisationChecks: ChecksPage }>(app, checksQuery, variables, token)).standardisationChecks;

beforeAll(async () => {
  app = await startTestApp();
  editorToken = await loginAsDemoUser(app, 'editorInChief');
  await insertStudies(app.database.url, [
    {
      studyId: 994000,
      title: 'Standardisation checks fixture',
      valuations: [{ valueId: discountRateRecord, countries: ['KEN'], value: 5000 }],
    },
  ]);
  // A present value of 1000 KES (2010 prices) per hectare over 20 years, its discount rate typed as a percentage.
  await withDatabase(app.database.url, (client) =>
    client.query(
      `update valuation set original_value = 1000, value_year = 2010, present_value_year = 20,
         present_value_discount_rate = 12.5,
         currency_id = (select id from ref_currency where code = 'KES'),
         spatial_unit_id = (select id from ref_unit_of_measure where label = 'hectare'),
         temporal_unit_id = (select id from ref_temporal_unit where label = 'present value')
       where value_id = $1`,
      [discountRateRecord],
    ),
  );
});

afterAll(async () => {
  await app?.stop();
});

describe('standardisationChecks', () => {
  it('finds the record whose discount rate is above 1, naming the field, with the vintage in use', async () => {
    const page = await checks({ code: 'discount-rate-above-one', country: 'KEN', limit: 1000 });
    expect(page).toMatchObject({
      vintage: '2021-10',
      series: ['NY.GDP.DEFL.ZS', 'PA.NUS.PPP'],
      attribution: 'World Bank, World Development Indicators (CC BY 4.0), vintage 2021-10',
    });
    expect(page.totalCount).toBe(page.items.length);
    const found = page.items.find((item) => item.valueId === discountRateRecord);
    expect(found).toMatchObject({
      studyId: 994000,
      countries: ['KEN'],
      intPerHectarePerYear: 5000,
      warnings: expect.arrayContaining([
        {
          code: 'discount-rate-above-one',
          field: 'presentValueDiscountRate',
          message: 'Present Value Discount Rate 12.5 is above 1, probably a percentage',
        },
      ]),
    });
    expect(found!.computed).toBeGreaterThan(0);
    expect(found!.summary).toMatch(/^differs \d+%: Present Value Discount Rate 12.5 is above 1/);
    expect(
      page.items.every((item) => item.warnings.some((warning) => warning.code === 'discount-rate-above-one')),
    ).toBe(true);
  });

  it('filters by country and pages', async () => {
    const elsewhere = await checks({ code: 'discount-rate-above-one', country: 'NLD', limit: 1000 });
    expect(elsewhere.items.map((item) => item.valueId)).not.toContain(discountRateRecord);
    const all = await checks({ limit: 3 });
    expect(all.items.length).toBeLessThanOrEqual(3);
    if (all.totalCount > 3) {
      const next = await checks({ offset: 3, limit: 3 });
      expect(next.totalCount).toBe(all.totalCount);
      expect(next.items[0].valueId).toBeGreaterThan(all.items[2].valueId);
    }
  });

  it('refuses an unknown check or country with a message', async () => {
    const { errors } = await graphql(app, checksQuery, { code: 'no-such-check' }, editorToken);
    expect(errors?.[0].message).toContain('code is one of');
    const country = await graphql(app, checksQuery, { country: 'Kenya' }, editorToken);
    expect(country.errors?.[0].message).toContain('ISO 3166-1 alpha-3');
  });

  it('is refused to basic users and visitors', async () => {
    const basic = await graphql(app, checksQuery, {}, await loginAsDemoUser(app, 'basic'));
    expect(basic.data).toBeNull();
    expect(basic.errors?.length).toBeGreaterThan(0);
    expect(
      (await rest(app, 'GET', '/api/standardisation-checks/csv', undefined, await loginAsDemoUser(app, 'basic')))
        .status,
    ).toBe(403);
    expect((await rest(app, 'GET', '/api/standardisation-checks/csv')).status).toBe(401);
  });
});

describe('the CSV download', () => {
  it('holds the flagged records with the fields the warnings name and the vintage', async () => {
    const response = await rest<string>(
      app,
      'GET',
      '/api/standardisation-checks/csv?code=discount-rate-above-one&country=KEN',
      undefined,
      editorToken,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/filename="ESVD_standardisation_checks_.*\.csv"/);
    const [header, ...records] = parseCsv(response.body.replace(/^\uFEFF/, ''));
    expect(header).toContain('Standardisation check');
    const row = Object.fromEntries(
      header.map((name, index) => [name, records.find((record) => record[0] === String(discountRateRecord))![index]]),
    );
    expect(row).toMatchObject({
      StudyId: '994000',
      Country_Codes: 'KEN',
      'Int$ Per Hectare Per Year': '5000',
      Fields: expect.stringContaining('presentValueDiscountRate'),
      'World Bank vintage': '2021-10',
    });
  });

  it('refuses an unknown check with a 400 and the message', async () => {
    const response = await rest<{ title?: string; errors?: { message: string }[] }>(
      app,
      'GET',
      '/api/standardisation-checks/csv?code=nonsense',
      undefined,
      editorToken,
    );
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain('code is one of');
  });
});
