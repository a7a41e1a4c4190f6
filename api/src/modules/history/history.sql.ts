import { prepared, sql } from '../../core/sql.ts';
import type { RecordHistory } from './record-history.entity.ts';

/** One history row, written at once (the services that save with SQL rather than through the unit of work). */
export const insertHistoryEntry = (
  entry: Pick<RecordHistory, 'entityType' | 'entityId' | 'version' | 'action' | 'changes'>,
  changedById: number | null,
) =>
  prepared(sql`insert into record_history (entity_type, entity_id, version, action, changed_by_id, changed_at, changes)
    values (${entry.entityType}, ${entry.entityId}, ${entry.version}, ${entry.action}, ${changedById}, now(),
            ${JSON.stringify(entry.changes)}::jsonb)`);
