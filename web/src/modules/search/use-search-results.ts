import { useApolloClient, useQuery } from '@apollo/client/react';
import { hasAnyFilter, type ValuationFilter } from '@esvd/schema/rules/search';
import { useEffect, useMemo, useState } from 'react';

import { SearchValuationCountDocument, SearchValuationFirstPageDocument } from './search.generated.ts';
import { filterKey, type ResultsView, type SearchSort } from './search-url.ts';
import { valuationPageVariables, type FirstValuationPage } from './use-valuation-pages.ts';

/** The total of a search once known, or null when counting it failed. */
export type SearchTotalListener = (filter: ValuationFilter, total: number | null) => void;

/**
 * The number of records of the search shown and, for the table, its first page. The table asks for its first page
 * with the total in one request (SearchValuationFirstPage) unless the total is known already; the map asks for the
 * count alone (SearchValuationCount). A total found either way is kept in Apollo's cache as the search's count,
 * where the map, a return to the search and the saved filter query find it without counting again, and is told to
 * `onTotal`. The first page is asked once per search, in the sort of that moment: other sorts are the table's pages.
 */
export function useSearchResults(
  filter: ValuationFilter,
  view: ResultsView,
  sort: SearchSort,
  onTotal?: SearchTotalListener,
) {
  const client = useApolloClient();
  const searched = hasAnyFilter(filter);
  const key = filterKey(filter);
  const known = useQuery(SearchValuationCountDocument, {
    variables: { filter },
    fetchPolicy: 'cache-only',
    skip: !searched,
  }).data?.valuationCount;

  // Stored information from earlier renders: the search whose first page was asked for, and in which sort.
  const [firstPageAsked, setFirstPageAsked] = useState<{ key: string; sort: SearchSort } | null>(null);
  const firstPageSort = firstPageAsked?.key === key ? firstPageAsked.sort : null;
  if (searched && view === 'table' && !firstPageSort && known === undefined) setFirstPageAsked({ key, sort });

  const first = useQuery(SearchValuationFirstPageDocument, {
    variables: valuationPageVariables(filter, firstPageSort ?? sort, 0),
    skip: !firstPageSort,
  });
  const counted = useQuery(SearchValuationCountDocument, { variables: { filter }, skip: !searched || view !== 'map' });

  const firstTotal = first.data?.valuations.totalCount;
  const total = firstTotal ?? counted.data?.valuationCount ?? known;
  const failure = total === undefined ? (view === 'table' ? first.error : counted.error) : undefined;

  useEffect(() => {
    if (firstTotal !== undefined) {
      client.cache.writeQuery({
        query: SearchValuationCountDocument,
        variables: { filter },
        data: { valuationCount: firstTotal },
      });
    }
  }, [client, filter, firstTotal]);

  const failed = failure !== undefined;
  useEffect(() => {
    if (!searched || !onTotal) return;
    if (total !== undefined) onTotal(filter, total);
    else if (failed) onTotal(filter, null);
  }, [searched, filter, total, failed, onTotal]);

  const items = first.data?.valuations.items;
  const firstPage = useMemo<FirstValuationPage | undefined>(
    () => (items && firstPageSort ? { sort: firstPageSort, rows: items } : undefined),
    [items, firstPageSort],
  );

  return { searched, total, failure, firstPage };
}
