import express from 'express';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Workload } from '../core/workload.ts';
import { countForegroundRequests } from './foreground-requests.ts';

const workload = new Workload();
let server: http.Server;
let base = '';
/** Holds the answer of /held until released. */
let release: () => void = () => undefined;

beforeAll(async () => {
  const app = express();
  app.use(countForegroundRequests(workload));
  app.all('/in-flight', (_request, response) => void response.json({ inFlight: workload.foregroundInFlight }));
  app.get('/held', (_request, response) => {
    release = () => void response.json({});
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

const inFlightSeenBy = async (init?: RequestInit) =>
  ((await (await fetch(`${base}/in-flight`, init)).json()) as { inFlight: number }).inFlight;

/** Until the count is `expected` (a request's end is counted when its socket's answer is closed). */
async function settlesAt(expected: number) {
  for (let tries = 0; tries < 100 && workload.foregroundInFlight !== expected; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return workload.foregroundInFlight;
}

describe('countForegroundRequests', () => {
  it('counts a request while it is answered', async () => {
    expect(await inFlightSeenBy()).toBe(1);
    expect(
      await inFlightSeenBy({
        method: 'POST',
        body: JSON.stringify({}),
        headers: { 'content-type': 'application/json' },
      }),
    ).toBe(1);
    expect(await settlesAt(0)).toBe(0);
  });

  it('does not count a request that sends a file: an upload is background work itself', async () => {
    const form = new FormData();
    form.append('file', new Blob(['a,b\n1,2\n']), 'rows.csv');
    expect(await inFlightSeenBy({ method: 'POST', body: form })).toBe(0);
  });

  it('stops counting a request whose client went away before the answer', async () => {
    const aborted = new AbortController();
    const held = fetch(`${base}/held`, { signal: aborted.signal }).catch(() => 'aborted');
    expect(await settlesAt(1)).toBe(1);
    aborted.abort();
    expect(await held).toBe('aborted');
    expect(await settlesAt(0)).toBe(0);
    release();
  });
});
