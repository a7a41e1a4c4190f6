import { describe, expect, it } from 'vitest';
import { standardisationChecks, standardisationSummary, type StandardisationCheckInput } from './checks.ts';
import { standardiseValue, type WorldBankFactors } from './engine.ts';

// Kenya: 2020 prices twice the 2010 ones, 40 KES per Int$; 1000 KES per ha per year in 2010 is 50 Int$.
const factors: WorldBankFactors = {
  vintage: '2021-10',
  deflator: (economy, year) => (economy === 'KEN' ? { 2010: 100, 2020: 200 }[year] : undefined),
  ppp: (economy, year) => (economy === 'KEN' && year === 2020 ? 40 : undefined),
};

const record: StandardisationCheckInput = {
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
  intPerHectarePerYear: 50,
  published: true,
};

function check(changes: Partial<StandardisationCheckInput>) {
  const checked = { ...record, ...changes };
  const result = standardiseValue(checked, factors);
  return { warnings: standardisationChecks(checked, result), summary: standardisationSummary(checked, result) };
}

describe('standardisationChecks and standardisationSummary', () => {
  it('agree with a stored value within 5%', () => {
    expect(check({})).toEqual({ warnings: [], summary: 'agrees' });
    expect(check({ intPerHectarePerYear: 52.5 })).toEqual({ warnings: [], summary: 'agrees' });
  });

  it('report a stored value more than 5% away as differing', () => {
    // 55 against 50: 10%
    expect(check({ intPerHectarePerYear: 55 })).toEqual({
      warnings: [
        { code: 'differs', field: 'intPerHectarePerYear', message: 'Int$/ha/year 55 differs 10% from the computed 50' },
      ],
      summary: 'differs 10%',
    });
    // 47 against 50: 6.0%
    expect(check({ intPerHectarePerYear: 47 }).summary).toBe('differs 6.0%');
  });

  it('report one more than 20% away as likely a unit or entry error', () => {
    expect(check({ intPerHectarePerYear: 5000 })).toEqual({
      warnings: [
        {
          code: 'likely-entry-error',
          field: 'intPerHectarePerYear',
          message: 'Int$/ha/year 5000 differs 9900% from the computed 50: likely a unit or entry error',
        },
      ],
      summary: 'differs 9900%: likely a unit or entry error',
    });
  });

  it('warn of a discount rate above 1, and give it as the reason of a difference', () => {
    // The study meant 10%: over 2 years the annuity factor is 0.121 / 0.21; read literally, 10 / (1 - 11^-2) = 10.0833…
    const presentValue = {
      temporalUnit: 'present value',
      originalValue: 1000 / (0.121 / 0.21),
      presentValueYear: 2,
      presentValueDiscountRate: 10,
      intPerHectarePerYear: 58,
    };
    const { warnings, summary } = check(presentValue);
    expect(warnings.map(({ code, field }) => ({ code, field }))).toEqual([
      { code: 'discount-rate-above-one', field: 'presentValueDiscountRate' },
      { code: 'differs', field: 'intPerHectarePerYear' },
    ]);
    expect(summary).toBe('differs 16%: Present Value Discount Rate 10 is above 1, probably a percentage');
    expect(check({ ...presentValue, intPerHectarePerYear: 50 }).summary).toBe(
      'agrees: Present Value Discount Rate 10 is above 1, probably a percentage',
    );
  });

  it('warn of a value per household without their number', () => {
    const { warnings, summary } = check({ beneficiaryUnit: 'household' });
    expect(warnings).toEqual([
      {
        code: 'no-beneficiary-count',
        field: 'numberOfBeneficiaries',
        message: 'Number of Beneficiaries is empty for a value per household',
      },
    ]);
    expect(summary).toBe('not computable: Number of Beneficiaries is empty: a value per household needs it');
  });

  it('warn of a total with no site area', () => {
    const { warnings, summary } = check({ spatialUnit: 'total area' });
    expect(warnings).toEqual([
      {
        code: 'no-site-area',
        field: 'siteAreaInHectares',
        message: 'Site Area in Hectares is empty for a value for the total area',
      },
    ]);
    expect(summary).toBe('not computable: Site Area in Hectares is empty: a value for the total area needs it');
  });

  it('warn of a published record with no standardised value, and not of an unpublished one', () => {
    expect(check({ intPerHectarePerYear: null })).toEqual({
      warnings: [
        {
          code: 'published-without-value',
          field: 'intPerHectarePerYear',
          message: 'Int$/ha/year is empty on a published record',
        },
      ],
      summary: 'differs: Int$/ha/year is empty, computed 50',
    });
    expect(check({ intPerHectarePerYear: null, published: false }).warnings).toEqual([]);
  });

  it('say why a value is not computable', () => {
    expect(check({ temporalUnit: 'one time payment' }).summary).toBe(
      'not computable: one time payment: no documented rule makes it a value per year',
    );
  });

  it('report a stored value against a computed zero without a percentage', () => {
    expect(check({ originalValue: 0, intPerHectarePerYear: 3 }).summary).toBe('differs: likely a unit or entry error');
  });
});
