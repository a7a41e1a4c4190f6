import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { repositoryRoot } from '../core/config.ts';
import { entities } from './entities.ts';

/**
 * The migrations the ORM runs and writes: the TypeScript files in migrations/ where the api runs as TypeScript
 * (api/register.mjs), their JavaScript in the build (api/dist/migrations, api/build.mjs) where it runs compiled.
 */
export const migrationsPath = import.meta.url.endsWith('.ts')
  ? path.join(repositoryRoot, 'migrations')
  : fileURLToPath(new URL('../migrations', import.meta.url));

/**
 * The ORM on `clientUrl`. Every connection of its pool cancels a statement that runs longer than
 * `statementTimeoutMs`, so no request holds a connection (and the rows it locks) for long. Work that is long by
 * nature sets its own: migrations and seeding `set local statement_timeout = 0` in their transaction, the vacuum
 * after seeding and an export's cursor use `withStatementTimeout` (core/sql.ts).
 */
export function ormConfig(clientUrl: string, statementTimeoutMs: number, overrides: Partial<Options> = {}): Options {
  return defineConfig({
    clientUrl,
    entities,
    extensions: [Migrator],
    discovery: { warnWhenNoEntities: true },
    forceUtcTimezone: true,
    // Entities are listed explicitly and carry explicit column types, so reflection is not needed.
    migrations: {
      path: migrationsPath,
      pathTs: migrationsPath,
      glob: '!(*.d).{js,ts}',
      emit: 'ts',
      snapshot: true,
      snapshotName: '.snapshot',
      transactional: true,
      allOrNothing: true,
    },
    pool: { min: 0, max: 10 },
    // Set when each connection starts, so no statement pays a round trip for it. work_mem: searches that hash,
    // sort or group half a million records (counts, statistics, map markers) stay out of temporary files, which
    // the server's default (4 MB) sends them to.
    driverOptions: { connection: { options: `-c work_mem=64MB -c statement_timeout=${statementTimeoutMs}` } },
    debug: false,
    ...overrides,
  });
}
