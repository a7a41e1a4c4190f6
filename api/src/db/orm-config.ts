import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import path from 'node:path';
import { repositoryRoot } from '../core/config.ts';
import { entities } from './entities.ts';

export const migrationsPath = path.join(repositoryRoot, 'migrations');

export function ormConfig(clientUrl: string, overrides: Partial<Options> = {}): Options {
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
    // Set when each connection starts, so no statement pays a round trip for it: searches that hash, sort or
    // group half a million records (counts, statistics, map markers) stay out of temporary files, which the
    // server's default (4 MB) sends them to.
    driverOptions: { connection: { options: '-c work_mem=64MB' } },
    debug: false,
    ...overrides,
  });
}
