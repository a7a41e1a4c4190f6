import { randomUUID } from 'node:crypto';
import { Repeater } from '@graphql-yoga/subscription';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  changedVslFields,
  vslCodeListFields,
  vslEditableFields,
  vslEditMessages,
  vslFieldTitles,
  vslStudyCreate,
  vslStudyUpdate,
  type VslCodeListField,
  type VslEditableField,
  type VslStudyChanges,
} from '@esvd/schema/rules/vsl';
import type pg from 'pg';
import { z } from 'zod';
import { signedInUserId, type Principal } from '../../core/caller.ts';
import type { Context } from '../../core/context.ts';
import { badRequest, DomainError, notFound, parseInput, type FieldProblem } from '../../core/errors.ts';
import type { EventBus } from '../../core/events.ts';
import type { Logger } from '../../core/logger.ts';
import { queryRows, withClient, withTransaction } from '../../core/sql.ts';
import type { AccessPolicy } from '../access/access.service.ts';
import { diffFields, type HistoryEntryView, type HistoryService } from '../history/history.service.ts';
import { ReferenceLookup } from '../uploads/reference-lookup.ts';
import { UploadKind, UploadStatus } from '../uploads/upload-job.entity.ts';
import { uploadProgress, type UploadProgressEvent, type UploadsService } from '../uploads/uploads.service.ts';
import { codeColumnOfField, linkOfColumn, vslCodeSources } from './vsl-codes.ts';
import {
  addCodeLinks,
  cellChannel,
  cellHolderOtherThan,
  changesSince,
  deleteCellLeasesOf,
  deleteExpiredLeases,
  deleteLeasesOf,
  deleteVslStudy,
  dropCodeLinks,
  giveCellLeaseBack,
  leaseByKey,
  liveCellLeases,
  lockVslStudy,
  newVslStudy,
  onlineAdminNames,
  presenceChannel,
  recordVslHistory,
  renewCellLeases,
  runningVslUploader,
  takeCellLease,
  uploadProgressOf,
  upsertPresence,
  vslStudyExists,
  vslStudyVersion,
  writeVslCells,
} from './vsl-grid.sql.ts';
import { vslRowById, type VslRowView } from './vsl.sql.ts';

/** The topic of the grid's subscription: each subscriber gets a session of its own (snapshot, presence). */
export const vslGridEvents = 'vslGridEvents';
/** What the api processes tell each other about the grid, through PostgreSQL (ids and names, never rows). */
const vslGridNotices = 'vslGridNotices';

export type VslGridEventKind =
  'snapshot' | 'edited' | 'added' | 'deleted' | 'cellLocked' | 'cellUnlocked' | 'presence' | 'gridLock';

export interface VslCellLockView {
  id: number;
  field: VslEditableField;
  holderName: string;
  expiresAt: Date;
  /** Held by the connection that asks. */
  mine: boolean;
}

/** One event of the grid's subscription; which fields are set depends on its kind. */
export interface VslGridEventView {
  kind: VslGridEventKind;
  id?: number | null;
  study?: VslRowView | null;
  fields?: VslEditableField[] | null;
  by?: string | null;
  lock?: VslCellLockView | null;
  cellLocks?: VslCellLockView[] | null;
  onlineAdmins?: string[] | null;
  gridLockedBy?: string | null;
  uploadPercent?: number | null;
  uploadStatusText?: string | null;
}

/** Who listens: the grid's connection id (the client's own, sent with its edits too) and its context. */
export interface VslGridSubscriber {
  connectionId: string;
  context: Context;
}

type NoticeBody =
  | { kind: 'edited' | 'added'; id: number; fields: VslEditableField[]; origin: string | null; by: string }
  | { kind: 'deleted'; id: number; origin: string | null; by: string }
  | {
      kind: 'cellLocked' | 'cellUnlocked';
      id: number;
      field: VslEditableField;
      holderName: string;
      expiresAt: string;
      origin: string | null;
    }
  | { kind: 'presence' };
type Notice = NoticeBody & { key: string };

interface LeaseRow {
  key: string;
  channel: string;
  connectionId: string;
  holderName: string;
  expiresAt: Date;
}

const cellKey = (id: number, field: VslEditableField) => `${cellChannel}:${id}:${field}`;
const cellOfKey = (key: string) => {
  const [, id, field] = key.split(':');
  return { id: Number(id), field: field as VslEditableField };
};

export const connectionIdRule = z
  .string({ error: 'connectionId is required' })
  .trim()
  .min(8, 'connectionId must be 8 to 100 characters.')
  .max(100, 'connectionId must be 8 to 100 characters.');
const cellInput = z.object({
  id: z.number().int().positive(),
  field: z.enum(vslEditableFields, { error: `field must be one of ${vslEditableFields.join(', ')}` }),
  connectionId: connectionIdRule,
});

/** The plain columns of `vsl_study` the editable cells write (the code lists and protection status are links). */
const plainColumns: Partial<Record<VslEditableField, string>> = {
  authors: 'authors',
  yearOfPublication: 'year_of_publication',
  title: 'title',
  reference: 'reference',
  includedInEsvd: 'included_in_esvd',
  studyId: 'study_id',
  includedRepository: 'included_repository',
  repositoryFolder: 'repository_folder',
  checkedBy: 'checked_by',
  language: 'language',
  notes: 'notes',
};

/** A row's editable cells as an edit compares them (code lists as their semicolon-joined codes). */
function cellsOf(row: VslRowView): Record<VslEditableField, unknown> {
  return Object.fromEntries(
    vslEditableFields.map((field) => [field, field === 'protectionStatus' ? row.protectionStatus : row[field]]),
  ) as Record<VslEditableField, unknown>;
}

const displayName = (principal: Principal) =>
  principal.kind === 'user' ? principal.displayName || principal.userName : 'A script';

/**
 * The live valuation studies list (spec 001 §2, §4, §5, §7): edits, additions and deletions, each one transaction
 * that checks the version the editor loaded and publishes to every api process after commit; cell locks and the
 * admins online as leases in PostgreSQL, renewed by the process that serves their connection and swept by any
 * process once expired; the grid is read-only while a VSL upload replaces the list.
 */
export class VslGridService {
  /** Connections subscribed through this process, whose leases it renews. */
  private readonly live = new Map<string, { userId: number | null; name: string }>();
  /** What one notice needs fetched, shared by every session of this process that hears it. */
  private readonly shared = new Map<string, Promise<unknown>>();
  private readonly timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly em: EntityManager,
    private readonly access: AccessPolicy,
    private readonly events: EventBus,
    private readonly versions: HistoryService,
    private readonly uploads: UploadsService,
    private readonly logger: Logger,
    private readonly options: { leaseTtlMs: number },
  ) {
    events.serveSessions(vslGridEvents, (subscriber) => this.session(subscriber as VslGridSubscriber));
    const every = (ms: number, work: () => Promise<void>, what: string) =>
      this.timers.push(
        setInterval(
          () => void work().catch((error) => this.logger.warn(`VSL grid ${what} failed: ${error}`)),
          ms,
        ).unref(),
      );
    every(options.leaseTtlMs / 4, () => this.renewLeases(), 'heartbeat');
    every(Math.min(options.leaseTtlMs / 10, 2000), () => this.sweepExpired(), 'sweep');
  }

  /** One study record as the grid shows it, or null once deleted. */
  async study(context: Context, id: number): Promise<VslRowView | null> {
    this.access.require(context.principal, 'vsl');
    return withClient(context.em, (client) => rowOf(client, id));
  }

  /** A new study record from the cells given (spec 001 §4: a row without id is created by its first edit). */
  async create(context: Context, input: unknown, connectionId?: string | null): Promise<VslRowView> {
    this.access.require(context.principal, 'vsl');
    const changes = parseInput(vslStudyCreate, input);
    return withTransaction(context.em, async (client) => {
      await this.refuseWhileGridLocked(client);
      const { rows } = await client.query<{ id: number }>(newVslStudy(signedInUserId(context.principal)).toQuery());
      const id = rows[0].id;
      await this.write(client, id, changes);
      const after = (await rowOf(client, id))!;
      const changed = diffFields({}, cellsOf(after));
      await this.recordHistory(client, context, id, 1, 'create', changed);
      await this.notify(client, {
        kind: 'added',
        id,
        fields: Object.keys(changed) as VslEditableField[],
        origin: connectionId ?? null,
        by: displayName(context.principal),
      });
      return after;
    });
  }

  /**
   * An edit of some cells of a record, based on the version the editor loaded. Refused when a cell it changes was
   * changed by someone else since (the grid then shows their value) or is being edited by another admin; cells
   * changed by others that this edit leaves alone do not stand in its way.
   */
  async update(context: Context, id: number, input: unknown, connectionId?: string | null): Promise<VslRowView> {
    this.access.require(context.principal, 'vsl');
    const { version, changes } = parseInput(vslStudyUpdate, input);
    return withTransaction(context.em, async (client) => {
      await this.refuseWhileGridLocked(client);
      const { rows: locked } = await client.query<{ version: number }>(lockVslStudy(id).toQuery());
      if (!locked.length) throw notFound(vslEditMessages.gone);
      const requested = changedVslFields(changes);
      await this.refuseCellsLockedByOthers(client, id, requested, connectionId ?? null);

      const before = (await rowOf(client, id))!;
      await this.write(client, id, changes);
      const afterWrite = (await rowOf(client, id))!;
      const changed = diffFields(cellsOf(before), cellsOf(afterWrite));
      const fields = Object.keys(changed) as VslEditableField[];
      if (!fields.length) return before;
      if (version !== locked[0].version) await this.refuseStale(client, id, version, fields);

      const nextVersion = locked[0].version + 1;
      await client.query(vslStudyVersion(id, nextVersion, signedInUserId(context.principal)).toQuery());
      await this.recordHistory(client, context, id, nextVersion, 'update', changed);
      await this.notify(client, {
        kind: 'edited',
        id,
        fields,
        origin: connectionId ?? null,
        by: displayName(context.principal),
      });
      return { ...afterWrite, version: nextVersion };
    });
  }

  /** Deletes a record (spec 001 §4); its history stays readable. */
  async delete(context: Context, id: number, connectionId?: string | null): Promise<number> {
    this.access.require(context.principal, 'vsl');
    return withTransaction(context.em, async (client) => {
      await this.refuseWhileGridLocked(client);
      const before = await rowOf(client, id);
      if (!before) throw notFound(vslEditMessages.gone);
      await client.query(deleteVslStudy(id).toQuery());
      await client.query(deleteCellLeasesOf(id).toQuery());
      await this.recordHistory(client, context, id, before.version + 1, 'delete', diffFields(cellsOf(before), {}));
      await this.notify(client, {
        kind: 'deleted',
        id,
        origin: connectionId ?? null,
        by: displayName(context.principal),
      });
      return id;
    });
  }

  /** A record's versions, newest first: who changed which cells from what to what, when. */
  history(context: Context, id: number): Promise<HistoryEntryView[]> {
    this.access.require(context.principal, 'vsl');
    return this.versions.list(context, 'vslStudy', id);
  }

  /**
   * Takes the lock of a cell for an admin starting to edit it, or tells who holds it: a lock held by another
   * connection comes back with `mine` false. The lock lives as long as the connection's heartbeat.
   */
  async lockCell(context: Context, input: unknown): Promise<VslCellLockView> {
    this.access.require(context.principal, 'vsl');
    const { id, field, connectionId } = parseInput(cellInput, input);
    return withTransaction(context.em, async (client) => {
      await this.refuseWhileGridLocked(client);
      const exists = await client.query(vslStudyExists(id).toQuery());
      if (!exists.rowCount) throw notFound(vslEditMessages.gone);
      const { rows } = await client.query<LeaseRow>(
        takeCellLease({
          key: cellKey(id, field),
          userId: signedInUserId(context.principal),
          holderName: displayName(context.principal),
          connectionId,
          ttlSeconds: this.options.leaseTtlMs / 1000,
        }).toQuery(),
      );
      if (rows.length) {
        await this.notifyCell(client, 'cellLocked', rows[0], connectionId);
        return lockView(rows[0], connectionId);
      }
      const held = await client.query<LeaseRow>(leaseByKey(cellKey(id, field)).toQuery());
      return lockView(held.rows[0], connectionId);
    });
  }

  /** Gives a cell's lock back (the edit ended); false when the connection did not hold it. */
  async unlockCell(context: Context, input: unknown): Promise<boolean> {
    this.access.require(context.principal, 'vsl');
    const { id, field, connectionId } = parseInput(cellInput, input);
    return withTransaction(context.em, async (client) => {
      const { rows } = await client.query<LeaseRow>(giveCellLeaseBack(cellKey(id, field), connectionId).toQuery());
      for (const row of rows) await this.notifyCell(client, 'cellUnlocked', row, connectionId);
      return rows.length > 0;
    });
  }

  /** The admins online, the cell locks and the grid lock, as a grid that (re)connects starts from. */
  async state(context: Context, connectionId?: string | null): Promise<VslGridEventView> {
    this.access.require(context.principal, 'vsl');
    return this.snapshot(connectionId ?? null);
  }

  /** Frees this process's leases at shutdown, so the other processes' grids see its admins leave at once. */
  async stop(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    const connections = [...this.live.keys()];
    this.live.clear();
    if (connections.length) await this.releaseConnections(connections);
  }

  /**
   * A subscriber's session: presence for as long as it listens, a snapshot first (also after a reconnect, so a
   * grid resyncs), then every other connection's changes, the lock and unlock of cells, and VSL upload progress.
   */
  private session(subscriber: VslGridSubscriber): AsyncIterable<VslGridEventView> {
    const { context } = subscriber;
    const connectionId = parseInput(connectionIdRule, subscriber.connectionId);
    return new Repeater<VslGridEventView>(async (push, stop) => {
      const notices = this.listen<Notice>(vslGridNotices);
      const uploads = this.listen<UploadProgressEvent>(uploadProgress);
      void stop.then(() => Promise.all([notices.return?.(), uploads.return?.()]));
      // Listening starts (at the first next) before the join and the snapshot: what others do meanwhile is queued,
      // never missed; a subscription that listened only after its snapshot lost the joins and edits in between.
      const firstNotice = notices.next();
      const firstUpload = uploads.next();
      const forward = async <Event>(
        source: AsyncIterator<Event>,
        first: Promise<IteratorResult<Event>>,
        eventOf: (event: Event) => Promise<VslGridEventView | null>,
      ) => {
        for (let next = await first; !next.done; next = await source.next()) {
          const event = await eventOf(next.value).catch((error: unknown) => {
            this.logger.warn(`A VSL grid event could not be read: ${error}`);
            return null;
          });
          if (event) await push(event);
        }
      };
      this.live.set(connectionId, {
        userId: signedInUserId(context.principal),
        name: displayName(context.principal),
      });
      try {
        await this.join(connectionId);
        await push(await this.snapshot(connectionId));
        await Promise.race([
          stop,
          forward(notices, firstNotice, (notice) => this.eventOf(notice, connectionId)),
          forward(uploads, firstUpload, (event) => this.uploadEventOf(event)),
        ]);
      } catch (error) {
        stop(error as Error);
      } finally {
        this.live.delete(connectionId);
        await this.releaseConnections([connectionId]).catch((error) =>
          this.logger.warn(`The VSL grid leases of a connection could not be freed: ${error}`),
        );
      }
    });
  }

  private listen<Event>(topic: string): AsyncIterator<Event> {
    return (this.events.subscribe(topic) as AsyncIterable<Event>)[Symbol.asyncIterator]();
  }

  private async eventOf(notice: Notice, connectionId: string): Promise<VslGridEventView | null> {
    switch (notice.kind) {
      case 'presence':
        return { kind: 'presence', onlineAdmins: await this.once(notice.key, () => this.onlineAdmins()) };
      case 'edited':
      case 'added': {
        if (notice.origin === connectionId) return null;
        const study = await this.once(notice.key, () => withClient(this.em, (client) => rowOf(client, notice.id)));
        return study ? { kind: notice.kind, id: notice.id, study, fields: notice.fields, by: notice.by } : null;
      }
      case 'deleted':
        return notice.origin === connectionId ? null : { kind: 'deleted', id: notice.id, by: notice.by };
      case 'cellLocked':
      case 'cellUnlocked':
        if (notice.origin === connectionId) return null;
        return {
          kind: notice.kind,
          id: notice.id,
          lock: {
            id: notice.id,
            field: notice.field,
            holderName: notice.holderName,
            expiresAt: new Date(notice.expiresAt),
            mine: false,
          },
        };
    }
  }

  /** A VSL upload locks the grid while it runs and says how far it is; once it ends, grids reload the list. */
  private async uploadEventOf(event: UploadProgressEvent): Promise<VslGridEventView | null> {
    if (event.kind !== UploadKind.Vsl) return null;
    // Progress events carry no key of their own: the grids that hear one together share the read in flight.
    const [job] = await this.once(
      `upload:${event.id}`,
      () => queryRows<Record<string, unknown>>(this.em, uploadProgressOf(event.id)),
      0,
    );
    if (!job) return null;
    const running = job.status === UploadStatus.Running;
    return {
      kind: 'gridLock',
      gridLockedBy: running ? (job.name as string) : null,
      uploadPercent: job.total ? Math.floor((100 * Number(job.done)) / Number(job.total)) : running ? 0 : 100,
      uploadStatusText: job.statusText as string,
    };
  }

  /** `load` once per notice in this process, however many sessions hear it; kept `keepMs` after it settles. */
  private once<T>(key: string, load: () => Promise<T>, keepMs = 10_000): Promise<T> {
    let result = this.shared.get(key) as Promise<T> | undefined;
    if (!result) {
      result = load();
      this.shared.set(key, result);
      const forget = () => setTimeout(() => this.shared.delete(key), keepMs).unref();
      result.then(forget, forget);
    }
    return result;
  }

  private async snapshot(connectionId: string | null): Promise<VslGridEventView> {
    const [onlineAdmins, locks, gridLockedBy] = await Promise.all([
      this.onlineAdmins(),
      queryRows<LeaseRow>(this.em, liveCellLeases),
      withClient(this.em, (client) => this.gridLockHolder(client)),
    ]);
    return {
      kind: 'snapshot',
      onlineAdmins,
      cellLocks: locks.map((lock) => lockView(lock, connectionId)),
      gridLockedBy,
    };
  }

  /** The names of the admins with the grid open, each once, alphabetically. */
  private async onlineAdmins(): Promise<string[]> {
    const rows = await queryRows<{ name: string }>(this.em, onlineAdminNames);
    return rows.map((row) => row.name).sort((a, b) => a.localeCompare(b));
  }

  private async join(connectionId: string): Promise<void> {
    await withTransaction(this.em, async (client) => {
      await this.renewPresence(client, [connectionId]);
      await this.notify(client, { kind: 'presence' });
    });
  }

  /** The presence rows of `connections` (served by this process), created or renewed; how many were created. */
  private async renewPresence(client: pg.ClientBase, connections: string[]): Promise<number> {
    const holders = connections.map((id) => this.live.get(id)).filter((holder) => holder !== undefined);
    if (holders.length !== connections.length) return 0;
    const { rows } = await client.query<{ created: boolean }>(
      upsertPresence(connections, holders, this.options.leaseTtlMs / 1000).toQuery(),
    );
    return rows.filter((row) => row.created).length;
  }

  /** The heartbeat: this process's connections stay present and keep their cell locks. */
  private async renewLeases(): Promise<void> {
    const connections = [...this.live.keys()];
    if (!connections.length) return;
    await withTransaction(this.em, async (client) => {
      // A presence swept while this process was too busy to renew it comes back.
      if (await this.renewPresence(client, connections)) await this.notify(client, { kind: 'presence' });
      await client.query(renewCellLeases(connections, this.options.leaseTtlMs / 1000).toQuery());
    });
  }

  /** Leases whose holder stopped renewing them (a closed tab, a killed process) are removed and announced. */
  private async sweepExpired(): Promise<void> {
    await withTransaction(this.em, async (client) => {
      const { rows } = await client.query<LeaseRow>(deleteExpiredLeases.toQuery());
      await this.announceRemoved(client, rows);
    });
  }

  private async releaseConnections(connections: string[]): Promise<void> {
    await withTransaction(this.em, async (client) => {
      const { rows } = await client.query<LeaseRow>(deleteLeasesOf(connections).toQuery());
      await this.announceRemoved(client, rows);
    });
  }

  private async announceRemoved(client: pg.ClientBase, rows: LeaseRow[]): Promise<void> {
    for (const row of rows.filter((lease) => lease.channel === cellChannel)) {
      await this.notifyCell(client, 'cellUnlocked', row, null);
    }
    if (rows.some((lease) => lease.channel === presenceChannel)) await this.notify(client, { kind: 'presence' });
  }

  private async notifyCell(
    client: pg.ClientBase,
    kind: 'cellLocked' | 'cellUnlocked',
    lease: LeaseRow,
    origin: string | null,
  ): Promise<void> {
    const { id, field } = cellOfKey(lease.key);
    await this.notify(client, {
      kind,
      id,
      field,
      holderName: lease.holderName,
      expiresAt: new Date(lease.expiresAt).toISOString(),
      origin,
    });
  }

  private async notify(client: pg.ClientBase, notice: NoticeBody): Promise<void> {
    await this.events.publishIn(client, vslGridNotices, { ...notice, key: randomUUID() });
  }

  /** The name of whoever's VSL upload is replacing the list, if one runs. */
  private async gridLockHolder(client: pg.ClientBase): Promise<string | null> {
    const running = () => client.query<{ name: string }>(runningVslUploader.toQuery());
    let { rows } = await running();
    if (rows.length) {
      // An upload whose process died does not hold the grid.
      await this.uploads.failAbandonedJobs();
      ({ rows } = await running());
    }
    return rows[0]?.name ?? null;
  }

  private async refuseWhileGridLocked(client: pg.ClientBase): Promise<void> {
    const holder = await this.gridLockHolder(client);
    if (holder) throw new DomainError('conflict', vslEditMessages.gridLocked(holder));
  }

  private async refuseCellsLockedByOthers(
    client: pg.ClientBase,
    id: number,
    fields: VslEditableField[],
    connectionId: string | null,
  ): Promise<void> {
    const { rows } = await client.query<{ holderName: string }>(
      cellHolderOtherThan(
        fields.map((field) => cellKey(id, field)),
        connectionId,
      ).toQuery(),
    );
    if (rows.length) throw new DomainError('conflict', vslEditMessages.cellLocked(rows[0].holderName));
  }

  /** Refuses an edit of cells that someone else changed after `version`, the one the editor loaded. */
  private async refuseStale(client: pg.ClientBase, id: number, version: number, fields: VslEditableField[]) {
    const { rows } = await client.query<{ field: VslEditableField; name: string | null }>(
      changesSince(id, version, fields).toQuery(),
    );
    if (!rows.length) return;
    const changed = [...new Set(rows.map((row) => vslFieldTitles[row.field]))].join(', ');
    throw new DomainError('conflict', vslEditMessages.stale(changed, rows[0].name ?? 'Another administrator'));
  }

  /** Writes the cells an edit names: plain columns, the protection status, and the code lists' links. */
  private async write(client: pg.ClientBase, id: number, changes: VslStudyChanges): Promise<void> {
    const fields = changedVslFields(changes);
    const cells: { column: string; value: unknown }[] = [];
    for (const field of fields) {
      const column = plainColumns[field];
      if (column) cells.push({ column, value: changes[field] });
    }
    const problems: FieldProblem[] = [];
    if (changes.protectionStatus !== undefined) {
      let statusId: number | null = null;
      if (changes.protectionStatus !== null) {
        const lookup = await ReferenceLookup.load(this.em, 'ref_protection_status');
        const status = lookup.byCodeOrName(changes.protectionStatus);
        if (status) statusId = status.id;
        else
          problems.push({
            path: 'protectionStatus',
            message: `"${changes.protectionStatus}" is neither a code nor a name of the protection statuses.`,
          });
      }
      cells.push({ column: 'protection_status_id', value: statusId });
    }
    const codeFields = fields.filter((field): field is VslCodeListField =>
      (vslCodeListFields as readonly string[]).includes(field),
    );
    const entryIds = new Map<VslCodeListField, number[]>();
    for (const field of codeFields) {
      const source = vslCodeSources[codeColumnOfField[field]];
      const lookup = await ReferenceLookup.load(this.em, source.table);
      const ids: number[] = [];
      for (const code of changes[field]!) {
        const entry = lookup.byCode(code, source.levels);
        if (entry) ids.push(entry.id);
        else problems.push({ path: field, message: `${code} is not a code of the ${source.list}.` });
      }
      entryIds.set(field, ids);
    }
    if (problems.length) throw badRequest(problems.map((problem) => problem.message).join(' '), problems);

    if (cells.length) await client.query(writeVslCells(id, cells).toQuery());
    for (const [field, ids] of entryIds) {
      const source = vslCodeSources[codeColumnOfField[field]];
      const link = linkOfColumn(codeColumnOfField[field]);
      const codeLinks = {
        linkTable: link.table,
        linkColumn: link.column,
        entryTable: source.table,
        levels: source.levels,
      };
      await client.query(dropCodeLinks(id, codeLinks).toQuery());
      await client.query(addCodeLinks(id, codeLinks, ids).toQuery());
    }
  }

  private async recordHistory(
    client: pg.ClientBase,
    context: Context,
    id: number,
    version: number,
    action: 'create' | 'update' | 'delete',
    changes: Record<string, { from: unknown; to: unknown }>,
  ): Promise<void> {
    await client.query(
      recordVslHistory({ id, version, action, userId: signedInUserId(context.principal), changes }).toQuery(),
    );
  }
}

function lockView(lease: LeaseRow, connectionId: string | null): VslCellLockView {
  const { id, field } = cellOfKey(lease.key);
  return {
    id,
    field,
    holderName: lease.holderName,
    expiresAt: new Date(lease.expiresAt),
    mine: connectionId !== null && lease.connectionId === connectionId,
  };
}

async function rowOf(client: pg.ClientBase, id: number): Promise<VslRowView | null> {
  const { rows } = await client.query<VslRowView>(vslRowById(id));
  return rows[0] ?? null;
}
