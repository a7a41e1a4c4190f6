import { Worker } from 'node:worker_threads';

/**
 * A worker thread started before it is needed, for work whose first seconds someone watches (an upload's progress).
 * Starting a thread takes over a second here: the thread, then the api's TypeScript loader in it, then its modules.
 * `prepare()` starts one to wait in reserve (for at most `idleMs`, then it ends); `take()` hands it over, or starts one
 * when none waits. The thread gets its work in its first message, so that it can start before the work is known.
 * Waiting, it keeps no process alive.
 */
export class WorkerInReserve {
  private waiting?: { worker: Worker; expiry: NodeJS.Timeout };

  constructor(
    private readonly url: URL,
    private readonly idleMs: number,
  ) {}

  /** Starts a thread to wait in reserve, unless one waits already (which then waits `idleMs` from now). */
  prepare(): void {
    if (this.waiting) {
      this.waiting.expiry.refresh();
      return;
    }
    const worker = new Worker(this.url);
    worker.unref();
    const expiry = setTimeout(() => void this.discard(), this.idleMs).unref();
    const waiting = { worker, expiry };
    // A thread that fails or ends while waiting is no reserve: the next `take()` starts another.
    const gone = () => {
      if (this.waiting === waiting) {
        clearTimeout(expiry);
        this.waiting = undefined;
      }
    };
    worker.once('error', gone);
    worker.once('exit', gone);
    this.waiting = waiting;
  }

  /** The thread in reserve (none waits after), or a new one. */
  take(): Worker {
    const waiting = this.waiting;
    if (!waiting) return new Worker(this.url);
    this.waiting = undefined;
    clearTimeout(waiting.expiry);
    waiting.worker.ref();
    return waiting.worker;
  }

  /** Ends the thread in reserve, if one waits: when the api stops, or when nothing took it in time. */
  async discard(): Promise<void> {
    const waiting = this.waiting;
    this.waiting = undefined;
    if (!waiting) return;
    clearTimeout(waiting.expiry);
    await waiting.worker.terminate();
  }

  get hasWaiting(): boolean {
    return this.waiting !== undefined;
  }
}
