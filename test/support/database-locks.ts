import pg from 'pg';
import { expect } from 'vitest';

/** Locks a test holds in a session of its own, in a transaction left open until `release`. */
export interface HeldLocks {
  /**
   * Resolves once `sessions` other sessions wait for these locks (PostgreSQL's lock manager says so): work the test
   * started has got as far as them, and goes on only after `release`.
   */
  waitedOn(sessions?: number): Promise<void>;
  /** Ends the transaction: whoever waits for the locks gets them, in the order they asked. */
  release(): Promise<void>;
}

/** How long the work may take to reach the locks before `waitedOn` gives up: a bound on a failure, not a wait. */
const reachTimeoutMs = 30_000;

/**
 * Takes the locks of `statement` (`select ... for update`, `lock table ...`) in a new session, and resolves once
 * they are held. Sessions that ask for them later queue behind: the same locks taken again are granted only once
 * every transaction that waited for them before has ended, which tells a test that work it saw waiting
 * (`waitedOn`) is over, and anything it wrote is in.
 */
export async function holdLocks(databaseUrl: string, statement: string, params: unknown[] = []): Promise<HeldLocks> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let pid: number;
  try {
    pid = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0].pid;
    await client.query('begin');
    await client.query(statement, params);
  } catch (error) {
    await client.end();
    throw error;
  }
  // pg_locks reads the lock manager as it is now (pg_stat_activity would answer from a snapshot taken once per
  // transaction).
  const waiters = async () =>
    (
      await client.query<{ waiters: number }>(
        'select count(distinct pid)::int as waiters from pg_locks where not granted and $1 = any(pg_blocking_pids(pid))',
        [pid],
      )
    ).rows[0].waiters;
  return {
    async waitedOn(sessions = 1) {
      await expect.poll(waiters, { timeout: reachTimeoutMs }).toBeGreaterThanOrEqual(sessions);
    },
    async release() {
      try {
        await client.query('commit');
      } finally {
        await client.end();
      }
    },
  };
}
