// A backup and a restore as docs/operations.md (Backups) tells an operator to take them: `pg_dump --format=custom` of
// a seeded database (a copy of the run's template: migrated and seeded), `create database` and
// `pg_restore --no-owner --exit-on-error --single-transaction` into it, then the same records: every table's rows
// (the derived caches included, which the restore does not rebuild), every sequence's position, and an api started on
// the restored database answers the same search with the same total and ValueIds.
//
// pg_dump must be of the server's major version or newer. The embedded PostgreSQL's package ships no pg_dump, and
// Debian 12 has PostgreSQL 15's client only, which refuses to dump an 18 server; so this test runs where a client of
// the server's version or newer is installed (/usr/lib/postgresql/<major>/bin), which `npm test` has in its step on
// Debian's PostgreSQL 15, and is skipped where none is (its title says why). By hand:
// `bash scripts/with-postgres-15.sh npx vitest run --project api test/api/backup-restore.test.ts`.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startApp, type RunningApp } from '../../api/src/app.ts';
import { loadConfig } from '../../api/src/core/config.ts';
import { createTestDatabase } from '../support/database.ts';
import { testEnvironment } from '../support/environment.ts';
import { graphqlData, loginAsDemoUser } from '../support/http.ts';
import { temporaryDirectory } from '../support/os.ts';
import { databaseUrl, withClient } from '../support/postgres.ts';

const run = promisify(execFile);
const { serverUrl, databasePrefix } = inject('testPostgres');

const serverMajor = await withClient(serverUrl, async (client) => {
  const { rows } = await client.query<{ version: number }>(
    `select current_setting('server_version_num')::int as version`,
  );
  return Math.floor(rows[0].version / 10_000);
});

/** Debian's client programs of the server's major version or the nearest newer one (pg_dump reads older servers). */
function clientBinaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root)
    ? readdirSync(root)
        .map(Number)
        .filter((major) => major >= serverMajor)
        .sort((a, b) => a - b)
    : [];
  return majors
    .map((major) => path.join(root, String(major), 'bin'))
    .find((bin) => ['pg_dump', 'pg_restore', 'psql'].every((program) => existsSync(path.join(bin, program))));
}

const bin = clientBinaries();

/** Every table's row count and a checksum of its rows; every sequence's position; the indexes and triggers. */
async function contents(url: string) {
  return withClient(url, async (client) => {
    const { rows: tables } = await client.query<{ name: string }>(
      `select format('%I.%I', n.nspname, c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'm') and n.nspname not in ('pg_catalog', 'information_schema')
          and n.nspname not like 'pg_toast%' order by 1`,
    );
    const rows: Record<string, { count: number; md5: string }> = {};
    for (const { name } of tables) {
      const { rows: found } = await client.query<{ count: number; md5: string }>(
        `select count(*)::int as count, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as md5
           from ${name} t`,
      );
      rows[name] = found[0];
    }
    const { rows: sequences } = await client.query(
      `select schemaname, sequencename, last_value::text from pg_sequences order by 1, 2`,
    );
    const { rows: indexes } = await client.query(`select schemaname, indexname, indexdef from pg_indexes
      where schemaname not in ('pg_catalog', 'information_schema') order by 1, 2`);
    const { rows: triggers } = await client.query(
      `select tgrelid::regclass::text as table, tgname, tgenabled from pg_trigger where not tgisinternal order by 1, 2`,
    );
    return { rows, sequences, indexes, triggers };
  });
}

/** The valuations' ValueIds and the studies' StudyIds: how many, and a checksum of each list in order. */
async function records(url: string) {
  return withClient(url, async (client) => {
    const { rows } = await client.query(
      `select (select count(*)::int from valuation) as valuations,
              (select md5(string_agg(value_id::text, ',' order by value_id)) from valuation) as value_ids,
              (select count(*)::int from study) as studies,
              (select md5(string_agg(study_id::text, ',' order by study_id)) from study) as study_ids,
              (select count(*)::int from study where is_published) as published_studies`,
    );
    return rows[0] as {
      valuations: number;
      value_ids: string;
      studies: number;
      study_ids: string;
      published_studies: number;
    };
  });
}

/** An api on the database `url` (migrated at its start, seeded when empty), as in `startTestApp`. */
const startAppOn = (url: string) => startApp({ config: loadConfig(testEnvironment(url)) });

/** The widest search, every continent, as a signed-in demo user: its total and its first page of ValueIds. */
async function search(app: RunningApp, url: string) {
  const continents = await withClient(url, async (client) => {
    const { rows } = await client.query<{ id: number }>('select id from ref_continent order by id');
    return rows.map((row) => row.id);
  });
  const token = await loginAsDemoUser(app, 'basic');
  return graphqlData<{ valuationCount: number; valuationsAfter: { items: { valueId: number }[] } }>(
    app,
    `query S($filter: ValuationFilter!) { valuationCount(filter: $filter)
       valuationsAfter(filter: $filter, limit: 1000) { items { valueId } } }`,
    { filter: { continents } },
    token,
  );
}

// Where it is skipped, its title says why.
const title = bin
  ? `a pg_dump of a seeded database restored into a fresh one (PostgreSQL ${serverMajor}, ${bin})`
  : `a pg_dump restored: skipped, no pg_dump of PostgreSQL ${serverMajor} or newer in /usr/lib/postgresql`;

describe.skipIf(!bin)(title, () => {
  let folder: string;
  let seeded: string;
  let restored: string;
  let seededSearch: Awaited<ReturnType<typeof search>>;
  const apps: RunningApp[] = [];

  beforeAll(async () => {
    folder = await temporaryDirectory('esvd-backup-');
    seeded = await createTestDatabase();
    // The search on the seeded database, with an api on it, before the dump: the api is stopped while the records
    // are compared, so that nothing it writes (a sign-in's session) stands between the two.
    const app = await startAppOn(seeded);
    try {
      seededSearch = await search(app, seeded);
    } finally {
      await app.stop();
    }
  });

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.stop()));
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('dumps with pg_dump --format=custom and restores into a new database with pg_restore', async () => {
    const dump = path.join(folder, 'esvd.dump');
    await run(path.join(bin!, 'pg_dump'), ['--format=custom', `--file=${dump}`, seeded]);
    expect((await stat(dump)).size).toBeGreaterThan(0);

    const name = `${databasePrefix}restored`;
    await run(path.join(bin!, 'psql'), [
      serverUrl,
      '--quiet',
      '--set=ON_ERROR_STOP=1',
      '-c',
      `create database ${name}`,
    ]);
    restored = databaseUrl(serverUrl, name);
    await run(path.join(bin!, 'pg_restore'), [
      '--no-owner',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${restored}`,
      dump,
    ]);
  });

  it('finds the same valuations and studies, every table the same and every sequence where it was', async () => {
    const before = await records(seeded);
    expect(before.valuations).toBeGreaterThan(0);
    expect(before.studies).toBeGreaterThan(0);
    expect(await records(restored)).toEqual(before);

    const [original, copy] = await Promise.all([contents(seeded), contents(restored)]);
    expect(Object.keys(original.rows)).toContain('public.valuation');
    expect(copy).toEqual(original);
  });

  it('serves the same search from an api started on the restored database', async () => {
    expect(seededSearch.valuationCount).toBeGreaterThan(0);
    expect(seededSearch.valuationsAfter.items.length).toBeGreaterThan(0);
    const app = await startAppOn(restored);
    apps.push(app);
    expect(await search(app, restored)).toEqual(seededSearch);
    // The api seeded nothing more: the demo data was there.
    expect((await records(restored)).valuations).toBe((await records(seeded)).valuations);
  });
});
