import { z } from 'zod';
import { atLeastInt4, atMostInt4 } from './database-values.ts';
import { pageInput } from './paging.ts';

/** Spec 000 §9: hierarchical reference lists go at most 4 levels deep. */
export const maximumReferenceLevel = 4;

const maxTextLength = 1_000;

/** A trimmed text that must not be empty; a missing value gets the same message as an empty one. */
const requiredText = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(maxTextLength, `${label} must be at most ${maxTextLength} characters.`);

/** An optional text; left empty it is stored as no value rather than as an empty string. */
const optionalText = (label: string) =>
  z
    .string()
    .trim()
    .max(maxTextLength, `${label} must be at most ${maxTextLength} characters.`)
    .nullish()
    .transform((text) => text || null);

const optionalId = z
  .number()
  .int()
  .positive()
  .max(...atMostInt4('An id'))
  .nullish();

/**
 * An entry of one of the 19 reference lists as the admin form edits it (spec 000 §3). The code is a segment of the
 * hierarchy's path ("19/191"), so it cannot contain "/". The extras apply to their own lists only: statsReady to the
 * ESVD 2.0 biomes / ecozones / ecosystems, alpha2 and continentId to countries, isoCode to currencies.
 */
export const referenceEntryInput = z.object({
  code: requiredText('Code').refine((code) => !code.includes('/'), 'Code cannot contain /.'),
  label: requiredText('Label'),
  sortOrder: z
    .number()
    .int('Sort order must be a whole number.')
    .min(...atLeastInt4('Sort order'))
    .max(...atMostInt4('Sort order'))
    .nullish(),
  parentId: optionalId,
  source: optionalText('Source'),
  statsReady: z.boolean().nullish(),
  alpha2: optionalText('Alpha-2 code'),
  continentId: optionalId,
  isoCode: optionalText('ISO code'),
});
export type ReferenceEntryInput = z.output<typeof referenceEntryInput>;

/** A reference list's page, or its entries with a name (matched in any case). */
export const referenceListQuery = pageInput.extend({
  name: z
    .string()
    .trim()
    .min(1, 'name must not be empty')
    .max(maxTextLength, `name must be at most ${maxTextLength} characters.`)
    .optional(),
});
export type ReferenceListQuery = z.output<typeof referenceListQuery>;
