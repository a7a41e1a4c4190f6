import {
  parseFreeText,
  valuationListFilters,
  type ValuationFilter,
  type ValuationPageInput,
  type ValuationSortColumn,
} from '@esvd/schema/rules/search';
import type { EntityManager } from '@mikro-orm/postgresql';
import { containsPattern, joinSql, phraseInAnyOf, queryRows, sql, trusted, type SqlFragment } from '../../core/sql.ts';
import {
  listFilterMatches,
  matchedEntries,
  storedListFilter,
  type FilteredRecords,
  type StoredLinkFilter,
} from '../reference-lists/index.ts';

/** The database search's list filters as the valuation keeps them (the filter catalogue). */
const storedFilters = valuationListFilters.map((name) => [name, storedListFilter(name, 'valuation')] as const);

const valuations: FilteredRecords = { alias: 'v', linkOwner: 'valuation_id' };

/** The text fields an "exact phrase" is looked for in: the valuation's and its study's. */
const phraseColumns = [
  'v.ecosystem_description',
  'v.ecosystem_service_description',
  'v.study_location',
  'v.notes',
  's.title',
  's.authors',
  's.reference',
];

/**
 * A filter ready to become SQL: free-text words already turned into full-text queries by PostgreSQL
 * (stop words, which match nothing, are dropped), exact phrases as ILIKE patterns.
 */
export interface SearchCondition {
  filter: ValuationFilter;
  wordQueries: string[];
  phrasePatterns: string[];
}

export async function searchConditionFor(em: EntityManager, filter: ValuationFilter): Promise<SearchCondition> {
  const { words, phrases } = parseFreeText(filter.freeText);
  // PostgreSQL stems the words with the configuration of the search documents.
  const queries = words.length
    ? await queryRows<{ query: string }>(
        em,
        sql`select query::text from unnest(${words}::text[]) as word,
              lateral plainto_tsquery('english', word) as query
            where numnode(query) > 0`,
      )
    : [];
  return { filter, wordQueries: queries.map((row) => row.query), phrasePatterns: phrases.map(containsPattern) };
}

/**
 * The list filters' condition. One list filter is an EXISTS on its join table: the planner estimates it
 * well from the table's statistics and, for a broad filter, reads valuations in page order and stops
 * early. Several list filters become one id set (`linkKeysMatches`), and only the valuations in it are read,
 * by primary key, instead of testing one link table's records against another's (bench/RESULTS.md has the
 * figures). `matchedIds` stands for that set when the statement has it at hand already.
 */
function linkCondition(chosen: [StoredLinkFilter, number[]][], matchedIds: SqlFragment | null): SqlFragment {
  if (chosen.length === 1) {
    const [[link, ids]] = chosen;
    return listFilterMatches(link, ids, valuations);
  }
  return sql`v.id = any(${matchedIds ?? linkKeysMatches(chosen)})`;
}

/**
 * The ids of the valuations in every one of several list filters, as an array: found in the GIN index of every
 * valuation's link keys (`valuation_link_keys`, kept by link-keys.sql.ts), which intersects the filters' posting
 * lists.
 */
function linkKeysMatches(chosen: [StoredLinkFilter, number[]][]): SqlFragment {
  const overlaps = chosen.map(
    ([link, ids]) =>
      sql`linked.keys && array(select valuation_link_key(${link.table}, entry) from unnest(${matchedEntries(link, ids)}) as entry)`,
  );
  return sql`array(select linked.valuation_id from valuation_link_keys linked where ${joinSql(overlaps, ' and ')})`;
}

/** The list filters a search chooses that the valuation keeps in link tables, with their chosen entries. */
function chosenLinkFilters(filter: ValuationFilter): [StoredLinkFilter, number[]][] {
  return storedFilters.flatMap(([name, stored]): [StoredLinkFilter, number[]][] =>
    stored.kind === 'link' && filter[name].length > 0 ? [[stored, filter[name]]] : [],
  );
}

/**
 * THE where clause of every search: table, count, map, statistics and export all call this, over
 * `valuation v join study s on s.id = v.study_id`. Values within one filter are OR-ed (= any), filters
 * are AND-ed; list filters go through their join tables' (entry, valuation) indexes, column filters and
 * free text apply to the valuation itself. Only valuations of published studies are ever found.
 */
export function filterCondition(condition: SearchCondition, matchedLinkIds: SqlFragment | null = null): SqlFragment {
  const { filter } = condition;
  const parts: SqlFragment[] = [sql`s.is_published`];
  const chosenLinks = chosenLinkFilters(filter);
  if (chosenLinks.length) parts.push(linkCondition(chosenLinks, matchedLinkIds));
  for (const [name, stored] of storedFilters) {
    if (stored.kind === 'column' && filter[name].length > 0) {
      parts.push(listFilterMatches(stored, filter[name], valuations));
    }
  }
  for (const query of condition.wordQueries) {
    // Each word in the valuation's text or in its study's; the study side as an id list keeps both
    // sides index scans (GIN on valuation, btree on valuation.study_id).
    parts.push(sql`(v.search_document @@ ${query}::tsquery
      or v.study_id = any(array(select st.id from study st where st.search_document @@ ${query}::tsquery)))`);
  }
  for (const pattern of condition.phrasePatterns) parts.push(phraseInAnyOf(phraseColumns, pattern));
  return joinSql(parts, ' and ');
}

/** The search's rows: valuation `v` joined to its study `s`, filtered. */
export function filteredValuations(condition: SearchCondition): SqlFragment {
  return sql`valuation v join study s on s.id = v.study_id where ${filterCondition(condition)}`;
}

export const countQuery = (condition: SearchCondition): SqlFragment =>
  sql`select count(*)::int as count from ${filteredValuations(condition)}`;

const sortExpressions: Record<ValuationSortColumn, string> = {
  valueId: 'v.value_id',
  studyId: 's.study_id',
  title: 's.title',
  authors: 's.authors',
  yearOfPublication: 's.year_of_publication',
  studyLocation: 'v.study_location',
  siteAreaInHectares: 'v.site_area_in_hectares',
  latitude: 'v.latitude',
  longitude: 'v.longitude',
  valueYear: 'v.value_year',
  originalValue: 'v.original_value',
  intPerHectarePerYear: 'v.int_per_hectare_per_year',
  reviewed: 'v.reviewed',
  codedDate: 'v.coded_date',
};

/**
 * A page of a search's ids (`ids`) and, with `withTotal`, the number of all its records (`totalCount`), in one
 * statement. The page is sorted by a whitelisted column, empty values last, the id breaking ties so that pages never
 * overlap. The ids of several list filters' link keys, the costly part of such a search, bound what it finds: its
 * records are matched once (`matched`, with their sort keys) and both the count and the page are read from them.
 * Without that bound a search may find most of the table, which is counted and paged by index faster than it could
 * be gathered.
 */
export function searchPage(condition: SearchCondition, page: ValuationPageInput, withTotal: boolean): SqlFragment {
  const chosenLinks = chosenLinkFilters(condition.filter);
  const sharedLinks = chosenLinks.length > 1;
  const rows = sql`valuation v join study s on s.id = v.study_id
    where ${filterCondition(condition, sharedLinks ? sql`(select ids from search_links)::int[]` : null)}`;
  const direction = trusted(page.isDescend ? 'desc' : 'asc');
  const sortKey = trusted(sortExpressions[page.sortColumn]);
  /** The page's order by a sort key, empty values last, and then by the id. */
  const pageOrder = (key: SqlFragment, id: SqlFragment) =>
    sql`order by ${key} ${direction} nulls last, ${id} ${direction} limit ${page.limit} offset ${page.offset}`;
  if (!sharedLinks) {
    const total = withTotal ? sql`(select count(*)::int from ${rows})` : sql`null::int`;
    return sql`select ${total} as "totalCount", array(select v.id from ${rows} ${pageOrder(sortKey, sql`v.id`)}) as ids`;
  }
  return sql`with search_links as materialized (select ${linkKeysMatches(chosenLinks)} as ids),
      matched as materialized (select v.id, ${sortKey} as sort_key from ${rows})
    select ${withTotal ? sql`(select count(*)::int from matched)` : sql`null::int`} as "totalCount",
      array(select id from matched ${pageOrder(sql`sort_key`, sql`id`)}) as ids`;
}

/** Bulk pulls: the first `limit` records after a valueId, in valueId order (a keyset, stable under inserts). */
export const searchIdsAfter = (condition: SearchCondition, after: number, limit: number): SqlFragment =>
  sql`select v.id from ${filteredValuations(condition)} and v.value_id > ${after}
    order by v.value_id limit ${limit}`;
