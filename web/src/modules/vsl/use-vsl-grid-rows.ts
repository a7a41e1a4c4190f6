import { useApolloClient } from '@apollo/client/react';
import type { DataEditorRef, Item } from '@glideapps/glide-data-grid';
import type { VslEditableField, VslFilter } from '@esvd/schema/rules/vsl';
import { useCallback, useEffect, useRef, useState } from 'react';

import { VslGridRowsDocument } from './vsl-grid.generated.ts';
import { errorMessages } from '../common/errors.ts';
import { vslFilterVariables } from './vsl-filter.ts';
import { columnIndexOf, vslGridColumns } from './vsl-grid-columns.ts';
import { emptyModel, loadedModel, type VslGridModel } from './vsl-grid-model.ts';

/** The api's largest page: the list holds a few thousand records, fetched whole so the grid can sort and filter. */
const pageSize = 1000;
/** How long after a redraw of single cells the grid's accessible table catches up. */
const accessibleTableDelayMs = 250;

/** The data of a call, which throws when it fails: only an answer without data is left to refuse. */
export function dataOf<Data>({ data }: { data?: Data }): Data {
  if (data === undefined) throw new Error(errorMessages.unexpected);
  return data;
}

/**
 * The grid's rows: the search's records, loaded whole, and how a change of them reaches the screen. The rows live in
 * a ref that the grid's cell callback reads, and in state for what React renders: a change in place redraws only its
 * cells (`redraw`), a change of the row list redraws the grid.
 */
export function useVslGridRows(filter: VslFilter | null) {
  const client = useApolloClient();
  const gridRef = useRef<DataEditorRef>(null);
  const modelRef = useRef<VslGridModel>(emptyModel);
  const [model, setModel] = useState<VslGridModel>(emptyModel);
  const [total, setTotal] = useState<number | null>(null);
  const [loaded, setLoaded] = useState<{ filter: VslFilter; error: unknown } | null>(null);
  const loadedFilter = useRef<VslFilter | null>(null);
  const loads = useRef(0);

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

  /** Loads the rows of the search shown again (after a lost socket, or an upload that replaced the list). */
  const reloadShown = useCallback(() => {
    if (loadedFilter.current) void reload(loadedFilter.current);
  }, [reload]);

  return {
    gridRef,
    modelRef,
    model,
    commit,
    revision,
    redraw,
    total,
    changeTotal,
    /** The search whose rows are shown, once they came. */
    loadedFilter,
    reloadShown,
    loading: filter !== null && loaded?.filter !== filter,
    error: loaded?.filter === filter ? loaded.error : null,
  };
}

export type VslGridRows = ReturnType<typeof useVslGridRows>;
