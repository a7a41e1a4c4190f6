import type { EntityManager } from '@mikro-orm/postgresql';
import { signedInUserId } from '../../core/caller.ts';
import type { Context } from '../../core/context.ts';
import { executeIn } from '../../core/sql.ts';
import { User } from '../accounts/index.ts';
import { insertHistoryEntry } from './history.sql.ts';
import { RecordHistory } from './record-history.entity.ts';

export type HistoryEntityType = RecordHistory['entityType'];
export type HistoryAction = RecordHistory['action'];
export type FieldChanges = RecordHistory['changes'];

export interface HistoryEntryView {
  id: number;
  entityType: HistoryEntityType;
  entityId: number;
  version: number;
  action: HistoryAction;
  changedAt: Date;
  changedBy: string | null;
  /** { field: { from, to } } as JSON text. */
  changes: string;
}

/** What one history row says: which record, its version once changed, what was done and which fields changed. */
interface HistoryEntry {
  entityType: HistoryEntityType;
  entityId: number;
  version: number;
  action: HistoryAction;
  changes: FieldChanges;
}

/** Comparable form of a field value: dates as ISO text, missing as null. Lists keep their order, which counts. */
function comparable(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  return value ?? null;
}

/** The fields whose value differs between two snapshots of a record. */
export function diffFields(before: Record<string, unknown>, after: Record<string, unknown>): FieldChanges {
  const changes: FieldChanges = {};
  for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const from = comparable(before[field]);
    const to = comparable(after[field]);
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { from, to };
  }
  return changes;
}

/** The versions of studies and valuations: who changed what, when (issue 5, "nothing lost"). */
export class HistoryService {
  /** Writes one history row inside the caller's transaction. */
  record(em: EntityManager, context: Context, entry: HistoryEntry): void {
    const userId = signedInUserId(context.principal);
    em.create(RecordHistory, {
      ...entry,
      changedBy: userId === null ? null : em.getReference(User, userId),
      changedAt: new Date(),
    });
  }

  /** Writes one history row now, inside the caller's transaction: for a save written with SQL, not flushed. */
  async write(em: EntityManager, context: Context, entry: HistoryEntry): Promise<void> {
    await executeIn(em, insertHistoryEntry(entry, signedInUserId(context.principal)));
  }

  /** A record's history, newest first. */
  async list(context: Context, entityType: HistoryEntityType, entityId: number): Promise<HistoryEntryView[]> {
    const rows = await context.em.find(
      RecordHistory,
      { entityType, entityId },
      { orderBy: { changedAt: 'desc', id: 'desc' }, populate: ['changedBy'] },
    );
    return rows.map((row) => ({
      id: row.id,
      entityType: row.entityType,
      entityId: row.entityId,
      version: row.version,
      action: row.action,
      changedAt: row.changedAt,
      changedBy: row.changedBy?.displayName ?? row.changedBy?.userName ?? null,
      changes: JSON.stringify(row.changes),
    }));
  }
}
