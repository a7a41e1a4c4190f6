import { csvDateTime, downloadTimeZoneInput, type CsvCell } from '@esvd/schema/rules/csv-download';
import {
  userProfileColumns,
  userProfilePageInput,
  userProfileSortInput,
  type UserProfileColumn,
} from '@esvd/schema/rules/user-profiles';
import { raw, type QueryOrderMap } from '@mikro-orm/core';
import type { Context } from '../../core/context.ts';
import { parseInput } from '../../core/errors.ts';
import { toProfile, type UserProfileView, User } from '../accounts/index.ts';
import type { CsvFile, CsvFiles } from './csv-file.ts';

export interface UserProfilePage {
  items: UserProfileView[];
  totalCount: number;
}

/** Texts sort without regard to case; the other columns as they are. */
const textColumns = new Set<UserProfileColumn>([
  'displayName',
  'userName',
  'email',
  'organization',
  'sector',
  'sectorOther',
  'purposeOfAccess',
  'purposeOfAccessOther',
]);

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** Sorted by the column, empty values last either way, ties by id. */
function orderOf(sortColumn: UserProfileColumn, isDescend: boolean): QueryOrderMap<User>[] {
  const direction = isDescend ? 'desc nulls last' : 'asc nulls last';
  const column = snakeCase(sortColumn);
  const key = textColumns.has(sortColumn) ? raw((alias) => `lower(${alias}.${column})`) : sortColumn;
  return [{ [key]: direction } as QueryOrderMap<User>, { id: isDescend ? 'desc' : 'asc' }];
}

const dateColumns = new Set<UserProfileColumn>(['registrationDate', 'lastSignInDate']);

const csvCells = (profile: UserProfileView, timeZone: string): CsvCell[] =>
  userProfileColumns.map((column) =>
    dateColumns.has(column) ? csvDateTime(profile[column] as Date | null, timeZone) : (profile[column] as CsvCell),
  );

/**
 * Download User Profiles (spec 001 §2, §7, §9): the registered users for administrators, a page at a time for the
 * table (by registration date, oldest first, unless asked otherwise) and all of them as CSV.
 */
export class UserProfilesService {
  constructor(private readonly csvFiles: CsvFiles) {}

  async list(context: Context, input: unknown): Promise<UserProfileView[]> {
    const { sortColumn, isDescend, limit, offset } = parseInput(userProfilePageInput, input);
    const users = await context.em.find(User, {}, { orderBy: orderOf(sortColumn, isDescend), limit, offset });
    return users.map(toProfile);
  }

  count(context: Context): Promise<number> {
    return context.em.count(User, {});
  }

  async page(context: Context, input: unknown): Promise<UserProfilePage> {
    const [items, totalCount] = await Promise.all([this.list(context, input), this.count(context)]);
    return { items, totalCount };
  }

  /** Every user, sorted as the table is, with the spec's columns; dates in the caller's time zone. */
  async download(context: Context, input: unknown): Promise<CsvFile> {
    const { sortColumn, isDescend } = parseInput(userProfileSortInput, input);
    const { timeZone } = parseInput(downloadTimeZoneInput, input);
    const users = await context.em.find(User, {}, { orderBy: orderOf(sortColumn, isDescend) });
    const rows = users.map((user) => csvCells(toProfile(user), timeZone));
    return this.csvFiles.csvFile(context, 'userprofiles', userProfileColumns, rows);
  }
}
