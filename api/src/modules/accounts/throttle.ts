import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../core/errors.ts';
import { AuthAttempt } from './user.entity.ts';

export interface Limit {
  /** The most events a subject may have within `windowMs`. */
  max: number;
  windowMs: number;
}

const fifteenMinutes = 15 * 60 * 1000;

/**
 * Sliding windows over `auth_attempt`. Failed logins and wrong codes are counted per account (so one
 * account's attacker never locks out another account) and per address (so one address cannot try
 * many accounts); mails asked for are counted per account, so nobody can flood an inbox.
 */
export const limits = {
  failuresPerAccount: { max: 5, windowMs: fifteenMinutes },
  failuresPerAddress: { max: 20, windowMs: fifteenMinutes },
  mailsPerAccount: { max: 5, windowMs: fifteenMinutes },
} satisfies Record<string, Limit>;

/** What is counted: "user:{id}", "ip:{address}", "mail:{userId}". */
export type Subject = `user:${number}` | `ip:${string}` | `mail:${number}`;

export const accountSubject = (userId: number): Subject => `user:${userId}`;
export const mailSubject = (userId: number): Subject => `mail:${userId}`;
export const addressSubject = (ipAddress: string | undefined): Subject[] => (ipAddress ? [`ip:${ipAddress}`] : []);

/**
 * How long until the subject is below its limit again: 0 when it is now. The subject is over the
 * limit while its max-th most recent event is inside the window.
 */
export async function waitMs(em: EntityManager, subject: Subject, limit: Limit): Promise<number> {
  const [boundary] = await em.find(
    AuthAttempt,
    { subject },
    { orderBy: { attemptedAt: 'desc' }, offset: limit.max - 1, limit: 1, fields: ['attemptedAt'] },
  );
  if (!boundary) return 0;
  return Math.max(0, boundary.attemptedAt.getTime() + limit.windowMs - Date.now());
}

/** 429 'Too many attempts. Try again in N minutes.' with Retry-After, while any subject is over its limit. */
export async function ensureBelowLimit(em: EntityManager, checks: [Subject, Limit][]): Promise<void> {
  for (const [subject, limit] of checks) {
    const ms = await waitMs(em, subject, limit);
    if (ms === 0) continue;
    const seconds = Math.ceil(ms / 1000);
    const minutes = Math.ceil(seconds / 60);
    throw new DomainError(
      'too-many-requests',
      `Too many attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
      [],
      seconds,
    );
  }
}

/** Counts an event for each subject, dropping the subjects' events that no window looks at any more. */
export async function record(em: EntityManager, subjects: Subject[]): Promise<void> {
  if (!subjects.length) return;
  const longestWindowMs = Math.max(...Object.values(limits).map((limit) => limit.windowMs));
  await em.nativeDelete(AuthAttempt, {
    subject: { $in: subjects },
    attemptedAt: { $lt: new Date(Date.now() - longestWindowMs) },
  });
  await em.insertMany(
    AuthAttempt,
    subjects.map((subject) => ({ subject, attemptedAt: new Date() })),
  );
}

/** Forgets a subject's events (an account's failures, once its owner has signed in). */
export async function forget(em: EntityManager, subject: Subject): Promise<void> {
  await em.nativeDelete(AuthAttempt, { subject });
}
