import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { writeChunks } from './valuation-export.ts';

/** A server answering with `rounds` batches of eight 32 kB chunks written by writeChunks, and a client reading it. */
async function download(rounds: number): Promise<{ bytes: number; roundsWritten: number }> {
  let roundsWritten = 0;
  const answer = async (response: http.ServerResponse) => {
    for (let round = 0; round < rounds; round++) {
      await writeChunks(
        response,
        Array.from({ length: 8 }, () => 'x'.repeat(32 * 1024)),
      );
      roundsWritten++;
    }
    response.end();
  };
  const server = http.createServer((_request, response) => void answer(response));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const received = await fetch(`http://127.0.0.1:${port}/`);
  const bytes = (await received.arrayBuffer()).byteLength;
  return { bytes, roundsWritten };
}

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

describe('writeChunks', () => {
  it('lets a response that a fast client reads reach its end: it never waits for a drain that cannot come', async () => {
    // Written corked and then waiting on the response's need-to-drain flag, this stalled within a few rounds: the
    // flush did not fill the socket, so no 'drain' followed while the flag stayed up.
    const rounds = 200;
    expect(await download(rounds)).toEqual({ bytes: rounds * 8 * 32 * 1024, roundsWritten: rounds });
  }, 20_000);
});
