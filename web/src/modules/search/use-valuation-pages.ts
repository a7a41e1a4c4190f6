import { useApolloClient } from '@apollo/client/react';
import { defaultSearchPageSize, type ValuationFilter } from '@esvd/schema/rules/search';
import { useCallback, useEffect, useRef, useState } from 'react';

import type { ValuationTableRowFragment } from '../../gql/graphql.ts';
import { SearchValuationPageDocument } from './search.generated.ts';
import { filterKey, type SearchSort } from './search-url.ts';

/** Rows per request: a screenful many times over, and well under the api's maximum page size. */
const pageSize = defaultSearchPageSize;

/** The variables of a page of a search's rows: the first (0) with its total (SearchValuationFirstPage), or any. */
export function valuationPageVariables(filter: ValuationFilter, { column, descending }: SearchSort, page: number) {
  return { filter, limit: pageSize, offset: page * pageSize, sortColumn: column, isDescend: descending };
}

/** A search's first page, fetched with its total before the table shows (SearchResultsCard). */
export interface FirstValuationPage {
  /** The sort it was fetched in: its rows are the table's first page while the table shows that sort. */
  sort: SearchSort;
  rows: ValuationTableRowFragment[];
}

export interface LoadedPages {
  /** The search (filter and sort) the pages belong to. */
  key: string;
  pages: ReadonlyMap<number, ValuationTableRowFragment[]>;
  failed: boolean;
}

const pagesOf = (loaded: LoadedPages, key: string): LoadedPages =>
  loaded.key === key ? loaded : { key, pages: new Map(), failed: false };

/**
 * The loaded pages once an answer for a page of `answeredKey` came back (its rows, or null when it failed). The table
 * may have moved to another search or sort (`askedKey`) meanwhile: an answer that comes last for a sort no longer
 * shown changes nothing, or it would replace the shown sort's pages, which are not asked for again.
 */
export function withAnswer(
  loaded: LoadedPages,
  askedKey: string,
  answeredKey: string,
  page: number,
  rows: ValuationTableRowFragment[] | null,
): LoadedPages {
  if (answeredKey !== askedKey) return loaded;
  const current = pagesOf(loaded, answeredKey);
  return rows ? { ...current, pages: new Map(current.pages).set(page, rows) } : { ...current, failed: true };
}

const searchKey = (filter: ValuationFilter, { column, descending }: SearchSort) =>
  `${filterKey(filter)}|${column}|${descending}`;

/**
 * The rows of a search for a virtualised table: the pages the table shows (`showRows`) are fetched, each once per
 * search and sort, except a first page that came with the search's total (`firstPage`) while its sort is shown.
 * Sorting is the server's: a new sort fetches the rows in view again, in the new order.
 */
export function useValuationPages(filter: ValuationFilter, sort: SearchSort, firstPage?: FirstValuationPage) {
  const { column: sortColumn, descending: isDescend } = sort;
  const client = useApolloClient();
  const key = searchKey(filter, sort);
  const [loaded, setLoaded] = useState<LoadedPages>({ key, pages: new Map(), failed: false });
  const requested = useRef({ key, pages: new Set<number>() });
  const inView = useRef({ firstRow: 0, lastRow: pageSize - 1 });

  const firstRows = firstPage && searchKey(filter, firstPage.sort) === key ? firstPage.rows : undefined;
  const pages = loaded.key === key ? loaded.pages : undefined;
  const rowAt = useCallback(
    (index: number) => {
      const page = Math.floor(index / pageSize);
      return (page === 0 && firstRows ? firstRows : pages?.get(page))?.[index % pageSize];
    },
    [firstRows, pages],
  );

  const showRows = useCallback(
    (firstRow: number, lastRow: number) => {
      inView.current = { firstRow, lastRow };
      if (requested.current.key !== key) requested.current = { key, pages: new Set() };
      const wanted = requested.current.pages;
      const answered = (page: number, rows: ValuationTableRowFragment[] | null) =>
        setLoaded((previous) => withAnswer(previous, requested.current.key, key, page, rows));
      for (let page = Math.floor(firstRow / pageSize); page <= Math.floor(lastRow / pageSize); page++) {
        if (wanted.has(page) || (page === 0 && firstRows)) continue;
        wanted.add(page);
        const variables = valuationPageVariables(filter, { column: sortColumn, descending: isDescend }, page);
        client
          .query({ query: SearchValuationPageDocument, variables })
          .then(({ data }) => {
            if (!data) throw new Error('The page came back empty');
            answered(page, data.valuations.items);
          })
          .catch(() => {
            // Showing the page again asks for it again.
            wanted.delete(page);
            answered(page, null);
          });
      }
    },
    [client, key, filter, sortColumn, isDescend, firstRows],
  );

  // A new search or sort: the rows in view, in their new order (the table reports its view only when it scrolls).
  useEffect(() => {
    showRows(inView.current.firstRow, inView.current.lastRow);
  }, [showRows]);

  return { rowAt, showRows, someRowsFailed: loaded.key === key && loaded.failed };
}
