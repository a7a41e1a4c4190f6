// Issue 35: presence fanned out with the square of a grid's watchers (300 subscriptions of one admin, 51,681 messages
// in 6 s). Each process now reads the admins online once per batch and tells each grid only when its list changed.
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { RunningApp } from '../../api/src/app.ts';
import { startTestApp } from '../support/app.ts';
import { loginAsAdmin, loginAsDemoUser } from '../support/http.ts';

interface GridEvent {
  kind: string;
  onlineAdmins: string[] | null;
}

interface Grid {
  events: GridEvent[];
  /** Resolves once `check` holds for the events received so far. */
  until(what: string, check: (events: GridEvent[]) => boolean): Promise<void>;
  close(): Promise<void>;
}

const eventQuery = `subscription Grid($connectionId: String!) {
  vslGridEvents(connectionId: $connectionId) { kind onlineAdmins } }`;

let app: RunningApp;
let admin: string;
let otherAdmin: string;

beforeAll(async () => {
  app = await startTestApp();
  admin = await loginAsAdmin(app);
  otherAdmin = await loginAsDemoUser(app, 'admin');
});

afterAll(async () => {
  await app?.stop();
});

/** A grid on a websocket of its own, keeping every event it is sent. */
function openGrid(token: string, connectionId: string): Grid {
  const client = createClient({
    url: `${app.url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
  });
  const events: GridEvent[] = [];
  const waiters = new Set<() => void>();
  let failure: unknown;
  const heard = () => {
    for (const wake of waiters) wake();
  };
  const unsubscribe = client.subscribe<{ vslGridEvents: GridEvent }>(
    { query: eventQuery, variables: { connectionId } },
    {
      next: (result) => {
        if (result.errors) failure = result.errors;
        else events.push(result.data!.vslGridEvents);
        heard();
      },
      error: (error) => {
        failure = error;
        heard();
      },
      complete: () => undefined,
    },
  );
  return {
    events,
    until: (what, check) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => done(new Error(`${connectionId}: no ${what} within 10 s`)), 10_000);
        const done = (error?: unknown) => {
          clearTimeout(timer);
          waiters.delete(look);
          if (error) reject(error instanceof Error ? error : new Error(JSON.stringify(error)));
          else resolve();
        };
        const look = () => {
          if (failure) done(failure);
          else if (check(events)) done();
        };
        waiters.add(look);
        look();
      }),
    close: async () => {
      unsubscribe();
      await client.dispose();
    },
  };
}

/** The admins online as the grid was last told (by its snapshot or a presence event). */
const onlineNow = (events: GridEvent[]) => events.findLast((event) => event.onlineAdmins !== null)?.onlineAdmins ?? [];

it('tells each grid of one admin joining or leaving once, however many grids watch', async () => {
  const watchers = 40;
  const grids = Array.from({ length: watchers }, (_, index) => openGrid(admin, `presence-watcher-${index}`));
  try {
    // All of one admin's grids open together: each join changes no grid's list of names.
    await Promise.all(grids.map((grid) => grid.until('snapshot', (events) => events.length > 0)));
    const other = openGrid(otherAdmin, 'presence-other-admin');
    try {
      // The other admin's join reaches every grid...
      await Promise.all(grids.map((grid) => grid.until('join', (events) => onlineNow(events).length === 2)));
      // ...and each grid was sent its snapshot and a presence event or two, not one per watcher that joined.
      const sent = grids.reduce((total, grid) => total + grid.events.length, 0);
      expect(grids.every((grid) => grid.events[0].kind === 'snapshot')).toBe(true);
      expect(sent).toBeLessThanOrEqual(3 * watchers);
    } finally {
      await other.close();
    }
    await Promise.all(grids.map((grid) => grid.until('leave', (events) => onlineNow(events).length === 1)));
    for (const grid of grids) {
      expect(grid.events.filter((event) => event.kind === 'presence').length).toBeLessThanOrEqual(4);
    }
  } finally {
    await Promise.all(grids.map((grid) => grid.close()));
  }
});
