/**
 * What this process is doing, as far as sharing the machine's cores goes: the requests someone is waiting on (a
 * page's searches, a form's save), counted while they are answered in memory that worker threads share, and the
 * long background jobs running (an upload's import). Background work steps aside for the requests (ForegroundYield
 * in its thread), and the searches plan no parallel workers while a job runs: on a machine of few cores, the cores
 * those workers would want are the job's.
 */
export class Workload {
  /** The foreground requests in flight, at index 0; a worker thread gets it in its first message. */
  readonly foregroundCounter = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
  private backgroundJobs = 0;

  /** Counts a request from now; the answer ends it (once, however often it is called). */
  beginForeground(): () => void {
    Atomics.add(this.foregroundCounter, 0, 1);
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      Atomics.sub(this.foregroundCounter, 0, 1);
      Atomics.notify(this.foregroundCounter, 0);
    };
  }

  get foregroundInFlight(): number {
    return Atomics.load(this.foregroundCounter, 0);
  }

  /** Runs `job` counted as background work until it settles. */
  async inBackground<T>(job: () => Promise<T>): Promise<T> {
    this.backgroundJobs++;
    try {
      return await job();
    } finally {
      this.backgroundJobs--;
    }
  }

  get backgroundRunning(): boolean {
    return this.backgroundJobs > 0;
  }
}

/** How much of its time background work gives up to foreground requests, at most. */
export interface YieldBudget {
  windowMs: number;
  /** Of each window, the share it may spend waiting: a steady stream of requests slows it, never stops it. */
  maxShare: number;
}

const defaultBudget: YieldBudget = { windowMs: 1000, maxShare: 0.5 };

/** Atomics.waitAsync (ES2024; Node has it), which the project's ES2023 library does not declare. */
const waitAsync = (
  Atomics as unknown as {
    waitAsync(
      array: Int32Array,
      index: number,
      value: number,
      timeoutMs: number,
    ): { async: false; value: string } | { async: true; value: Promise<string> };
  }
).waitAsync;

/**
 * The background side of Workload's foreground requests, in the thread that does the work: `step()` (in a worker
 * thread) or `stepAsync()` (on the main thread, where blocking would hold up the requests themselves), called between
 * small pieces of work, waits while requests are in flight, within the budget.
 */
export class ForegroundYield {
  private windowStarted = performance.now();
  private waitedInWindow = 0;

  constructor(
    /** Workload.foregroundCounter. */
    private readonly counter: Int32Array,
    private readonly budget: YieldBudget = defaultBudget,
  ) {}

  step(): void {
    for (const { inFlight, leftMs } of this.waits()) Atomics.wait(this.counter, 0, inFlight, leftMs);
  }

  async stepAsync(): Promise<void> {
    for (const { inFlight, leftMs } of this.waits()) {
      const waiting = waitAsync(this.counter, 0, inFlight, leftMs);
      if (waiting.async) await waiting.value;
    }
  }

  /** Each wait to make: until the count changes from `inFlight` (a request's end notifies), or the budget is spent. */
  private *waits(): Generator<{ inFlight: number; leftMs: number }, void, void> {
    let inFlight = Atomics.load(this.counter, 0);
    if (inFlight === 0) return;
    let now = performance.now();
    if (now - this.windowStarted >= this.budget.windowMs) {
      this.windowStarted = now;
      this.waitedInWindow = 0;
    }
    while (inFlight > 0) {
      const leftMs = this.budget.windowMs * this.budget.maxShare - this.waitedInWindow;
      if (leftMs <= 0) return;
      yield { inFlight, leftMs };
      const after = performance.now();
      this.waitedInWindow += after - now;
      now = after;
      inFlight = Atomics.load(this.counter, 0);
    }
  }
}
