// Two api processes on one database, as behind a load balancer: an event caused on one reaches a
// subscriber of the other (through PostgreSQL LISTEN/NOTIFY, never one process's memory).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from '../support/api-process.ts';
import { createTestDatabase } from '../support/database.ts';
import { testEnvironment } from '../support/environment.ts';
import { graphqlData, loginAsAdmin } from '../support/http.ts';
import { subscribe } from '../support/subscriptions.ts';

let processA: ApiProcess;
let processB: ApiProcess;

beforeAll(async () => {
  const environment = testEnvironment(await createTestDatabase(), { SEED_DEMO: 'false' });
  [processA, processB] = await Promise.all([startApiProcess(environment), startApiProcess(environment)]);
});

afterAll(async () => {
  await Promise.all([processA?.stop(), processB?.stop()]);
});

it('delivers a version created through process B to a databaseVersionChanged subscriber on process A', async () => {
  expect(processA.port).not.toBe(processB.port);
  const subscription = await subscribe<{ databaseVersionChanged: { id: number; label: string } }>(
    processA,
    'subscription { databaseVersionChanged { id label } }',
  );
  try {
    const token = await loginAsAdmin(processB);
    const { createDatabaseVersion: created } = await graphqlData<{
      createDatabaseVersion: { id: number; label: string };
    }>(
      processB,
      'mutation Create($input: DatabaseVersionInput!) { createDatabaseVersion(input: $input) { id label } }',
      { input: { month: 2, year: 2031, version: 4, subversion: 1, referenceText: 'From process B' } },
      token,
    );
    expect(created.label).toBe('MAR2031V4.1');

    const event = await subscription.next();
    expect(event.errors).toBeUndefined();
    expect(event.data?.databaseVersionChanged).toEqual(created);
  } finally {
    await subscription.close();
  }
});
