import { useApolloClient } from '@apollo/client/react';
import { defaultSearchPageSize, type ValuationFilter } from '@esvd/schema/rules/search';
import { useCallback, useEffect, useRef, useState } from 'react';

import { SearchValuationPageDocument, type ValuationTableRowFragment } from '../../gql/graphql.ts';
import { filterKey, type SearchSort } from './search-url.ts';

/** Rows per request: a screenful many times over, and well under the api's maximum page size. */
const pageSize = defaultSearchPageSize;

interface LoadedPages {
  /** The search (filter and sort) the pages belong to. */
  key: string;
  pages: ReadonlyMap<number, ValuationTableRowFragment[]>;
  failed: boolean;
}

/**
 * The rows of a search for a virtualised table: the pages the table shows (`showRows`) are fetched, each once per
 * search and sort. Sorting is the server's: a new sort fetches the rows in view again, in the new order.
 */
export function useValuationPages(filter: ValuationFilter, { column: sortColumn, descending: isDescend }: SearchSort) {
  const client = useApolloClient();
  const key = `${filterKey(filter)}|${sortColumn}|${isDescend}`;
  const [loaded, setLoaded] = useState<LoadedPages>({ key, pages: new Map(), failed: false });
  const requested = useRef({ key, pages: new Set<number>() });
  const inView = useRef({ firstRow: 0, lastRow: pageSize - 1 });

  const pages = loaded.key === key ? loaded.pages : undefined;
  const rowAt = useCallback((index: number) => pages?.get(Math.floor(index / pageSize))?.[index % pageSize], [pages]);

  const showRows = useCallback(
    (firstRow: number, lastRow: number) => {
      inView.current = { firstRow, lastRow };
      if (requested.current.key !== key) requested.current = { key, pages: new Set() };
      const wanted = requested.current.pages;
      const keep = (previous: LoadedPages) =>
        previous.key === key ? previous : { key, pages: new Map(), failed: false };
      for (let page = Math.floor(firstRow / pageSize); page <= Math.floor(lastRow / pageSize); page++) {
        if (wanted.has(page)) continue;
        wanted.add(page);
        const variables = { filter, limit: pageSize, offset: page * pageSize, sortColumn, isDescend };
        client
          .query({ query: SearchValuationPageDocument, variables })
          .then(({ data }) => {
            if (!data) throw new Error('The page came back empty');
            setLoaded((previous) => {
              const current = keep(previous);
              return { ...current, pages: new Map(current.pages).set(page, data.valuations.items) };
            });
          })
          .catch(() => {
            // Showing the page again asks for it again.
            wanted.delete(page);
            setLoaded((previous) => ({ ...keep(previous), failed: true }));
          });
      }
    },
    [client, key, filter, sortColumn, isDescend],
  );

  // A new search or sort: the rows in view, in their new order (the table reports its view only when it scrolls).
  useEffect(() => {
    showRows(inView.current.firstRow, inView.current.lastRow);
  }, [showRows]);

  return { rowAt, showRows, someRowsFailed: loaded.key === key && loaded.failed };
}
