import { useApolloClient } from '@apollo/client/react';
import type { VslEditableField } from '@esvd/schema/rules/vsl';
import { useCallback, useRef, useState } from 'react';

import type { VslStudyChanges } from '../../gql/graphql.ts';
import {
  CreateVslStudyDocument,
  DeleteVslStudyDocument,
  UpdateVslStudyDocument,
  VslGridStudyDocument,
} from './vsl-grid.generated.ts';
import { describeError } from '../common/errors.ts';
import {
  cellChange,
  cellValues,
  columnIndexOf,
  creationValues,
  vslGridColumns,
  withCellChange,
  type VslRowData,
} from './vsl-grid-columns.ts';
import { rowKeyOf, withNewRow, withoutRow, withRow, withRowPatch, withSavedRow } from './vsl-grid-model.ts';
import { dataOf, type VslGridRows } from './use-vsl-grid-rows.ts';

/**
 * This grid's own changes: a cell saved with its row's version (a row added here is created by its first edit), shown
 * at once and put back when refused; rows added and deleted. `failure` says what was refused last.
 */
export function useVslGridEdits(rows: VslGridRows, connectionId: string) {
  const client = useApolloClient();
  const { modelRef, commit, redraw, changeTotal } = rows;
  const [failure, setFailure] = useState<string | null>(null);
  const creations = useRef(new Map<string, Promise<string>>());

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
    [client, modelRef, commit, redraw, changeTotal],
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
    [client, connectionId, modelRef, commit, redraw, refetchRow],
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
    [client, connectionId, modelRef, commit, redraw, changeTotal],
  );

  /** Saves an editor's text in its cell, unless it is what the cell holds or the field refuses it. */
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
    [modelRef, createRow, updateRow],
  );

  /** "Add Study Record": an empty row on top; answers its key. */
  const addRow = useCallback(() => {
    const { model: next, key } = withNewRow(modelRef.current);
    commit(next);
    return key;
  }, [modelRef, commit]);

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
    [client, connectionId, modelRef, commit, changeTotal],
  );

  return {
    saveCell,
    addRow,
    deleteRow,
    failure,
    dismissFailure: useCallback(() => setFailure(null), []),
  };
}
