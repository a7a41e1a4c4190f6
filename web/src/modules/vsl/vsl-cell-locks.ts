import { vslFieldTitles, type VslEditableField } from '@esvd/schema/rules/vsl';

import type { VslCellLockFieldsFragment } from '../../gql/graphql.ts';

export type VslCellLock = VslCellLockFieldsFragment;

/** The cells other admins are editing, by `{id}:{field}`: read-only here until they finish. */
export type OthersLocks = ReadonlyMap<string, VslCellLock>;

export const cellKeyOf = (id: number, field: VslEditableField): string => `${id}:${field}`;

/** A snapshot's locks, without this grid's own. */
export function locksOfSnapshot(locks: readonly VslCellLock[]): OthersLocks {
  return new Map(locks.filter((lock) => !lock.mine).map((lock) => [cellKeyOf(lock.id, lock.field), lock]));
}

export function withLock(locks: OthersLocks, lock: VslCellLock): OthersLocks {
  return new Map(locks).set(cellKeyOf(lock.id, lock.field), lock);
}

export function withoutLock(locks: OthersLocks, lock: Pick<VslCellLock, 'id' | 'field'>): OthersLocks {
  const next = new Map(locks);
  next.delete(cellKeyOf(lock.id, lock.field));
  return next;
}

/** The cells whose lock differs between two sets of locks (taken, freed, or passed to someone else). */
export function changedLockCells(before: OthersLocks, after: OthersLocks): VslCellLock[] {
  const changed = [...after.values()].filter((lock) => before.get(cellKeyOf(lock.id, lock.field)) !== lock);
  const freed = [...before.entries()].filter(([key]) => !after.has(key)).map(([, lock]) => lock);
  return [...changed, ...freed];
}

/** The time a lock lasts until, "14:03:20" in the browser's time zone. */
export const lockedUntil = (lock: VslCellLock): string =>
  new Date(lock.expiresAt).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** One entry of "Cells being edited": "Title of study 12345 - Demo administrator, until 14:03:20". */
export function lockDescription(lock: VslCellLock, studyId: number | null | undefined): string {
  const study = studyId ? `study ${studyId}` : `record ${lock.id}`;
  return `${vslFieldTitles[lock.field]} of ${study} - ${lock.holderName}, until ${lockedUntil(lock)}`;
}
