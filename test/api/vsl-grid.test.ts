// The live valuation studies list on one api process (issue 16; spec 001 §2, §4, §5, §7, §8): adding, editing and
// deleting study records in GraphQL and REST, the version check that never overwrites another admin's edit, cell
// locks, presence, the grid lock during a VSL upload, the events the other grids receive (and the editor's own
// grid does not), and the history of every record.
import { vslEditMessages } from '@esvd/schema/rules/vsl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from '../../api/src/app.ts';
import { startTestApp } from '../support/app.ts';
import { graphql, graphqlData, loginAsAdmin, loginAsDemoUser, rest } from '../support/http.ts';
import { subscribe, type Subscription } from '../support/subscriptions.ts';
import { generatedVslRows, postFile, vslWorkbook } from '../support/vsl-workbook.ts';
import { uploadPath, waitForJob } from './vsl-upload-helpers.ts';

interface Row {
  id: number;
  version: number;
  title: string | null;
  yearOfPublication: number | null;
  studyId: number | null;
  includedInEsvd: string | null;
  flatVsBiomeV2Codes: string | null;
  flatVsBiomeV2s: string | null;
  flatVsEcosystemServiceCodes: string | null;
  flatVsCountryCodes: string | null;
  protectionStatus: string | null;
  includedRepository: boolean | null;
  notes: string | null;
}

interface GridEvent {
  kind: string;
  id: number | null;
  study: Row | null;
  fields: string[] | null;
  by: string | null;
  lock: { id: number; field: string; holderName: string; expiresAt: string; mine: boolean } | null;
  cellLocks: { id: number; field: string; holderName: string; mine: boolean }[] | null;
  onlineAdmins: string[] | null;
  gridLockedBy: string | null;
  uploadPercent: number | null;
}

const rowFields = `id version title yearOfPublication studyId includedInEsvd flatVsBiomeV2Codes flatVsBiomeV2s
  flatVsEcosystemServiceCodes flatVsCountryCodes protectionStatus includedRepository notes`;
const eventQuery = `subscription Grid($connectionId: String!) { vslGridEvents(connectionId: $connectionId) {
  kind id fields by study { ${rowFields} } lock { id field holderName expiresAt mine }
  cellLocks { id field holderName mine } onlineAdmins gridLockedBy uploadPercent } }`;

let app: RunningApp;
let admin: string;
let user: string;

beforeAll(async () => {
  app = await startTestApp({ VSL_LEASE_TTL_MS: '3000', UPLOAD_CHUNK_ROWS: '10' });
  admin = await loginAsAdmin(app);
  user = await loginAsDemoUser(app, 'user');
});

afterAll(async () => {
  await app?.stop();
});

const create = (values: Record<string, unknown>, connectionId?: string, token = admin) =>
  graphql<{ createValuationStudy: Row }>(
    app,
    `mutation Create($values: VslStudyChanges!, $connectionId: String) {
      createValuationStudy(values: $values, connectionId: $connectionId) { ${rowFields} } }`,
    { values, connectionId },
    token,
  );

const update = (id: number, version: number, changes: Record<string, unknown>, connectionId?: string) =>
  graphql<{ updateValuationStudy: Row }>(
    app,
    `mutation Update($id: Int!, $version: Int!, $changes: VslStudyChanges!, $connectionId: String) {
      updateValuationStudy(id: $id, version: $version, changes: $changes, connectionId: $connectionId) { ${rowFields} } }`,
    { id, version, changes, connectionId },
    admin,
  );

const sql = <Row = Record<string, unknown>>(query: string, params: unknown[] = []) =>
  app.database.orm.em.getConnection().execute<Row[]>(query, params);

const lockCell = (id: number, field: string, connectionId: string) =>
  graphqlData<{ lockVslCell: NonNullable<GridEvent['lock']> }>(
    app,
    `mutation Lock($id: Int!, $field: VslEditableField!, $connectionId: String!) {
      lockVslCell(id: $id, field: $field, connectionId: $connectionId) { id field holderName expiresAt mine } }`,
    { id, field, connectionId },
    admin,
  );

async function openGrid(connectionId: string): Promise<Subscription<{ vslGridEvents: GridEvent }>> {
  return subscribe<{ vslGridEvents: GridEvent }>(app, eventQuery, { connectionId }, admin);
}

async function nextEvent(
  grid: Subscription<{ vslGridEvents: GridEvent }>,
  kind?: string,
  timeoutMs = 5000,
): Promise<GridEvent> {
  for (;;) {
    const event = await grid.next(timeoutMs);
    expect(event.errors).toBeUndefined();
    if (!kind || event.data!.vslGridEvents.kind === kind) return event.data!.vslGridEvents;
  }
}

describe('adding and editing study records', () => {
  it('adds a record from its first cell, edits it by code, and keeps every version in its history', async () => {
    const created = await create({ title: 'Wetland values of the Rhine delta' });
    expect(created.errors).toBeUndefined();
    const row = created.data!.createValuationStudy;
    expect(row).toMatchObject({ title: 'Wetland values of the Rhine delta', version: 1, yearOfPublication: null });

    const edited = await update(row.id, 1, {
      yearOfPublication: 2019,
      flatVsEcosystemServiceCodes: '191;1;191',
      flatVsCountryCodes: 'NLD',
      includedInEsvd: 'Included',
      includedRepository: true,
    });
    expect(edited.errors).toBeUndefined();
    expect(edited.data!.updateValuationStudy).toMatchObject({
      version: 2,
      yearOfPublication: 2019,
      flatVsCountryCodes: 'NLD',
      includedInEsvd: 'Included',
      includedRepository: true,
    });
    expect(edited.data!.updateValuationStudy.flatVsEcosystemServiceCodes!.split(';').sort()).toEqual(['1', '191']);

    const { valuationStudyHistory } = await graphqlData<{
      valuationStudyHistory: { version: number; action: string; changedBy: string; changes: string }[];
    }>(app, `{ valuationStudyHistory(id: ${row.id}) { version action changedBy changes } }`, {}, admin);
    expect(valuationStudyHistory.map((entry) => [entry.version, entry.action])).toEqual([
      [2, 'update'],
      [1, 'create'],
    ]);
    expect(JSON.parse(valuationStudyHistory[0].changes)).toMatchObject({
      yearOfPublication: { from: null, to: 2019 },
      flatVsCountryCodes: { from: null, to: 'NLD' },
    });
  });

  it('refuses a stale edit of a cell another admin changed, and accepts one of a cell they left alone', async () => {
    const row = (await create({ title: 'Mangrove carbon', notes: 'first' })).data!.createValuationStudy;
    expect((await update(row.id, 1, { notes: 'by admin A' })).errors).toBeUndefined();

    const stale = await update(row.id, 1, { notes: 'by admin B, who still saw version 1' });
    expect(stale.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(stale.errors?.[0].message).toMatch(/changed Notes after you loaded it/);

    const otherCell = await update(row.id, 1, { title: 'Mangrove carbon stocks' });
    expect(otherCell.errors).toBeUndefined();
    expect(otherCell.data!.updateValuationStudy).toMatchObject({
      notes: 'by admin A',
      title: 'Mangrove carbon stocks',
    });
  });

  it('answers the rules of the cells with 400 and their messages, and unknown codes by name', async () => {
    const row = (await create({ title: 'Rules' })).data!.createValuationStudy;
    const unknownCode = await update(row.id, row.version, { flatVsCountryCodes: 'NLD;XXX' });
    expect(unknownCode.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(unknownCode.errors?.[0].message).toContain('XXX is not a code of the countries');
    const year = await rest(
      app,
      'PUT',
      `/api/valuationstudies/${row.id}`,
      { version: 1, yearOfPublication: '19x' },
      admin,
    );
    expect(year.status).toBe(400);
    expect(JSON.stringify(year.body)).toContain(vslEditMessages.year);
    const nothing = await update(row.id, row.version, {});
    expect(nothing.errors?.[0].message).toContain(vslEditMessages.noChange);
  });

  it('refuses a StudyId another record has, on create and edit alike, and a year before 1950', async () => {
    const first = (await create({ title: 'First holder', studyId: 987001 })).data!.createValuationStudy;
    expect(first.studyId).toBe(987001);
    const second = await create({ title: 'Second holder', studyId: 987001 });
    expect(second.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(second.errors?.[0].message).toContain(vslEditMessages.studyIdTaken(987001));
    const other = (await create({ title: 'Another record' })).data!.createValuationStudy;
    const taken = await update(other.id, other.version, { studyId: 987001 });
    expect(taken.errors?.[0].message).toContain(vslEditMessages.studyIdTaken(987001));
    // A record keeps its own StudyId when another of its cells changes.
    expect((await update(first.id, first.version, { studyId: 987001, notes: 'kept' })).errors).toBeUndefined();
    const early = await update(other.id, other.version, { yearOfPublication: 1200 });
    expect(early.errors?.[0].message).toContain(vslEditMessages.yearFrom);
    const [{ count }] = await app.database.orm.em
      .getConnection()
      .execute<{ count: number }[]>('select count(*)::int as count from vsl_study where study_id = 987001');
    expect(count).toBe(1);
  });

  it('offers the writes to the list administrators only', async () => {
    const refused = await create({ title: 'Not mine to add' }, undefined, user);
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await rest(app, 'POST', '/api/valuationstudies', { title: 'x' }, user)).status).toBe(403);
  });
});

describe('REST', () => {
  it('adds, changes (the record as read, sent back) and deletes a record under /api/valuationstudies', async () => {
    const added = await rest<Row>(
      app,
      'POST',
      '/api/valuationstudies',
      { title: 'From REST', yearOfPublication: '' },
      admin,
    );
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ title: 'From REST', yearOfPublication: null, version: 1 });

    const changed = await rest<Row>(
      app,
      'PUT',
      `/api/valuationstudies/${added.body.id}`,
      { ...added.body, notes: 'changed over REST', flatVsBiomeV2Codes: '3' },
      admin,
    );
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      notes: 'changed over REST',
      version: 2,
      title: 'From REST',
      flatVsBiomeV2s: 'Inland wetlands',
    });

    const history = await rest<{ version: number }[]>(
      app,
      'GET',
      `/api/valuationstudies/${added.body.id}/history`,
      undefined,
      admin,
    );
    expect(history.body.map((entry) => entry.version)).toEqual([2, 1]);

    expect((await rest(app, 'DELETE', `/api/valuationstudies/${added.body.id}`, undefined, admin)).status).toBe(200);
    const again = await rest<{ title: string }>(
      app,
      'DELETE',
      `/api/valuationstudies/${added.body.id}`,
      undefined,
      admin,
    );
    expect(again.status).toBe(404);
    expect(again.body.title).toBe(vslEditMessages.gone);
  });
});

describe('the live grid', () => {
  it("sends each other grid a snapshot, then another admin's changes, never the editor's own", async () => {
    const gridA = await openGrid('grid-a-0001');
    const gridB = await openGrid('grid-b-0001');
    try {
      const snapshotA = await nextEvent(gridA, 'snapshot');
      expect(snapshotA.onlineAdmins!.length).toBeGreaterThanOrEqual(1);
      await nextEvent(gridB, 'snapshot');

      const row = (await create({ title: 'Live' }, 'grid-a-0001')).data!.createValuationStudy;
      const added = await nextEvent(gridB, 'added');
      expect(added).toMatchObject({ id: row.id, study: { title: 'Live' } });

      await update(row.id, 1, { notes: 'seen by B' }, 'grid-a-0001');
      const edited = await nextEvent(gridB, 'edited');
      expect(edited).toMatchObject({ id: row.id, fields: ['notes'], study: { notes: 'seen by B', version: 2 } });

      const lock = await lockCell(row.id, 'title', 'grid-b-0001');
      expect(lock.lockVslCell.mine).toBe(true);
      const lockedForA = await nextEvent(gridA, 'cellLocked');
      expect(lockedForA.lock).toMatchObject({ id: row.id, field: 'title', mine: false });
      const heldByB = await lockCell(row.id, 'title', 'grid-a-0001');
      expect(heldByB.lockVslCell.mine).toBe(false);
      const refused = await update(row.id, 2, { title: 'A tries while B edits' }, 'grid-a-0001');
      expect(refused.errors?.[0].extensions?.code).toBe('CONFLICT');

      // A's own events never came back to A: the next event A sees is B's lock, not its own add or edit.
      expect(lockedForA.kind).toBe('cellLocked');

      await graphqlData(
        app,
        `mutation { deleteValuationStudy(id: ${row.id}, connectionId: "grid-a-0001") }`,
        {},
        admin,
      );
      expect(await nextEvent(gridB, 'deleted')).toMatchObject({ id: row.id });
    } finally {
      await gridA.close();
      await gridB.close();
    }
  });
});

describe('leases', () => {
  it('frees the cell locks of a grid whose websocket closes, at once', async () => {
    const row = (await create({ title: 'Closing tab' })).data!.createValuationStudy;
    const watcher = await openGrid('grid-watch-01');
    const leaving = await openGrid('grid-leave-01');
    try {
      await nextEvent(watcher, 'snapshot');
      await nextEvent(leaving, 'snapshot');
      expect((await lockCell(row.id, 'notes', 'grid-leave-01')).lockVslCell.mine).toBe(true);
      await nextEvent(watcher, 'cellLocked');
      await leaving.close();
      expect((await nextEvent(watcher, 'cellUnlocked')).lock).toMatchObject({ id: row.id, field: 'notes' });
      expect((await lockCell(row.id, 'notes', 'grid-watch-01')).lockVslCell.mine).toBe(true);
    } finally {
      await watcher.close();
    }
  });

  it('lets a lock whose holder stopped renewing it lapse after VSL_LEASE_TTL_MS', async () => {
    const row = (await create({ title: 'Lapsing lock' })).data!.createValuationStudy;
    const watcher = await openGrid('grid-watch-02');
    try {
      await nextEvent(watcher, 'snapshot');
      // Locked by a connection no grid subscription renews (a script, or a process that died).
      expect((await lockCell(row.id, 'title', 'no-heartbeat-01')).lockVslCell.mine).toBe(true);
      expect((await lockCell(row.id, 'title', 'grid-other-01')).lockVslCell).toMatchObject({ mine: false });
      const [lease] = await sql<{ ttl: number }>(
        `select extract(epoch from expires_at - acquired_at)::float as ttl from lease where connection_id = 'no-heartbeat-01'`,
      );
      expect(lease.ttl).toBe(3);

      // The sweep announces the lapse: no earlier than the lease's end, by the database's clock that set it.
      let unlocked = await nextEvent(watcher, 'cellUnlocked', 30_000);
      while (unlocked.lock?.id !== row.id) unlocked = await nextEvent(watcher, 'cellUnlocked', 30_000);
      expect(unlocked.lock).toMatchObject({ id: row.id, field: 'title', holderName: expect.any(String) });
      const [{ lapsed }] = await sql<{ lapsed: boolean }>('select now() > ?::timestamptz as lapsed', [
        unlocked.lock!.expiresAt,
      ]);
      expect(lapsed).toBe(true);
      expect((await lockCell(row.id, 'title', 'grid-other-01')).lockVslCell.mine).toBe(true);
    } finally {
      await watcher.close();
    }
  });
});

describe('a VSL upload', () => {
  it('locks the grid with the uploader named while it replaces the list, and unlocks it when it ends', async () => {
    const row = (await create({ title: 'Before the upload' })).data!.createValuationStudy;
    const grid = await openGrid('grid-upload-01');
    try {
      await nextEvent(grid, 'snapshot');
      const started = await postFile<{ id: number }>(
        app,
        uploadPath,
        await vslWorkbook(generatedVslRows(1500)),
        'vsl.xlsx',
        admin,
      );
      expect(started.status).toBe(200);
      const locked = await nextEvent(grid, 'gridLock');
      expect(locked.gridLockedBy).toBeTruthy();

      const refused = await update(row.id, row.version, { notes: 'during the upload' });
      expect(refused.errors?.[0].extensions?.code).toBe('CONFLICT');
      expect(refused.errors?.[0].message).toBe(vslEditMessages.gridLocked(locked.gridLockedBy!));
      const state = await graphqlData<{ vslGridState: GridEvent }>(app, '{ vslGridState { gridLockedBy } }', {}, admin);
      expect(state.vslGridState.gridLockedBy).toBe(locked.gridLockedBy);

      await waitForJob(app, admin, started.body.id);
      let event = await nextEvent(grid, 'gridLock');
      while (event.gridLockedBy) event = await nextEvent(grid, 'gridLock');
      expect(event.uploadPercent).toBe(100);
      const after = await graphqlData<{ vslGridState: GridEvent }>(app, '{ vslGridState { gridLockedBy } }', {}, admin);
      expect(after.vslGridState.gridLockedBy).toBeNull();
      expect((await create({ title: 'After the upload' })).errors).toBeUndefined();
    } finally {
      await grid.close();
    }
  }, 60_000);
});
