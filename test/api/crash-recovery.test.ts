// A crash of either process leaves the product able to go on: an api killed mid-write starts again on
// its data directory with every acknowledged write, and an embedded PostgreSQL that dies is restarted. An api
// stopped by its supervisor stops its PostgreSQL with it.
import { chmod, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createLogger } from '../../api/src/core/logger.ts';
import { startEmbeddedPostgres } from '../../api/src/db/embedded-postgres.ts';
import { lockFilePath, readLockFile } from '../../api/src/db/postmaster-process.ts';
import { startApiProcess, type ApiProcess } from '../support/api-process.ts';
import { testEnvironment } from '../support/environment.ts';
import { graphql, graphqlData, loginAsAdmin, type Server } from '../support/http.ts';
import { freePort, temporaryDirectory } from '../support/os.ts';
import { databaseUrl, withClient } from '../support/postgres.ts';

const dataDir = await temporaryDirectory('esvd-crash-test-');
const databaseDir = (directory: string) => path.join(directory, 'postgres');
const embeddedPort = await freePort();
// No DATABASE_URL: the api runs its own embedded PostgreSQL in DATA_DIR, as `npm start` does.
const environment = testEnvironment(undefined, {
  DATA_DIR: dataDir,
  EMBEDDED_PG_PORT: String(embeddedPort),
  SEED_DEMO: 'false',
});
let api: ApiProcess | undefined;

/** The api of this file's data directory: the one a previous test left running, or a new one. */
const runningApi = async () => (api ??= await startApiProcess(environment));

/**
 * Leaves the data directory with no PostgreSQL running: an api stopped by SIGKILL after its stop timed out
 * (a slow shutdown checkpoint) leaves its postmaster behind, which the product's own start recovers.
 */
const stopAnyPostgres = async () =>
  (await startEmbeddedPostgres({ dataDir, port: embeddedPort, logger: createLogger('warn') })).stop();

afterAll(async () => {
  await api?.stop();
  if (await readLockFile(databaseDir(dataDir))) await stopAnyPostgres();
  await rm(dataDir, { recursive: true, force: true });
});

/** The pid of the postmaster running in a data directory (this file's by default), from its lock file. */
const postmasterPid = async (directory = dataDir) => (await readLockFile(databaseDir(directory)))!.pid;

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const healthStatus = async (server: Server) =>
  (await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(5000) }).catch(() => undefined))?.status;

const createVersion = async (server: Server, token: string, version: number) =>
  (
    await graphqlData<{ createDatabaseVersion: { id: number } }>(
      server,
      'mutation Create($input: DatabaseVersionInput!) { createDatabaseVersion(input: $input) { id } }',
      { input: { month: version % 12, year: 2030, version, subversion: 0 } },
      token,
    )
  ).createDatabaseVersion.id;

const storedVersionIds = async (server: Server) =>
  (
    await graphqlData<{ databaseVersions: { id: number }[] }>(server, '{ databaseVersions(limit: 1000) { id } }')
  ).databaseVersions.map(({ id }) => id);

it('starts again after the api was killed mid-write, with every acknowledged write kept', async () => {
  const first = await runningApi();
  const token = await loginAsAdmin(first);
  const acknowledged: number[] = [];
  let nextVersion = 1;
  let crashed = false;
  let thirtyAcknowledged!: () => void;
  const enoughWrites = new Promise<void>((resolve) => (thirtyAcknowledged = resolve));
  // Four writers at once, so writes are in flight when the api dies; a write counts once it was answered.
  const writers = Array.from({ length: 4 }, async () => {
    while (!crashed) {
      const id = await createVersion(first, token, nextVersion++).catch(() => undefined);
      if (id === undefined || crashed) continue;
      acknowledged.push(id);
      if (acknowledged.length === 30) thirtyAcknowledged();
    }
  });
  await enoughWrites;
  const acknowledgedBeforeTheCrash = [...acknowledged];
  await first.kill();
  api = undefined;
  crashed = true;
  await Promise.all(writers);

  // The crash left the embedded PostgreSQL running without its api: the situation the next start meets.
  const orphan = await postmasterPid();
  expect(isRunning(orphan)).toBe(true);

  api = await startApiProcess(environment);
  expect(api.output()).toContain(`pid ${orphan}`);
  expect(await postmasterPid()).not.toBe(orphan);
  expect(await storedVersionIds(api)).toEqual(expect.arrayContaining(acknowledgedBeforeTheCrash));
}, 240_000);

it('restarts its embedded PostgreSQL when it dies, /healthz answering 503 until it is back', async () => {
  const server = await runningApi();
  const before = await storedVersionIds(server);
  const killed = await postmasterPid();
  expect(await healthStatus(server)).toBe(200);
  const signedIn = await loginAsAdmin(server);

  // PostgreSQL refuses to start on a data directory others may enter (it wants 0700 or 0750): while the mode says
  // so, each restart fails, which keeps the api without its database until the test has looked at /healthz.
  const directory = databaseDir(dataDir);
  const { mode } = await stat(directory);
  const since = server.output().length;
  await chmod(directory, 0o777);
  try {
    process.kill(killed, 'SIGKILL');
    await server.untilOutput(/Restarting the embedded PostgreSQL failed \(attempt 1\)/, since);
    expect(server.output().slice(since)).toMatch(
      /The embedded PostgreSQL in .* died \(signal SIGKILL\); restarting it/,
    );
    expect(await healthStatus(server)).toBe(503);
    // Issue 35: /graphql answers in GraphQL's words while its database is away, not with a REST problem object.
    const graphqlAnswer = await graphql(server, '{ me { username } }', undefined, signedIn);
    expect(graphqlAnswer.status).toBe(503);
    expect(graphqlAnswer.errors?.[0].extensions?.code).toBe('DATABASE_UNAVAILABLE');
  } finally {
    await chmod(directory, mode & 0o7777);
  }
  await server.untilOutput(/The embedded PostgreSQL is running again/, since);
  expect(await healthStatus(server)).toBe(200);

  expect(await postmasterPid()).not.toBe(killed);
  const token = await loginAsAdmin(server);
  const written = await createVersion(server, token, 999);
  expect(await storedVersionIds(server)).toEqual(expect.arrayContaining([...before, written]));
}, 60_000);

it("never touches another data directory's PostgreSQL whose pid a stale lock file names", async () => {
  // A data directory that has a cluster, and no PostgreSQL running in it.
  await (await runningApi()).stop();
  api = undefined;
  await stopAnyPostgres();
  const otherDataDir = await temporaryDirectory('esvd-crash-test-other-');
  const other = await startEmbeddedPostgres({
    dataDir: otherDataDir,
    port: await freePort(),
    logger: createLogger('warn'),
    persistent: false,
  });
  try {
    const otherPid = await postmasterPid(otherDataDir);
    // As after a crash whose pid the system later gave to the other cluster's postmaster.
    await writeFile(lockFilePath(databaseDir(dataDir)), `${otherPid}\n${databaseDir(dataDir)}\n`);

    api = await startApiProcess(environment);
    expect(await healthStatus(api)).toBe(200);
    expect(isRunning(otherPid)).toBe(true);
    const answer = await withClient(databaseUrl(other.url, 'postgres'), (client) =>
      client.query<{ one: number }>('select 1 as one'),
    );
    expect(answer.rows).toEqual([{ one: 1 }]);
  } finally {
    await other.stop();
    await rm(otherDataDir, { recursive: true, force: true });
  }
}, 180_000);

it('says at the default log level why it cannot start', async () => {
  await api?.stop();
  api = undefined;
  // Something else holds the embedded PostgreSQL's port.
  const squatter = createServer();
  await new Promise<void>((resolve) => squatter.listen(embeddedPort, '127.0.0.1', resolve));
  try {
    const start = startApiProcess({ ...environment, LOG_LEVEL: 'info' });
    await expect(start).rejects.toThrow(/exited early \(code 1[\s\S]*Address already in use/);
  } finally {
    await new Promise((resolve) => squatter.close(resolve));
  }
}, 120_000);

it('stops its embedded PostgreSQL when a supervisor stops the api with SIGTERM', async () => {
  await api?.stop();
  // NODE_ENV as in production, where libraries may react to the signal on their own (Apollo Server did).
  api = await startApiProcess({ ...environment, NODE_ENV: 'production' });
  const postmaster = await postmasterPid();
  expect(isRunning(postmaster)).toBe(true);

  // SIGTERM to the api's node process alone, not to its process group.
  const stopped = api;
  await stopped.stop();
  api = undefined;
  expect(isRunning(postmaster), `postmaster ${postmaster} after the api's shutdown:\n${stopped.output()}`).toBe(false);
  // A clean shutdown removes the lock file; a postmaster that died with the api would leave it.
  expect(await readLockFile(databaseDir(dataDir))).toBeUndefined();
  expect(stopped.exitCode(), stopped.output()).toBe(0);
}, 180_000);

it('stops cleanly when the SIGTERM comes while it is still starting', async () => {
  await api?.stop();
  api = undefined;
  // Its PostgreSQL runs; migrations, seeding and the HTTP server are still to come.
  const starting = await startApiProcess(environment, { until: /Embedded PostgreSQL listening/ });
  const postmaster = await postmasterPid();

  await starting.stop();
  expect(starting.exitCode(), starting.output()).toBe(0);
  expect(starting.output()).toContain('SIGTERM received');
  expect(isRunning(postmaster), `postmaster ${postmaster} after the api's shutdown:\n${starting.output()}`).toBe(false);
  expect(await readLockFile(databaseDir(dataDir))).toBeUndefined();
}, 180_000);
