import type { StudyValuationsQuery } from '../../gql/graphql.ts';

export type StudyOfPage = StudyValuationsQuery['studyValuations'];
export type StudyValuationRow = StudyOfPage['valuations'][number];

/** The largest study number the api takes (a GraphQL Int). */
const largestStudyId = 2 ** 31 - 1;

/** The studyId of the page's address: a positive whole number, or null when missing or not a study number. */
export function parseStudyId(text: string | null): number | null {
  if (!text || !/^\d{1,10}$/.test(text.trim())) return null;
  const studyId = Number(text.trim());
  return studyId > 0 && studyId <= largestStudyId ? studyId : null;
}
