// Issue 35: 20,000 anonymous subscriptions on 10 sockets were all accepted, growing the api from 477 to 915 MB.
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { RunningApp } from '../../api/src/app.ts';
import { subscriptionLimitMessages, subscriptionLimits } from '../../api/src/server/subscription-limits.ts';
import { startTestApp } from '../support/app.ts';

let app: RunningApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.stop();
});

const versions = 'subscription { databaseVersionChanged { id } }';

const socket = (forwardedFor?: string) =>
  createClient({
    url: `${app.url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, forwardedFor ? { headers: { 'x-forwarded-for': forwardedFor } } : {});
      }
    },
    retryAttempts: 0,
    lazy: false,
  });

/** Starts `count` subscriptions on `client`: they wait for events that never come. */
function open(client: ReturnType<typeof socket>, count: number) {
  const subscriptions = Array.from({ length: count }, () => client.iterate({ query: versions }));
  for (const subscription of subscriptions) void subscription.next().catch(() => undefined);
  return subscriptions;
}

/** The messages an operation is refused with (the client throws them), or what it answered. */
async function outcome(client: ReturnType<typeof socket>, query: string): Promise<unknown> {
  try {
    return (await client.iterate({ query }).next()).value;
  } catch (errors) {
    return (errors as { message: string }[]).map((error) => error.message);
  }
}

it('refuses an operation past the limit of its socket, naming the limit, and takes one again once others end', async () => {
  const client = socket();
  try {
    const running = open(client, subscriptionLimits.perSocket - 1);
    // The socket's last free place: its answer comes after every subscription before it was taken.
    expect(await outcome(client, '{ __typename }')).toEqual({ data: { __typename: 'Query' } });
    await outcome(client, '{ __typename }');
    const held = open(client, 1);
    expect(await outcome(client, versions)).toEqual([subscriptionLimitMessages.perSocket]);
    for (const subscription of [...running, ...held].slice(0, 2)) await subscription.return?.();
    expect(await outcome(client, '{ __typename }')).toEqual({ data: { __typename: 'Query' } });
  } finally {
    await client.dispose();
  }
});

it('counts the anonymous sockets of one address as one caller, and no other address with them', async () => {
  // Anonymous sockets are one caller per address: its limit is met before the address's.
  const perSocket = subscriptionLimits.perSocket - 1;
  const clients = Array.from({ length: Math.ceil(subscriptionLimits.perCaller / perSocket) + 1 }, () =>
    socket('198.51.100.7'),
  );
  try {
    // One place short of the caller's limit, each socket's share taken (a query behind them answers once it is).
    let opened = 0;
    for (const client of clients.slice(0, -1)) {
      const count = Math.min(perSocket, subscriptionLimits.perCaller - 1 - opened);
      open(client, count);
      opened += count;
      expect(await outcome(client, '{ __typename }')).toEqual({ data: { __typename: 'Query' } });
    }
    expect(opened).toBe(subscriptionLimits.perCaller - 1);
    const last = clients.at(-1)!;
    open(last, 1);
    expect(await outcome(last, versions)).toEqual([subscriptionLimitMessages.perCaller]);
    const elsewhere = socket('198.51.100.8');
    try {
      expect(await outcome(elsewhere, '{ __typename }')).toEqual({ data: { __typename: 'Query' } });
    } finally {
      await elsewhere.dispose();
    }
  } finally {
    for (const client of clients) await client.dispose();
  }
});
