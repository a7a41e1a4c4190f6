import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { startEmbeddedPostgres } from '../../api/src/db/embedded-postgres.ts';
import { createLogger } from '../../api/src/core/logger.ts';
import { compileApi, startApiProcess } from '../support/api-process.ts';
import { testEnvironment } from '../support/environment.ts';
import { freePort, temporaryDirectory } from '../support/os.ts';
import {
  createDatabase,
  databaseUrl,
  disconnectAll,
  dropDatabases,
  withClient,
  type TestPostgres,
} from '../support/postgres.ts';

interface Server {
  url: string;
  /** Leaves no trace of the run: its databases on a given server, the whole cluster of an embedded one. */
  stop(): Promise<void>;
}

/**
 * The server of this run: the one `DATABASE_URL` names (a URL any database on it can be created
 * from), otherwise an embedded PostgreSQL in a temp folder that is deleted afterwards.
 */
async function openServer(databasePrefix: string): Promise<Server> {
  const given = process.env.DATABASE_URL;
  if (given) return { url: given, stop: () => dropDatabases(given, databasePrefix) };

  const dataDir = await temporaryDirectory('esvd-test-pg-');
  try {
    const embedded = await startEmbeddedPostgres({
      dataDir,
      port: await freePort(),
      logger: createLogger('warn'),
      persistent: false,
    });
    const url = databaseUrl(embedded.url, 'postgres');
    // A run's cluster lives as long as the run: it needs no protection from the machine's own crash, and waiting for
    // the disk at every commit only slows the tests. A process killed on purpose (the crash tests) loses nothing this
    // way: what PostgreSQL wrote is in the operating system's hands. Debian's 15 runs the same (with-postgres-15.sh).
    await withClient(url, async (client) => {
      await client.query('alter system set fsync = off');
      await client.query('select pg_reload_conf()');
    });
    return {
      url,
      async stop() {
        await embedded.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Starts (or finds) PostgreSQL and builds this run's template database once: a real api process
 * applies the migrations and seeds it (reference data, admin, demo users and valuations), exactly as
 * it would on a fresh install. Test databases are then cheap copies of it. `seedEnvironment` changes
 * what is seeded (e.g. DEMO_VALUATIONS).
 */
export async function preparePostgres(
  seedEnvironment: Record<string, string> = {},
): Promise<{ postgres: TestPostgres; compiledApi: string; teardown(): Promise<void> }> {
  const startedAt = Date.now();
  const compiled = await compileApi();
  const databasePrefix = `esvd_test_${randomBytes(4).toString('hex')}_`;
  const server = await openServer(databasePrefix);
  const postgres: TestPostgres = {
    serverUrl: server.url,
    templateDatabase: `${databasePrefix}template`,
    databasePrefix,
  };
  const teardown = async () => {
    try {
      await server.stop();
    } finally {
      await compiled.remove();
    }
  };

  try {
    await createDatabase(server.url, postgres.templateDatabase);
    const templateUrl = databaseUrl(server.url, postgres.templateDatabase);
    const api = await startApiProcess(testEnvironment(templateUrl, seedEnvironment), {
      compiledApi: compiled.folder,
    });
    await api.stop();
    await disconnectAll(server.url, postgres.templateDatabase);
  } catch (error) {
    await teardown();
    throw error;
  }
  console.log(`Template database ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  return { postgres, compiledApi: compiled.folder, teardown };
}
