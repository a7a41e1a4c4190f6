// The default install: an embedded PostgreSQL whose data directory outlives the process.
import { rm } from 'node:fs/promises';
import { afterAll, expect, it } from 'vitest';
import { startApp } from '../../api/src/app.ts';
import { loadConfig } from '../../api/src/core/config.ts';
import { testEnvironment } from '../support/environment.ts';
import { graphqlData, loginAsAdmin, rest } from '../support/http.ts';
import { freePort, temporaryDirectory } from '../support/os.ts';

const dataDir = await temporaryDirectory('esvd-restart-test-');

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

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
