import { describe, expect, it } from 'vitest';

import { initialSavedFilterState, nextSavedFilterStep, type SavedFilterEvent } from './saved-filter.ts';

const used = { type: 'filterUsed', empty: false } as const;
const usedEmpty = { type: 'filterUsed', empty: true } as const;
const changed = { type: 'filterChanged' } as const;
const failed = { type: 'saveFailed' } as const;

/** Runs events from the start and lists at which of them a save happened. */
function savesOf(events: SavedFilterEvent[]): boolean[] {
  let state = initialSavedFilterState;
  return events.map((event) => {
    const step = nextSavedFilterStep(state, event);
    state = step.state;
    return step.save;
  });
}

describe('the saved filter (spec 000 §4)', () => {
  it('saves a non-empty filter the first time it is used, and only then', () => {
    expect(savesOf([used, used, used])).toEqual([true, false, false]);
  });

  it('saves again on the next use after any change', () => {
    expect(savesOf([used, changed, used, used])).toEqual([true, false, true, false]);
  });

  it('counts a change that ends where it started as a change', () => {
    expect(savesOf([used, changed, changed, used])).toEqual([true, false, false, true]);
  });

  it('does not save before the filter is used, however often it changes', () => {
    expect(savesOf([changed, changed, changed])).toEqual([false, false, false]);
  });

  it('never saves an empty filter, and saves the first non-empty one', () => {
    expect(savesOf([usedEmpty, usedEmpty, changed, used])).toEqual([false, false, false, true]);
  });

  it('tries again on the next use when a save did not reach the server', () => {
    expect(savesOf([used, failed, used, used])).toEqual([true, false, true, false]);
  });
});
