import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { WorkerInReserve } from './worker-in-reserve.ts';

/** A thread that answers each message with its own thread id. */
const echo = new URL(
  'data:text/javascript,import { parentPort, threadId } from "node:worker_threads";' +
    'parentPort.on("message", () => parentPort.postMessage(threadId));',
);
/** A thread that fails soon after it starts. */
const failing = new URL('data:text/javascript,setTimeout(() => { throw new Error("failed while waiting") }, 50);');

let reserves: WorkerInReserve[] = [];
const reserveOf = (url: URL, idleMs = 60_000) => {
  const reserve = new WorkerInReserve(url, idleMs);
  reserves.push(reserve);
  return reserve;
};
afterEach(async () => {
  await Promise.all(reserves.map((reserve) => reserve.discard()));
  reserves = [];
});

const threadIdOf = async (worker: import('node:worker_threads').Worker) => {
  worker.postMessage('which');
  const [threadId] = await once(worker, 'message');
  await worker.terminate();
  return threadId as number;
};

describe('WorkerInReserve', () => {
  it('hands over the thread it started ahead, once, and starts another when none waits', async () => {
    const reserve = reserveOf(echo);
    reserve.prepare();
    reserve.prepare();
    expect(reserve.hasWaiting).toBe(true);
    const first = reserve.take();
    expect(reserve.hasWaiting).toBe(false);
    const second = reserve.take();
    const [firstId, secondId] = [first.threadId, second.threadId];
    expect(firstId).toBeLessThan(secondId);
    expect(await threadIdOf(first)).toBe(firstId);
    expect(await threadIdOf(second)).toBe(secondId);
  });

  it('ends a thread that waited too long, and one discarded', async () => {
    const reserve = reserveOf(echo, 200);
    reserve.prepare();
    const expiring = reserve.take();
    await expiring.terminate();
    reserve.prepare();
    await sleep(600);
    expect(reserve.hasWaiting).toBe(false);
    reserve.prepare();
    await reserve.discard();
    expect(reserve.hasWaiting).toBe(false);
  });

  it('drops a thread that fails while waiting: the next one is new', async () => {
    const reserve = reserveOf(failing);
    reserve.prepare();
    expect(reserve.hasWaiting).toBe(true);
    await sleep(1000);
    expect(reserve.hasWaiting).toBe(false);
  });
});
