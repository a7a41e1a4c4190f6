import { useMutation } from '@apollo/client/react';
import { hasAnyFilter, type ValuationFilter } from '@esvd/schema/rules/search';
import { useCallback, useEffect, useRef } from 'react';

import { SaveFilterQueryDocument } from '../../gql/graphql.ts';
import { initialSavedFilterState, nextSavedFilterStep, type SavedFilterEvent } from './saved-filter.ts';
import { filterKey } from './search-url.ts';

/**
 * Feeds the saved-filter machine (saved-filter.ts): every change of the filter form is a change, the search in the
 * URL is a use whenever it changes (a first visit, a bookmark, back and forward), and the returned function reports
 * the other uses (the actions). Saving is bookkeeping the user need not hear about, so a failed save is only retried.
 */
export function useSavedFilter(formFilter: ValuationFilter, searchedFilter: ValuationFilter) {
  const [saveFilterQuery] = useMutation(SaveFilterQueryDocument);
  const state = useRef(initialSavedFilterState);

  const dispatch = useCallback((event: SavedFilterEvent) => {
    const step = nextSavedFilterStep(state.current, event);
    state.current = step.state;
    return step.save;
  }, []);

  const filterUsed = useCallback(
    (filter: ValuationFilter) => {
      if (!dispatch({ type: 'filterUsed', empty: !hasAnyFilter(filter) })) return;
      saveFilterQuery({ variables: { filter } }).catch(() => dispatch({ type: 'saveFailed' }));
    },
    [dispatch, saveFilterQuery],
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

  return filterUsed;
}
