import { Entity, Index, ManyToOne, PrimaryKey, Property, type Opt, type Rel } from '@mikro-orm/core';
import { Role } from '../access/index.ts';

@Entity({ tableName: 'app_user' })
@Index({
  name: 'app_user_user_name_lower_unique',
  expression: 'create unique index "app_user_user_name_lower_unique" on "app_user" (lower("user_name"))',
})
@Index({
  name: 'app_user_email_lower_unique',
  expression: 'create unique index "app_user_email_lower_unique" on "app_user" (lower("email"))',
})
export class User {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'text' })
  userName!: string;

  @Property({ type: 'text' })
  displayName!: string;

  @Property({ type: 'text' })
  email!: string;

  @Property({ type: 'text', default: '' })
  organization: Opt<string> = '';

  @Property({ type: 'text', default: '' })
  sector: Opt<string> = '';

  @Property({ type: 'text', nullable: true })
  sectorOther?: string | null;

  @Property({ type: 'text', default: '' })
  purposeOfAccess: Opt<string> = '';

  @Property({ type: 'text', nullable: true })
  purposeOfAccessOther?: string | null;

  @ManyToOne({ entity: () => Role })
  role!: Rel<Role>;

  /** argon2id hash; null for an account that can only sign in with emailed codes. */
  @Property({ type: 'text', nullable: true, hidden: true, lazy: true })
  passwordHash?: string | null;

  @Property({ type: 'boolean', default: false })
  emailConfirmed: Opt<boolean> = false;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  registrationDate: Opt<Date> = new Date();

  @Property({ type: 'integer', default: 0 })
  numberOfSignIn: Opt<number> = 0;

  @Property({ type: 'datetime', nullable: true })
  lastSignInDate?: Date | null;

  @Property({ type: 'boolean', default: false })
  disabled: Opt<boolean> = false;
}

/** A signed-in session: only the SHA-256 of the opaque bearer token is stored. */
@Entity({ tableName: 'user_session' })
export class Session {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne({ entity: () => User, deleteRule: 'cascade' })
  user!: Rel<User>;

  @Property({ type: 'text', unique: true, hidden: true })
  tokenHash!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdOn: Opt<Date> = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  lastSeenAt: Opt<Date> = new Date();

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  revokedAt?: Date | null;

  /** The client's idle flag (spec 001 §4): set after one idle period, cleared by activity. */
  @Property({ type: 'boolean', default: false })
  idleFlagged: Opt<boolean> = false;

  @Property({ type: 'text', nullable: true })
  userAgent?: string | null;

  @Property({ type: 'text', nullable: true })
  ipAddress?: string | null;
}

export enum UserTokenPurpose {
  ConfirmEmail = 'confirm-email',
  ResetPassword = 'reset-password',
  LoginCode = 'login-code',
}

/** A single-use secret sent by mail (confirmation link, reset link, one-time login code). */
@Entity({ tableName: 'user_token' })
@Index({ properties: ['user', 'purpose'] })
export class UserToken {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne({ entity: () => User, deleteRule: 'cascade' })
  user!: Rel<User>;

  @Property({ type: 'text' })
  purpose!: UserTokenPurpose;

  @Property({ type: 'text', hidden: true })
  codeHash!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdOn: Opt<Date> = new Date();

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt?: Date | null;

  @Property({ type: 'smallint', default: 0 })
  attempts: Opt<number> = 0;
}

/** Events the sign-in throttle counts: failed passwords and codes (per name and address), mails asked for. */
@Entity({ tableName: 'auth_attempt' })
@Index({ properties: ['subject', 'attemptedAt'] })
export class AuthAttempt {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** "pair:{name}|{address}", "name:{name}", "ip:{address}" or "mail:{userId}" (see throttle.ts). */
  @Property({ type: 'text' })
  subject!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  attemptedAt: Opt<Date> = new Date();
}
