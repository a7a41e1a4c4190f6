import type { VslWorkbookRow } from '@esvd/schema/uploads/vsl-workbook';
import { sql, trusted, type SqlFragment } from '../../core/sql.ts';

/** The whole list; its links go with their studies (on delete cascade). */
export const emptyVslList = sql`delete from vsl_study`;

export const drawVslStudyIds = (count: number): SqlFragment =>
  sql`select nextval(pg_get_serial_sequence('vsl_study', 'id'))::int as id from generate_series(1, ${count})`;

/** Studies of the workbook with the ids drawn for them, `ids[n]` being the n-th's. */
export function insertVslStudies(
  ids: readonly number[],
  studies: readonly { row: VslWorkbookRow; protectionStatusId: number | null }[],
  userId: number | null,
): SqlFragment {
  const column = <T>(value: (study: (typeof studies)[number]) => T) => studies.map(value);
  return sql`insert into vsl_study (id, authors, year_of_publication, title, reference, included_in_esvd, study_id,
      protection_status_id, included_repository, repository_folder, checked_by, language, notes, updated_by_id)
    select *, ${userId}::int from unnest(${ids}::int[], ${column((s) => s.row.authors)}::text[],
      ${column((s) => s.row.yearOfPublication)}::smallint[], ${column((s) => s.row.title)}::text[],
      ${column((s) => s.row.reference)}::text[], ${column((s) => s.row.includedInEsvd)}::text[],
      ${column((s) => s.row.studyId)}::int[], ${column((s) => s.protectionStatusId)}::int[],
      ${column((s) => s.row.includedRepository)}::boolean[], ${column((s) => s.row.repositoryFolder)}::text[],
      ${column((s) => s.row.checkedBy)}::text[], ${column((s) => s.row.language)}::text[],
      ${column((s) => s.row.notes)}::text[])`;
}

/** Links of a code list (`link`: its table and entry column, from code): study `owners[n]` to entry `targets[n]`. */
export const insertVslLinks = (
  link: { table: string; column: string },
  owners: readonly number[],
  targets: readonly number[],
): SqlFragment =>
  sql`insert into ${trusted(link.table)} (vsl_study_id, ${trusted(link.column)})
    select * from unnest(${owners}::int[], ${targets}::int[])`;
