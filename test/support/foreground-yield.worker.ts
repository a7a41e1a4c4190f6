// Background work's side of the api's workload requests (core/workload.ts), in a worker thread as the
// upload's reading thread has it: one step, and how long it stood aside (test/api/workload.test.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { ForegroundYield, type YieldBudget } from '../../api/src/core/workload.ts';

const { counter, budget } = workerData as { counter: Int32Array; budget: YieldBudget };
const background = new ForegroundYield(counter, budget);
parentPort!.postMessage({ ready: true });
const started = performance.now();
background.step();
parentPort!.postMessage({ waitedMs: performance.now() - started });
