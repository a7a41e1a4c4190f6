import { useApolloClient, useSubscription } from '@apollo/client/react';
import type { DataEditorRef, Item } from '@glideapps/glide-data-grid';
import { vslEditMessages, type VslEditableField, type VslFilter } from '@esvd/schema/rules/vsl';
import { useCallback, useEffect, useRef, useState } from 'react';

import {
  CreateVslStudyDocument,
  DeleteVslStudyDocument,
  LockVslCellDocument,
  UnlockVslCellDocument,
  UpdateVslStudyDocument,
  VslGridEventsDocument,
  VslGridRowsDocument,
  VslGridStateDocument,
  VslGridStudyDocument,
  type VslGridEventsSubscription,
  type VslStudyChanges,
} from '../../gql/graphql.ts';
import { describeError, errorMessages } from '../common/errors.ts';
import {
  cellKeyOf,
  changedLockCells,
  locksOfSnapshot,
  withLock,
  withoutLock,
  type OthersLocks,
} from './vsl-cell-locks.ts';
import { vslFilterVariables } from './vsl-filter.ts';
import {
  cellChange,
  cellValues,
  columnIndexOf,
  creationValues,
  vslGridColumns,
  withCellChange,
  type VslRowData,
} from './vsl-grid-columns.ts';
import {
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
  type VslColumnFilters,
  type VslGridModel,
  type VslGridSort,
} from './vsl-grid-model.ts';

/** A VSL upload replacing the list: the grid is read-only meanwhile (spec 001 §2). */
export interface VslGridLock {
  by: string;
  percent: number | null;
  statusText: string | null;
}

/** Whether this grid may edit a cell: `lockedId` names the record whose cell lock it took, to give back. */
export type CellAccess = { granted: true; lockedId: number | null } | { granted: false; reason: string };

/** An editor's claim on its cell, taken when it opens and given back when it closes. */
export interface CellHold {
  access: Promise<CellAccess>;
  release: () => void;
}

interface Hold {
  access: Promise<CellAccess>;
  editors: number;
}

type GridEvent = VslGridEventsSubscription['vslGridEvents'];

/** The api's largest page: the list holds a few thousand records, fetched whole so the grid can sort and filter. */
const pageSize = 1000;
/** How often the locks of others are asked for again while there are any: their expiry moves on with heartbeats. */
const lockRefreshMs = 10_000;
const noLocks: OthersLocks = new Map();
/** How long after a redraw of single cells the grid's accessible table catches up. */
const accessibleTableDelayMs = 250;

/** The grid's connection id (spec: 8 to 100 characters); random bytes where randomUUID is missing (plain http). */
function newConnectionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const holdKeyOf = (key: string, field: VslEditableField) => `${key}:${field}`;

/** The data of a call, which throws when it fails: only an answer without data is left to refuse. */
function dataOf<Data>({ data }: { data?: Data }): Data {
  if (data === undefined) throw new Error(errorMessages.unexpected);
  return data;
}

/**
 * The live valuation studies list (spec 001 §2, §4; issue 16). The search's rows, sorted and filtered in the grid;
 * edits saved cell by cell with the row's version (a row added here is created by its first edit), each cell locked
 * for as long as its editor is open; and the grid's events: other admins' edits, additions and deletions applied in
 * place (redrawing only their cells), their cell locks, the admins online and a VSL upload holding the grid.
 * Everything goes out with this grid's connection id, so the server does not echo its own changes back.
 *
 * The rows live in a ref that the grid's cell callback reads, and in state for what React renders: a change in
 * place redraws only its cells, a change of the row list redraws the grid.
 */
export function useVslGrid(filter: VslFilter | null) {
  const client = useApolloClient();
  const [connectionId] = useState(newConnectionId);
  const gridRef = useRef<DataEditorRef>(null);

  const modelRef = useRef<VslGridModel>(emptyModel);
  const [model, setModel] = useState<VslGridModel>(emptyModel);
  const [total, setTotal] = useState<number | null>(null);
  const [loaded, setLoaded] = useState<{ filter: VslFilter; error: unknown } | null>(null);
  const loadedFilter = useRef<VslFilter | null>(null);
  const loads = useRef(0);

  const [onlineAdmins, setOnlineAdmins] = useState<string[] | null>(null);
  const gridLockRef = useRef<VslGridLock | null>(null);
  const [gridLock, setGridLock] = useState<VslGridLock | null>(null);
  const locksRef = useRef<OthersLocks>(noLocks);
  const [locks, setLocks] = useState<OthersLocks>(noLocks);
  const [failure, setFailure] = useState<string | null>(null);

  const holds = useRef(new Map<string, Hold>());
  const releases = useRef(new Map<string, Promise<void>>());
  const saves = useRef(new Map<string, Promise<void>>());
  const creations = useRef(new Map<string, Promise<string>>());

  const commit = useCallback((next: VslGridModel) => {
    modelRef.current = next;
    setModel(next);
  }, []);

  const [revision, setRevision] = useState(0);
  const revisionTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(revisionTimer.current), []);

  /**
   * Redraws cells of rows on screen (a whole row, or one cell of it) at once. The accessible table the grid keeps
   * beside its canvas is built again only when the cell callback changes: `revision` moves on a moment later, once
   * for a burst of changes.
   */
  const redraw = useCallback((cells: { key: string; field?: VslEditableField }[]) => {
    const { visible } = modelRef.current;
    const items = cells.flatMap(({ key, field }) => {
      const row = visible.indexOf(key);
      if (row < 0) return [];
      const columns = field ? [columnIndexOf(field)] : vslGridColumns.map((_, index) => index);
      return columns.map((column) => ({ cell: [column, row] as Item }));
    });
    if (!items.length) return;
    gridRef.current?.updateCells(items);
    revisionTimer.current ??= setTimeout(() => {
      revisionTimer.current = undefined;
      setRevision((current) => current + 1);
    }, accessibleTableDelayMs);
  }, []);

  const changeTotal = useCallback((by: number) => setTotal((count) => (count === null ? count : count + by)), []);

  const reload = useCallback(
    async (search: VslFilter) => {
      const load = ++loads.current;
      try {
        const variables = { filter: vslFilterVariables(search), limit: pageSize };
        const first = dataOf(
          await client.query({
            query: VslGridRowsDocument,
            variables: { ...variables, offset: 0 },
            fetchPolicy: 'no-cache',
          }),
        );
        const studies = [...first.valuationStudies];
        const count = first.valuationStudyCount;
        while (studies.length < count) {
          const next = dataOf(
            await client.query({
              query: VslGridRowsDocument,
              variables: { ...variables, offset: studies.length },
              fetchPolicy: 'no-cache',
            }),
          );
          if (!next.valuationStudies.length) break;
          studies.push(...next.valuationStudies);
        }
        if (load !== loads.current) return;
        commit(loadedModel(modelRef.current, studies));
        setTotal(count);
        loadedFilter.current = search;
        setLoaded({ filter: search, error: null });
      } catch (error) {
        if (load === loads.current) setLoaded({ filter: search, error });
      }
    },
    [client, commit],
  );

  useEffect(() => {
    if (filter) void reload(filter);
  }, [filter, reload]);

  const applyLocks = useCallback(
    (next: OthersLocks) => {
      const before = locksRef.current;
      locksRef.current = next;
      setLocks(next);
      redraw(changedLockCells(before, next).map((lock) => ({ key: rowKeyOf(lock.id), field: lock.field })));
    },
    [redraw],
  );

  const applyGridLock = (next: VslGridLock | null) => {
    const ended = gridLockRef.current !== null && next === null;
    gridLockRef.current = next;
    setGridLock(next);
    // The upload replaced the list.
    if (ended && loadedFilter.current) void reload(loadedFilter.current);
  };

  const applyEvent = (event: GridEvent) => {
    switch (event.kind) {
      case 'snapshot':
        setOnlineAdmins(event.onlineAdmins ?? []);
        applyLocks(locksOfSnapshot(event.cellLocks ?? []));
        applyGridLock(event.gridLockedBy ? { by: event.gridLockedBy, percent: null, statusText: null } : null);
        // A snapshot after the rows came means the socket was lost and found again: events may have been missed.
        if (loadedFilter.current) void reload(loadedFilter.current);
        return;
      case 'presence':
        setOnlineAdmins(event.onlineAdmins ?? []);
        return;
      case 'gridLock':
        applyGridLock(
          event.gridLockedBy
            ? { by: event.gridLockedBy, percent: event.uploadPercent, statusText: event.uploadStatusText }
            : null,
        );
        return;
      case 'cellLocked':
        if (event.lock) applyLocks(withLock(locksRef.current, event.lock));
        return;
      case 'cellUnlocked':
        if (event.lock) applyLocks(withoutLock(locksRef.current, event.lock));
        return;
      case 'edited':
      case 'added': {
        const { study } = event;
        if (!study || !loadedFilter.current) return;
        const key = rowKeyOf(study.id);
        const current = modelRef.current.rows.get(key);
        const held = current !== undefined;
        // An edit of a record outside this search stays outside it; news older than the row held is no news.
        if ((event.kind === 'edited' && !held) || (current && current.data.version >= study.version)) return;
        commit(withRow(modelRef.current, key, study));
        if (held) redraw((event.fields ?? []).map((field) => ({ key, field })));
        else changeTotal(1);
        return;
      }
      case 'deleted': {
        const key = event.id === null ? null : rowKeyOf(event.id);
        if (!key || !modelRef.current.rows.has(key)) return;
        commit(withoutRow(modelRef.current, key));
        changeTotal(-1);
        return;
      }
    }
  };

  useSubscription(VslGridEventsDocument, {
    variables: { connectionId },
    fetchPolicy: 'no-cache',
    onData: ({ data }) => {
      const event = data.data?.vslGridEvents;
      if (event) applyEvent(event);
    },
  });

  // Others' locks carry an expiry their heartbeats move on without an event: asked for again while there are any.
  const othersEditing = locks.size > 0;
  useEffect(() => {
    if (!othersEditing) return;
    const timer = setInterval(() => {
      client
        .query({ query: VslGridStateDocument, variables: { connectionId }, fetchPolicy: 'no-cache' })
        .then((result) => {
          const { vslGridState } = dataOf(result);
          setOnlineAdmins(vslGridState.onlineAdmins ?? []);
          applyLocks(locksOfSnapshot(vslGridState.cellLocks ?? []));
        })
        .catch(() => undefined);
    }, lockRefreshMs);
    return () => clearInterval(timer);
  }, [othersEditing, client, connectionId, applyLocks]);

  const accessTo = useCallback(
    async (key: string, field: VslEditableField): Promise<CellAccess> => {
      const upload = gridLockRef.current;
      if (upload) return { granted: false, reason: vslEditMessages.gridLocked(upload.by) };
      const row = modelRef.current.rows.get(key);
      if (!row) return { granted: false, reason: vslEditMessages.gone };
      const { id } = row.data;
      // Nobody else sees a row that is not saved yet.
      if (id === null) return { granted: true, lockedId: null };
      const known = locksRef.current.get(cellKeyOf(id, field));
      if (known) return { granted: false, reason: vslEditMessages.cellLocked(known.holderName) };
      try {
        const { lockVslCell: lock } = dataOf(
          await client.mutate({
            mutation: LockVslCellDocument,
            variables: { id, field, connectionId },
            fetchPolicy: 'no-cache',
          }),
        );
        if (lock.mine) return { granted: true, lockedId: id };
        applyLocks(withLock(locksRef.current, lock));
        return { granted: false, reason: vslEditMessages.cellLocked(lock.holderName) };
      } catch (error) {
        return { granted: false, reason: describeError(error).message };
      }
    },
    [client, connectionId, applyLocks],
  );

  /**
   * An editor opens on a cell: the cell's lock is asked for (after the last editor of the cell gave it back), and
   * given back once the editor closed and its edit was saved. An editor opening again at once (React's development
   * double mount) keeps the same claim.
   */
  const holdCell = useCallback(
    (key: string, field: VslEditableField): CellHold => {
      const holdKey = holdKeyOf(key, field);
      let hold = holds.current.get(holdKey);
      if (!hold) {
        const previous = releases.current.get(holdKey) ?? Promise.resolve();
        hold = { access: previous.then(() => accessTo(key, field)), editors: 0 };
        holds.current.set(holdKey, hold);
      }
      const held = hold;
      held.editors += 1;
      let released = false;
      const giveBack = async () => {
        const access = await held.access;
        await saves.current.get(holdKey);
        if (!access.granted || access.lockedId === null) return;
        await client
          .mutate({
            mutation: UnlockVslCellDocument,
            variables: { id: access.lockedId, field, connectionId },
            fetchPolicy: 'no-cache',
          })
          .catch(() => undefined);
      };
      return {
        access: held.access,
        release: () => {
          if (released) return;
          released = true;
          held.editors -= 1;
          setTimeout(() => {
            if (held.editors > 0 || holds.current.get(holdKey) !== held) return;
            holds.current.delete(holdKey);
            const releasing = giveBack();
            releases.current.set(holdKey, releasing);
            void releasing.finally(() => {
              if (releases.current.get(holdKey) === releasing) releases.current.delete(holdKey);
            });
          });
        },
      };
    },
    [client, connectionId, accessTo],
  );

  /** Fetches a record again after a refused edit: the grid shows what is saved now, or drops a deleted record. */
  const refetchRow = useCallback(
    async (key: string, id: number) => {
      const { valuationStudy } = dataOf(
        await client.query({ query: VslGridStudyDocument, variables: { id }, fetchPolicy: 'no-cache' }),
      );
      if (valuationStudy) {
        commit(withRow(modelRef.current, key, valuationStudy));
        redraw([{ key }]);
      } else if (modelRef.current.rows.has(key)) {
        commit(withoutRow(modelRef.current, key));
        changeTotal(-1);
      }
    },
    [client, commit, redraw, changeTotal],
  );

  const updateRow = useCallback(
    async (key: string, before: VslRowData, field: VslEditableField, change: VslStudyChanges) => {
      const id = before.id!;
      commit(withRowPatch(modelRef.current, key, withCellChange(before, field, change)));
      redraw([{ key, field }]);
      try {
        const { updateValuationStudy } = dataOf(
          await client.mutate({
            mutation: UpdateVslStudyDocument,
            variables: { id, version: before.version, changes: change, connectionId },
            fetchPolicy: 'no-cache',
          }),
        );
        commit(withRow(modelRef.current, key, updateValuationStudy));
        redraw([{ key }]);
      } catch (error) {
        commit(withRowPatch(modelRef.current, key, cellValues(before, field)));
        redraw([{ key, field }]);
        const { message, status } = describeError(error);
        setFailure(message);
        // Stale or deleted meanwhile: the cell shows what is saved now.
        if (status === 409 || status === 404) await refetchRow(key, id).catch(() => undefined);
      }
    },
    [client, connectionId, commit, redraw, refetchRow],
  );

  /** A row added here is created by its first edit (spec 001 §4); later edits of it wait for its id. */
  const createRow = useCallback(
    async (key: string, before: VslRowData, field: VslEditableField, change: VslStudyChanges) => {
      const values = creationValues(change);
      if (!values) return;
      commit(withRowPatch(modelRef.current, key, withCellChange(before, field, change)));
      redraw([{ key, field }]);
      const creating = client
        .mutate({ mutation: CreateVslStudyDocument, variables: { values, connectionId }, fetchPolicy: 'no-cache' })
        .then((result) => {
          const { createValuationStudy } = dataOf(result);
          commit(withSavedRow(modelRef.current, key, createValuationStudy));
          changeTotal(1);
          return rowKeyOf(createValuationStudy.id);
        })
        .catch((error: unknown) => {
          commit(withRowPatch(modelRef.current, key, cellValues(before, field)));
          redraw([{ key, field }]);
          setFailure(describeError(error).message);
          return key;
        });
      creations.current.set(key, creating);
      await creating;
      creations.current.delete(key);
    },
    [client, connectionId, commit, redraw, changeTotal],
  );

  const saveCell = useCallback(
    async (rowKey: string, field: VslEditableField, text: string) => {
      const key = (await creations.current.get(rowKey)) ?? rowKey;
      const row = modelRef.current.rows.get(key);
      if (!row || text === vslGridColumns[columnIndexOf(field)].edited(row.data)) return;
      const checked = cellChange(field, text);
      if (!checked.ok) {
        setFailure(checked.message);
        return;
      }
      if (row.data.id === null) await createRow(key, row.data, field, checked.change);
      else await updateRow(key, row.data, field, checked.change);
    },
    [createRow, updateRow],
  );

  /** An editor's value, saved once its cell's lock is this grid's; the lock is given back after the save. */
  const editCell = useCallback(
    (key: string, field: VslEditableField, text: string) => {
      const holdKey = holdKeyOf(key, field);
      const hold = holds.current.get(holdKey);
      if (!hold) return;
      const saving = hold.access.then((access) => (access.granted ? saveCell(key, field, text) : undefined));
      saves.current.set(holdKey, saving);
      void saving.finally(() => {
        if (saves.current.get(holdKey) === saving) saves.current.delete(holdKey);
      });
    },
    [saveCell],
  );

  /** "Add Study Record": an empty row on top; answers its key. */
  const addRow = useCallback(() => {
    const { model: next, key } = withNewRow(modelRef.current);
    commit(next);
    return key;
  }, [commit]);

  /** "Delete Study Record": a refusal is thrown for the confirmation to show; a record already gone leaves the grid. */
  const deleteRow = useCallback(
    async (key: string) => {
      const row = modelRef.current.rows.get(key);
      if (!row) return;
      const { id } = row.data;
      if (id !== null) {
        try {
          await client.mutate({
            mutation: DeleteVslStudyDocument,
            variables: { id, connectionId },
            fetchPolicy: 'no-cache',
          });
        } catch (error) {
          if (describeError(error).status === 404) {
            commit(withoutRow(modelRef.current, key));
            changeTotal(-1);
          }
          throw error;
        }
        changeTotal(-1);
      }
      commit(withoutRow(modelRef.current, key));
    },
    [client, connectionId, commit, changeTotal],
  );

  return {
    connectionId,
    gridRef,
    model,
    /** Moves on shortly after cells changed in place: the grid's cell callback depends on it. */
    revision,
    total,
    loading: filter !== null && loaded?.filter !== filter,
    error: loaded?.filter === filter ? loaded.error : null,
    onlineAdmins,
    gridLock,
    /** The cells other admins are editing. */
    locks,
    failure,
    dismissFailure: useCallback(() => setFailure(null), []),
    /** A row's data as it is now, for the grid's cell callback. */
    rowData: useCallback((key: string) => modelRef.current.rows.get(key)?.data, []),
    /** Another admin's lock of a cell, for the grid's cell callback. */
    lockOf: useCallback((id: number, field: VslEditableField) => locksRef.current.get(cellKeyOf(id, field)), []),
    /** The keys of the rows on screen as they are now, for callbacks that map a grid row to its record. */
    visibleKeys: useCallback(() => modelRef.current.visible, []),
    sortBy: useCallback((sort: VslGridSort) => commit(sortedModel(modelRef.current, sort)), [commit]),
    filterColumns: useCallback(
      (filters: VslColumnFilters) => commit(filteredModel(modelRef.current, filters)),
      [commit],
    ),
    holdCell,
    editCell,
    addRow,
    deleteRow,
  };
}

export type VslGrid = ReturnType<typeof useVslGrid>;
