import { describe, expect, it } from 'vitest';
import { LocalTopics, laggingSubscriberMessage, maxUnreadEvents } from './events.ts';

/** Reads a stream until it ends or fails: the values it gave and how it ended. */
async function drain(iterator: AsyncIterator<unknown>): Promise<{ values: unknown[]; error?: string }> {
  const values: unknown[] = [];
  try {
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) values.push(next.value);
    return { values };
  } catch (error) {
    return { values, error: (error as Error).message };
  }
}

describe('the events of a topic in one process', () => {
  it('reach every subscriber of the topic, in order, and no other topic', async () => {
    const topics = new LocalTopics();
    const first = topics.subscribe('grid')[Symbol.asyncIterator]();
    const second = topics.subscribe('grid')[Symbol.asyncIterator]();
    const other = topics.subscribe('uploads')[Symbol.asyncIterator]();
    // A stream listens from its first read on.
    const firstReads = [first.next(), second.next(), other.next()];
    topics.publish('grid', 1);
    topics.publish('grid', 2);
    expect((await firstReads[0]).value).toBe(1);
    expect((await firstReads[1]).value).toBe(1);
    expect((await first.next()).value).toBe(2);
    expect((await second.next()).value).toBe(2);
    await Promise.all([first.return?.(), second.return?.(), other.return?.()]);
    expect(await firstReads[2]).toEqual({ done: true, value: undefined });
  });

  it('ends the stream of a subscriber that stops reading, with a message, rather than failing the publisher', async () => {
    const topics = new LocalTopics();
    const slow = topics.subscribe('grid')[Symbol.asyncIterator]();
    const reader = topics.subscribe('grid')[Symbol.asyncIterator]();
    const slowFirst = slow.next();
    const received: unknown[] = [];
    // The reader takes each event as it comes; the slow subscriber reads only its first.
    for (let event = 0; event < maxUnreadEvents + 50; event++) {
      const next = reader.next();
      expect(() => topics.publish('grid', event)).not.toThrow();
      received.push((await next).value);
    }
    expect(received).toHaveLength(maxUnreadEvents + 50);

    expect((await slowFirst).value).toBe(0);
    const rest = await drain(slow);
    expect(rest.error).toBe(laggingSubscriberMessage);
    expect(rest.values.length).toBeLessThanOrEqual(maxUnreadEvents);
    await reader.return?.();
  });
});
