// The live valuation studies list across two api processes on one database (issue 16), as behind a load
// balancer: presence, edits, cell locks and stale edits agree between the processes through PostgreSQL, and the
// leases of a process that is killed lapse after the (short) VSL_LEASE_TTL_MS.
import { vslEditMessages } from '@esvd/schema/rules/vsl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from '../support/api-process.ts';
import { createTestDatabase } from '../support/database.ts';
import { testEnvironment } from '../support/environment.ts';
import { graphql, graphqlData, loginAsAdmin, loginAsDemoUser } from '../support/http.ts';
import { subscribe, type Subscription } from '../support/subscriptions.ts';

interface Row {
  id: number;
  version: number;
  title: string | null;
  notes: string | null;
}

interface CellLock {
  id: number;
  field: string;
  holderName: string;
  expiresAt: string;
  mine: boolean;
}

interface GridEvent {
  kind: string;
  id: number | null;
  study: Row | null;
  fields: string[] | null;
  lock: CellLock | null;
  cellLocks: CellLock[] | null;
  onlineAdmins: string[] | null;
}

type Grid = Subscription<{ vslGridEvents: GridEvent }>;

const leaseTtlMs = 3000;
const rowFields = 'id version title notes';
const eventQuery = `subscription Grid($connectionId: String!) { vslGridEvents(connectionId: $connectionId) {
  kind id fields study { ${rowFields} } lock { id field holderName expiresAt mine }
  cellLocks { id field holderName expiresAt mine } onlineAdmins } }`;
const adminName = 'Administrator';
const demoAdminName = 'Demo administrator';
const gridA = 'live-grid-a-0001';
const gridB = 'live-grid-b-0001';
/** In the titles of this file's rows only: the count of a search for it is the count of those rows. */
const probe = 'Two-process probe';

let processA: ApiProcess;
let processB: ApiProcess;
let tokenA: string;
let tokenB: string;
let subscriptionA: Grid;
let subscriptionB: Grid;
let row: Row;

beforeAll(async () => {
  const environment = testEnvironment(await createTestDatabase(), { VSL_LEASE_TTL_MS: String(leaseTtlMs) });
  [processA, processB] = await Promise.all([startApiProcess(environment), startApiProcess(environment)]);
  [tokenA, tokenB] = await Promise.all([loginAsAdmin(processA), loginAsDemoUser(processB, 'admin')]);
});

afterAll(async () => {
  await subscriptionA?.close();
  await Promise.all([processA?.stop(), processB?.stop()]);
});

const openGrid = (server: ApiProcess, connectionId: string, token: string): Promise<Grid> =>
  subscribe<{ vslGridEvents: GridEvent }>(server, eventQuery, { connectionId }, token);

/** The grid's next event, whatever its kind. */
async function nextEvent(grid: Grid, timeoutMs = 5000): Promise<GridEvent> {
  const event = await grid.next(timeoutMs);
  expect(event.errors).toBeUndefined();
  return event.data!.vslGridEvents;
}

/** The grid's next event that is not a presence change (a heartbeat late under load may announce one). */
async function nextChange(grid: Grid): Promise<GridEvent> {
  for (;;) {
    const event = await nextEvent(grid);
    if (event.kind !== 'presence') return event;
  }
}

/** Waits for the presence event naming exactly `names`; a process may also announce a join before it. */
async function presenceOf(grid: Grid, names: string[]): Promise<void> {
  for (;;) {
    const event = await nextEvent(grid);
    expect(event.kind).toBe('presence');
    if (JSON.stringify(event.onlineAdmins) === JSON.stringify(names)) return;
  }
}

const create = (server: ApiProcess, token: string, values: Record<string, unknown>, connectionId: string) =>
  graphqlData<{ createValuationStudy: Row }>(
    server,
    `mutation Create($values: VslStudyChanges!, $connectionId: String) {
      createValuationStudy(values: $values, connectionId: $connectionId) { ${rowFields} } }`,
    { values, connectionId },
    token,
  ).then((data) => data.createValuationStudy);

const update = (
  server: ApiProcess,
  token: string,
  id: number,
  version: number,
  changes: Record<string, unknown>,
  connectionId: string,
) =>
  graphql<{ updateValuationStudy: Row }>(
    server,
    `mutation Update($id: Int!, $version: Int!, $changes: VslStudyChanges!, $connectionId: String) {
      updateValuationStudy(id: $id, version: $version, changes: $changes, connectionId: $connectionId) { ${rowFields} } }`,
    { id, version, changes, connectionId },
    token,
  );

const lockCell = (server: ApiProcess, token: string, id: number, field: string, connectionId: string) =>
  graphqlData<{ lockVslCell: CellLock }>(
    server,
    `mutation Lock($id: Int!, $field: VslEditableField!, $connectionId: String!) {
      lockVslCell(id: $id, field: $field, connectionId: $connectionId) { id field holderName expiresAt mine } }`,
    { id, field, connectionId },
    token,
  ).then((data) => data.lockVslCell);

const probeCount = (server: ApiProcess, token: string) =>
  graphqlData<{ valuationStudyCount: number }>(
    server,
    'query Count($filter: VslFilter!) { valuationStudyCount(filter: $filter) }',
    { filter: { freeText: `"${probe}"` } },
    token,
  ).then((data) => data.valuationStudyCount);

const studyOn = (server: ApiProcess, token: string, id: number) =>
  graphqlData<{ valuationStudy: Row | null }>(server, `{ valuationStudy(id: ${id}) { ${rowFields} } }`, {}, token).then(
    (data) => data.valuationStudy,
  );

describe('the live VSL grid on two api processes', () => {
  it('lists both admins online, each subscribed through another process', async () => {
    expect(processA.port).not.toBe(processB.port);
    subscriptionA = await openGrid(processA, gridA, tokenA);
    expect(await nextEvent(subscriptionA)).toMatchObject({ kind: 'snapshot', onlineAdmins: [adminName] });

    subscriptionB = await openGrid(processB, gridB, tokenB);
    expect(await nextEvent(subscriptionB)).toMatchObject({
      kind: 'snapshot',
      onlineAdmins: [adminName, demoAdminName],
      cellLocks: [],
    });
    await presenceOf(subscriptionA, [adminName, demoAdminName]);
  });

  it("delivers an add, an edit and a delete through process A to B's grid, which counts them", async () => {
    expect(await probeCount(processB, tokenB)).toBe(0);

    row = await create(processA, tokenA, { title: `${probe} of the Danube delta` }, gridA);
    expect(await nextChange(subscriptionB)).toMatchObject({
      kind: 'added',
      id: row.id,
      study: { id: row.id, version: 1, title: `${probe} of the Danube delta` },
    });
    expect(await probeCount(processB, tokenB)).toBe(1);

    const edited = await update(processA, tokenA, row.id, row.version, { notes: 'edited through A' }, gridA);
    expect(edited.errors).toBeUndefined();
    row = edited.data!.updateValuationStudy;
    expect(await nextChange(subscriptionB)).toMatchObject({
      kind: 'edited',
      id: row.id,
      fields: ['notes'],
      study: { id: row.id, version: 2, notes: 'edited through A' },
    });

    const doomed = await create(processA, tokenA, { title: `${probe}, added to be deleted` }, gridA);
    expect(await nextChange(subscriptionB)).toMatchObject({ kind: 'added', id: doomed.id });
    expect(await probeCount(processB, tokenB)).toBe(2);
    await graphqlData(
      processA,
      'mutation Delete($id: Int!, $connectionId: String) { deleteValuationStudy(id: $id, connectionId: $connectionId) }',
      { id: doomed.id, connectionId: gridA },
      tokenA,
    );
    expect(await nextChange(subscriptionB)).toMatchObject({ kind: 'deleted', id: doomed.id });
    expect(await probeCount(processB, tokenB)).toBe(1);
    expect(await studyOn(processB, tokenB, doomed.id)).toBeNull();
  });

  it("shows B's cell lock to A, who can neither take the cell nor save it", async () => {
    const askedAt = Date.now();
    const locked = await lockCell(processB, tokenB, row.id, 'title', gridB);
    const answeredAt = Date.now();
    expect(locked).toMatchObject({ id: row.id, field: 'title', holderName: demoAdminName, mine: true });

    // A's own add, edit and delete never came back to A: the next change A hears is B's lock.
    const heard = await nextChange(subscriptionA);
    expect(heard).toMatchObject({
      kind: 'cellLocked',
      id: row.id,
      lock: { id: row.id, field: 'title', holderName: demoAdminName, mine: false },
    });
    // The lease runs for its time from the moment the lock was taken, between the ask and the answer (the clocks of
    // the database and the test are the machine's; a millisecond either side for their rounding).
    const expiresAt = new Date(heard.lock!.expiresAt).getTime();
    expect(expiresAt).toBeGreaterThanOrEqual(askedAt + leaseTtlMs - 1);
    expect(expiresAt).toBeLessThanOrEqual(answeredAt + leaseTtlMs + 1);

    expect(await lockCell(processA, tokenA, row.id, 'title', gridA)).toMatchObject({
      holderName: demoAdminName,
      mine: false,
    });
    const refused = await update(processA, tokenA, row.id, row.version, { title: 'A tries while B edits' }, gridA);
    expect(refused.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(refused.errors?.[0].message).toBe(vslEditMessages.cellLocked(demoAdminName));
    expect((await studyOn(processA, tokenA, row.id))!.title).toBe(row.title);
  });

  it('refuses a stale edit of a cell changed through the other process, and keeps the current value', async () => {
    const loadedByA = row.version;
    const byB = await update(processB, tokenB, row.id, row.version, { notes: 'changed through B' }, gridB);
    expect(byB.errors).toBeUndefined();
    expect(await nextChange(subscriptionA)).toMatchObject({
      kind: 'edited',
      id: row.id,
      study: { version: loadedByA + 1, notes: 'changed through B' },
    });

    const stale = await update(processA, tokenA, row.id, loadedByA, { notes: 'A, still on the old version' }, gridA);
    expect(stale.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(stale.errors?.[0].message).toBe(vslEditMessages.stale('Notes', demoAdminName));
    for (const [server, token] of [
      [processA, tokenA],
      [processB, tokenB],
    ] as const) {
      expect(await studyOn(server, token, row.id)).toMatchObject({
        version: loadedByA + 1,
        notes: 'changed through B',
      });
    }
    row = (await studyOn(processA, tokenA, row.id))!;
  });

  it("frees the cell lock and the presence of process B's admin once B is killed and its lease runs out", async () => {
    await processB.kill();
    await subscriptionB.close().catch(() => undefined);

    let unlocked: GridEvent | undefined;
    let presence: GridEvent | undefined;
    while (!unlocked || !presence) {
      // A bound on a failure only: how soon the lease is swept away depends on the machine's load.
      const event = await nextEvent(subscriptionA, leaseTtlMs + 30_000);
      if (event.kind === 'cellUnlocked') unlocked = event;
      else if (event.kind === 'presence' && !event.onlineAdmins!.includes(demoAdminName)) presence = event;
    }
    expect(unlocked.lock).toMatchObject({ id: row.id, field: 'title', holderName: demoAdminName });
    expect(presence.onlineAdmins).toEqual([adminName]);

    expect(await lockCell(processA, tokenA, row.id, 'title', gridA)).toMatchObject({
      holderName: adminName,
      mine: true,
    });
  }, 60_000);

  it('starts a reconnecting grid from a snapshot of the current locks and admins', async () => {
    // B's grid reconnects, as a load balancer sends it, to the process still running.
    const reconnected = await openGrid(processA, gridB, await loginAsDemoUser(processA, 'admin'));
    try {
      const snapshot = await nextEvent(reconnected);
      expect(snapshot).toMatchObject({ kind: 'snapshot', onlineAdmins: [adminName, demoAdminName] });
      expect(snapshot.cellLocks).toEqual([
        expect.objectContaining({ id: row.id, field: 'title', holderName: adminName, mine: false }),
      ]);
      await presenceOf(subscriptionA, [adminName, demoAdminName]);
    } finally {
      await reconnected.close();
    }
  });
});
