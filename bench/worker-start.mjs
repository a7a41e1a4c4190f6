// How long the dataset upload's reading thread (dataset-rows.worker) takes to start: from `new Worker` until its
// modules are loaded and it has read an empty CSV (its first message), under the TypeScript loader (api/register.mjs,
// as the tests and `npm run dev` run the api) and compiled (api/dist, as `npm start` and `npm run serve` run it).
// Each way runs in a process of its own that starts the thread several times, one after the other. The process's CPU
// time over each start is shown too (the thread's, and the loader's own thread's where there is one), which other
// work on a busy machine changes less than the wall-clock time.
// Usage: npm run build:api && node bench/worker-start.mjs [starts, default 7]   (bench/RESULTS.md has the figures)
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

const root = new URL('..', import.meta.url);

if (!isMainThread) {
  // The thread: this file, importing the reading thread's module as `new Worker(itsUrl)` would run it.
  await import(workerData.url);
  parentPort.postMessage({ loaded: true });
} else if (process.argv[3]) {
  // A child process: start the thread `starts` times and print each start's wall-clock and CPU milliseconds.
  const starts = Number(process.argv[2]);
  const input = {
    url: new URL(process.argv[3], root).href,
    filename: 'empty.csv',
    content: { bytes: new Uint8Array() },
    references: new Map(),
    chunkRows: 100,
    chunksAhead: 2,
  };
  const results = [];
  for (let i = 0; i < starts; i++) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const worker = new Worker(new URL(import.meta.url), { workerData: input });
    let wallMs;
    await new Promise((resolve, reject) => {
      worker.on('message', (message) => {
        wallMs ??= performance.now() - started;
        if (message.loaded) resolve();
      });
      worker.once('error', reject);
    });
    const { user, system } = process.cpuUsage(cpu);
    results.push({ wallMs, cpuMs: (user + system) / 1000 });
    await worker.terminate();
  }
  console.log(JSON.stringify(results));
} else {
  const starts = Number(process.argv[2] ?? 7);
  const compiled = 'api/dist/modules/valuations/dataset-rows.worker.js';
  if (!existsSync(new URL(compiled, root))) throw new Error('Build the api first: npm run build:api');
  const ways = [
    ['TypeScript loader', ['--import', './api/register.mjs'], 'api/src/modules/valuations/dataset-rows.worker.ts'],
    ['compiled', [], compiled],
  ];
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const ms = (value) => `${value.toFixed(0).padStart(5)} ms`;
  console.log(`Node.js ${process.version}, ${starts} starts each: the first, then the median of the others`);
  for (const [name, flags, file] of ways) {
    const output = execFileSync(process.execPath, [...flags, 'bench/worker-start.mjs', String(starts), file], {
      cwd: root,
      encoding: 'utf8',
    });
    const [first, ...rest] = JSON.parse(output.trim().split('\n').at(-1));
    console.log(
      `${name.padEnd(18)} wall ${ms(first.wallMs)}, then ${ms(median(rest.map((r) => r.wallMs)))}   ` +
        `CPU ${ms(first.cpuMs)}, then ${ms(median(rest.map((r) => r.cpuMs)))}`,
    );
  }
}
