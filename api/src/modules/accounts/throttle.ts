import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../core/errors.ts';
import { queryRows } from '../../core/sql.ts';
import { signInThrottleFacts } from './accounts.sql.ts';
import { AuthAttempt } from './user.entity.ts';

export interface Limit {
  /** The most events a subject may have within `windowMs`. */
  max: number;
  windowMs: number;
}

const minute = 60 * 1000;
const hour = 60 * minute;

/**
 * The sign-in throttle (docs/security.md, "Sign-in throttling and account privacy"). Failed passwords and wrong
 * codes are counted per login name as typed and address (the pair), so a name that belongs to nobody is throttled
 * exactly like one that belongs to an account, and per address. Nothing counts per name alone: failures others make
 * from their addresses never make the owner wait, wherever the owner signs in from.
 */
export const signInBounds = {
  /** Failures of one login name from one address that wait for nothing... */
  pairFreeFailures: 5,
  /** ...after which the next try waits this long after the last failure, doubling with each further one... */
  pairFirstDelayMs: 30 * 1000,
  /** ...up to this. */
  pairMaxDelayMs: 15 * minute,
  /** A pair's failures are forgotten after this long, and when the name signs in from the address. */
  pairMemoryMs: 24 * hour,
  /** Failures from one address for all names, enforced on names whose account has not signed in from it. */
  perAddress: { max: 100, windowMs: 15 * minute },
  /** An address is known to an account while the account has a session opened from it this recently. */
  knownAddressMs: 90 * 24 * hour,
} as const;

/** Mails asked for (codes, links), per account, so nobody can flood an inbox. */
export const mailsPerAccount: Limit = { max: 5, windowMs: 15 * minute };

/** What is counted: failures per "pair:{name}|{address}" and "ip:{address}"; "mail:{userId}"; "signup:{address}". */
type Subject = `pair:${string}|${string}` | `ip:${string}` | `mail:${number}` | `signup:${string}`;

const mailSubject = (userId: number): Subject => `mail:${userId}`;
const signUpSubject = (address: string): Subject => `signup:${address}`;

/** One try to sign in: the login name as typed, where from, and the account it names (none: nobody's). */
export interface SignInAttempt {
  name: string;
  address: string | undefined;
  userId: number | null;
}

/** The name as the lookup matches it (case and surrounding spaces do not make another name). */
const loginName = (typedName: string) => typedName.trim().toLowerCase();

export const signInAttempt = (typedName: string, address: string | undefined, userId: number | null) => ({
  name: loginName(typedName),
  address,
  userId,
});

const pairSubject = ({ name, address }: Pick<SignInAttempt, 'name' | 'address'>): Subject =>
  `pair:${name}|${address ?? ''}`;

const failureSubjects = (attempt: SignInAttempt): Subject[] => [
  pairSubject(attempt),
  ...(attempt.address ? [`ip:${attempt.address}` as const] : []),
];

/** The wait before the next try of a pair with this many failures, the last at `lastAt`. */
function pairWaitMs(failures: number, lastAt: Date | null, now: number): number {
  if (failures < signInBounds.pairFreeFailures || !lastAt) return 0;
  const doublings = failures - signInBounds.pairFreeFailures;
  const delayMs = Math.min(signInBounds.pairMaxDelayMs, signInBounds.pairFirstDelayMs * 2 ** Math.min(doublings, 30));
  return lastAt.getTime() + delayMs - now;
}

/** Until the limit has room again: its max-th most recent event leaves the window. */
const windowWaitMs = (boundary: Date | null, limit: Limit, now: number) =>
  boundary ? boundary.getTime() + limit.windowMs - now : 0;

interface ThrottleRow {
  pair_failures: number;
  pair_last_at: Date | null;
  address_boundary: Date | null;
  known_address: boolean;
}

/**
 * 429 'Too many attempts. Try again in N minutes.' with Retry-After while the attempt must wait. One
 * statement, the same for a name of an account and a name of nobody, so neither the answer nor its time
 * tells them apart.
 */
export async function ensureSignInAllowed(em: EntityManager, attempt: SignInAttempt): Promise<void> {
  const now = Date.now();
  const { perAddress } = signInBounds;
  const [row] = await queryRows<ThrottleRow>(
    em,
    signInThrottleFacts({
      pairSubject: pairSubject(attempt),
      pairSince: new Date(now - signInBounds.pairMemoryMs),
      addressSubject: `ip:${attempt.address ?? ''}`,
      addressOffset: perAddress.max - 1,
      userId: attempt.userId,
      address: attempt.address ?? null,
      knownSince: new Date(now - signInBounds.knownAddressMs),
    }),
  );
  const waits = [pairWaitMs(row.pair_failures, row.pair_last_at && new Date(row.pair_last_at), now)];
  if (!row.known_address && attempt.address) {
    waits.push(windowWaitMs(row.address_boundary && new Date(row.address_boundary), perAddress, now));
  }
  const ms = Math.max(0, ...waits);
  if (ms > 0) throw tooManyAttempts(ms);
}

function tooManyAttempts(ms: number): DomainError {
  const seconds = Math.ceil(ms / 1000);
  const minutes = Math.ceil(seconds / 60);
  return new DomainError(
    'too-many-requests',
    `Too many attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    [],
    seconds,
  );
}

/** Counts a failed password or code against the pair, the name and the address. */
export const recordFailure = (em: EntityManager, attempt: SignInAttempt) => record(em, failureSubjects(attempt));

/** The name signed in from the address: its failures there are forgotten (the address's count on). */
export const forgetPairFailures = (em: EntityManager, attempts: Pick<SignInAttempt, 'name' | 'address'>[]) =>
  em.nativeDelete(AuthAttempt, { subject: { $in: attempts.map(pairSubject) } });

/** How long until the account may be sent another mail: 0 when it may now. */
export async function mailWaitMs(em: EntityManager, userId: number): Promise<number> {
  const [boundary] = await em.find(
    AuthAttempt,
    { subject: mailSubject(userId) },
    { orderBy: { attemptedAt: 'desc' }, offset: mailsPerAccount.max - 1, limit: 1, fields: ['attemptedAt'] },
  );
  return Math.max(0, windowWaitMs(boundary?.attemptedAt ?? null, mailsPerAccount, Date.now()));
}

export const recordMail = (em: EntityManager, userId: number) => record(em, [mailSubject(userId)]);

/** Counts an event for each subject, dropping the subjects' events that no bound looks at any more. */
async function record(em: EntityManager, subjects: Subject[]): Promise<void> {
  const now = Date.now();
  await em.nativeDelete(AuthAttempt, {
    subject: { $in: subjects },
    attemptedAt: { $lt: new Date(now - signInBounds.pairMemoryMs) },
  });
  await em.insertMany(
    AuthAttempt,
    subjects.map((subject) => ({ subject, attemptedAt: new Date(now) })),
  );
}

/**
 * 429 'Too many sign-ups from this address. Try again in N minutes.' with Retry-After once the address has signed up
 * `perHour` times within the last hour (SIGN_UPS_PER_ADDRESS). Sign-ups with a registered email count too, as
 * their answer must not differ.
 */
export async function ensureSignUpAllowed(em: EntityManager, address: string, perHour: number): Promise<void> {
  const limit: Limit = { max: perHour, windowMs: hour };
  const [boundary] = await em.find(
    AuthAttempt,
    { subject: signUpSubject(address) },
    { orderBy: { attemptedAt: 'desc' }, offset: limit.max - 1, limit: 1, fields: ['attemptedAt'] },
  );
  const ms = windowWaitMs(boundary?.attemptedAt ?? null, limit, Date.now());
  if (ms <= 0) return;
  const minutes = Math.ceil(ms / minute);
  throw new DomainError(
    'too-many-requests',
    `Too many sign-ups from this address. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    [],
    Math.ceil(ms / 1000),
  );
}

/** Counts a sign-up of the address, in the transaction that holds its lock (lockSignUpsOf). */
export const recordSignUp = (em: EntityManager, address: string) => record(em, [signUpSubject(address)]);
