import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';

import type { VslGridEventsSubscription } from '../../gql/graphql.ts';
import { VslGridEventsDocument, VslGridStateDocument } from './vsl-grid.generated.ts';
import { changedLockCells, locksOfSnapshot, withLock, withoutLock, type OthersLocks } from './vsl-cell-locks.ts';
import { rowKeyOf, withoutRow, withRow } from './vsl-grid-model.ts';
import { dataOf, type VslGridRows } from './use-vsl-grid-rows.ts';

/** A VSL upload replacing the list: the grid is read-only meanwhile (spec 001 §2). */
export interface VslGridLock {
  by: string;
  percent: number | null;
  statusText: string | null;
}

type GridEvent = VslGridEventsSubscription['vslGridEvents'];

/** How often the locks of others are asked for again while there are any: their expiry moves on with heartbeats. */
const lockRefreshMs = 10_000;
const noLocks: OthersLocks = new Map();

/**
 * What other admins do, live: their edits, additions and deletions applied in place (redrawing only their cells),
 * their cell locks, the admins online, and a VSL upload holding the grid. The server sends nothing of this grid's
 * own changes back (its connection id).
 */
export function useVslGridLive(rows: VslGridRows, connectionId: string) {
  const client = useApolloClient();
  const { modelRef, commit, redraw, changeTotal, loadedFilter, reloadShown } = rows;
  const [onlineAdmins, setOnlineAdmins] = useState<string[] | null>(null);
  const gridLockRef = useRef<VslGridLock | null>(null);
  const [gridLock, setGridLock] = useState<VslGridLock | null>(null);
  const locksRef = useRef<OthersLocks>(noLocks);
  const [locks, setLocks] = useState<OthersLocks>(noLocks);

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
    if (ended) reloadShown();
  };

  const applyEvent = (event: GridEvent) => {
    switch (event.kind) {
      case 'snapshot':
        setOnlineAdmins(event.onlineAdmins ?? []);
        applyLocks(locksOfSnapshot(event.cellLocks ?? []));
        applyGridLock(event.gridLockedBy ? { by: event.gridLockedBy, percent: null, statusText: null } : null);
        // A snapshot after the rows came means the socket was lost and found again: events may have been missed.
        reloadShown();
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

  return { onlineAdmins, gridLock, gridLockRef, locks, locksRef, applyLocks };
}

export type VslGridLive = ReturnType<typeof useVslGridLive>;
