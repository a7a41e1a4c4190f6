import type { VslEditableField } from '@esvd/schema/rules/vsl';

import type { VslSort } from './vsl-columns.ts';
import { compareRows, emptyRow, vslGridColumns, type VslGridColumn, type VslRowData } from './vsl-grid-columns.ts';

export interface VslRow {
  /** Stays while the row is on screen: `study-{id}`, or `new-{n}` until a row added here is saved. */
  key: string;
  data: VslRowData;
}

export type VslGridSort = VslSort<VslEditableField>;
/** The in-column filters: a row passes when each filtered cell contains its text (any case). */
export type VslColumnFilters = Partial<Record<VslEditableField, string>>;

/** The rows of the grid, their order and the in-column filters; every change makes a new model. */
export interface VslGridModel {
  rows: ReadonlyMap<string, VslRow>;
  /** Every row's key, sorted; rows added here first. */
  order: readonly string[];
  sort: VslGridSort;
  filters: VslColumnFilters;
  /** The keys of the rows that pass the in-column filters, in order: the grid's rows. */
  visible: readonly string[];
}

/** Spec 001 §9: by StudyID, descending. */
export const defaultGridSort: VslGridSort = { column: 'studyId', descending: true };

export const rowKeyOf = (id: number): string => `study-${id}`;

let addedRows = 0;
const newRowKey = () => `new-${++addedRows}`;

export const emptyModel: VslGridModel = {
  rows: new Map(),
  order: [],
  sort: defaultGridSort,
  filters: {},
  visible: [],
};

const columnOf = (field: VslEditableField): VslGridColumn => vslGridColumns.find((column) => column.field === field)!;

const isNew = (row: VslRow) => row.data.id === null;

function passes(row: VslRow, filters: VslColumnFilters): boolean {
  // A row added here shows until it is saved, whatever the filters: it is being typed in.
  if (isNew(row)) return true;
  return Object.entries(filters).every(([field, text]) => {
    const wanted = text?.trim().toLowerCase();
    return (
      !wanted ||
      columnOf(field as VslEditableField)
        .shown(row.data)
        .toLowerCase()
        .includes(wanted)
    );
  });
}

const sameKeys = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((key, index) => key === b[index]);

/**
 * The model with `visible` worked out again: the same array when the same rows pass (the grid then redraws only the
 * cells it is told), unless every row may have changed (`fresh`: the grid redraws all).
 */
function withVisible(model: VslGridModel, { fresh = false } = {}): VslGridModel {
  const visible = model.order.filter((key) => passes(model.rows.get(key)!, model.filters));
  return { ...model, visible: !fresh && sameKeys(model.visible, visible) ? model.visible : visible };
}

function sortedKeys(rows: ReadonlyMap<string, VslRow>, sort: VslGridSort): string[] {
  const column = columnOf(sort.column);
  const all = [...rows.values()];
  const saved = all.filter((row) => !isNew(row)).sort((a, b) => compareRows(column, sort.descending, a.data, b.data));
  return [...all.filter(isNew), ...saved].map((row) => row.key);
}

/**
 * A search's rows as the api answered them; rows added here and not saved yet stay on top, and a row the grid holds
 * in a newer version (an event that came while the rows were on their way) stays as it is.
 */
export function loadedModel(model: VslGridModel, studies: readonly VslRowData[]): VslGridModel {
  const rows = new Map<string, VslRow>();
  for (const row of model.rows.values()) if (isNew(row)) rows.set(row.key, row);
  for (const data of studies) {
    const key = rowKeyOf(data.id!);
    const held = model.rows.get(key);
    rows.set(key, held && held.data.version > data.version ? held : { key, data });
  }
  return withVisible({ ...model, rows, order: sortedKeys(rows, model.sort) }, { fresh: true });
}

export function sortedModel(model: VslGridModel, sort: VslGridSort): VslGridModel {
  return withVisible({ ...model, sort, order: sortedKeys(model.rows, sort) });
}

export function filteredModel(model: VslGridModel, filters: VslColumnFilters): VslGridModel {
  return withVisible({ ...model, filters });
}

/**
 * A row's new data in its place (an edit, an answer of the api); a row the grid does not hold goes last (another
 * admin's new record). Rows keep their place when they change, and others' rows never push the rows on screen down,
 * so nobody's cell moves while they work.
 */
export function withRow(model: VslGridModel, key: string, data: VslRowData): VslGridModel {
  const rows = new Map(model.rows).set(key, { key, data });
  const order = model.rows.has(key) ? model.order : [...model.order, key];
  return withVisible({ ...model, rows, order });
}

/** A row's cells changed in place: `patch` over what it holds now. */
export function withRowPatch(model: VslGridModel, key: string, patch: Partial<VslRowData>): VslGridModel {
  const row = model.rows.get(key);
  return row ? withRow(model, key, { ...row.data, ...patch }) : model;
}

/** A row added here was saved: it goes on under its record's key, in its place. */
export function withSavedRow(model: VslGridModel, key: string, data: VslRowData): VslGridModel {
  const savedKey = rowKeyOf(data.id!);
  const rows = new Map(model.rows);
  rows.delete(key);
  rows.set(savedKey, { key: savedKey, data });
  const order = model.order.map((candidate) => (candidate === key ? savedKey : candidate));
  return withVisible({ ...model, rows, order });
}

export function withoutRow(model: VslGridModel, key: string): VslGridModel {
  if (!model.rows.has(key)) return model;
  const rows = new Map(model.rows);
  rows.delete(key);
  return withVisible({ ...model, rows, order: model.order.filter((candidate) => candidate !== key) });
}

/** "Add Study Record": an empty row on top, saved by its first edit. */
export function withNewRow(model: VslGridModel): { model: VslGridModel; key: string } {
  const key = newRowKey();
  const rows = new Map(model.rows).set(key, { key, data: emptyRow() });
  return { model: withVisible({ ...model, rows, order: [key, ...model.order] }), key };
}
