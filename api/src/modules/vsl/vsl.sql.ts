import { parseFreeText } from '@esvd/schema/rules/search';
import {
  repositoryInclusionTexts,
  vslInclusionLabels,
  vslListFilters,
  type VslFilter,
  type VslListFilter,
  type VslPageInput,
  type VslSortColumn,
} from '@esvd/schema/rules/vsl';
import { containsPattern, joinSql, phraseInAnyOf, prepared, sql, trusted, type SqlFragment } from '../../core/sql.ts';
import {
  listFilterMatches,
  storedListFilter,
  type FilteredRecords,
  type StoredLinkFilter,
} from '../reference-lists/index.ts';

/** The list filters as a listed study keeps them (the filter catalogue). */
const storedFilters = vslListFilters.map((name) => [name, storedListFilter(name, 'vsl')] as const);

const listedStudies: FilteredRecords = { alias: 'vs', linkOwner: 'vsl_study_id' };

/** A link the list's rows show flattened (codes and labels), from the same stored filters. */
function linkOf(name: VslListFilter): StoredLinkFilter {
  const stored = storedFilters.find(([filter]) => filter === name)?.[1];
  if (stored?.kind !== 'link') throw new Error(`The list keeps ${name} in a column`);
  return stored;
}

/** The texts free-text words and "exact phrases" are looked for in. */
const textColumns = ['vs.title', 'vs.authors', 'vs.reference', 'vs.notes', 'vs.checked_by', 'vs.language'];

/**
 * The where clause of a list search over `vsl_study vs`: filters AND-ed, values of one filter OR-ed. The list holds
 * a few thousand rows at most, so free text is matched on the fly: every word by full-text search (a stop word
 * matches anything), every phrase by ILIKE.
 */
export function vslCondition(filter: VslFilter): SqlFragment {
  const parts: SqlFragment[] = [trusted('true')];
  if (filter.includedEsvd) parts.push(sql`vs.included_in_esvd = ${filter.includedEsvd}`);
  for (const [name, stored] of storedFilters) {
    if (filter[name].length) parts.push(listFilterMatches(stored, filter[name], listedStudies));
  }
  const { words, phrases } = parseFreeText(filter.freeText);
  const document = trusted(`to_tsvector('english', concat_ws(' ', ${textColumns.join(', ')}))`);
  for (const word of words) {
    parts.push(sql`(numnode(plainto_tsquery('english', ${word})) = 0
      or ${document} @@ plainto_tsquery('english', ${word}))`);
  }
  for (const phrase of phrases) parts.push(phraseInAnyOf(textColumns, containsPattern(phrase)));
  return joinSql(parts, ' and ');
}

export const vslCountQuery = (filter: VslFilter): SqlFragment =>
  sql`select count(*)::int as count from vsl_study vs where ${vslCondition(filter)}`;

const sortExpressions: Record<VslSortColumn, string> = {
  studyId: 'vs.study_id',
  authors: 'vs.authors',
  yearOfPublication: 'vs.year_of_publication',
  title: 'vs.title',
  reference: 'vs.reference',
  includedInEsvd: 'vs.included_in_esvd',
  protectionStatus: '(select label from ref_protection_status where id = vs.protection_status_id)',
  includedRepository: 'vs.included_repository',
  repositoryFolder: 'vs.repository_folder',
  checkedBy: 'vs.checked_by',
  language: 'vs.language',
};

/** The ids of one page, sorted by a whitelisted column, empty values last, the id breaking ties. */
export function vslPageIds(filter: VslFilter, page: VslPageInput): SqlFragment {
  const direction = trusted(page.isDescend ? 'desc' : 'asc');
  return sql`select vs.id from vsl_study vs where ${vslCondition(filter)}
    order by ${trusted(sortExpressions[page.sortColumn])} ${direction} nulls last, vs.id ${direction}
    limit ${page.limit} offset ${page.offset}`;
}

/** `string_agg` over a row's entries of one list (optionally one level of it), in reference-list order. */
function flatList(link: StoredLinkFilter, expression: string, separator: string, level?: number): SqlFragment {
  return trusted(`(select string_agg(${expression}, '${separator}' order by entry.sort_order, entry.id)
    from ${link.table} link join ${link.entries} entry on entry.id = link.${link.column}
    where link.vsl_study_id = vs.id${level ? ` and entry.level = ${level}` : ''})`);
}

function idList(link: StoredLinkFilter): SqlFragment {
  return trusted(`array(select link.${link.column} from ${link.table} link join ${link.entries} entry
    on entry.id = link.${link.column} where link.vsl_study_id = vs.id order by entry.sort_order, entry.id)`);
}

const labels = (link: StoredLinkFilter, level?: number) => flatList(link, 'entry.label', '; ', level);
const codes = (link: StoredLinkFilter, level?: number) => flatList(link, 'entry.code', ';', level);

/** The links a row shows flattened: ESVD 1.0 and 2.0 habitats, countries and TEEB services. */
const [v1, v2, countries, teeb] = (
  ['biomeEcosystems', 'biomeV2EcosystemV2Ecozones', 'countries', 'ecosystemServices'] as const
).map(linkOf);

/** The row as spec 001 §3 names it, its links flattened to semicolon-separated codes and labels. */
export interface VslRowView {
  id: number;
  authors: string | null;
  yearOfPublication: number | null;
  title: string | null;
  reference: string | null;
  includedInEsvd: string | null;
  /** The inclusion as the grid shows it ("Pending review"). */
  includedInESVDText: string | null;
  studyId: number | null;
  biomeEcosystemIds: number[];
  biomeV2EcosystemV2EcozoneIds: number[];
  ecosystemServiceIds: number[];
  countryIds: number[];
  flatVsBiomeCodes: string | null;
  flatVsEcosystemCodes: string | null;
  flatVsBiomeV2Codes: string | null;
  flatVsEcozoneCodes: string | null;
  flatVsEcosystemServiceCodes: string | null;
  flatVsCountryCodes: string | null;
  flatVsBiomes: string | null;
  flatVsEcosystems: string | null;
  flatVsBiomeV2s: string | null;
  flatVsEcozones: string | null;
  flatVsEcosystemServices: string | null;
  flatVsCountries: string | null;
  protectionStatusId: number | null;
  protectionStatus: string | null;
  includedRepository: boolean | null;
  /** "Yes" or "No". */
  includedRepositoryText: string | null;
  repositoryFolder: string | null;
  checkedBy: string | null;
  language: string | null;
  notes: string | null;
  updatedOn: Date;
  version: number;
}

/** Spec 001 §3's texts beside the inclusion codes, in the words the grid shows. */
const inclusionText = sql`case vs.included_in_esvd ${joinSql(
  Object.entries(vslInclusionLabels).map(([value, label]) => sql`when ${value}::text then ${label}::text`),
  ' ',
)} end`;
const repositoryText = sql`case vs.included_repository when true then ${repositoryInclusionTexts.included}::text
    when false then ${repositoryInclusionTexts.notIncluded}::text end`;

/** The columns of a row as `VslRowView` names them, from `vsl_study vs`. */
const rowColumns = sql`select vs.id, vs.authors, vs.year_of_publication as "yearOfPublication", vs.title, vs.reference,
      vs.included_in_esvd as "includedInEsvd", ${inclusionText} as "includedInESVDText", vs.study_id as "studyId",
      ${idList(v1)} as "biomeEcosystemIds", ${idList(v2)} as "biomeV2EcosystemV2EcozoneIds",
      ${idList(teeb)} as "ecosystemServiceIds", ${idList(countries)} as "countryIds",
      ${codes(v1, 1)} as "flatVsBiomeCodes", ${codes(v1, 2)} as "flatVsEcosystemCodes",
      ${codes(v2, 1)} as "flatVsBiomeV2Codes", ${codes(v2, 2)} as "flatVsEcozoneCodes",
      ${codes(teeb)} as "flatVsEcosystemServiceCodes", ${codes(countries)} as "flatVsCountryCodes",
      ${labels(v1, 1)} as "flatVsBiomes", ${labels(v1, 2)} as "flatVsEcosystems",
      ${labels(v2, 1)} as "flatVsBiomeV2s", ${labels(v2, 2)} as "flatVsEcozones",
      ${labels(teeb)} as "flatVsEcosystemServices", ${labels(countries)} as "flatVsCountries",
      vs.protection_status_id as "protectionStatusId", ps.label as "protectionStatus",
      vs.included_repository as "includedRepository", ${repositoryText} as "includedRepositoryText",
      vs.repository_folder as "repositoryFolder",
      vs.checked_by as "checkedBy", vs.language, vs.notes, vs.updated_on as "updatedOn", vs.version
    from vsl_study vs left join ref_protection_status ps on ps.id = vs.protection_status_id`;

/** The rows with these ids, in any order. */
export function vslRows(ids: number[]): SqlFragment {
  return sql`${rowColumns} where vs.id = any(${ids}::int[])`;
}

/**
 * One row by id, in a text that never changes: the live grid reads a row several times per edit, and as a named
 * statement its plan (two dozen subqueries) is made once per connection rather than on every read.
 */
export const vslRowById = (id: number): SqlFragment => prepared(sql`${rowColumns} where vs.id = ${id}::int`);
