import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { formatPeriod, startIdleTimer, type IdleTimer } from './idle-timer.ts';

const periodMs = 2000;

describe('startIdleTimer', () => {
  const events: string[] = [];
  let timer: IdleTimer;

  beforeEach(() => {
    vi.useFakeTimers();
    events.length = 0;
    timer = startIdleTimer({
      idlePeriodMs: periodMs,
      onIdle: () => events.push('idle'),
      onActive: () => events.push('active'),
      onTimeout: () => events.push('timeout'),
    });
  });

  afterEach(() => {
    timer.stop();
    vi.useRealTimers();
  });

  it('sets the idle flag after one idle period and times out after a further one', () => {
    vi.advanceTimersByTime(periodMs - 1);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(events).toEqual(['idle']);
    vi.advanceTimersByTime(periodMs - 1);
    expect(events).toEqual(['idle']);
    vi.advanceTimersByTime(1);
    expect(events).toEqual(['idle', 'timeout']);
  });

  it('starts the period again on activity', () => {
    vi.advanceTimersByTime(periodMs - 500);
    timer.activity();
    vi.advanceTimersByTime(periodMs - 1);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(events).toEqual(['idle']);
  });

  it('clears the flag on activity, and a full idle period is needed to set it again', () => {
    vi.advanceTimersByTime(periodMs + 500);
    timer.activity();
    expect(events).toEqual(['idle', 'active']);
    vi.advanceTimersByTime(2 * periodMs - 1);
    expect(events).toEqual(['idle', 'active', 'idle']);
    vi.advanceTimersByTime(1);
    expect(events).toEqual(['idle', 'active', 'idle', 'timeout']);
  });

  it('says nothing about activity while not flagged', () => {
    timer.activity();
    timer.activity();
    expect(events).toEqual([]);
  });

  it('times out at once when the clock jumped past both periods (a computer waking from sleep)', () => {
    vi.setSystemTime(Date.now() + 10 * periodMs);
    vi.advanceTimersByTime(periodMs);
    expect(events).toEqual(['timeout']);
  });

  it('stays quiet once stopped', () => {
    timer.stop();
    vi.advanceTimersByTime(10 * periodMs);
    expect(events).toEqual([]);
  });
});

describe('formatPeriod', () => {
  it('speaks in minutes, or seconds below a minute', () => {
    expect(formatPeriod(30 * 60 * 1000)).toBe('30 minutes');
    expect(formatPeriod(60_000)).toBe('1 minute');
    expect(formatPeriod(20_000)).toBe('20 seconds');
    expect(formatPeriod(1000)).toBe('1 second');
  });
});
