import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ForegroundYield } from './workload.ts';

/**
 * Slices of CPU-bound work on the event loop: once `sliceMs` have passed since the last pause, `due()` says so and
 * `pause()` lets queued I/O run (other requests, a socket's writes) before the work goes on. Background work passes
 * its ForegroundYield: the pause then also waits while the api answers requests, within the yield's budget.
 */
export class EventLoopSlices {
  private started = performance.now();

  constructor(
    private readonly sliceMs: number,
    private readonly foreground?: ForegroundYield,
  ) {}

  due(): boolean {
    return performance.now() - this.started >= this.sliceMs;
  }

  async pause(): Promise<void> {
    await nextTurn();
    await this.foreground?.stepAsync();
    this.started = performance.now();
  }

  /** A pause if one is due. */
  async breathe(): Promise<void> {
    if (this.due()) await this.pause();
  }
}
