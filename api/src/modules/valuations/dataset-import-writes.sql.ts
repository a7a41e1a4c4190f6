import { joinSql, sql, trusted, type SqlFragment } from '../../core/sql.ts';
import type { ImportedStudy, ImportLinkTable, ValuationColumn } from './dataset-import-writes.ts';
import { statisticsFactsCtes } from './statistics-eligibility.sql.ts';
import { linkOrder } from './valuation-rows.sql.ts';

/** Which of `studyIds` the database holds. */
export const storedStudyIdsAmong = (studyIds: readonly number[]): SqlFragment =>
  sql`select study_id as "studyId" from study where study_id = any(${studyIds}::int[])`;

/** `count` valuation ids drawn from the sequence (outside any transaction's rollback: never taken twice). */
export const newValuationIds = (count: number): SqlFragment =>
  sql`select nextval('valuation_id_seq')::int as id from generate_series(1, ${count}::int)`;

/** Stored valuations of these ValueIds (an array literal): their ValueIds and row ids. */
export const storedValueIds = (valueIds: string): SqlFragment =>
  sql`select v.value_id::float8 as "valueId", v.id from valuation v where v.value_id = any(${valueIds}::int8[])`;

/**
 * Inserts new studies (published: the dataset is the ESVD's) and updates the bibliography of stored ones where the
 * file gives another; answers the row id of every StudyId, and whether it was written.
 */
export function writeImportedStudies(studies: readonly ImportedStudy[], userId: number | null): SqlFragment {
  const column = <K extends keyof ImportedStudy>(key: K) => studies.map((study) => study[key]);
  const studyIds = column('studyId');
  return sql`with written as (
       insert into study (study_id, authors, title, reference, year_of_publication, is_published, is_complete,
                          published_on, updated_by_id)
       select u.study_id, u.authors, u.title, u.reference, u.year, true, true, now(), ${userId}
       from unnest(${studyIds}::int4[], ${column('authors')}::text[], ${column('title')}::text[],
                   ${column('reference')}::text[], ${column('yearOfPublication')}::int2[])
         as u(study_id, authors, title, reference, year)
       on conflict (study_id) do update set
         authors = coalesce(excluded.authors, study.authors), title = coalesce(excluded.title, study.title),
         reference = coalesce(excluded.reference, study.reference),
         year_of_publication = coalesce(excluded.year_of_publication, study.year_of_publication),
         version = study.version + 1, updated_on = now(), updated_by_id = excluded.updated_by_id
       where (study.authors, study.title, study.reference, study.year_of_publication) is distinct from
         (coalesce(excluded.authors, study.authors), coalesce(excluded.title, study.title),
          coalesce(excluded.reference, study.reference),
          coalesce(excluded.year_of_publication, study.year_of_publication))
       returning id, study_id
     )
     select id, study_id as "studyId", false as written from study where study_id = any(${studyIds}::int4[])
       and study_id not in (select study_id from written)
     union all select id, study_id, true from written`;
}

/** The stored links of `ids` in the order the export reads them (linkOrder), within each level where that counts. */
export const storedLinksOf = ({ pivot, column, table, orderWithinLevel }: ImportLinkTable, ids: readonly number[]) =>
  sql`select link.valuation_id as id,
          array_agg(link.${trusted(column)} order by ${trusted(orderWithinLevel ? 'entry.level, ' : '')}${trusted(linkOrder)})
            as entries
   from ${trusted(pivot)} link join ${trusted(table)} entry on entry.id = link.${trusted(column)}
   where link.valuation_id = any(${ids}::int4[]) group by link.valuation_id`;

const columnNames = (columns: readonly ValuationColumn[]) => trusted(columns.map(({ column }) => column).join(', '));

/** The valuation columns' arrays (array literals, in the order of `columns`), each cast to its type. */
const typedArrays = (columns: readonly ValuationColumn[], arrays: readonly string[]) =>
  joinSql(
    columns.map(({ type }, index) => sql`${arrays[index]}::${trusted(type)}[]`),
    ', ',
  );

/** New records and their links, every array an array literal: the writer encodes them ahead (`arrayLiteral`). */
export interface NewValuations {
  ids: string;
  valueIds: string;
  studyIds: string;
  /** In the order of the import's columns. */
  columns: readonly string[];
  userId: number | null;
  /** The links the statistics facts read (statisticsFactLinks, in its order): each link's record (its ValueId) and entry. */
  factLinks: readonly { owners: string; entries: string }[];
}

/** Inserts new records with their statistics facts, from the links they are about to get: no second version of each row. */
export function insertNewValuations(columns: readonly ValuationColumn[], rows: NewValuations): SqlFragment {
  const names = columnNames(columns);
  const [services, methods, habitats] = rows.factLinks.map(
    ({ owners, entries }) => sql`select * from unnest(${owners}::int8[], ${entries}::int4[]) as link(owner, entry)`,
  );
  return sql`with chunk as (
       select * from unnest(${rows.ids}::int4[], ${rows.valueIds}::int8[], ${rows.studyIds}::int4[],
                            ${typedArrays(columns, rows.columns)})
         as u(id, value_id, study_id, ${names})
     ),${statisticsFactsCtes({
       records: sql`select chunk.value_id as key, chunk.int_per_hectare_per_year as value from chunk`,
       services,
       methods,
       habitats,
     })}
     insert into valuation (id, value_id, study_id, ${names}, updated_by_id, statistics_usable, statistics_biome_id,
                            statistics_ecozone_id)
     select chunk.*, ${rows.userId}::int4, facts.usable, facts.biome_id, facts.ecozone_id
     from chunk join facts on facts.key = chunk.value_id`;
}

/** Links of new records (array literals): nothing to replace or to meet, a plain insert. */
export const insertNewLinks = (
  { pivot, column }: ImportLinkTable,
  links: { owners: string; entries: string; places: string },
): SqlFragment =>
  sql`insert into ${trusted(pivot)} (valuation_id, ${trusted(column)}, position)
   select * from unnest(${links.owners}::int4[], ${links.entries}::int4[], ${links.places}::int4[])`;

/** A stored value compared with an uploaded one: times to the second, as the export writes them. */
const storedValue = ({ column, type }: ValuationColumn) =>
  type === 'timestamptz' ? `date_trunc('second', v.${column})` : `v.${column}`;
const stored = (column: ValuationColumn) => trusted(storedValue(column));

/**
 * Updates stored valuations where anything differs (their version moves on, so an open form sees it); answers the
 * records written and, per column in the order of `columns`, how many stored values the upload changes and how many
 * of those it empties (read before the update: every part of a statement sees the same snapshot).
 */
export function updateKnownValuations(
  columns: readonly ValuationColumn[],
  rows: { ids: readonly number[]; studyIds: readonly number[]; columns: readonly string[]; userId: number | null },
): SqlFragment {
  const names = columnNames(columns);
  const uploaded = trusted(columns.map(({ column }) => `u.${column}`).join(', '));
  const counts = (condition: (column: ValuationColumn) => string) =>
    trusted(`array[${columns.map((column) => `count(*) filter (where ${condition(column)})`).join(', ')}]::int[]`);
  return sql`with uploaded as (
       select * from unnest(${rows.ids}::int4[], ${rows.studyIds}::int4[], ${typedArrays(columns, rows.columns)})
         as u(id, study_id, ${names})
     ), compared as (
       select ${counts((column) => `${storedValue(column)} is distinct from u.${column.column}`)} as changed,
              ${counts(({ column }) => `v.${column} is not null and u.${column} is null`)} as emptied
       from valuation v join uploaded u on u.id = v.id
     ), written as (
       update valuation v set (study_id, ${names}) = (u.study_id, ${uploaded}),
         version = v.version + 1, updated_on = now(), updated_by_id = ${rows.userId}::int4
       from uploaded u
       where v.id = u.id
         and (v.study_id, ${joinSql(columns.map(stored), ', ')}) is distinct from (u.study_id, ${uploaded})
       returning v.id
     )
     select array(select id from written) as ids, compared.changed, compared.emptied from compared`;
}

/** Sets the links of `rewritten` records to those given, each with its place; links already so are not written. */
export const replaceLinks = (
  { pivot, column }: ImportLinkTable,
  links: { owners: number[]; entries: number[]; places: number[]; rewritten: number[] },
): SqlFragment =>
  sql`with wanted as (
       select * from unnest(${links.owners}::int4[], ${links.entries}::int4[], ${links.places}::int4[])
         as w(valuation_id, entry_id, position)
     ), dropped as (
       delete from ${trusted(pivot)} link where link.valuation_id = any(${links.rewritten}::int4[])
         and not exists (select from wanted where wanted.valuation_id = link.valuation_id
                                              and wanted.entry_id = link.${trusted(column)})
     )
     insert into ${trusted(pivot)} (valuation_id, ${trusted(column)}, position)
     select valuation_id, entry_id, position from wanted
     on conflict (valuation_id, ${trusted(column)}) do update set position = excluded.position
       where ${trusted(pivot)}.position is distinct from excluded.position`;

/** Links live in their own tables: a record whose links alone changed moves its version on too. */
export const newVersions = (ids: readonly number[], userId: number | null): SqlFragment =>
  sql`update valuation set version = version + 1, updated_on = now(), updated_by_id = ${userId}
    where id = any(${ids}::int4[])`;

/** How many of the records with `valueIds` belong to a study not published: search and downloads do not show them. */
export const unpublishedAmong = (valueIds: readonly number[]): SqlFragment =>
  sql`select count(*)::int as count from valuation v join study s on s.id = v.study_id
    where not s.is_published and v.value_id = any(${valueIds}::bigint[])`;
