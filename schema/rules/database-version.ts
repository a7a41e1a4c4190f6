import { z } from 'zod';

export const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export interface DatabaseVersionParts {
  month: number;
  year: number;
  version: number;
  subversion: number;
}

/** The displayed version (spec 000 §1): uppercase three-letter month, year, V, version, dot, subversion. */
export function formatDatabaseVersion({ month, year, version, subversion }: DatabaseVersionParts): string {
  const monthCode = (monthNames[month] ?? '???').slice(0, 3).toUpperCase();
  return `${monthCode}${year}V${version}.${subversion}`;
}

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
