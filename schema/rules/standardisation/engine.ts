/**
 * The standardisation engine: a record's original value to international dollars per hectare per year at 2020 prices
 * (Int$/ha/year), with the chain of steps that got there, or the reasons it cannot. Pure: the World Bank factors come
 * in through `WorldBankFactors`, so the api (from PostgreSQL) and the web (from an answer) run the same rules. The
 * method is the one real ESVD records reveal (the World Bank data's README).
 */
import { valuationFieldLabels, type ValuationFieldNameOf } from '../valuation-fields.ts';
import { findCurrency, type Currency } from './currencies.ts';
import { isTotalForBeneficiaries, spatialUnitRule, temporalUnitRule } from './units.ts';

/** The price year of every standardised value. */
export const standardPriceYear = 2020;

export const worldBankAttribution = 'World Bank, World Development Indicators (CC BY 4.0)';

/** The World Bank series the engine reads. */
export const worldBankSeries = {
  deflator: 'NY.GDP.DEFL.ZS',
  ppp: 'PA.NUS.PPP',
} as const;

/** What a record holds that its standardised value is computed from. */
export interface StandardisationInput {
  originalValue: number | null;
  /** As the ESVD writes it ("Kenya Shilling"), or its ISO 4217 code. */
  currency: string | null;
  valueYear: number | null;
  /** The record's countries, ISO 3166-1 alpha-3. */
  countries: readonly string[];
  /** As the reference list names it ("hectare", "km2", "total area"). */
  spatialUnit: string | null;
  siteAreaInHectares: number | null;
  /** As the reference list names it ("year", "trip/visit", "present value"). */
  temporalUnit: string | null;
  /** The present value's horizon in years (the ESVD's "Present Value Year"). */
  presentValueYear: number | null;
  presentValueDiscountRate: number | null;
  /** As the reference list names it ("household", "person", "total"). */
  beneficiaryUnit: string | null;
  numberOfBeneficiaries: number | null;
}

/** The World Bank series of one vintage, looked up by economy (ISO 3166-1 alpha-3) and year. */
export interface WorldBankFactors {
  vintage: string;
  /** GDP deflator (NY.GDP.DEFL.ZS). */
  deflator(economy: string, year: number): number | undefined;
  /** PPP conversion factor, GDP, LCU per international $ (PA.NUS.PPP). */
  ppp(economy: string, year: number): number | undefined;
}

/** The fields a refusal or a warning names (the valuation field catalogue's names). */
export type StandardisationField = ValuationFieldNameOf<{
  name:
    | 'originalValue'
    | 'currencyId'
    | 'valueYear'
    | 'countries'
    | 'spatialUnitId'
    | 'siteAreaInHectares'
    | 'temporalUnitId'
    | 'presentValueYear'
    | 'presentValueDiscountRate'
    | 'beneficiaryUnitId'
    | 'numberOfBeneficiaries'
    | 'intPerHectarePerYear';
}>;

export type StandardisationStepName =
  'beneficiaries' | 'per-hectare' | 'per-year' | 'to-euro' | 'to-standard-prices' | 'to-international-dollars';

/** One step of the chain: the value was multiplied by `factor` and became `value`. */
export interface StandardisationStep {
  step: StandardisationStepName;
  /** What the factor is, in words. */
  description: string;
  factor: number;
  value: number;
}

export type RefusalCode =
  | 'no-original-value'
  | 'no-currency'
  | 'unknown-currency'
  | 'no-value-year'
  | 'no-country'
  | 'country-outside-currency'
  | 'countries-with-different-currencies'
  | 'several-economies'
  | 'no-spatial-unit'
  | 'unknown-spatial-unit'
  | 'spatial-unit-is-length'
  | 'no-site-area'
  | 'no-temporal-unit'
  | 'unknown-temporal-unit'
  | 'one-time-payment'
  | 'unstated-length'
  | 'no-present-value-horizon'
  | 'no-discount-rate'
  | 'no-beneficiary-count'
  | 'missing-factor';

/** Why a value cannot be standardised, naming the field to look at. */
export interface StandardisationRefusal {
  code: RefusalCode;
  field: StandardisationField;
  message: string;
}

export interface Standardised {
  computable: true;
  /** Int$/ha/year at `priceYear` prices. */
  value: number;
  steps: StandardisationStep[];
  /** ISO 4217. */
  currency: string;
  /** Whose series converted the money (ISO 3166-1 alpha-3). */
  economy: string;
  priceYear: number;
  vintage: string;
}

export interface NotStandardised {
  computable: false;
  reasons: StandardisationRefusal[];
  vintage: string;
}

export type StandardisationResult = Standardised | NotStandardised;

const label = (field: StandardisationField) => valuationFieldLabels[field];

const refusal = (code: RefusalCode, field: StandardisationField, message: string): StandardisationRefusal => ({
  code,
  field,
  message,
});

/** A number as a message shows it: up to six significant digits. */
export const formatNumber = (value: number): string => String(Number(value.toPrecision(6)));

/** The economy whose series convert a value in `currency`, or why there is none. */
type EconomyResolution = { economy: string } | { refusal: StandardisationRefusal };

/**
 * The economy whose price index and PPP convert `currency`: its issuer, or for a currency several economies share,
 * the one of the record's countries that uses it.
 */
function economyOf(currency: Currency, countries: readonly string[]): EconomyResolution {
  if (currency.kind !== 'shared') return { economy: currency.economy };
  const distinct = [...new Set(countries.map((country) => country.trim().toUpperCase()))];
  const users = distinct.filter((country) => currency.economies.includes(country));
  if (distinct.length === 0) {
    return {
      refusal: refusal(
        'no-country',
        'countries',
        `${label('countries')} is empty: the ${currency.name} is shared by several economies, and the record's country says whose prices apply`,
      ),
    };
  }
  if (users.length < distinct.length) {
    const others = distinct.filter((country) => !users.includes(country)).join(', ');
    return distinct.length === 1
      ? {
          refusal: refusal(
            'country-outside-currency',
            'countries',
            `${others} does not use the ${currency.name}: the prices of the record's country cannot convert it`,
          ),
        }
      : {
          refusal: refusal(
            'countries-with-different-currencies',
            'countries',
            `the record spans countries with different currencies (${distinct.join(', ')}), and the ${currency.name} is not the money of ${others}`,
          ),
        };
  }
  if (users.length > 1) {
    return {
      refusal: refusal(
        'several-economies',
        'countries',
        `the record spans ${users.join(', ')}, which share the ${currency.name} but not their prices`,
      ),
    };
  }
  return { economy: users[0] };
}

/** The currency and economy of a record, or why they cannot be told. */
export function resolveMoney(
  input: Pick<StandardisationInput, 'currency' | 'countries'>,
): { currency: Currency; economy: string } | { refusal: StandardisationRefusal } {
  if (input.currency === null || input.currency.trim() === '') {
    return { refusal: refusal('no-currency', 'currencyId', `${label('currencyId')} is empty`) };
  }
  const currency = findCurrency(input.currency);
  if (!currency) {
    return {
      refusal: refusal('unknown-currency', 'currencyId', `currency "${input.currency.trim()}" is unknown`),
    };
  }
  const resolution = economyOf(currency, input.countries);
  return 'refusal' in resolution ? resolution : { currency, economy: resolution.economy };
}

/** r / (1 - (1 + r)^-n): the constant yearly amount whose present value over n years at rate r is 1. */
export function annuityFactor(rate: number, years: number): number {
  // At a zero rate the present value is the plain sum of n equal amounts.
  if (rate === 0) return 1 / years;
  return rate / (1 - (1 + rate) ** -years);
}

/** The rate the annuity uses: a stored rate above 1 is read as a percentage (the `checks` warn of it). */
export const discountRateUsed = (storedRate: number): number => (storedRate > 1 ? storedRate / 100 : storedRate);

/** The chain as it is built: each step multiplies the value so far. */
class Chain {
  readonly steps: StandardisationStep[] = [];
  constructor(public value: number) {}

  apply(step: StandardisationStepName, factor: number, description: string): void {
    this.value *= factor;
    this.steps.push({ step, description, factor, value: this.value });
  }
}

const isPresent = (value: number | null): value is number => value !== null && Number.isFinite(value);

/** The beneficiaries step: a value per household or person times their number. */
function beneficiaryStep(input: StandardisationInput, chain: Chain, refusals: StandardisationRefusal[]): void {
  if (isTotalForBeneficiaries(input.beneficiaryUnit)) return;
  const unit = input.beneficiaryUnit?.trim() ?? '';
  if (!isPresent(input.numberOfBeneficiaries) || input.numberOfBeneficiaries <= 0) {
    refusals.push(
      refusal(
        'no-beneficiary-count',
        'numberOfBeneficiaries',
        `${label('numberOfBeneficiaries')} is empty: a value per ${unit} needs it`,
      ),
    );
    return;
  }
  chain.apply(
    'beneficiaries',
    input.numberOfBeneficiaries,
    `per ${unit} × ${formatNumber(input.numberOfBeneficiaries)} beneficiaries`,
  );
}

/** The per-hectare step. */
function spatialStep(input: StandardisationInput, chain: Chain, refusals: StandardisationRefusal[]): void {
  if (input.spatialUnit === null || input.spatialUnit.trim() === '') {
    refusals.push(refusal('no-spatial-unit', 'spatialUnitId', `${label('spatialUnitId')} is empty`));
    return;
  }
  const unit = input.spatialUnit.trim();
  const rule = spatialUnitRule(unit);
  if (!rule) {
    refusals.push(refusal('unknown-spatial-unit', 'spatialUnitId', `spatial unit "${unit}" has no rule`));
  } else if (rule.kind === 'length') {
    refusals.push(
      refusal('spatial-unit-is-length', 'spatialUnitId', `a value per ${unit} is per length, not per area`),
    );
  } else if (rule.kind === 'area') {
    if (rule.hectares !== 1) chain.apply('per-hectare', 1 / rule.hectares, `per ${unit} ÷ ${rule.hectares} ha`);
  } else if (!isPresent(input.siteAreaInHectares) || input.siteAreaInHectares <= 0) {
    refusals.push(
      refusal(
        'no-site-area',
        'siteAreaInHectares',
        `${label('siteAreaInHectares')} is empty: a value for the ${unit} needs it`,
      ),
    );
  } else {
    chain.apply(
      'per-hectare',
      1 / input.siteAreaInHectares,
      `${unit} ÷ site area ${formatNumber(input.siteAreaInHectares)} ha`,
    );
  }
}

/** The per-year step. */
function temporalStep(input: StandardisationInput, chain: Chain, refusals: StandardisationRefusal[]): void {
  if (input.temporalUnit === null || input.temporalUnit.trim() === '') {
    refusals.push(refusal('no-temporal-unit', 'temporalUnitId', `${label('temporalUnitId')} is empty`));
    return;
  }
  const unit = input.temporalUnit.trim();
  const rule = temporalUnitRule(unit);
  if (!rule) {
    refusals.push(refusal('unknown-temporal-unit', 'temporalUnitId', `temporal unit "${unit}" has no rule`));
  } else if (rule.kind === 'one-time') {
    refusals.push(
      refusal('one-time-payment', 'temporalUnitId', `${unit}: no documented rule makes it a value per year`),
    );
  } else if (rule.kind === 'unstated-length') {
    refusals.push(
      refusal('unstated-length', 'temporalUnitId', `a value per ${unit}: the record does not state its length`),
    );
  } else if (rule.kind === 'recurring') {
    if (rule.timesPerYear !== 1)
      chain.apply('per-year', rule.timesPerYear, `per ${unit} × ${rule.timesPerYear} a year`);
  } else if (rule.kind === 'present-value') {
    presentValueStep(input, chain, refusals);
  }
}

function presentValueStep(input: StandardisationInput, chain: Chain, refusals: StandardisationRefusal[]): void {
  const years = input.presentValueYear;
  const storedRate = input.presentValueDiscountRate;
  if (!isPresent(years) || years <= 0) {
    refusals.push(
      refusal(
        'no-present-value-horizon',
        'presentValueYear',
        `${label('presentValueYear')} is empty: a present value needs its horizon in years`,
      ),
    );
  }
  if (!isPresent(storedRate) || storedRate < 0) {
    refusals.push(
      refusal(
        'no-discount-rate',
        'presentValueDiscountRate',
        `${label('presentValueDiscountRate')} is empty: a present value needs it`,
      ),
    );
  }
  if (!isPresent(years) || years <= 0 || !isPresent(storedRate) || storedRate < 0) return;
  const rate = discountRateUsed(storedRate);
  const readAs = rate === storedRate ? '' : ` (${formatNumber(storedRate)} read as a percentage)`;
  chain.apply(
    'per-year',
    annuityFactor(rate, years),
    `present value × annuity factor at rate ${formatNumber(rate)}${readAs} over ${formatNumber(years)} years`,
  );
}

/** The money steps: to 2020 prices by the economy's GDP deflator, then to international dollars by its 2020 PPP. */
function moneySteps(
  input: StandardisationInput,
  factors: WorldBankFactors,
  chain: Chain,
  refusals: StandardisationRefusal[],
): { currency: string; economy: string } | undefined {
  const money = resolveMoney(input);
  const valueYear = input.valueYear;
  const hasValueYear = isPresent(valueYear) && Number.isInteger(valueYear);
  if (!hasValueYear) refusals.push(refusal('no-value-year', 'valueYear', `${label('valueYear')} is empty`));
  if ('refusal' in money) {
    refusals.push(money.refusal);
    return undefined;
  }
  if (!hasValueYear) return undefined;
  const { currency, economy } = money;
  const deflatorThen = factors.deflator(economy, valueYear);
  const deflatorStandard = factors.deflator(economy, standardPriceYear);
  const ppp = factors.ppp(economy, standardPriceYear);
  const missing = (series: string, year: number, field: StandardisationField) =>
    refusal(
      'missing-factor',
      field,
      `the World Bank's ${series} for ${economy} in ${year} is missing (vintage ${factors.vintage})`,
    );
  if (deflatorThen === undefined) refusals.push(missing('GDP deflator', valueYear, 'valueYear'));
  if (deflatorStandard === undefined) refusals.push(missing('GDP deflator', standardPriceYear, 'currencyId'));
  if (ppp === undefined) refusals.push(missing('PPP conversion factor', standardPriceYear, 'currencyId'));
  if (deflatorThen === undefined || deflatorStandard === undefined || ppp === undefined) return undefined;

  if (currency.kind === 'euro-legacy') {
    chain.apply('to-euro', 1 / currency.unitsPerEuro, `${currency.code} ÷ ${currency.unitsPerEuro} per euro`);
  }
  chain.apply(
    'to-standard-prices',
    deflatorStandard / deflatorThen,
    `${valueYear} to ${standardPriceYear} prices: ${economy} GDP deflator ${formatNumber(deflatorStandard)} ÷ ${formatNumber(deflatorThen)}`,
  );
  chain.apply(
    'to-international-dollars',
    1 / ppp,
    `to Int$: ÷ ${economy} ${standardPriceYear} PPP ${formatNumber(ppp)} LCU per Int$`,
  );
  return { currency: currency.code, economy };
}

/**
 * A record's value in Int$/ha/year at 2020 prices with the chain of its steps, or every reason it cannot be computed.
 */
export function standardiseValue(input: StandardisationInput, factors: WorldBankFactors): StandardisationResult {
  const refusals: StandardisationRefusal[] = [];
  if (!isPresent(input.originalValue)) {
    refusals.push(refusal('no-original-value', 'originalValue', `${label('originalValue')} is empty`));
  }
  const chain = new Chain(input.originalValue ?? 0);
  beneficiaryStep(input, chain, refusals);
  spatialStep(input, chain, refusals);
  temporalStep(input, chain, refusals);
  const money = moneySteps(input, factors, chain, refusals);
  if (refusals.length > 0 || !money) return { computable: false, reasons: refusals, vintage: factors.vintage };
  return {
    computable: true,
    value: chain.value,
    steps: chain.steps,
    currency: money.currency,
    economy: money.economy,
    priceYear: standardPriceYear,
    vintage: factors.vintage,
  };
}
