// The default install: an embedded PostgreSQL whose data directory outlives the process.
import { readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startApp } from '../../api/src/app.ts';
import { loadConfig } from '../../api/src/core/config.ts';
import { createLogger } from '../../api/src/core/logger.ts';
import {
  fixedPasswordOfOldDataDirectories,
  passwordFileName,
  startEmbeddedPostgres,
} from '../../api/src/db/embedded-postgres.ts';
import { testEnvironment } from '../support/environment.ts';
import { graphqlData, loginAsAdmin, rest } from '../support/http.ts';
import { freePort, temporaryDirectory } from '../support/os.ts';
import { databaseUrl, withClient } from '../support/postgres.ts';

const dataDir = await temporaryDirectory('esvd-restart-test-');
const otherDataDirs = [
  await temporaryDirectory('esvd-restart-test-a-'),
  await temporaryDirectory('esvd-restart-test-b-'),
];

afterAll(async () => {
  for (const directory of [dataDir, ...otherDataDirs]) await rm(directory, { recursive: true, force: true });
});

const startCluster = async (directory: string, port: number) =>
  startEmbeddedPostgres({ dataDir: directory, port, logger: createLogger('warn') });

/** The server's `postgres` database as the superuser with the given password. */
const superuserUrl = (url: string, password: string) => {
  const withPassword = new URL(databaseUrl(url, 'postgres'));
  withPassword.password = password;
  return withPassword.toString();
};

const signsIn = (url: string, password: string) =>
  withClient(superuserUrl(url, password), async () => true).catch((error: Error) => error.message);

it('keeps a database version across a restart on the same data directory', async () => {
  // No DATABASE_URL: the app starts its own embedded cluster in DATA_DIR, as on a fresh clone.
  const config = loadConfig(
    testEnvironment(undefined, { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()), SEED_DEMO: 'false' }),
  );

  const first = await startApp({ config });
  let createdId: number;
  try {
    const token = await loginAsAdmin(first);
    const save = (input: object) =>
      graphqlData<{ createDatabaseVersion: { id: number } }>(
        first,
        'mutation Create($input: DatabaseVersionInput!) { createDatabaseVersion(input: $input) { id } }',
        { input },
        token,
      );
    createdId = (await save({ month: 5, year: 2030, version: 9, subversion: 2 })).createDatabaseVersion.id;
    await save({ fromCitation: true, referenceText: 'Kept across restarts' });
  } finally {
    await first.stop();
  }

  const second = await startApp({ config });
  try {
    const { status, body } = await rest<{ id: number; label: string; referenceText: string }>(
      second,
      'GET',
      '/api/referenceinfos/currentversion',
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: createdId, label: 'JUN2030V9.2', referenceText: 'Kept across restarts' });
  } finally {
    await second.stop();
  }
}, 120_000);

it('gives each data directory its own superuser password, kept in it with mode 0600 and reused', async () => {
  const ports = [await freePort(), await freePort()];
  const passwords: string[] = [];
  for (const [index, directory] of otherDataDirs.entries()) {
    const server = await startCluster(directory, ports[index]);
    try {
      const file = path.join(directory, passwordFileName);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      const password = (await readFile(file, 'utf8')).trim();
      expect(password).toMatch(/^[0-9a-f]{48}$/);
      expect(new URL(server.url).password).toBe(password);
      expect(await signsIn(server.url, password)).toBe(true);
      expect(await signsIn(server.url, fixedPasswordOfOldDataDirectories)).toMatch(/password authentication failed/);
      passwords.push(password);
    } finally {
      await server.stop();
    }
  }
  expect(passwords[0]).not.toBe(passwords[1]);

  const again = await startCluster(otherDataDirs[0], ports[0]);
  try {
    expect(new URL(again.url).password).toBe(passwords[0]);
    expect(await signsIn(again.url, passwords[0])).toBe(true);
  } finally {
    await again.stop();
  }
}, 120_000);

it('gives a data directory made with the old fixed password its own password on its next start', async () => {
  const directory = otherDataDirs[1];
  const port = await freePort();
  // Turn the cluster into one made before passwords were generated: the fixed password, no password file.
  const before = await startCluster(directory, port);
  try {
    await withClient(databaseUrl(before.url, 'postgres'), (client) =>
      client.query(`alter role postgres password ${client.escapeLiteral(fixedPasswordOfOldDataDirectories)}`),
    );
  } finally {
    await before.stop();
  }
  await rm(path.join(directory, passwordFileName));

  const after = await startCluster(directory, port);
  try {
    const file = path.join(directory, passwordFileName);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const password = (await readFile(file, 'utf8')).trim();
    expect(password).toMatch(/^[0-9a-f]{48}$/);
    expect(new URL(after.url).password).toBe(password);
    expect(await signsIn(after.url, password)).toBe(true);
    expect(await signsIn(after.url, fixedPasswordOfOldDataDirectories)).toMatch(/password authentication failed/);
  } finally {
    await after.stop();
  }
}, 120_000);
