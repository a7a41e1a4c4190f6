import { Entity, Index, PrimaryKey, Property, type Opt } from '@mikro-orm/core';

/**
 * Shared, expiring state that several api processes must agree on: the VSL grid lock, who is online
 * on a channel, a running upload. A holder renews its heartbeat; a row past `expiresAt` is void.
 */
@Entity({ tableName: 'lease' })
@Index({ properties: ['channel', 'expiresAt'] })
export class Lease {
  /** "{channel}:{holder}", e.g. "vsl-grid-lock:grid" or "vsl-presence:{connectionId}". */
  @PrimaryKey({ type: 'text' })
  key!: string;

  @Property({ type: 'text' })
  channel!: string;

  @Property({ type: 'integer', nullable: true })
  userId?: number | null;

  @Property({ type: 'text', nullable: true })
  holderName?: string | null;

  @Property({ type: 'text', nullable: true })
  connectionId?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  acquiredAt: Opt<Date> = new Date();

  @Property({ type: 'datetime' })
  expiresAt!: Date;
}
