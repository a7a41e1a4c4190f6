import { readlinkSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { isMainThread } from 'node:worker_threads';
import type pg from 'pg';
import type { Logger } from './logger.ts';

/** The niceness of a backend doing background work: the searches of people using the site come first. */
export const backgroundNiceness = 10;

/**
 * The process of this machine that serves `client`, if there is one: PostgreSQL names each backend process after
 * its client's address and port ("postgres: user database 127.0.0.1(51234) idle"), so a pid that PostgreSQL gives
 * is taken for its backend only when this machine's process of that pid carries this connection's own port. A
 * server on another machine, or one reached through a Unix socket, has none here.
 */
async function localBackendPid(client: pg.ClientBase): Promise<number | undefined> {
  const localPort = (client as unknown as { connection?: { stream?: { localPort?: number } } }).connection?.stream
    ?.localPort;
  if (!localPort) return undefined;
  const {
    rows: [{ pid }],
  } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
  const title = await readFile(`/proc/${pid}/cmdline`, 'latin1').catch(() => '');
  return title.startsWith('postgres:') && title.includes(`(${localPort})`) ? pid : undefined;
}

/**
 * Runs `work` with the PostgreSQL backend of `client` at a lower scheduling priority, where the api may lower it (a
 * backend of this machine run by the api's user, as the embedded PostgreSQL's are, or any as root): a bulk write
 * that keeps a core busy for many seconds then leaves the CPU to the searches that come meanwhile, at little cost to
 * itself. Elsewhere `work` runs as it would. The backend gets its priority back after; where it cannot (only root
 * may raise a priority again), the connection is closed, so the pool opens a new one instead of reusing it.
 */
export async function withBackgroundPriority<T>(
  client: pg.ClientBase,
  logger: Logger,
  work: () => Promise<T>,
): Promise<T> {
  const pid = await localBackendPid(client).catch(() => undefined);
  let lowered = false;
  if (pid !== undefined) {
    try {
      os.setPriority(pid, backgroundNiceness);
      lowered = true;
    } catch (error) {
      logger.debug(`The PostgreSQL backend ${pid} keeps its priority (${(error as Error).message})`);
    }
  }
  try {
    return await work();
  } finally {
    if (lowered) {
      try {
        os.setPriority(pid!, 0);
      } catch {
        await (client as pg.Client).end().catch(() => undefined);
      }
    }
  }
}

/**
 * Lowers the calling worker thread's own scheduling priority, where the system gives each thread its own (Linux:
 * the thread's id is the last part of /proc/thread-self), so that its long CPU-bound work leaves the cores to the
 * api's main thread and the searches' PostgreSQL backends. The thread keeps it until it ends. Says whether it did.
 */
export function lowerWorkerThreadPriority(): boolean {
  // The main thread's id is the process's: lowered, it would slow every request, for good (only root raises it).
  if (isMainThread) throw new Error('Only a worker thread lowers its own priority');
  try {
    os.setPriority(Number(path.basename(readlinkSync('/proc/thread-self'))), backgroundNiceness);
    return true;
  } catch {
    return false;
  }
}
