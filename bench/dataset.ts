import path from 'node:path';
import { startApp, type RunningApp } from '../api/src/app.ts';
import { loadConfig, repositoryRoot } from '../api/src/core/config.ts';
import { createLogger } from '../api/src/core/logger.ts';
import { startEmbeddedPostgres, type EmbeddedServer } from '../api/src/db/embedded-postgres.ts';

/** A benchmark's generated dataset and the environment an api needs to run on it as production does. */
export interface BenchDataset {
  databaseUrl: string;
  environment: NodeJS.ProcessEnv;
  /** The embedded PostgreSQL, when the dataset is kept in .data (DATABASE_URL unset). */
  embedded?: EmbeddedServer;
}

/** An api's environment as production runs it on `databaseUrl`, on a free port of this machine, with `seeding`. */
export function productionEnvironment(
  databaseUrl: string,
  adminPassword: string,
  seeding: Record<string, string>,
): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    PORT: '0',
    HOST: '127.0.0.1',
    ADMIN_PASSWORD: adminPassword,
    ...seeding,
  };
}

/**
 * The demo seed with `valuations` generated records: on DATABASE_URL's server, or on an embedded PostgreSQL kept in
 * .data/bench-<size> between runs (on `port`, so that benchmarks of other sizes can run beside it). The first run
 * generates the records; an api started once here migrates and seeds what is missing, and is handed to `prepare`
 * for what else the benchmark needs made before it measures.
 */
export async function benchDataset(
  valuations: number,
  port: number,
  adminPassword: string,
  prepare: (app: RunningApp) => Promise<void> = async () => {},
): Promise<BenchDataset> {
  const embedded = process.env.DATABASE_URL
    ? undefined
    : await startEmbeddedPostgres({
        dataDir: path.join(repositoryRoot, `.data/bench-${valuations}`),
        port,
        logger: createLogger('warn'),
      });
  const databaseUrl = process.env.DATABASE_URL ?? embedded!.url;
  const environment = productionEnvironment(databaseUrl, adminPassword, {
    SEED_DEMO: 'true',
    DEMO_VALUATIONS: String(valuations),
  });
  createLogger('info').info(
    `Preparing ${valuations.toLocaleString('en')} generated valuations (the first run generates them)`,
  );
  const seeded = await startApp({
    config: loadConfig({ ...environment, LOG_LEVEL: 'warn' }),
    logger: createLogger('warn'),
  });
  try {
    await prepare(seeded);
  } finally {
    await seeded.stop();
  }
  return { databaseUrl, environment, embedded };
}
