import { z } from 'zod';
import { maxPageSize } from './paging.ts';
import { pageOffset } from './search.ts';

/** Early Bird Setup (spec 001 §9): the add-user list shows 15 users a page; the early-bird list loads all. */
export const earlyBirdCandidatePageSize = 15;

/**
 * The early-bird and non-early-bird lists (spec 001 §7: offset, limit, freeText): limit 0 is every user; the free
 * text is found in the name, the email or the display name.
 */
export const earlyBirdListInput = z.object({
  offset: pageOffset,
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(0, 'limit must be at least 0')
    .max(maxPageSize, `limit must be at most ${maxPageSize}`)
    .default(0),
  freeText: z
    .string({ error: 'freeText must be a text' })
    .trim()
    .max(200, 'freeText must be at most 200 characters')
    .nullish()
    .transform((text) => text ?? ''),
});

export type EarlyBirdListInput = z.output<typeof earlyBirdListInput>;
