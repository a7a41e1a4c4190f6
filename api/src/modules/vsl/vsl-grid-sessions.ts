import { Repeater } from '@graphql-yoga/subscription';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { VslEditableField } from '@esvd/schema/rules/vsl';
import type { Context } from '../../core/context.ts';
import { parseInput } from '../../core/errors.ts';
import type { EventBus } from '../../core/events.ts';
import type { Logger } from '../../core/logger.ts';
import { queryRows, withClient } from '../../core/sql.ts';
import type { AccessPolicy } from '../access/index.ts';
import { uploadProgress, UploadKind, UploadStatus, type UploadProgressEvent } from '../uploads/index.ts';
import { connectionIdRule, type VslCellLockView, type VslGridLeases } from './vsl-grid-leases.ts';
import { vslGridNotices, type Notice } from './vsl-grid-notices.ts';
import type { VslGridPresence } from './vsl-grid-presence.ts';
import { rowOf } from './vsl-grid-records.ts';
import { uploadProgressOf } from './vsl-grid.sql.ts';
import type { VslUploadLock } from './vsl-upload-lock.ts';
import type { VslRowView } from './vsl.sql.ts';

/** The topic of the grid's subscription: each subscriber gets a session of its own (snapshot, presence). */
export const vslGridEvents = 'vslGridEvents';

export type VslGridEventKind =
  'snapshot' | 'edited' | 'added' | 'deleted' | 'cellLocked' | 'cellUnlocked' | 'presence' | 'gridLock';

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

/**
 * The grid's subscription (spec 001 §5): each subscriber a session of this process that turns the notices of
 * every api process, and VSL upload progress, into the events of that grid.
 */
export class VslGridSessions {
  /**
   * What one notice needs fetched, shared by every session of this process that hears it: the bus hands them all the
   * same payload object. Never by a later notice, which may follow a change the read in flight has not seen (an upload's
   * end, which would leave the grids locked).
   */
  private readonly shared = new WeakMap<object, Promise<unknown>>();

  constructor(
    private readonly em: EntityManager,
    private readonly access: AccessPolicy,
    private readonly events: EventBus,
    private readonly leases: VslGridLeases,
    private readonly presence: VslGridPresence,
    private readonly uploadLock: VslUploadLock,
    private readonly logger: Logger,
  ) {
    events.serveSessions(vslGridEvents, (subscriber) => this.session(subscriber as VslGridSubscriber));
  }

  /** The admins online, the cell locks and the grid lock, as a grid that (re)connects starts from. */
  async state(context: Context, connectionId?: string | null): Promise<VslGridEventView> {
    this.access.require(context.principal, 'vsl');
    return this.snapshot(connectionId ?? null);
  }

  /**
   * A subscriber's session: presence for as long as it listens, a snapshot first (also after a reconnect, so a
   * grid resyncs), then every other connection's changes, the lock and unlock of cells, the admins online when they
   * changed (in batches, vsl-grid-presence.ts), and VSL upload progress.
   */
  private session(subscriber: VslGridSubscriber): AsyncIterable<VslGridEventView> {
    const { context } = subscriber;
    const connectionId = parseInput(connectionIdRule, subscriber.connectionId);
    return new Repeater<VslGridEventView>(async (push, stop) => {
      const notices = this.listen<Notice>(vslGridNotices);
      const uploads = this.listen<UploadProgressEvent>(uploadProgress);
      // The admins online this grid was last shown (none before its snapshot) and the newest list its process read:
      // a grid is sent a list only when it differs, and has one presence event unread at most.
      let shown: string | null = null;
      let newest: string[] | null = null;
      let showing = false;
      const showPresence = async () => {
        if (showing || shown === null) return;
        showing = true;
        while (newest && JSON.stringify(newest) !== shown) {
          const onlineAdmins = newest;
          shown = JSON.stringify(onlineAdmins);
          await push({ kind: 'presence', onlineAdmins });
        }
        showing = false;
      };
      const unwatch = this.presence.watch((onlineAdmins) => {
        newest = onlineAdmins;
        void showPresence();
      });
      void stop.then(() => {
        unwatch();
        return Promise.all([notices.return?.(), uploads.return?.()]);
      });
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
      try {
        await this.leases.join(connectionId, context.principal);
        const snapshot = await this.snapshot(connectionId);
        await push(snapshot);
        shown = JSON.stringify(snapshot.onlineAdmins);
        void showPresence();
        await Promise.race([
          stop,
          forward(notices, firstNotice, (notice) => this.eventOf(notice, connectionId)),
          forward(uploads, firstUpload, (event) => this.uploadEventOf(event)),
        ]);
      } catch (error) {
        stop(error as Error);
      } finally {
        await this.leases
          .leave(connectionId)
          .catch((error) => this.logger.warn(`The VSL grid leases of a connection could not be freed: ${error}`));
      }
    });
  }

  private listen<Event>(topic: string): AsyncIterator<Event> {
    return (this.events.subscribe(topic) as AsyncIterable<Event>)[Symbol.asyncIterator]();
  }

  private async eventOf(notice: Notice, connectionId: string): Promise<VslGridEventView | null> {
    switch (notice.kind) {
      case 'edited':
      case 'added': {
        if (notice.origin === connectionId) return null;
        const study = await this.once(notice, () => withClient(this.em, (client) => rowOf(client, notice.id)));
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
    const [job] = await this.once(event, () => queryRows<Record<string, unknown>>(this.em, uploadProgressOf(event.id)));
    if (!job) return null;
    const running = job.status === UploadStatus.Running;
    return {
      kind: 'gridLock',
      gridLockedBy: running ? (job.name as string) : null,
      uploadPercent: job.total ? Math.floor((100 * Number(job.done)) / Number(job.total)) : running ? 0 : 100,
      uploadStatusText: job.statusText as string,
    };
  }

  /** `load` once per notice in this process, however many sessions hear it. */
  private once<T>(notice: object, load: () => Promise<T>): Promise<T> {
    let result = this.shared.get(notice) as Promise<T> | undefined;
    if (!result) {
      result = load();
      this.shared.set(notice, result);
    }
    return result;
  }

  private async snapshot(connectionId: string | null): Promise<VslGridEventView> {
    const [onlineAdmins, cellLocks, gridLockedBy] = await Promise.all([
      this.leases.onlineAdmins(),
      this.leases.cellLocks(connectionId),
      withClient(this.em, (client) => this.uploadLock.holder(client)),
    ]);
    return { kind: 'snapshot', onlineAdmins, cellLocks, gridLockedBy };
  }
}
