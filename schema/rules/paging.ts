import { z } from 'zod';

/** The most rows one call returns; bulk pulls page through with a cursor or offset. */
export const maxPageSize = 1000;

export const pageInput = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(maxPageSize, `limit must be at most ${maxPageSize}`)
    .optional(),
  offset: z.coerce
    .number({ error: 'offset must be a number' })
    .int('offset must be a whole number')
    .min(0, 'offset must be at least 0')
    .optional(),
});

export type PageInput = z.infer<typeof pageInput>;
