import { Entity, ManyToOne, PrimaryKey, Property, type Opt, type Rel } from '@mikro-orm/core';
import { User } from '../accounts/index.ts';

/** A read-only key for scripts; only its SHA-256 is stored, the key itself is shown once. */
@Entity({ tableName: 'api_key' })
export class ApiKey {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'text', unique: true, hidden: true })
  keyHash!: string;

  /** The first characters, so a person can tell keys apart without the secret. */
  @Property({ type: 'text' })
  prefix!: string;

  @Property({ type: 'text', nullable: true })
  recipientEmail?: string | null;

  @ManyToOne({ entity: () => User, nullable: true, deleteRule: 'cascade' })
  user?: Rel<User> | null;

  @Property({ type: 'text', default: 'read' })
  scope: Opt<string> = 'read';

  @ManyToOne({ entity: () => User, nullable: true, deleteRule: 'set null' })
  createdBy?: Rel<User> | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdOn: Opt<Date> = new Date();

  @Property({ type: 'datetime', nullable: true })
  expiresAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  revokedAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  lastUsedAt?: Date | null;

  /**
   * The key's rate window (API_KEY_RATE_LIMIT requests a minute): when it started and how many requests it has
   * counted. Kept in PostgreSQL, so every api process counts against the same limit.
   */
  @Property({ type: 'datetime', nullable: true, hidden: true })
  rateWindowStartedAt?: Date | null;

  @Property({ type: 'integer', default: 0, hidden: true })
  rateWindowRequests: Opt<number> = 0;
}
