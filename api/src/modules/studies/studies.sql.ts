import { containsPattern, joinSql, sql, trusted, type SqlFragment } from '../../core/sql.ts';
import type { ManagedStudySortColumn, StudyStatus } from './studies.service.ts';

/** Hands out StudyIDs: a number once taken is never taken again, even after its study is deleted. */
export const studyIdSequence = trusted('study_study_id_seq');

/** The lock StudyID claims take turns on (StudiesService for one study, the dataset upload for many). */
const studyIdClaims = sql`hashtext('study.study_id')`;

/** Held until the transaction ends. */
export const lockStudyIdClaimsUntilCommit = sql`select pg_advisory_xact_lock(${studyIdClaims})`;
/** Held by the connection until `unlockStudyIdClaims`: for a transaction too long to hold it throughout. */
export const lockStudyIdClaims = sql`select pg_advisory_lock(${studyIdClaims})`;
export const unlockStudyIdClaims = sql`select pg_advisory_unlock(${studyIdClaims})`;

export const nextStudyId = sql`select nextval('${studyIdSequence}') as next`;

/**
 * Moves the sequence past a StudyID kept from the ESVD, unless it is past it already, so no study created later
 * draws it. setval is not rolled back: a claim that is undone leaves numbers unused, never taken twice.
 */
export const moveStudyIdsPast = (studyId: number): SqlFragment =>
  sql`select setval('${studyIdSequence}', ${studyId}) from ${studyIdSequence}
    where ${studyId} >= (case when is_called then last_value + 1 else last_value end)`;

const statusExpression = sql`(case when study.is_published then 'published' when study.is_complete then 'complete' else 'draft' end)`;

/** The columns of Manage all Studies as SQL; descending, a status sorts published, complete, draft. */
const managedSortExpressions: Record<ManagedStudySortColumn, SqlFragment> = {
  studyId: sql`study.study_id`,
  title: sql`lower(study.title)`,
  status: sql`(case when study.is_published then 2 when study.is_complete then 1 else 0 end)`,
  valuationCount: sql`valuation_count`,
  ownerName: sql`lower(owner.display_name)`,
  updatedOn: sql`study.updated_on`,
};

/** Manage all Studies' filter: every word or "exact phrase" in the title (a number: or the StudyID), and a status. */
export interface ManagedStudyFilter {
  texts: readonly string[];
  status?: StudyStatus | null;
}

const managedStudies = sql`from study left join app_user owner on owner.id = study.owner_id`;

function managedStudyConditions({ texts, status }: ManagedStudyFilter): SqlFragment {
  const conditions = texts.map((text) =>
    /^\d{1,9}$/.test(text)
      ? sql`(study.title ilike ${containsPattern(text)} or study.study_id = ${Number(text)})`
      : sql`study.title ilike ${containsPattern(text)}`,
  );
  if (status) conditions.push(sql`${statusExpression} = ${status}`);
  return conditions.length ? sql`where ${joinSql(conditions, ' and ')}` : sql``;
}

export const managedStudyCount = (filter: ManagedStudyFilter): SqlFragment =>
  sql`select count(*) as total ${managedStudies} ${managedStudyConditions(filter)}`;

export interface ManagedStudyRow {
  id: number;
  study_id: number;
  title: string;
  is_published: boolean;
  is_complete: boolean;
  updated_on: Date;
  owner_name: string | null;
  valuation_count: string;
}

/** A page of Manage all Studies, sorted by `sortColumn` with ties by id, so pages never overlap. */
export function managedStudyPage(
  filter: ManagedStudyFilter,
  page: { sortColumn: ManagedStudySortColumn; isDescend: boolean; limit: number; offset: number },
): SqlFragment {
  const direction = trusted(page.isDescend ? 'desc' : 'asc');
  return sql`select study.id, study.study_id, study.title, study.is_published, study.is_complete, study.updated_on,
          owner.display_name as owner_name,
          (select count(*) from valuation where valuation.study_id = study.id) as valuation_count
   ${managedStudies} ${managedStudyConditions(filter)}
   order by ${managedSortExpressions[page.sortColumn]} ${direction} nulls last, study.id ${direction}
   limit ${page.limit} offset ${page.offset}`;
}
