/**
 * Spec 000 §4, saved filter: the first time a non-empty filter is used (to search, show the map, summarise or
 * download) it is saved, once; changing any filter resets this, so the changed filter is saved again on its next
 * use. The server saves whatever it is sent; knowing when is this machine's job.
 */
export type SavedFilterState = 'unsaved' | 'saved';

export type SavedFilterEvent =
  /** The user changed a filter (any change, even back to an earlier one). */
  | { type: 'filterChanged' }
  /** The filter was used; an empty filter is never saved. */
  | { type: 'filterUsed'; empty: boolean }
  /** Saving did not reach the server: the next use tries again. */
  | { type: 'saveFailed' };

export interface SavedFilterStep {
  state: SavedFilterState;
  /** Save the filter now. */
  save: boolean;
}

export const initialSavedFilterState: SavedFilterState = 'unsaved';

export function nextSavedFilterStep(state: SavedFilterState, event: SavedFilterEvent): SavedFilterStep {
  switch (event.type) {
    case 'filterChanged':
    case 'saveFailed':
      return { state: 'unsaved', save: false };
    case 'filterUsed':
      return state === 'unsaved' && !event.empty ? { state: 'saved', save: true } : { state, save: false };
  }
}
