import type { VslEditableField, VslFilter } from '@esvd/schema/rules/vsl';
import { useCallback, useState } from 'react';

import { cellKeyOf } from './vsl-cell-locks.ts';
import { filteredModel, sortedModel, type VslColumnFilters, type VslGridSort } from './vsl-grid-model.ts';
import { useVslCellHolds } from './use-vsl-cell-holds.ts';
import { useVslGridEdits } from './use-vsl-grid-edits.ts';
import { useVslGridLive } from './use-vsl-grid-live.ts';
import { useVslGridRows } from './use-vsl-grid-rows.ts';

export type { CellAccess, CellHold } from './use-vsl-cell-holds.ts';
export type { VslGridLock } from './use-vsl-grid-live.ts';

/** The grid's connection id (spec: 8 to 100 characters); random bytes where randomUUID is missing (plain http). */
function newConnectionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The live valuation studies list (spec 001 §2, §4; issue 16), of four parts: the search's rows, sorted and filtered
 * in the grid (use-vsl-grid-rows.ts); other admins' changes, locks and presence, live (use-vsl-grid-live.ts); this
 * grid's own edits (use-vsl-grid-edits.ts); and the cell locks its editors hold (use-vsl-cell-holds.ts). Everything
 * goes out with this grid's connection id, so the server does not echo its own changes back.
 */
export function useVslGrid(filter: VslFilter | null) {
  const [connectionId] = useState(newConnectionId);
  const rows = useVslGridRows(filter);
  const live = useVslGridLive(rows, connectionId);
  const edits = useVslGridEdits(rows, connectionId);
  const { holdCell, editCell } = useVslCellHolds(rows, live, connectionId, edits.saveCell);
  const { modelRef, commit } = rows;
  const { locksRef } = live;

  return {
    connectionId,
    gridRef: rows.gridRef,
    model: rows.model,
    /** Moves on shortly after cells changed in place: the grid's cell callback depends on it. */
    revision: rows.revision,
    total: rows.total,
    loading: rows.loading,
    error: rows.error,
    onlineAdmins: live.onlineAdmins,
    gridLock: live.gridLock,
    /** The cells other admins are editing. */
    locks: live.locks,
    failure: edits.failure,
    dismissFailure: edits.dismissFailure,
    /** A row's data as it is now, for the grid's cell callback. */
    rowData: useCallback((key: string) => modelRef.current.rows.get(key)?.data, [modelRef]),
    /** Another admin's lock of a cell, for the grid's cell callback. */
    lockOf: useCallback(
      (id: number, field: VslEditableField) => locksRef.current.get(cellKeyOf(id, field)),
      [locksRef],
    ),
    /** The keys of the rows on screen as they are now, for callbacks that map a grid row to its record. */
    visibleKeys: useCallback(() => modelRef.current.visible, [modelRef]),
    sortBy: useCallback((sort: VslGridSort) => commit(sortedModel(modelRef.current, sort)), [modelRef, commit]),
    filterColumns: useCallback(
      (filters: VslColumnFilters) => commit(filteredModel(modelRef.current, filters)),
      [modelRef, commit],
    ),
    holdCell,
    editCell,
    addRow: edits.addRow,
    deleteRow: edits.deleteRow,
  };
}

export type VslGrid = ReturnType<typeof useVslGrid>;
