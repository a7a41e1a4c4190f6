import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Slices of CPU-bound work on the event loop: once `sliceMs` have passed since the last pause, `due()` says so and
 * `pause()` lets queued I/O run (other requests, a socket's writes) before the work goes on.
 */
export class EventLoopSlices {
  private started = performance.now();

  constructor(private readonly sliceMs: number) {}

  due(): boolean {
    return performance.now() - this.started >= this.sliceMs;
  }

  async pause(): Promise<void> {
    await nextTurn();
    this.started = performance.now();
  }
}
