import { describe, expect, it } from 'vitest';
import { EventLoopSlices } from './event-loop-slices.ts';

describe('EventLoopSlices', () => {
  it('is due once its slice of work has passed, and starts a new slice at each pause', async () => {
    const slices = new EventLoopSlices(20);
    expect(slices.due()).toBe(false);
    const busyUntil = performance.now() + 25;
    while (performance.now() < busyUntil);
    expect(slices.due()).toBe(true);
    let ioRan = false;
    setImmediate(() => (ioRan = true));
    await slices.pause();
    expect(ioRan).toBe(true);
    expect(slices.due()).toBe(false);
  });
});
