import { describe, expect, it } from 'vitest';
import {
  annuityFactor,
  standardiseValue,
  type StandardisationInput,
  type StandardisationResult,
  type WorldBankFactors,
} from './engine.ts';

// Round factors, so that every expected value below is worked out by hand.
const deflators: Record<string, Record<number, number>> = {
  KEN: { 2010: 100, 2020: 200 },
  USA: { 2010: 80, 2020: 100 },
  SEN: { 2010: 90, 2020: 108 },
  CIV: { 2010: 50, 2020: 100 },
  DEU: { 2000: 80, 2020: 100 },
  FRA: { 2000: 90 },
};
const ppps: Record<string, Record<number, number>> = {
  KEN: { 2020: 40 },
  USA: { 2020: 1 },
  SEN: { 2020: 240 },
  CIV: { 2020: 250 },
  DEU: { 2020: 0.8 },
  FRA: { 2020: 0.75 },
};
const factors: WorldBankFactors = {
  vintage: '2021-10',
  deflator: (economy, year) => deflators[economy]?.[year],
  ppp: (economy, year) => ppps[economy]?.[year],
};

/** A Kenyan value of 1000 KES per hectare per year in 2010: × 200/100 to 2020 prices, ÷ 40 to Int$ = 50. */
const kenyan: StandardisationInput = {
  originalValue: 1000,
  currency: 'Kenya Shilling',
  valueYear: 2010,
  countries: ['KEN'],
  spatialUnit: 'hectare',
  siteAreaInHectares: null,
  temporalUnit: 'year',
  presentValueYear: null,
  presentValueDiscountRate: null,
  beneficiaryUnit: null,
  numberOfBeneficiaries: null,
};
const kenyanInt = 50;

const standardise = (changes: Partial<StandardisationInput>) => standardiseValue({ ...kenyan, ...changes }, factors);

function valueOf(result: StandardisationResult): number {
  if (!result.computable)
    throw new Error(`not computable: ${result.reasons.map((reason) => reason.message).join('; ')}`);
  return result.value;
}

function refusalsOf(result: StandardisationResult) {
  if (result.computable) throw new Error(`computed ${result.value}`);
  return result.reasons.map(({ code, field }) => ({ code, field }));
}

describe('standardiseValue: money', () => {
  it("converts local currency by the country's deflator to 2020, then its 2020 PPP, keeping each factor", () => {
    const result = standardise({});
    expect(result).toEqual({
      computable: true,
      value: kenyanInt,
      currency: 'KES',
      economy: 'KEN',
      priceYear: 2020,
      vintage: '2021-10',
      steps: [
        {
          step: 'to-standard-prices',
          factor: 2,
          value: 2000,
          description: expect.stringContaining('KEN GDP deflator'),
        },
        { step: 'to-international-dollars', factor: 1 / 40, value: 50, description: expect.stringContaining('PPP 40') },
      ],
    });
  });

  it('converts US dollars by the US deflator (PPP 1), whatever the country', () => {
    // 800 × 100/80 = 1000
    expect(valueOf(standardise({ originalValue: 800, currency: 'United States Dollar', countries: ['KEN'] }))).toBe(
      1000,
    );
  });

  it('reads the ISO 4217 code and any case as well as the ESVD name', () => {
    expect(valueOf(standardise({ currency: 'KES' }))).toBe(kenyanInt);
    expect(valueOf(standardise({ currency: '  kenya   shilling ' }))).toBe(kenyanInt);
  });

  it("converts a shared currency with the record's country", () => {
    // Senegal: 2400 XOF × 108/90 = 2880, ÷ 240 = 12; Côte d'Ivoire: 2400 × 100/50 = 4800, ÷ 250 = 19.2
    const senegal = standardise({ originalValue: 2400, currency: 'CFA Franc BCEAO', countries: ['SEN'] });
    expect(valueOf(senegal)).toBeCloseTo(12, 12);
    expect(senegal).toMatchObject({ currency: 'XOF', economy: 'SEN' });
    expect(valueOf(standardise({ originalValue: 2400, currency: 'XOF', countries: ['CIV'] }))).toBeCloseTo(19.2, 12);
  });

  it('converts a currency the euro replaced at its fixed rate first', () => {
    // 195.583 DEM ÷ 1.95583 = 100 EUR, × 100/80 = 125, ÷ 0.8 = 156.25
    const result = standardise({
      originalValue: 195.583,
      currency: 'Germany Deutsche Mark',
      valueYear: 2000,
      countries: ['DEU'],
    });
    expect(valueOf(result)).toBeCloseTo(156.25, 10);
    expect(result.computable && result.steps.map((step) => step.step)).toEqual([
      'to-euro',
      'to-standard-prices',
      'to-international-dollars',
    ]);
  });

  it('refuses an unknown or empty currency', () => {
    expect(refusalsOf(standardise({ currency: 'Kenya Shillings' }))).toEqual([
      { code: 'unknown-currency', field: 'currencyId' },
    ]);
    expect(refusalsOf(standardise({ currency: ' ' }))).toEqual([{ code: 'no-currency', field: 'currencyId' }]);
  });

  it('refuses a shared currency without a country, or in a country that does not use it', () => {
    expect(refusalsOf(standardise({ currency: 'Euro', countries: [] }))).toEqual([
      { code: 'no-country', field: 'countries' },
    ]);
    expect(refusalsOf(standardise({ currency: 'Euro', countries: ['KEN'] }))).toEqual([
      { code: 'country-outside-currency', field: 'countries' },
    ]);
  });

  it('refuses a record spanning countries with different currencies, or several economies of one currency', () => {
    expect(refusalsOf(standardise({ currency: 'Euro', countries: ['FRA', 'CHE'] }))).toEqual([
      { code: 'countries-with-different-currencies', field: 'countries' },
    ]);
    expect(refusalsOf(standardise({ currency: 'Euro', countries: ['FRA', 'DEU'] }))).toEqual([
      { code: 'several-economies', field: 'countries' },
    ]);
    // The issuer of a currency of its own decides, whatever the countries.
    expect(valueOf(standardise({ countries: ['KEN', 'UGA'] }))).toBe(kenyanInt);
  });

  it('refuses a value without a value year, or without a World Bank factor, naming each missing factor', () => {
    expect(refusalsOf(standardise({ valueYear: null }))).toEqual([{ code: 'no-value-year', field: 'valueYear' }]);
    expect(refusalsOf(standardise({ valueYear: 1985 }))).toEqual([{ code: 'missing-factor', field: 'valueYear' }]);
    const france = standardise({ currency: 'Euro', countries: ['FRA'], valueYear: 2000 });
    expect(refusalsOf(france)).toEqual([{ code: 'missing-factor', field: 'currencyId' }]);
    expect(!france.computable && france.reasons[0].message).toBe(
      "the World Bank's GDP deflator for FRA in 2020 is missing (vintage 2021-10)",
    );
  });
});

describe('standardiseValue: per hectare', () => {
  it.each([
    ['hectare', 1000, kenyanInt],
    ['ha', 1000, kenyanInt],
    // 100 000 per km2 ÷ 100 = 1000 per ha
    ['km2', 100_000, kenyanInt],
    // 404.7 per acre ÷ 0.4047 = 1000 per ha
    ['acre', 404.7, kenyanInt],
  ])('divides a value per %s by its hectares', (spatialUnit, originalValue, expected) => {
    expect(valueOf(standardise({ spatialUnit, originalValue }))).toBeCloseTo(expected, 10);
  });

  it.each(['total area', 'total', 'Total Area'])('divides a value for the %s by the site area', (spatialUnit) => {
    // 250 000 over 250 ha = 1000 per ha
    const result = standardise({ spatialUnit, originalValue: 250_000, siteAreaInHectares: 250 });
    expect(valueOf(result)).toBeCloseTo(kenyanInt, 10);
    expect(result.computable && result.steps[0]).toMatchObject({ step: 'per-hectare', factor: 1 / 250, value: 1000 });
  });

  it('refuses a total without a site area', () => {
    expect(refusalsOf(standardise({ spatialUnit: 'total area', siteAreaInHectares: null }))).toEqual([
      { code: 'no-site-area', field: 'siteAreaInHectares' },
    ]);
  });

  it('refuses a value per length, an unknown unit and none', () => {
    expect(refusalsOf(standardise({ spatialUnit: 'km' }))).toEqual([
      { code: 'spatial-unit-is-length', field: 'spatialUnitId' },
    ]);
    expect(refusalsOf(standardise({ spatialUnit: 'furlong' }))).toEqual([
      { code: 'unknown-spatial-unit', field: 'spatialUnitId' },
    ]);
    expect(refusalsOf(standardise({ spatialUnit: null }))).toEqual([
      { code: 'no-spatial-unit', field: 'spatialUnitId' },
    ]);
  });
});

describe('standardiseValue: beneficiaries', () => {
  it('multiplies a value per household or person by their number', () => {
    // 2 per household × 500 households = 1000
    const result = standardise({ originalValue: 2, beneficiaryUnit: 'household', numberOfBeneficiaries: 500 });
    expect(valueOf(result)).toBe(kenyanInt);
    expect(result.computable && result.steps[0]).toMatchObject({ step: 'beneficiaries', factor: 500, value: 1000 });
    expect(valueOf(standardise({ originalValue: 4, beneficiaryUnit: 'person', numberOfBeneficiaries: 250 }))).toBe(
      kenyanInt,
    );
  });

  it('takes a total as it is', () => {
    expect(valueOf(standardise({ beneficiaryUnit: 'total', numberOfBeneficiaries: 500 }))).toBe(kenyanInt);
  });

  it('refuses a value per household without their number', () => {
    expect(refusalsOf(standardise({ beneficiaryUnit: 'households', numberOfBeneficiaries: null }))).toEqual([
      { code: 'no-beneficiary-count', field: 'numberOfBeneficiaries' },
    ]);
  });
});

describe('standardiseValue: per year', () => {
  it('takes a value per year as it is, and multiplies one per month, week or day', () => {
    expect(valueOf(standardise({ temporalUnit: 'year' }))).toBe(kenyanInt);
    expect(valueOf(standardise({ temporalUnit: 'month', originalValue: 1000 / 12 }))).toBeCloseTo(kenyanInt, 10);
    expect(valueOf(standardise({ temporalUnit: 'week', originalValue: 1000 / 52 }))).toBeCloseTo(kenyanInt, 10);
    expect(valueOf(standardise({ temporalUnit: 'day', originalValue: 1000 / 365 }))).toBeCloseTo(kenyanInt, 10);
  });

  it('takes a value per trip/visit times the visits a year', () => {
    // 5 per visit × 200 visits a year = 1000
    const result = standardise({
      temporalUnit: 'trip/visit',
      originalValue: 5,
      beneficiaryUnit: 'visit',
      numberOfBeneficiaries: 200,
    });
    expect(valueOf(result)).toBe(kenyanInt);
  });

  it('spreads a present value over its horizon by the annuity factor r / (1 - (1 + r)^-n)', () => {
    // r = 0.1, n = 2: 0.1 / (1 - 1/1.21) = 0.1 × 1.21 / 0.21 = 0.576190476...
    expect(annuityFactor(0.1, 2)).toBeCloseTo(0.121 / 0.21, 14);
    // At r = 0 the n payments sum to the present value: 1/n each.
    expect(annuityFactor(0, 4)).toBe(0.25);
    const originalValue = 1000 / (0.121 / 0.21);
    const result = standardise({
      temporalUnit: 'present value',
      originalValue,
      presentValueYear: 2,
      presentValueDiscountRate: 0.1,
    });
    expect(valueOf(result)).toBeCloseTo(kenyanInt, 10);
    expect(result.computable && result.steps[0].step).toBe('per-year');
  });

  it('reads a discount rate above 1 as a percentage', () => {
    const result = standardise({
      temporalUnit: 'present value',
      originalValue: 1000 / (0.121 / 0.21),
      presentValueYear: 2,
      presentValueDiscountRate: 10,
    });
    expect(valueOf(result)).toBeCloseTo(kenyanInt, 10);
    expect(result.computable && result.steps[0].description).toContain('10 read as a percentage');
  });

  it('refuses a present value without its horizon or discount rate', () => {
    expect(
      refusalsOf(
        standardise({ temporalUnit: 'present value', presentValueYear: null, presentValueDiscountRate: null }),
      ),
    ).toEqual([
      { code: 'no-present-value-horizon', field: 'presentValueYear' },
      { code: 'no-discount-rate', field: 'presentValueDiscountRate' },
    ]);
  });

  it('refuses a one-time payment, a season, an unknown unit and none', () => {
    expect(refusalsOf(standardise({ temporalUnit: 'one time payment' }))).toEqual([
      { code: 'one-time-payment', field: 'temporalUnitId' },
    ]);
    expect(refusalsOf(standardise({ temporalUnit: 'season' }))).toEqual([
      { code: 'unstated-length', field: 'temporalUnitId' },
    ]);
    expect(refusalsOf(standardise({ temporalUnit: 'fortnight' }))).toEqual([
      { code: 'unknown-temporal-unit', field: 'temporalUnitId' },
    ]);
    expect(refusalsOf(standardise({ temporalUnit: null }))).toEqual([
      { code: 'no-temporal-unit', field: 'temporalUnitId' },
    ]);
  });
});

describe('standardiseValue: the whole chain', () => {
  it('applies beneficiaries, area, time and money in turn', () => {
    // 10 per household per month × 300 households = 3000, ÷ 12 ha = 250, × 12 = 3000, × 200/100 = 6000, ÷ 40 = 150
    const result = standardise({
      originalValue: 10,
      beneficiaryUnit: 'household',
      numberOfBeneficiaries: 300,
      spatialUnit: 'total area',
      siteAreaInHectares: 12,
      temporalUnit: 'month',
    });
    expect(valueOf(result)).toBeCloseTo(150, 10);
    expect(result.computable && result.steps.map(({ step, value }) => [step, value])).toEqual([
      ['beneficiaries', 3000],
      ['per-hectare', 250],
      ['per-year', 3000],
      ['to-standard-prices', 6000],
      ['to-international-dollars', 150],
    ]);
  });

  it('gives every reason at once', () => {
    expect(
      refusalsOf(
        standardise({ originalValue: null, temporalUnit: 'one time payment', spatialUnit: 'total', currency: null }),
      ).map((reason) => reason.code),
    ).toEqual(['no-original-value', 'no-site-area', 'one-time-payment', 'no-currency']);
  });

  it('computes a zero value as zero', () => {
    expect(valueOf(standardise({ originalValue: 0 }))).toBe(0);
  });
});
