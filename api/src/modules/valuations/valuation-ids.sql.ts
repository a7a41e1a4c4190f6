import type pg from 'pg';
import { sql } from '../../core/sql.ts';

/** `count` valuation ids drawn from the sequence (outside any transaction's rollback: never taken twice). */
export async function drawValuationIds(client: pg.ClientBase, count: number): Promise<number[]> {
  const { rows } = await client.query<{ id: number }>(
    sql`select nextval('valuation_id_seq')::int as id from generate_series(1, ${count}::int)`.toQuery(),
  );
  return rows.map((row) => row.id);
}
