import type { EntityManager } from '@mikro-orm/postgresql';
import { vslEditableFields, vslEditMessages, type VslEditableField } from '@esvd/schema/rules/vsl';
import type pg from 'pg';
import { z } from 'zod';
import { signedInUserId, type Principal } from '../../core/caller.ts';
import type { Context } from '../../core/context.ts';
import { DomainError, notFound, parseInput } from '../../core/errors.ts';
import type { EventBus } from '../../core/events.ts';
import type { Logger } from '../../core/logger.ts';
import { queryRows, withTransaction } from '../../core/sql.ts';
import type { AccessPolicy } from '../access/index.ts';
import { displayName, publishNotice, publishPresenceChange } from './vsl-grid-notices.ts';
import {
  cellChannel,
  cellHolderOtherThan,
  deleteCellLeasesOf,
  deleteExpiredLeases,
  deleteLeasesOf,
  giveCellLeaseBack,
  leaseByKey,
  liveCellLeases,
  onlineAdminNames,
  presenceChannel,
  renewCellLeases,
  takeCellLease,
  upsertPresence,
  vslStudyExists,
} from './vsl-grid.sql.ts';
import type { VslUploadLock } from './vsl-upload-lock.ts';

export interface VslCellLockView {
  id: number;
  field: VslEditableField;
  holderName: string;
  expiresAt: Date;
  /** Held by the connection that asks. */
  mine: boolean;
}

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

/**
 * Cell locks and the admins online, as leases in PostgreSQL: renewed by the process that serves their connection
 * and swept by any process once expired, so a closed tab or a killed process frees them.
 */
export class VslGridLeases {
  /** Connections subscribed through this process, whose leases it renews. */
  private readonly live = new Map<string, { userId: number | null; name: string }>();
  private readonly timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly em: EntityManager,
    private readonly access: AccessPolicy,
    private readonly events: EventBus,
    private readonly uploadLock: VslUploadLock,
    private readonly logger: Logger,
    private readonly options: { leaseTtlMs: number },
  ) {
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

  /**
   * Takes the lock of a cell for an admin starting to edit it, or tells who holds it: a lock held by another
   * connection comes back with `mine` false. The lock lives as long as the connection's heartbeat.
   */
  async lockCell(context: Context, input: unknown): Promise<VslCellLockView> {
    this.access.require(context.principal, 'vsl');
    const { id, field, connectionId } = parseInput(cellInput, input);
    return withTransaction(context.em, async (client) => {
      await this.uploadLock.refuseWhileHeld(client);
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

  async refuseCellsLockedByOthers(
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

  /** A deleted record's cell locks go with it. */
  async dropCellLocksOf(client: pg.ClientBase, id: number): Promise<void> {
    await client.query(deleteCellLeasesOf(id).toQuery());
  }

  async cellLocks(connectionId: string | null): Promise<VslCellLockView[]> {
    const locks = await queryRows<LeaseRow>(this.em, liveCellLeases);
    return locks.map((lock) => lockView(lock, connectionId));
  }

  /** The names of the admins with the grid open, each once, alphabetically. */
  async onlineAdmins(): Promise<string[]> {
    const rows = await queryRows<{ name: string }>(this.em, onlineAdminNames);
    return rows.map((row) => row.name).sort((a, b) => a.localeCompare(b));
  }

  /** The connection, served by this process from now until `leave`, counts as online. */
  async join(connectionId: string, principal: Principal): Promise<void> {
    this.live.set(connectionId, { userId: signedInUserId(principal), name: displayName(principal) });
    await withTransaction(this.em, async (client) => {
      await this.renewPresence(client, [connectionId]);
      await publishPresenceChange(this.events, client);
    });
  }

  /** Frees the connection's presence and cell locks. */
  async leave(connectionId: string): Promise<void> {
    this.live.delete(connectionId);
    await this.releaseConnections([connectionId]);
  }

  /** Frees this process's leases at shutdown, so the other processes' grids see its admins leave at once. */
  async stop(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    const connections = [...this.live.keys()];
    this.live.clear();
    if (connections.length) await this.releaseConnections(connections);
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
      if (await this.renewPresence(client, connections)) await publishPresenceChange(this.events, client);
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
    if (rows.some((lease) => lease.channel === presenceChannel)) {
      await publishPresenceChange(this.events, client);
    }
  }

  private async notifyCell(
    client: pg.ClientBase,
    kind: 'cellLocked' | 'cellUnlocked',
    lease: LeaseRow,
    origin: string | null,
  ): Promise<void> {
    const { id, field } = cellOfKey(lease.key);
    await publishNotice(this.events, client, {
      kind,
      id,
      field,
      holderName: lease.holderName,
      expiresAt: new Date(lease.expiresAt).toISOString(),
      origin,
    });
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
