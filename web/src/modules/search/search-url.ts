import {
  asList,
  valuationFilterFields,
  valuationListFilters,
  valuationPageInput,
  type ValuationFilter,
  type ValuationSortColumn,
} from '@esvd/schema/rules/search';

/** How the results of a search are shown (spec 000 §4: map mode vs table mode). */
export type ResultsView = 'table' | 'map';

export interface SearchSort {
  column: ValuationSortColumn;
  descending: boolean;
}

/**
 * Everything a search page shows, as its URL says it: so a search can be bookmarked, shared, and walked through with
 * back and forward. The parameters carry the api's own names (`countries=3,7&freeText=...&sortColumn=title&isDescend=true`),
 * so the query string of a page is also the query string of the same search over REST (`/api/esvds?...`).
 */
export interface SearchState {
  filter: ValuationFilter;
  view: ResultsView;
  sort: SearchSort;
  /** The summary statistics of the search are shown. */
  summary: boolean;
}

export const emptyFilter: ValuationFilter = valuationFilterFields.parse({});

const defaultPage = valuationPageInput.parse({});
export const defaultSort: SearchSort = { column: defaultPage.sortColumn, descending: defaultPage.isDescend };

const viewParam = 'view';
const summaryParam = 'summary';

/** Ids as a URL carries them (repeated or comma-separated); anything that is not an id is dropped. */
function idsOf(values: string[]): number[] {
  const ids = asList(values)
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0);
  return [...new Set(ids)].sort((a, b) => a - b);
}

function filterOf(params: URLSearchParams): ValuationFilter {
  const filter: ValuationFilter = { ...emptyFilter, freeText: params.get('freeText') ?? '' };
  for (const name of valuationListFilters) filter[name] = idsOf(params.getAll(name));
  return filter;
}

function sortOf(params: URLSearchParams): SearchSort {
  const parsed = valuationPageInput.safeParse({
    sortColumn: params.get('sortColumn') ?? undefined,
    isDescend: params.get('isDescend') ?? undefined,
  });
  return parsed.success ? { column: parsed.data.sortColumn, descending: parsed.data.isDescend } : defaultSort;
}

/** Reads a search page's URL. Anything it does not understand falls back to the default, never to an error. */
export function searchStateOf(params: URLSearchParams): SearchState {
  return {
    filter: filterOf(params),
    view: params.get(viewParam) === 'map' ? 'map' : 'table',
    sort: sortOf(params),
    summary: params.get(summaryParam) === 'true',
  };
}

/**
 * The non-empty filters in one fixed order, ids ascending: the same search always reads the same, which makes it
 * the filter's identity (`filterKey`) and the query string of its downloads.
 */
export function filterParams(filter: ValuationFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of valuationListFilters) {
    if (filter[name].length) params.set(name, [...filter[name]].sort((a, b) => a - b).join(','));
  }
  // Trimmed as the api trims it, so text typed with a space at the end is the same search.
  const freeText = filter.freeText.trim();
  if (freeText) params.set('freeText', freeText);
  return params;
}

export const filterKey = (filter: ValuationFilter): string => filterParams(filter).toString();

/** A filter as the URL of its search gives it back (ids ascending, free text trimmed): the filter its results show. */
export const shownFilter = (filter: ValuationFilter): ValuationFilter => filterOf(filterParams(filter));

/** The URL of a search; defaults are left out, so a plain table search has only its filters. */
export function searchParamsOf(state: SearchState): URLSearchParams {
  const params = filterParams(state.filter);
  if (state.view === 'map') params.set(viewParam, 'map');
  if (state.sort.column !== defaultSort.column) params.set('sortColumn', state.sort.column);
  if (state.sort.descending) params.set('isDescend', 'true');
  if (state.summary) params.set(summaryParam, 'true');
  return params;
}
