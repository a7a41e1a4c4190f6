import { z } from 'zod';
import { pageInput } from '../paging.ts';
import { standardisationCheckCodes } from './checks.ts';

/**
 * What a caller of the standardisation (GraphQL input or REST query string) sends: a record's inputs, and optionally
 * the value stored with it, to be checked. Numbers may come as text (a query string); an empty text is no value.
 */

const blankIsAbsent = (value: unknown) => (value === '' || value === null ? undefined : value);

const number = (name: string) =>
  z.preprocess(
    blankIsAbsent,
    z.coerce
      .number({ error: `${name} must be a number` })
      .refine(Number.isFinite, `${name} must be a finite number`)
      .nullish(),
  );

const positiveNumber = (name: string) =>
  z.preprocess(
    blankIsAbsent,
    z.coerce
      .number({ error: `${name} must be a number` })
      .refine(Number.isFinite, `${name} must be a finite number`)
      .refine((value) => value > 0, `${name} must be greater than zero`)
      .nullish(),
  );

const unitName = (name: string) =>
  z.preprocess(
    blankIsAbsent,
    z
      .string({ error: `${name} must be text` })
      .max(100, `${name} is at most 100 characters`)
      .nullish(),
  );

const iso3 = z
  .string({ error: 'countries are ISO 3166-1 alpha-3 codes' })
  .regex(/^[A-Za-z]{3}$/, 'countries are ISO 3166-1 alpha-3 codes (KEN, USA)')
  .transform((code) => code.toUpperCase());

export const standardiseValueInput = z.object({
  originalValue: z.preprocess(
    blankIsAbsent,
    z.coerce
      .number({ error: 'originalValue must be a number' })
      .refine(Number.isFinite, 'originalValue must be a finite number'),
  ),
  currency: z
    .string({ error: 'currency is required: its name as the ESVD writes it (Kenya Shilling) or its ISO 4217 code' })
    .trim()
    .min(1, 'currency is required: its name as the ESVD writes it (Kenya Shilling) or its ISO 4217 code')
    .max(100, 'currency is at most 100 characters'),
  valueYear: z.preprocess(
    blankIsAbsent,
    z.coerce
      .number({ error: 'valueYear must be a year' })
      .int('valueYear must be a whole year')
      .min(1900, 'valueYear must be 1900 or later')
      .max(2100, 'valueYear must be 2100 or earlier'),
  ),
  /** A list, or in a query string one text of codes separated by commas. */
  countries: z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').filter((code) => code.trim() !== '') : value),
    z
      .array(z.preprocess((code) => (typeof code === 'string' ? code.trim() : code), iso3))
      .max(50, 'at most 50 countries')
      .default([]),
  ),
  spatialUnit: z
    .string({ error: 'spatialUnit is required (hectare, km2, acre, total area)' })
    .trim()
    .min(1, 'spatialUnit is required (hectare, km2, acre, total area)')
    .max(100, 'spatialUnit is at most 100 characters'),
  siteAreaInHectares: positiveNumber('siteAreaInHectares'),
  temporalUnit: z
    .string({ error: 'temporalUnit is required (year, trip/visit, present value)' })
    .trim()
    .min(1, 'temporalUnit is required (year, trip/visit, present value)')
    .max(100, 'temporalUnit is at most 100 characters'),
  presentValueYear: positiveNumber('presentValueYear'),
  presentValueDiscountRate: z.preprocess(
    blankIsAbsent,
    z.coerce
      .number({ error: 'presentValueDiscountRate must be a number' })
      .refine(Number.isFinite, 'presentValueDiscountRate must be a finite number')
      .refine((value) => value >= 0, 'presentValueDiscountRate must not be negative')
      .nullish(),
  ),
  beneficiaryUnit: unitName('beneficiaryUnit'),
  numberOfBeneficiaries: positiveNumber('numberOfBeneficiaries'),
  /** A stored value to check against the computation. */
  intPerHectarePerYear: number('intPerHectarePerYear'),
  /** A World Bank vintage other than the one in use ("2024-04"). */
  vintage: z.preprocess(
    blankIsAbsent,
    z
      .string({ error: 'vintage is a year and month (2021-10)' })
      .regex(/^\d{4}-\d{2}$/, 'vintage is a year and month (2021-10)')
      .nullish(),
  ),
});

export type StandardiseValueInput = z.input<typeof standardiseValueInput>;
export type StandardiseValueRequest = z.output<typeof standardiseValueInput>;

/**
 * The filters of the checks' list and its CSV download: one check (by its code) and one country (ISO 3166-1 alpha-3),
 * each optional.
 */
export const standardisationChecksFilter = z.object({
  code: z.preprocess(
    blankIsAbsent,
    z.enum(standardisationCheckCodes, { error: `code is one of ${standardisationCheckCodes.join(', ')}` }).nullish(),
  ),
  country: z.preprocess(blankIsAbsent, iso3.nullish()),
});

export const standardisationChecksPageInput = standardisationChecksFilter.extend(pageInput.shape);

export type StandardisationChecksFilter = z.output<typeof standardisationChecksFilter>;
