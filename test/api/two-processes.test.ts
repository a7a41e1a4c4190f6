// Two api processes on one database, as behind a load balancer: an event caused on one reaches a
// subscriber of the other (through PostgreSQL LISTEN/NOTIFY, never one process's memory), and what one keeps in
// memory follows a write made through the other.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from '../support/api-process.ts';
import { createTestDatabase } from '../support/database.ts';
import { testEnvironment } from '../support/environment.ts';
import { graphqlData, loginAsAdmin, rest } from '../support/http.ts';
import { eventsHeardBy, subscribe } from '../support/subscriptions.ts';

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

it("answers a reference list edited through process B from process A's memory as it now is", async () => {
  interface Entry {
    id: number;
    code: string;
    label: string;
    parentId: number | null;
  }
  // Process A keeps the list once read.
  const [entry] = (await rest<Entry[]>(processA, 'GET', '/api/cicesclasses/')).body;
  const token = await loginAsAdmin(processB);
  const label = `${entry.label} (from process B)`;
  const edited = await rest(processB, 'PUT', `/api/cicesclasses/${entry.id}`, { ...entry, label }, token);
  expect(edited.status).toBe(200);

  // Events reach a process in commit order: once A has heard a later one, it has heard the list's.
  await eventsHeardBy(processA, processB, token, 2032);
  expect((await rest<Entry[]>(processA, 'GET', '/api/cicesclasses/')).body[0].label).toBe(label);
});
