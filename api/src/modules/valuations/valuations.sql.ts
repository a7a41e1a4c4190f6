import { sql, type SqlFragment } from '../../core/sql.ts';

/** The published records behind a map marker's valueIds, in valueId order. */
export const publishedValuationIds = (valueIds: readonly number[]): SqlFragment =>
  sql`select v.id from valuation v join study s on s.id = v.study_id
    where s.is_published and v.value_id = any(${valueIds}::bigint[]) order by v.value_id`;

export const publishedStudyHeader = (studyId: number): SqlFragment =>
  sql`select study_id as "studyId", title, authors, year_of_publication as "yearOfPublication"
    from study where study_id = ${studyId} and is_published`;

/** The records of a published study, as the map's statements read them (`from ...`). */
export const valuationsOfPublishedStudy = (studyId: number): SqlFragment =>
  sql`valuation v join study s on s.id = v.study_id where s.is_published and s.study_id = ${studyId}`;

/**
 * Who reads the record and study pages: besides published studies, an unpublished study's records (drafts) are shown
 * to those who edit data and to the study's owner.
 */
export interface DraftReader {
  editsData: boolean;
  userId: number | null;
}

const visibleStudy = (reader: DraftReader): SqlFragment =>
  sql`(s.is_published or ${reader.editsData}::boolean or s.owner_id = ${reader.userId}::int)`;

/** Of these ValueIds, the records `reader` may see on the record page, lowest ValueId first. */
export const visibleValuationIds = (valueIds: readonly number[], reader: DraftReader): SqlFragment =>
  sql`select v.id from valuation v join study s on s.id = v.study_id
    where ${visibleStudy(reader)} and v.value_id = any(${valueIds}::bigint[]) order by v.value_id`;

/** A study's records, lowest ValueId first, at most `limit`, when `reader` may see the study (the study page). */
export const visibleValuationIdsOfStudy = (studyId: number, reader: DraftReader, limit: number): SqlFragment =>
  sql`select v.id from valuation v join study s on s.id = v.study_id
    where ${visibleStudy(reader)} and s.study_id = ${studyId} order by v.value_id limit ${limit}`;

/** Its records' places and values, as a study's public page shows them. */
export const studyValuationPlaces = (studyId: number): SqlFragment =>
  sql`select v.value_id as "valueId", v.study_location as "studyLocation", v.latitude, v.longitude,
      v.int_per_hectare_per_year as "intPerHectarePerYear"
    from ${valuationsOfPublishedStudy(studyId)} order by v.value_id`;

export const studyValuationIds = (studyId: number): SqlFragment =>
  sql`select v.id from ${valuationsOfPublishedStudy(studyId)} order by v.value_id`;
