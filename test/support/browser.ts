import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';
import { repositoryRoot } from '../../api/src/core/config.ts';
import type { Server } from './http.ts';

export { chromiumPath, launchBrowser } from './chromium.ts';

/** An api (serving the built web app) that the e2e global setup started, with what a test may need beside it. */
export interface E2eServer extends Server {
  /** Its database, for the rare test that must change what no page can (e.g. let a code expire). */
  databaseUrl: string;
  /** Where it sends mail: open `startTestMailbox(e2eServer().smtpPort)` to read it. */
  smtpPort: number;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One api of its own for each worker of the e2e project, in the order of the workers' pool ids. */
    e2eServers: E2eServer[];
  }
}

export const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;

export const screenshotDirectory = path.join(repositoryRoot, '.tmp/screenshots');
/**
 * Whether the journeys keep their screenshots (`E2E_SCREENSHOTS=1`): they are for people to look at, no test reads
 * them and CI keeps none, so by default the browser does not spend its time drawing and encoding them.
 */
export const screenshotsWanted = process.env.E2E_SCREENSHOTS === '1';

/**
 * The api of this worker. Files run two at a time, each worker's files one after another against its own api and
 * database, so a file sees only what it and the files before it in its worker did.
 */
export function e2eServer(): E2eServer {
  const servers = inject('e2eServers');
  const poolId = Number(process.env.VITEST_POOL_ID);
  const server = servers[poolId - 1];
  if (!server) throw new Error(`No e2e api for worker ${process.env.VITEST_POOL_ID} of ${servers.length}`);
  return server;
}

/** Where a test keeps a screenshot for people to look at (git-ignored). */
export async function screenshotPath(name: string): Promise<string> {
  await mkdir(screenshotDirectory, { recursive: true });
  return path.join(screenshotDirectory, `${name}.png`);
}
