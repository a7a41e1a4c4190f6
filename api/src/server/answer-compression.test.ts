import express from 'express';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressAnswers } from './answer-compression.ts';

/** JSON of about `bytes` bytes that gzip cannot shrink to nothing (varied numbers). */
const jsonOf = (bytes: number) =>
  JSON.stringify(Array.from({ length: Math.ceil(bytes / 20) }, (_, index) => ({ v: (index * 7919) % 100003 })));

let server: http.Server;
let base = '';

beforeAll(async () => {
  const app = express();
  app.use(compressAnswers());
  app.get(
    '/sized/:bytes',
    (request, response) => void response.type('json').send(jsonOf(Number(request.params.bytes))),
  );
  app.get('/streamed', (_request, response) => {
    response.type('json');
    response.write(jsonOf(3000).slice(0, 1000));
    response.end(jsonOf(3000).slice(1000));
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

/** The answer as sent: headers and raw body bytes (node's http does not unpack). */
function get(pathname: string, acceptEncoding?: string) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    http
      .get(`${base}${pathname}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('answer compression', () => {
  it('gzips an answer sent whole in one piece, with its length', async () => {
    const { headers, body } = await get('/sized/150000', 'gzip, deflate, br');
    expect(headers['content-encoding']).toBe('gzip');
    expect(headers['transfer-encoding']).toBeUndefined();
    expect(Number(headers['content-length'])).toBe(body.length);
    expect(headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(body).toString()).toBe(jsonOf(150000));
  });

  it('streams larger answers and answers written in parts through compression', async () => {
    for (const pathname of ['/sized/600000', '/streamed']) {
      const { headers, body } = await get(pathname, 'gzip');
      expect(headers['content-encoding']).toBe('gzip');
      expect(headers['transfer-encoding']).toBe('chunked');
      expect(gunzipSync(body).toString()).toBe(pathname === '/streamed' ? jsonOf(3000) : jsonOf(600000));
    }
  });

  it('sends answers as they are to clients that do not accept gzip, and small answers to all', async () => {
    for (const [pathname, acceptEncoding] of [
      ['/sized/150000', undefined],
      ['/sized/150000', 'identity'],
      ['/sized/150000', 'gzip;q=0'],
      ['/sized/500', 'gzip'],
    ] as const) {
      const { headers, body } = await get(pathname, acceptEncoding);
      expect(headers['content-encoding']).toBeUndefined();
      expect(body.toString()).toBe(jsonOf(Number(pathname.split('/')[2])));
    }
  });
});
