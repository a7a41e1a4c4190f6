import { z } from 'zod';

export { formatDatabaseVersion, monthNames, type DatabaseVersionParts } from './database-version-label.ts';

const fourDigitYear = z
  .number({ error: 'Year is required' })
  .int('Year must be a whole number.')
  .positive('Year must be a positive number.')
  .min(1950, 'Year must be grater than or equal to 1950.')
  .refine((year) => /^\d{4}$/.test(String(year)), 'Year is not a valid year.');

/** The database version form (spec 000 §9, spec 001 §5). */
export const databaseVersionInput = z.object({
  month: z.number().int().min(0).max(11),
  year: fourDigitYear,
  version: z.number({ error: 'Version is required' }).int().min(1, 'Version must be at least 1.'),
  subversion: z.number().int().min(0, 'Subversion must be at least 0.').default(0),
  referenceText: z.string().trim().max(10_000).default(''),
  fromCitation: z.boolean().default(false),
});

export type DatabaseVersionInput = z.infer<typeof databaseVersionInput>;
