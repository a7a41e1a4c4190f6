import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Where the test databases live; handed from the global setup to the test files through `provide`. */
export interface TestPostgres {
  /** A URL of the server (its `postgres` database), for creating and dropping databases. */
  serverUrl: string;
  /** Migrated and seeded once per run; every test database is a copy of it. */
  templateDatabase: string;
  /** Every database this run creates starts with it, so the teardown can drop exactly those. */
  databasePrefix: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    testPostgres: TestPostgres;
  }
}

/** The URL of another database on the same server, with the same credentials. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${encodeURIComponent(database)}`;
  return url.toString();
}

export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createDatabase(serverUrl: string, name: string, template?: string): Promise<void> {
  const from = template ? ` template ${pg.escapeIdentifier(template)}` : '';
  await withClient(serverUrl, (client) => client.query(`create database ${pg.escapeIdentifier(name)}${from}`));
}

/** Closes every other session on a database: a template cannot be copied while anyone is connected. */
export async function disconnectAll(serverUrl: string, database: string): Promise<void> {
  await withClient(serverUrl, (client) =>
    client.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    ),
  );
}

/** Drops the databases whose names start with `prefix`, even when a leaked connection still holds one. */
export async function dropDatabases(serverUrl: string, prefix: string): Promise<void> {
  await withClient(serverUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [prefix],
    );
    for (const { datname } of rows) {
      await client.query(`drop database if exists ${pg.escapeIdentifier(datname)} with (force)`);
    }
  });
}

/** A new database copied from the run's template (migrated, seeded); returns its URL. */
export async function copyTemplate(postgres: TestPostgres): Promise<string> {
  const name = `${postgres.databasePrefix}${randomBytes(4).toString('hex')}`;
  await createDatabase(postgres.serverUrl, name, postgres.templateDatabase);
  return databaseUrl(postgres.serverUrl, name);
}
