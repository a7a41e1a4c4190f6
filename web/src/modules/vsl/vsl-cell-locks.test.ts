import { describe, expect, it } from 'vitest';

import {
  changedLockCells,
  lockDescription,
  locksOfSnapshot,
  withLock,
  withoutLock,
  type VslCellLock,
} from './vsl-cell-locks.ts';

const lock = (id: number, holderName: string, mine = false): VslCellLock => ({
  __typename: 'VslCellLock',
  id,
  field: 'title',
  holderName,
  expiresAt: new Date(2026, 10, 28, 14, 3, 20).toISOString(),
  mine,
});

describe('cell locks', () => {
  it("keep others' locks of a snapshot, not this grid's own", () => {
    const locks = locksOfSnapshot([lock(1, 'Demo administrator'), lock(2, 'Administrator', true)]);
    expect([...locks.keys()]).toEqual(['1:title']);
  });

  it('tell which cells changed: taken, freed, or taken by someone else', () => {
    const before = locksOfSnapshot([lock(1, 'A'), lock(2, 'B')]);
    const after = withoutLock(withLock(before, lock(3, 'C')), { id: 2, field: 'title' });
    expect(changedLockCells(before, after).map((changed) => changed.id)).toEqual([3, 2]);
    expect(changedLockCells(before, before)).toEqual([]);
  });

  it('describe a lock with the cell, the holder and its expiry', () => {
    expect(lockDescription(lock(5, 'Demo administrator'), 12345)).toBe(
      'Title of study 12345 - Demo administrator, until 14:03:20',
    );
    expect(lockDescription(lock(5, 'Demo administrator'), null)).toMatch(/^Title of record 5 - /);
  });
});
