// Standardised values (issue 37): the World Bank series in PostgreSQL, and the public GraphQL query and REST path
// that standardise a value with them. Every expected value is worked out from the numbers of the CSV files in
// api/src/modules/standardisation/data/wdi/.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from '../../api/src/app.ts';
import { startTestApp } from '../support/app.ts';
import { graphql, graphqlData, loginAsAdmin, loginAsDemoUser, rest } from '../support/http.ts';

interface Standardisation {
  computable: boolean;
  value: number | null;
  steps: { step: string; factor: number; value: number }[];
  reasons: { code: string; field: string; message: string }[];
  warnings: { code: string; field: string; message: string }[];
  summary: string;
  currency: string | null;
  economy: string | null;
  priceYear: number;
  vintage: string;
  series: string[];
  attribution: string;
}

const standardiseQuery = `query ($input: StandardiseValueInput!) {
  standardiseValue(input: $input) {
    computable value summary currency economy priceYear vintage series attribution
    steps { step factor value }
    reasons { code field message }
    warnings { code field message }
  }
}`;

const standardise = async (input: Record<string, unknown>) =>
  (await graphqlData<{ standardiseValue: Standardisation }>(app, standardiseQuery, { input })).standardiseValue;

let app: RunningApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.stop();
});

describe('standardiseValue', () => {
  it('converts Kenya Shillings by the Kenyan deflator to 2020 and the 2020 PPP of the vintage in use', async () => {
    const result = await standardise({
      originalValue: 1000,
      currency: 'Kenya Shilling',
      valueYear: 2010,
      countries: ['KEN'],
      spatialUnit: 'hectare',
      temporalUnit: 'year',
    });
    // 2021-10: KEN deflator 2010 102.0916757, 2020 209.0258956; PPP 2020 43.9510033.
    const at2020Prices = (1000 * 209.0258956) / 102.0916757;
    expect(result).toMatchObject({
      computable: true,
      currency: 'KES',
      economy: 'KEN',
      priceYear: 2020,
      vintage: '2021-10',
      series: ['NY.GDP.DEFL.ZS', 'PA.NUS.PPP'],
      attribution: 'World Bank, World Development Indicators (CC BY 4.0), vintage 2021-10',
      reasons: [],
      warnings: [],
      summary: 'differs: Int$/ha/year is empty, computed 46.5844',
    });
    expect(result.value).toBeCloseTo(at2020Prices / 43.9510033, 9);
    expect(result.steps.map((step) => step.step)).toEqual(['to-standard-prices', 'to-international-dollars']);
    expect(result.steps[0].factor).toBeCloseTo(209.0258956 / 102.0916757, 12);
    expect(result.steps[1].factor).toBeCloseTo(1 / 43.9510033, 12);
  });

  it('applies beneficiaries and site area before the money, and checks a stored value', async () => {
    // 250 KES per household × 400 households over 80 ha = 1250 KES/ha in 2012 prices.
    const expected = (((250 * 400) / 80) * 209.0258956) / 123.7209705 / 43.9510033;
    const result = await standardise({
      originalValue: 250,
      currency: 'KES',
      valueYear: 2012,
      countries: ['KEN'],
      spatialUnit: 'total area',
      siteAreaInHectares: 80,
      temporalUnit: 'year',
      beneficiaryUnit: 'household',
      numberOfBeneficiaries: 400,
      intPerHectarePerYear: expected * 1.18,
    });
    expect(result.value).toBeCloseTo(expected, 9);
    expect(result.steps.map((step) => [step.step, step.factor])).toEqual([
      ['beneficiaries', 400],
      ['per-hectare', 1 / 80],
      ['to-standard-prices', expect.any(Number)],
      ['to-international-dollars', expect.any(Number)],
    ]);
    expect(result.summary).toBe('differs 18%');
    expect(result.warnings).toEqual([expect.objectContaining({ code: 'differs', field: 'intPerHectarePerYear' })]);
  });

  it('converts US dollars by the US deflator, in the vintage asked for', async () => {
    const input = {
      originalValue: 100,
      currency: 'United States Dollar',
      valueYear: 2005,
      countries: ['KEN'],
      spatialUnit: 'hectare',
      temporalUnit: 'year',
    };
    // USA deflator 2005 and 2020: 83.5568466 and 108.6024957 (2021-10), 83.58331418 and 108.6858649 (2024-04).
    expect((await standardise(input)).value).toBeCloseTo((100 * 108.6024957) / 83.5568466, 9);
    const revised = await standardise({ ...input, vintage: '2024-04' });
    expect(revised).toMatchObject({ vintage: '2024-04', economy: 'USA', currency: 'USD' });
    expect(revised.value).toBeCloseTo((100 * 108.6858649) / 83.58331418, 9);
  });

  it("converts a shared currency with the record's country", async () => {
    // SEN deflator 2015 101.0697846, 2020 107.9296337; PPP 2020 245.9799034.
    const result = await standardise({
      originalValue: 50_000,
      currency: 'CFA Franc BCEAO',
      valueYear: 2015,
      countries: ['SEN'],
      spatialUnit: 'hectare',
      temporalUnit: 'year',
    });
    expect(result).toMatchObject({ currency: 'XOF', economy: 'SEN' });
    expect(result.value).toBeCloseTo((50_000 * 107.9296337) / 101.0697846 / 245.9799034, 9);
  });

  it('says why a value cannot be computed, naming the fields', async () => {
    const result = await standardise({
      originalValue: 10,
      currency: 'Euro',
      valueYear: 2015,
      countries: ['FRA', 'CHE'],
      spatialUnit: 'total area',
      temporalUnit: 'one time payment',
    });
    expect(result).toMatchObject({ computable: false, value: null, currency: 'EUR', economy: null, steps: [] });
    expect(result.reasons.map(({ code, field }) => [code, field])).toEqual([
      ['no-site-area', 'siteAreaInHectares'],
      ['one-time-payment', 'temporalUnitId'],
      ['countries-with-different-currencies', 'countries'],
    ]);
    expect(result.summary).toMatch(/^not computable: Site Area in Hectares is empty/);
  });

  it('refuses bad input with a message, not a server error', async () => {
    const { data, errors } = await graphql(app, standardiseQuery, {
      input: { originalValue: 1, currency: 'KES', valueYear: 1066, spatialUnit: 'ha', temporalUnit: 'year' },
    });
    expect(data).toBeNull();
    expect(errors?.[0]).toMatchObject({
      message: 'valueYear must be 1900 or later',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const unknownVintage = await graphql(app, standardiseQuery, {
      input: {
        originalValue: 1,
        currency: 'KES',
        valueYear: 2010,
        spatialUnit: 'ha',
        temporalUnit: 'year',
        vintage: '1999-01',
      },
    });
    expect(unknownVintage.errors?.[0].message).toBe('There is no World Bank vintage 1999-01.');
  });
});

describe('GET /api/standardise', () => {
  it('answers as the GraphQL query does, reading numbers and countries from the query string', async () => {
    const query = new URLSearchParams({
      originalValue: '1000',
      currency: 'Kenya Shilling',
      valueYear: '2010',
      countries: 'KEN',
      spatialUnit: 'km2',
      temporalUnit: 'year',
      intPerHectarePerYear: '0.466',
    });
    const { status, body } = await rest<Standardisation>(app, 'GET', `/api/standardise?${query}`);
    expect(status).toBe(200);
    // 1000 KES per km2 = 10 KES per ha.
    expect(body.value).toBeCloseTo((10 * 209.0258956) / 102.0916757 / 43.9510033, 9);
    expect(body.summary).toBe('agrees');
    expect(body.attribution).toContain('World Bank, World Development Indicators (CC BY 4.0)');
  });

  it.each([
    [
      'no original value',
      'currency=KES&valueYear=2010&spatialUnit=ha&temporalUnit=year',
      'originalValue must be a number',
    ],
    [
      'a text for a number',
      'originalValue=ten&currency=KES&valueYear=2010&spatialUnit=ha&temporalUnit=year',
      'originalValue must be a number',
    ],
    [
      'a bad country code',
      'originalValue=1&currency=KES&valueYear=2010&spatialUnit=ha&temporalUnit=year&countries=KENYA',
      'countries are ISO 3166-1 alpha-3 codes (KEN, USA)',
    ],
    [
      'a negative site area',
      'originalValue=1&currency=KES&valueYear=2010&spatialUnit=total&temporalUnit=year&siteAreaInHectares=-3',
      'siteAreaInHectares must be greater than zero',
    ],
  ])('refuses %s with 400 and a message', async (_case, query, message) => {
    const { status, body } = await rest<{ title: string }>(app, 'GET', `/api/standardise?${query}`);
    expect(status).toBe(400);
    expect(body.title).toBe(message);
  });
});

describe('the vintage in use (an administrator chooses it)', () => {
  const vintagesQuery = '{ worldBankVintages { vintage downloaded inUse } }';
  const setVintage = 'mutation ($vintage: String!) { setWorldBankVintage(vintage: $vintage) { vintage inUse } }';

  it('lists the vintages, changes the one standardised values use, and refuses an unknown one', async () => {
    const admin = await loginAsAdmin(app);
    const { worldBankVintages } = await graphqlData<{
      worldBankVintages: { vintage: string; downloaded: string; inUse: boolean }[];
    }>(app, vintagesQuery, {}, admin);
    expect(worldBankVintages.map(({ vintage, inUse }) => [vintage, inUse])).toEqual([
      ['2024-04', false],
      ['2024-01', false],
      ['2021-10', true],
    ]);
    expect(worldBankVintages[0].downloaded).toMatch(/^\d{4}-\d\d-\d\d$/);

    const kenya = { originalValue: 1000, currency: 'KES', valueYear: 2010, countries: ['KEN'] };
    const input = { ...kenya, spatialUnit: 'hectare', temporalUnit: 'year' };
    try {
      const changed = await graphqlData<{ setWorldBankVintage: { vintage: string; inUse: boolean }[] }>(
        app,
        setVintage,
        { vintage: '2024-04' },
        admin,
      );
      expect(changed.setWorldBankVintage.filter((vintage) => vintage.inUse)).toEqual([
        { vintage: '2024-04', inUse: true },
      ]);
      expect((await standardise(input)).vintage).toBe('2024-04');

      const unknown = await graphql(app, setVintage, { vintage: '1999-01' }, admin);
      expect(unknown.errors?.[0]).toMatchObject({
        message: 'There is no World Bank vintage 1999-01.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      // Refused as a whole: the vintage in use stays.
      expect((await standardise(input)).vintage).toBe('2024-04');
    } finally {
      await graphqlData(app, setVintage, { vintage: '2021-10' }, admin);
    }
    expect((await standardise(input)).vintage).toBe('2021-10');

    const analyst = await loginAsDemoUser(app, 'dataAnalyst');
    const refused = await graphql(app, setVintage, { vintage: '2024-04' }, analyst);
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
