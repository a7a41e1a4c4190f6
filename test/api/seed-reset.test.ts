// `npm run db:seed -- --reset` empties the study and valuation tables of a seeded database and generates the demo
// data again: every table that points at a valuation goes with them.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { repositoryRoot } from '../../api/src/core/config.ts';
import { createTestDatabase } from '../support/database.ts';
import { withDatabase } from './search-fixtures.ts';

const run = promisify(execFile);

it('regenerates the demo data of a seeded database, with its derived link keys', async () => {
  const databaseUrl = await createTestDatabase();
  await run(
    process.execPath,
    ['--import', './api/register.mjs', 'api/src/scripts/seed.ts', '--reset', '--valuations', '120'],
    { cwd: repositoryRoot, env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' } },
  );
  await withDatabase(databaseUrl, async (client) => {
    const { rows } = await client.query(
      `select (select count(*)::int from valuation) as valuations,
              (select count(*)::int from valuation_link_keys) as keyed,
              (select count(*)::int from valuation_link_keys keys
                where not exists (select from valuation where valuation.id = keys.valuation_id)) as dangling`,
    );
    expect(rows).toEqual([{ valuations: 120, keyed: 120, dangling: 0 }]);
  });
});
