import { describe, expect, it } from 'vitest';

import {
  defaultManageState,
  editorPathOf,
  manageParamsOf,
  manageStateOf,
  nextSort,
  rangeText,
  statusOf,
} from './manage-studies.ts';

describe('manageStateOf and manageParamsOf', () => {
  it('keeps the plain address for the default list: newest StudyID first', () => {
    expect(manageStateOf(new URLSearchParams())).toEqual(defaultManageState);
    expect(manageParamsOf(defaultManageState).toString()).toBe('');
  });

  it('round-trips a filtered, sorted page through the address', () => {
    const state = {
      freeText: '"coral reef" 12',
      status: 'draft',
      sortColumn: 'title',
      isDescend: false,
      page: 3,
    } as const;
    const params = manageParamsOf(state);
    expect(params.toString()).toBe('freeText=%22coral+reef%22+12&status=draft&sortColumn=title&isDescend=false&page=3');
    expect(manageStateOf(params)).toEqual(state);
  });

  it('falls back to the default for values it does not know', () => {
    const state = manageStateOf(new URLSearchParams('status=lost&sortColumn=drop+table&page=-2'));
    expect(state).toEqual(defaultManageState);
    expect(manageStateOf(new URLSearchParams('page=2.5')).page).toBe(1);
  });

  it('leaves out a free text of spaces', () => {
    expect(manageParamsOf({ ...defaultManageState, freeText: '   ' }).toString()).toBe('');
  });
});

describe('nextSort', () => {
  it('turns the sorted column around', () => {
    expect(nextSort({ sortColumn: 'title', isDescend: false }, 'title')).toEqual({
      sortColumn: 'title',
      isDescend: true,
    });
  });

  it('starts texts at A and numbers, statuses and dates at the top', () => {
    const state = { sortColumn: 'studyId', isDescend: true } as const;
    expect(nextSort(state, 'ownerName')).toEqual({ sortColumn: 'ownerName', isDescend: false });
    expect(nextSort(state, 'valuationCount')).toEqual({ sortColumn: 'valuationCount', isDescend: true });
    expect(nextSort(state, 'updatedOn')).toEqual({ sortColumn: 'updatedOn', isDescend: true });
  });
});

describe('statusOf', () => {
  it('names a study published, complete or draft', () => {
    expect(statusOf({ isPublished: true, isComplete: true })).toBe('published');
    expect(statusOf({ isPublished: false, isComplete: true })).toBe('complete');
    expect(statusOf({ isPublished: false, isComplete: false })).toBe('draft');
  });
});

describe('rangeText and editorPathOf', () => {
  it('counts the rows shown and all rows', () => {
    expect(rangeText(1, 50, 1234)).toBe('Studies 1–50 of 1,234');
    expect(rangeText(25, 34, 1234)).toBe('Studies 1,201–1,234 of 1,234');
    expect(rangeText(1, 0, 0)).toBe('No studies');
  });

  it('opens a study in Edit Data by its internal id', () => {
    expect(editorPathOf(17)).toBe('/editor?studyId=17');
  });
});
