import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A port nobody listens on right now (the OS picks it; it is released before it is returned). */
export async function freePort(): Promise<number> {
  const [port] = await freePorts(1);
  return port;
}

/** Ports nobody listens on right now, all different: each is held until the OS has picked them all. */
export async function freePorts(count: number): Promise<number[]> {
  const servers = Array.from({ length: count }, () => createServer());
  try {
    return await Promise.all(
      servers.map(async (server) => {
        await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
        const address = server.address();
        if (!address || typeof address === 'string') throw new Error('Could not find a free port');
        return address.port;
      }),
    );
  } finally {
    await Promise.all(
      servers.map(
        (server) => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve())),
      ),
    );
  }
}

/** A fresh directory under the system temp folder. */
export function temporaryDirectory(prefix: string): Promise<string> {
  return mkdtemp(path.join(tmpdir(), prefix));
}
