// Long background work (the upload's reading thread) steps aside while the api answers requests people wait on, and
// only within its budget: a steady stream of requests slows it down, never stops it; and while it runs, the searches
// plan no parallel workers (core/workload.ts).
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from '../../api/src/app.ts';
import { withParallelPlans } from '../../api/src/core/sql.ts';
import { ForegroundYield, Workload, type YieldBudget } from '../../api/src/core/workload.ts';
import { startTestApp } from '../support/app.ts';

/** A worker thread's step beside `foreground`: how long it waited. */
function stepInThread(workload: Workload, budget: YieldBudget) {
  // Loaded as the api's reading thread is, through the api's loader (this file's execArgv).
  const worker = new Worker(new URL('../support/foreground-yield.worker.ts', import.meta.url), {
    workerData: { counter: workload.foregroundCounter, budget },
  });
  const ready = once(worker, 'message');
  const waitedMs = ready
    .then(() => once(worker, 'message'))
    .then(([message]) => (message as { waitedMs: number }).waitedMs);
  return { ready, waitedMs };
}

const roomyBudget: YieldBudget = { windowMs: 20_000, maxShare: 0.5 };

describe('ForegroundYield', () => {
  it('goes on at once when no request is in flight', async () => {
    expect(await stepInThread(new Workload(), roomyBudget).waitedMs).toBeLessThan(50);
  });

  it('waits while a request is answered, and goes on when it ends', async () => {
    const workload = new Workload();
    const end = workload.beginForeground();
    const { ready, waitedMs: waited } = stepInThread(workload, roomyBudget);
    await ready;
    await sleep(400);
    end();
    end();
    expect(workload.foregroundInFlight).toBe(0);
    const waitedMs = await waited;
    expect(waitedMs).toBeGreaterThan(350);
    expect(waitedMs).toBeLessThan(5000);
  });

  it('waits no longer than its share of a window, and not again within that window', () => {
    const workload = new Workload();
    workload.beginForeground();
    const backgroundWork = new ForegroundYield(workload.foregroundCounter, { windowMs: 2000, maxShare: 0.1 });
    const timed = () => {
      const started = performance.now();
      backgroundWork.step();
      return performance.now() - started;
    };
    // The request never ends here: 10% of 2 s, then nothing more until the window has passed.
    const first = timed();
    expect(first).toBeGreaterThanOrEqual(190);
    expect(first).toBeLessThan(600);
    expect(timed()).toBeLessThan(20);
  });

  it('on the main thread, waits without holding up the event loop, which ends the request', async () => {
    const workload = new Workload();
    const end = workload.beginForeground();
    const started = performance.now();
    setTimeout(end, 200);
    await new ForegroundYield(workload.foregroundCounter, roomyBudget).stepAsync();
    const waitedMs = performance.now() - started;
    expect(waitedMs).toBeGreaterThanOrEqual(190);
    expect(waitedMs).toBeLessThan(2000);
  });
});

describe('withParallelPlans', () => {
  let app: RunningApp;
  beforeAll(async () => (app = await startTestApp()));
  afterAll(() => app.stop());

  const planning = (workload: Workload) =>
    withParallelPlans(app.database.orm.em.fork(), workload, async (client) => {
      const setting = async (name: string) => (await client.query(`show ${name}`)).rows[0][name] as string;
      return {
        workersPerGather: await setting('max_parallel_workers_per_gather'),
        setupCost: await setting('parallel_setup_cost'),
      };
    });

  it('makes parallel workers cheap to plan, but plans none while a background job runs', async () => {
    const workload = new Workload();
    const alone = await planning(workload);
    expect(alone.setupCost).toBe('0');
    expect(Number(alone.workersPerGather)).toBeGreaterThan(0);
    let release: () => void = () => undefined;
    const job = workload.inBackground(() => new Promise<void>((resolve) => (release = resolve)));
    expect(workload.backgroundRunning).toBe(true);
    expect((await planning(workload)).workersPerGather).toBe('0');
    release();
    await job;
    expect(workload.backgroundRunning).toBe(false);
    expect(await planning(workload)).toEqual(alone);
  });
});
