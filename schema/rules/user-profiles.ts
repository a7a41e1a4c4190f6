import { z } from 'zod';
import { isDescendFlag, pageLimit, pageOffset } from './search.ts';

/**
 * Download User Profiles (spec 001 §2, §9): the users table, sorted by registration date, oldest first, unless
 * asked otherwise; its CSV has the spec's columns, in its order.
 */
export const userProfileColumns = [
  'id',
  'displayName',
  'userName',
  'email',
  'organization',
  'sector',
  'sectorOther',
  'purposeOfAccess',
  'purposeOfAccessOther',
  'registrationDate',
  'numberOfSignIn',
  'lastSignInDate',
] as const;

export type UserProfileColumn = (typeof userProfileColumns)[number];

/** Every column sorts the table. */
export const userProfileSortColumns = userProfileColumns;

export const defaultUserProfilePageSize = 50;

const sortColumnMessage = `sortColumn must be one of ${userProfileSortColumns.join(', ')}`;

/** How the list is sorted: the table's page and the download alike. */
export const userProfileSortInput = z.object({
  sortColumn: z.preprocess(
    // Matched without regard to case, as the spec's clients send "registrationdate".
    (value) =>
      typeof value === 'string' && value !== ''
        ? (userProfileSortColumns.find((column) => column.toLowerCase() === value.toLowerCase()) ?? value)
        : undefined,
    z.enum(userProfileSortColumns, { error: sortColumnMessage }).default('registrationDate'),
  ),
  isDescend: isDescendFlag.nullish().transform((value) => value ?? false),
});

export const userProfilePageInput = userProfileSortInput.extend({
  limit: pageLimit.default(defaultUserProfilePageSize),
  offset: pageOffset,
});

export type UserProfilePageInput = z.output<typeof userProfilePageInput>;
