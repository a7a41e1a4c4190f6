import { describe, expect, it } from 'vitest';

import { emptyRow, type VslRowData } from './vsl-grid-columns.ts';
import {
  defaultGridSort,
  emptyModel,
  filteredModel,
  loadedModel,
  rowKeyOf,
  sortedModel,
  withNewRow,
  withoutRow,
  withRow,
  withRowPatch,
  withSavedRow,
} from './vsl-grid-model.ts';

const study = (id: number, studyId: number | null, title = `Study ${id}`): VslRowData => ({
  ...emptyRow(),
  id,
  version: 1,
  studyId,
  title,
});

const loaded = loadedModel(emptyModel, [study(1, 10), study(2, 30), study(3, 20, 'Wetlands')]);
/** The record ids of rows' keys. */
const ids = (keys: readonly string[]) => keys.map((key) => Number(key.replace('study-', '')));

describe('the grid model', () => {
  it('sorts by StudyID descending unless told otherwise (spec 001 §9)', () => {
    expect(loaded.sort).toEqual(defaultGridSort);
    expect(ids(loaded.visible)).toEqual([2, 3, 1]);
    expect(ids(sortedModel(loaded, { column: 'title', descending: false }).visible)).toEqual([1, 2, 3]);
  });

  it('keeps the rows that contain each in-column filter text, in any case', () => {
    const filtered = filteredModel(loaded, { title: 'wet' });
    expect(ids(filtered.visible)).toEqual([3]);
    expect(ids(filteredModel(filtered, { title: ' ' }).visible)).toEqual([2, 3, 1]);
    expect(filteredModel(loaded, { title: 'study', studyId: '1' }).visible).toEqual([rowKeyOf(1)]);
  });

  it('changes a row in place, keeping the visible rows as they were when they are the same', () => {
    const edited = withRow(loaded, rowKeyOf(1), study(1, 99));
    expect(edited.rows.get(rowKeyOf(1))?.data.studyId).toBe(99);
    // In place: no re-sort, and the same array, so the grid redraws only the changed cells.
    expect(edited.visible).toBe(loaded.visible);
    expect(withRowPatch(loaded, rowKeyOf(3), { title: 'Peat' }).rows.get(rowKeyOf(3))?.data.title).toBe('Peat');
  });

  it("puts another admin's new row last and takes a deleted one away", () => {
    const added = withRow(loaded, rowKeyOf(7), study(7, 70));
    expect(added.visible.at(-1)).toBe(rowKeyOf(7));
    expect(ids(withoutRow(added, rowKeyOf(2)).visible)).toEqual([3, 1, 7]);
    expect(withoutRow(loaded, rowKeyOf(42))).toBe(loaded);
  });

  it('hides a row that an edit takes out of the in-column filter', () => {
    const filtered = filteredModel(loaded, { title: 'wet' });
    expect(withRow(filtered, rowKeyOf(3), study(3, 20, 'Peat')).visible).toEqual([]);
  });

  it('adds a new row on top, whatever the filters, and keeps its place once saved', () => {
    const { model: added, key } = withNewRow(filteredModel(loaded, { title: 'wet' }));
    expect(added.visible).toEqual([key, rowKeyOf(3)]);
    expect(added.rows.get(key)?.data.id).toBeNull();
    const saved = withSavedRow(added, key, study(8, null, 'Wetland margins'));
    expect(saved.visible).toEqual([rowKeyOf(8), rowKeyOf(3)]);
    expect(saved.rows.has(key)).toBe(false);
  });

  it('keeps rows not saved yet on top when the search is loaded again', () => {
    const { model: added, key } = withNewRow(loaded);
    const reloaded = loadedModel(added, [study(2, 30), study(4, 40)]);
    expect(reloaded.visible).toEqual([key, rowKeyOf(4), rowKeyOf(2)]);
  });

  it('keeps a row the grid holds in a newer version than the rows loaded', () => {
    const edited = withRow(loaded, rowKeyOf(3), { ...study(3, 20, 'Peat'), version: 2 });
    const reloaded = loadedModel(edited, [study(1, 10), study(2, 30), study(3, 20, 'Wetlands')]);
    expect(reloaded.rows.get(rowKeyOf(3))?.data.title).toBe('Peat');
    expect(loadedModel(loaded, [{ ...study(3, 20, 'Bog'), version: 2 }]).rows.get(rowKeyOf(3))?.data.title).toBe('Bog');
  });

  it('makes the grid redraw every row when the search is loaded again, even with the same rows', () => {
    const reloaded = loadedModel(loaded, [study(1, 10), study(2, 30), study(3, 20, 'Renamed')]);
    expect(reloaded.visible).toEqual(loaded.visible);
    expect(reloaded.visible).not.toBe(loaded.visible);
  });
});
