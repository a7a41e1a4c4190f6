import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { Config } from '../core/config.ts';
import type { Logger } from '../core/logger.ts';
import { executeIn } from '../core/sql.ts';
import { createDatabase, databaseNamed, noStatementTimeoutInTransaction } from './database.sql.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import { ormConfig } from './orm-config.ts';

export interface Database {
  url: string;
  orm: MikroORM;
  close(): Promise<void>;
}

/** Creates the database named in `url` when the server does not have it yet. */
export async function ensureDatabaseExists(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query(databaseNamed(name).toQuery());
    if (!rowCount) await client.query(createDatabase(name).toQuery());
  } finally {
    await client.end();
  }
}

/**
 * The database the app runs on: `DATABASE_URL` when set, otherwise an embedded PostgreSQL whose data
 * lives in DATA_DIR (restarted when it dies; `onEmbeddedLost` hears when it cannot be). Pending
 * migrations are applied before anything else touches it.
 */
export async function openDatabase(
  config: Config,
  logger: Logger,
  onEmbeddedLost?: (error: Error) => void,
): Promise<Database> {
  let url = config.DATABASE_URL;
  let stopEmbedded: (() => Promise<void>) | undefined;
  if (!url) {
    const embedded = await startEmbeddedPostgres({
      dataDir: config.DATA_DIR,
      port: config.EMBEDDED_PG_PORT,
      logger,
      onUnrecoverable: onEmbeddedLost,
    });
    url = embedded.url;
    stopEmbedded = embedded.stop;
    logger.info(`Embedded PostgreSQL listening on 127.0.0.1:${config.EMBEDDED_PG_PORT}`);
  }
  try {
    if (stopEmbedded) await ensureDatabaseExists(url);
    const orm = await MikroORM.init(
      ormConfig(url, config.STATEMENT_TIMEOUT_MS, { logger: (message) => logger.debug(message), colors: false }),
    );
    await migrate(orm, logger);
    return {
      url,
      orm,
      async close() {
        await orm.close(true);
        await stopEmbedded?.();
      },
    };
  } catch (error) {
    await stopEmbedded?.();
    throw error;
  }
}

export async function migrate(orm: MikroORM, logger: Logger): Promise<void> {
  // All pending migrations in one transaction, as the migrator would, without the pool's statement_timeout: a
  // migration may rewrite a table of a million rows, and one cut short would stop every later start.
  const applied = await orm.em.fork().transactional(async (em) => {
    await executeIn(em, noStatementTimeoutInTransaction);
    return orm.getMigrator().up({ transaction: em.getTransactionContext() });
  });
  if (applied.length) logger.info(`Applied migrations: ${applied.map((m) => m.name).join(', ')}`);
}
