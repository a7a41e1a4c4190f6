import { sql, type SqlFragment } from '../../core/sql.ts';
import { filterCondition, type SearchCondition } from './valuation-filter.sql.ts';

/** The records of a search in valueId order, with their stored CSV lines when `withLines`. */
export function exportStatement(condition: SearchCondition, withLines: boolean): SqlFragment {
  const line = withLines
    ? { column: sql`line.line`, join: sql`left join valuation_export_line line on line.valuation_id = v.id` }
    : { column: sql`null`, join: sql`` };
  return sql`select v.id, ${line.column}
    from valuation v join study s on s.id = v.study_id ${line.join}
    where ${filterCondition(condition)}
    order by v.value_id`;
}

/** Waits for a reference entry change to commit: its trigger drops every line. */
export const lockExportLines = sql`lock table valuation_export_line in row exclusive mode`;

/** Before the records' share locks, which may be refused: the transaction goes on without them. */
export const savepointBeforeShareLocks = sql`savepoint locking`;
export const backToSavepointBeforeShareLocks = sql`rollback to savepoint locking`;

/**
 * Keeps an edit of the records or their studies from committing before the transaction ends; refused at once
 * (lock_not_available) while one is being edited.
 */
export const shareLockRecords = (ids: readonly number[]): SqlFragment =>
  sql`select from valuation v join study s on s.id = v.study_id where v.id = any(${ids}::int[])
    order by v.id for share of v, s nowait`;

export const storeExportLines = (ids: readonly number[], lines: readonly string[]): SqlFragment =>
  sql`insert into valuation_export_line (valuation_id, line)
    select * from unnest(${ids}::int[], ${lines}::text[])
    on conflict (valuation_id) do update set line = excluded.line`;

/** The next `limit` records after id `after` that have no stored line (keyset paging). */
export const recordsWithoutLines = (after: number, limit: number): SqlFragment =>
  sql`select v.id from valuation v
    where v.id > ${after}
      and not exists (select from valuation_export_line line where line.valuation_id = v.id)
    order by v.id limit ${limit}`;
