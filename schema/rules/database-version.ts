import { z } from 'zod';
import { atMostInt4 } from './database-values.ts';

export { formatDatabaseVersion, monthNames, type DatabaseVersionParts } from './database-version-label.ts';

export const databaseVersionMessages = {
  monthRequired: 'Month is required',
  yearRequired: 'Year is required',
  versionRequired: 'Version is required',
  citationRequired: 'Citation text is required',
  versionBeforeCitation: 'Save a database version before its citation text.',
} as const;

const fourDigitYear = z
  .number({ error: databaseVersionMessages.yearRequired })
  .int('Year must be a whole number.')
  .positive('Year must be a positive number.')
  .min(1950, 'Year must be grater than or equal to 1950.')
  .refine((year) => /^\d{4}$/.test(String(year)), 'Year is not a valid year.');

const month = z.number({ error: databaseVersionMessages.monthRequired }).int().min(0).max(11);
const version = z
  .number({ error: databaseVersionMessages.versionRequired })
  .int()
  .min(1, 'Version must be at least 1.')
  .max(...atMostInt4('Version'));
const subversion = z
  .number()
  .int()
  .min(0, 'Subversion must be at least 0.')
  .max(...atMostInt4('Subversion'))
  .default(0);

/**
 * The database version form (spec 000 §9, spec 001 §5): saved with fromCitation false. The citation text goes
 * through the same call with fromCitation true; it needs only its text, and is filed under the version it is
 * given, else the current one.
 */
export const databaseVersionInput = z.discriminatedUnion('fromCitation', [
  z.object({
    fromCitation: z.literal(false).default(false),
    month,
    year: fourDigitYear,
    version,
    subversion,
    referenceText: z.string().trim().max(10_000).default(''),
  }),
  z.object({
    fromCitation: z.literal(true),
    month: month.optional(),
    year: fourDigitYear.optional(),
    version: version.optional(),
    subversion: subversion.optional(),
    referenceText: z.string().trim().min(1, databaseVersionMessages.citationRequired).max(10_000),
  }),
]);

export type DatabaseVersionInput = z.infer<typeof databaseVersionInput>;
