import type pg from 'pg';
import { inTransaction, sql, type SqlFragment } from '../../core/sql.ts';
import { UploadStatus } from '../uploads/upload-job.entity.ts';

const valuationIdSequence = 'valuation_id_seq';

/** Valuation ids from `from` to `to`, both included. */
export interface ValuationIdBlock {
  from: number;
  to: number;
}

/** SQLSTATE 42501: the role may not do that. */
const insufficientPrivilege = '42501';

/** PostgreSQL's largest int: a bound that fences nothing off. */
const noFence = 2_147_483_647;

/**
 * Reserves `count` consecutive valuation ids for one writer (a dataset upload's new records), committed at once on
 * `client` (not the upload's transaction): the sequence moves past the block, and no other writer draws an id inside
 * it, since ALTER SEQUENCE holds off every nextval until its transaction ends. Not rolled back with the upload: a
 * cancelled upload leaves the numbers unused, never taken twice. Undefined where the database role does not own the
 * sequence (a deployment whose migrations run as another role): its ids are then drawn one by one, unfenced.
 */
export async function reserveValuationIds(client: pg.ClientBase, count: number): Promise<ValuationIdBlock | undefined> {
  try {
    return await inTransaction(client, 'begin', async () => {
      await client.query(`alter sequence ${valuationIdSequence} increment by 1`);
      const {
        rows: [{ from }],
      } = await client.query<{ from: number }>(
        `select (case when is_called then last_value + 1 else last_value end)::int as from from ${valuationIdSequence}`,
      );
      await client.query(`select setval('${valuationIdSequence}', $1)`, [from + count - 1]);
      return { from, to: from + count - 1 };
    });
  } catch (error) {
    if ((error as pg.DatabaseError).code === insufficientPrivilege) return undefined;
    throw error;
  }
}

/** `count` valuation ids drawn one by one from the sequence, beyond any block. */
export async function drawValuationIds(client: pg.ClientBase, count: number): Promise<number[]> {
  const { rows } = await client.query<{ id: number }>(
    `select nextval('${valuationIdSequence}')::int as id from generate_series(1, $1)`,
    [count],
  );
  return rows.map((row) => row.id);
}

/**
 * The valuations a search reads while a dataset upload runs, without the upload's own: `select(range)` is a select
 * over `valuation v` that adds `range` to its conditions, and is read twice, for the ids below the running upload's
 * block and for those above it (rows others write meanwhile), in two range scans of the id-ordered covering indexes.
 * Searched any other way, PostgreSQL steps over each of the upload's uncommitted rows, in the table or in an index,
 * to find that it may not see it: with 100,000 of them, the statistics took over twice their idle time.
 *
 * The block is read from the running job within the search's statement, in its snapshot. The upload's commit ends
 * its job's running and makes its rows visible together, so no snapshot sees them and still fences them off; a
 * block whose upload failed holds no rows. The bounds come from subqueries, so the planner does not know them: given
 * the bound, it would count the uncommitted rows in the table's grown size among those below it and scan the table.
 */
export function fencedValuations(select: (range: SqlFragment) => SqlFragment): SqlFragment {
  const running = sql`from upload_job where status = ${UploadStatus.Running} and valuation_ids_from is not null`;
  return sql`${select(sql`v.id < (select coalesce(min(valuation_ids_from), ${noFence}) ${running})`)}
    union all
    ${select(sql`v.id > (select coalesce(max(valuation_ids_to), ${noFence}) ${running})`)}`;
}
