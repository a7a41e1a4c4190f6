import { useApolloClient, useMutation } from '@apollo/client/react';
import { hasAnyFilter, type ValuationFilter } from '@esvd/schema/rules/search';
import { useCallback, useEffect, useRef } from 'react';

import { SaveFilterQueryDocument, SearchValuationCountDocument } from './search.generated.ts';
import { initialSavedFilterState, nextSavedFilterStep, type SavedFilterEvent } from './saved-filter.ts';
import { filterKey, shownFilter } from './search-url.ts';
import type { SearchTotalListener } from './use-search-results.ts';

/**
 * Feeds the saved-filter machine (saved-filter.ts): every change of the filter form is a change, the search in the
 * URL is a use whenever it changes (a first visit, a bookmark, back and forward), and `filterUsed` reports the other
 * uses (the actions). A filter is saved with the number of records its search found, so the api need not count
 * them again: at once when that total is known (Apollo's cache holds every total the page has found), else when the
 * results card, which always shows the search used, tells it (`totalFound`). Saving is bookkeeping the user need not
 * hear about, so a failed count or save only lets the next use try again; a filter left before its total came (a
 * newer use replaces it) is not saved.
 */
export function useSavedFilter(formFilter: ValuationFilter, searchedFilter: ValuationFilter) {
  const client = useApolloClient();
  const [saveFilterQuery] = useMutation(SaveFilterQueryDocument);
  const state = useRef(initialSavedFilterState);
  /** A used filter whose save waits for its total. */
  const waiting = useRef<ValuationFilter | null>(null);
  /** The last total the results card told: of which search, and how many records (null: counting failed). */
  const shown = useRef<{ key: string; total: number | null } | null>(null);

  const dispatch = useCallback((event: SavedFilterEvent) => {
    const step = nextSavedFilterStep(state.current, event);
    state.current = step.state;
    return step.save;
  }, []);

  const save = useCallback(
    (filter: ValuationFilter, total: number | null) => {
      if (total === null) dispatch({ type: 'saveFailed' });
      else
        saveFilterQuery({ variables: { filter, resultsCount: total } }).catch(() => dispatch({ type: 'saveFailed' }));
    },
    [dispatch, saveFilterQuery],
  );

  const filterUsed = useCallback(
    (filter: ValuationFilter) => {
      if (!dispatch({ type: 'filterUsed', empty: !hasAnyFilter(filter) })) return;
      const key = filterKey(filter);
      const cached = client.readQuery({
        query: SearchValuationCountDocument,
        variables: { filter: shownFilter(filter) },
      });
      const total = cached?.valuationCount ?? (shown.current?.key === key ? shown.current.total : undefined);
      if (total === undefined) waiting.current = filter;
      else save(filter, total);
    },
    [client, dispatch, save],
  );

  const totalFound = useCallback<SearchTotalListener>(
    (filter, total) => {
      const key = filterKey(filter);
      shown.current = { key, total };
      const used = waiting.current;
      if (!used || filterKey(used) !== key) return;
      waiting.current = null;
      save(used, total);
    },
    [save],
  );

  // Compared with the previous key rather than on every run, so a remount (React's StrictMode) is no change.
  const formKey = filterKey(formFilter);
  const previousFormKey = useRef(formKey);
  useEffect(() => {
    if (previousFormKey.current === formKey) return;
    previousFormKey.current = formKey;
    dispatch({ type: 'filterChanged' });
  }, [formKey, dispatch]);

  // Declared after the form's effect: arriving at a search changes the form first, then uses it.
  const searchedKey = filterKey(searchedFilter);
  const previousSearchedKey = useRef<string | null>(null);
  useEffect(() => {
    if (previousSearchedKey.current === searchedKey) return;
    previousSearchedKey.current = searchedKey;
    filterUsed(searchedFilter);
  }, [searchedKey, searchedFilter, filterUsed]);

  return { filterUsed, totalFound };
}
