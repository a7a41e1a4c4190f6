import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventBus } from '../../core/events.ts';
import type { Logger } from '../../core/logger.ts';
import type { AccessPolicy } from '../access/index.ts';
import type { HistoryService } from '../history/index.ts';
import type { UploadsService } from '../uploads/index.ts';
import { VslGridLeases } from './vsl-grid-leases.ts';
import { VslGridRecords } from './vsl-grid-records.ts';
import { VslGridPresence } from './vsl-grid-presence.ts';
import { VslGridSessions } from './vsl-grid-sessions.ts';
import { VslUploadLock } from './vsl-upload-lock.ts';

/**
 * The live valuation studies list (spec 001 §2, §4, §5, §7), as its resolver and REST routes take it: the records,
 * the cell locks and presence, and the subscription, sharing one upload lock (the grid is read-only while a VSL
 * upload replaces the list).
 */
export class VslGridService {
  readonly records: VslGridRecords;
  readonly leases: VslGridLeases;
  readonly sessions: VslGridSessions;
  private readonly presence: VslGridPresence;

  constructor(
    em: EntityManager,
    access: AccessPolicy,
    events: EventBus,
    versions: HistoryService,
    uploads: UploadsService,
    logger: Logger,
    options: { leaseTtlMs: number },
  ) {
    const uploadLock = new VslUploadLock(uploads);
    this.leases = new VslGridLeases(em, access, events, uploadLock, logger, options);
    this.records = new VslGridRecords(em, access, events, versions, uploadLock, this.leases);
    this.presence = new VslGridPresence(events, this.leases, logger);
    this.sessions = new VslGridSessions(em, access, events, this.leases, this.presence, uploadLock, logger);
  }

  stop(): Promise<void> {
    this.presence.stop();
    return this.leases.stop();
  }
}
