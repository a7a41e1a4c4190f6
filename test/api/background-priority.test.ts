// A bulk write's PostgreSQL backend, and the thread that reads an upload, run at a lower scheduling priority while
// they work (core/background-priority.ts), so that the searches that come meanwhile get the CPU first; the test
// server is a process of this machine.
import { once } from 'node:events';
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import {
  backgroundNiceness,
  lowerWorkerThreadPriority,
  withBackgroundPriority,
} from '../../api/src/core/background-priority.ts';
import { createLogger } from '../../api/src/core/logger.ts';
import { createTestDatabase } from '../support/database.ts';
import { withDatabase } from './search-fixtures.ts';

const logger = createLogger('silent');

describe('withBackgroundPriority', () => {
  it('lowers the priority of the connection’s own backend while the work runs, and gives it back after', async () => {
    const databaseUrl = await createTestDatabase();
    await withDatabase(databaseUrl, async (client) => {
      const {
        rows: [{ pid }],
      } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
      await withDatabase(databaseUrl, async (other) => {
        const {
          rows: [{ pid: otherPid }],
        } = await other.query<{ pid: number }>('select pg_backend_pid() as pid');
        const during = await withBackgroundPriority(client, logger, async () => ({
          own: os.getPriority(pid),
          other: os.getPriority(otherPid),
          answers: (await client.query<{ one: number }>('select 1 as one')).rows[0].one,
        }));
        expect(during).toEqual({ own: backgroundNiceness, other: 0, answers: 1 });
      });
      expect(os.getPriority(pid)).toBe(0);
      await expect(
        withBackgroundPriority(client, logger, () => Promise.reject(new Error('the work failed'))),
      ).rejects.toThrow('the work failed');
      expect(os.getPriority(pid)).toBe(0);
    });
  });
});

describe('lowerWorkerThreadPriority', () => {
  it('lowers the worker thread’s own priority, and neither the api’s main thread nor the process', async () => {
    // Loaded as the api's reading thread is, through the api's loader (this file's execArgv).
    const worker = new Worker(new URL('../support/lowered-thread.worker.ts', import.meta.url));
    const [seen] = await once(worker, 'message');
    await worker.terminate();
    expect(seen).toEqual({ lowered: true, thread: backgroundNiceness, process: 0 });
    expect(os.getPriority()).toBe(0);
    expect(() => lowerWorkerThreadPriority()).toThrow('Only a worker thread lowers its own priority');
  });
});
