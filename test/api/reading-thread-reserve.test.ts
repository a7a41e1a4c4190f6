// The dataset uploads page asks for the running upload as it opens: with none running, the api starts the thread that
// will read the upload (WorkerInReserve), so the upload need not wait for it to start; the api's stop ends it. The api
// runs in this test's process, whose threads /proc lists.
import { readdir } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, it } from 'vitest';
import { startTestApp } from '../support/app.ts';
import { graphqlData, loginAsAdmin } from '../support/http.ts';

const threadCount = async () => (await readdir('/proc/self/task')).length;

/**
 * The thread count once it has moved from `from` and then stayed the same for a while: a worker thread starts another
 * of its own (the api's TypeScript loader), and threads start and end asynchronously.
 */
async function threadCountAfter(from: number) {
  let count = await threadCount();
  for (let tries = 0; tries < 100 && count === from; tries++) {
    await sleep(50);
    count = await threadCount();
  }
  for (let steady = 0; steady < 10;) {
    await sleep(100);
    const now = await threadCount();
    steady = now === count ? steady + 1 : 0;
    count = now;
  }
  return count;
}

it('starts a reading thread when the dataset uploads page opens, once, and ends it when the api stops', async () => {
  const app = await startTestApp();
  const token = await loginAsAdmin(app);
  const openUploadsPage = (kind: string) =>
    graphqlData(app, `query { currentUpload(kind: ${kind}) { id } }`, undefined, token);
  // The VSL upload reads in the main thread: its page starts nothing.
  const before = await threadCount();
  await openUploadsPage('Vsl');
  await sleep(500);
  expect(await threadCount()).toBe(before);

  await openUploadsPage('Dataset');
  const started = await threadCountAfter(before);
  expect(started).toBeGreaterThan(before);
  // Opened again (a reload): the thread waiting is kept, no second one starts.
  await openUploadsPage('Dataset');
  await sleep(500);
  expect(await threadCount()).toBeLessThanOrEqual(started);

  await app.stop();
  expect(await threadCountAfter(started)).toBeLessThan(started);
});
