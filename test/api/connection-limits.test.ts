// Issue 35: slow-loris requests kept their connections for 300 s (Node's default) with no cap per address. Headers
// now have HEADERS_TIMEOUT_MS (short here) and an address holds CONNECTIONS_PER_ADDRESS connections at most (5 here).
import { once } from 'node:events';
import net from 'node:net';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { RunningApp } from '../../api/src/app.ts';
import { tooManyConnectionsMessage } from '../../api/src/server/connection-limits.ts';
import { startTestApp } from '../support/app.ts';

const perAddress = 5;
const headersTimeoutMs = 1000;

let app: RunningApp;
const opened: net.Socket[] = [];

beforeAll(async () => {
  app = await startTestApp({
    CONNECTIONS_PER_ADDRESS: String(perAddress),
    HEADERS_TIMEOUT_MS: String(headersTimeoutMs),
  });
});

afterEach(() => {
  for (const socket of opened.splice(0)) socket.destroy();
});

afterAll(async () => {
  await app?.stop();
});

interface Connection {
  socket: net.Socket;
  received(): string;
  /** Resolves once what the server sent matches `pattern`. */
  receives(pattern: RegExp): Promise<void>;
  closed: Promise<unknown>;
}

/** A raw TCP connection to the api from the loopback address. */
async function connect(): Promise<Connection> {
  const socket = net.connect(app.port, '127.0.0.1');
  opened.push(socket);
  let received = '';
  const listeners = new Set<() => void>();
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    received += chunk;
    for (const listener of listeners) listener();
  });
  // The server may reset a refused connection: only its closing matters.
  socket.on('error', () => undefined);
  const closed = once(socket, 'close');
  await once(socket, 'connect');
  return {
    socket,
    received: () => received,
    receives: (pattern) =>
      new Promise<void>((resolve) => {
        const look = () => {
          if (!pattern.test(received)) return;
          listeners.delete(look);
          resolve();
        };
        listeners.add(look);
        look();
      }),
    closed,
  };
}

/**
 * A request whose body never comes, so its connection stays open; resolves once the server took it (its
 * "100 Continue" is written when the request is handed to the app, which counts it under its client then).
 */
async function heldRequest(forwardedFor?: string): Promise<Connection> {
  const connection = await connect();
  connection.socket.write(
    'POST /api/account/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
      'Content-Length: 100\r\nExpect: 100-continue\r\n' +
      (forwardedFor ? `X-Forwarded-For: ${forwardedFor}\r\n` : '') +
      '\r\n',
  );
  await Promise.race([connection.receives(/^HTTP\/1\.1 100 Continue/), connection.closed]);
  return connection;
}

it('closes a connection whose headers take longer than HEADERS_TIMEOUT_MS, however they trickle in', async () => {
  // Before the connection: the server's clock for the headers starts when it accepts it.
  const startedAt = Date.now();
  const connection = await connect();
  connection.socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n');
  const trickle = setInterval(() => connection.socket.write('X-Slow: a\r\n'), headersTimeoutMs / 5);
  try {
    await connection.closed;
  } finally {
    clearInterval(trickle);
  }
  expect(connection.received()).toMatch(/^HTTP\/1\.1 408 /);
  expect(Date.now() - startedAt).toBeGreaterThanOrEqual(headersTimeoutMs);
});

it('counts the connections of a proxy on this machine under the client each request names', async () => {
  for (let held = 0; held < perAddress; held++) {
    expect((await heldRequest('203.0.113.30')).received()).toMatch(/^HTTP\/1\.1 100 Continue/);
  }
  const refused = await heldRequest('203.0.113.30');
  await refused.closed;
  expect(refused.received()).toMatch(/HTTP\/1\.1 429 /);
  expect(refused.received()).toContain(tooManyConnectionsMessage);
  // A websocket is a connection too.
  const socket = new WebSocket(`${app.url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', {
    headers: { 'x-forwarded-for': '203.0.113.30' },
  });
  const hungUp = new Promise<Error>((resolve) => socket.on('error', resolve));
  const code = await new Promise<number>((resolve) => socket.on('close', resolve));
  expect(code).toBe(1006);
  expect((await hungUp).message).toBe('socket hang up');
  // Another client of the same proxy is not held by it.
  expect((await heldRequest('203.0.113.31')).received()).toMatch(/^HTTP\/1\.1 100 Continue/);
});

it('closes the connections of one address past CONNECTIONS_PER_ADDRESS, and takes others from it once one ends', async () => {
  const held = [];
  for (let count = 0; count < perAddress; count++) held.push(await heldRequest());
  expect(held.every((connection) => connection.received().startsWith('HTTP/1.1 100 Continue'))).toBe(true);

  const extra = await connect();
  await extra.closed;
  expect(extra.received()).toBe('');

  held[0].socket.destroy();
  await held[0].closed;
  // The server hears the end a moment later: until then a new connection may still be refused.
  for (;;) {
    const again = await heldRequest();
    if (again.received().startsWith('HTTP/1.1 100 Continue')) break;
  }
});
