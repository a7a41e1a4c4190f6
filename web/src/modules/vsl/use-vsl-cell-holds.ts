import { useApolloClient } from '@apollo/client/react';
import { vslEditMessages, type VslEditableField } from '@esvd/schema/rules/vsl';
import { useCallback, useRef } from 'react';

import { LockVslCellDocument, UnlockVslCellDocument } from './vsl-grid.generated.ts';
import { describeError } from '../common/errors.ts';
import { cellKeyOf, withLock } from './vsl-cell-locks.ts';
import { dataOf, type VslGridRows } from './use-vsl-grid-rows.ts';
import type { VslGridLive } from './use-vsl-grid-live.ts';

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

const holdKeyOf = (key: string, field: VslEditableField) => `${key}:${field}`;

/**
 * The cell locks this grid takes (spec 001 §4): a cell's lock is asked for when its editor opens, its edit saved once
 * the lock is this grid's, and the lock given back after the save. `saveCell` saves an editor's text.
 */
export function useVslCellHolds(
  rows: VslGridRows,
  live: VslGridLive,
  connectionId: string,
  saveCell: (key: string, field: VslEditableField, text: string) => Promise<void>,
) {
  const client = useApolloClient();
  const { modelRef } = rows;
  const { gridLockRef, locksRef, applyLocks } = live;
  const holds = useRef(new Map<string, Hold>());
  const releases = useRef(new Map<string, Promise<void>>());
  const saves = useRef(new Map<string, Promise<void>>());

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
    [client, connectionId, modelRef, gridLockRef, locksRef, applyLocks],
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

  return { holdCell, editCell };
}
