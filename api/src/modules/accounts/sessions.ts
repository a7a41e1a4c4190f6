import type { EntityManager } from '@mikro-orm/postgresql';
import { createHash, randomBytes } from 'node:crypto';
import { anonymous, type Principal } from '../../core/caller.ts';
import { queryRows } from '../../core/sql.ts';
import {
  flagSessionIdle,
  liveSession,
  liveSessionRoles,
  revokeSessionById,
  sessionActive,
  sessionSeenAt,
} from './accounts.sql.ts';
import type { RoleName } from '../access/index.ts';
import { Session, type User } from './user.entity.ts';

/** A session lives at most this long, however active. */
export const sessionLifetimeMs = 12 * 60 * 60 * 1000;
/** Spec 001 §4 and §9: after this long without activity the session is idle-flagged... */
export const idlePeriodMs = 30 * 60 * 1000;
/** ...and after a further idle period it ends. */
export const sessionIdleTimeoutMs = 2 * idlePeriodMs;
/** lastSeenAt is written at most this often, so reads don't all become writes. */
const touchIntervalMs = 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Opens a session for the user (the caller flushes) with its bearer token, which is stored only as a hash. */
export function createSession(
  em: EntityManager,
  user: User,
  meta: { userAgent?: string; ipAddress?: string },
): { token: string; session: Session } {
  const token = randomBytes(32).toString('base64url');
  const session = em.create(Session, {
    user,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + sessionLifetimeMs),
    userAgent: meta.userAgent?.slice(0, 500),
    ipAddress: meta.ipAddress,
  });
  return { token, session };
}

interface SessionRow {
  session_id: number;
  last_seen_at: Date;
  idle_flagged: boolean;
  user_id: number;
  user_name: string;
  display_name: string;
  role: RoleName;
}

/**
 * The principal behind a bearer token; an unknown, revoked, expired or idle-ended token is nobody.
 *
 * Idle rule (spec 001 §4): a request is activity and moves lastSeenAt. A session that saw no activity
 * for one idle period is idle-flagged (the client shows it); from then on only `touchSession` (the user
 * acting in the web app) clears the flag, so a forgotten tab's background requests cannot keep an idle
 * session alive. A further idle period without it ends the session.
 */
export async function principalForToken(em: EntityManager, token: string | undefined): Promise<Principal> {
  if (!token) return anonymous;
  const now = Date.now();
  const [row] = await queryRows<SessionRow>(
    em,
    liveSession(hashToken(token), new Date(now), new Date(now - sessionIdleTimeoutMs)),
  );
  if (!row) return anonymous;
  const idleForMs = now - new Date(row.last_seen_at).getTime();
  if (!row.idle_flagged && idleForMs >= idlePeriodMs) {
    await queryRows(em, flagSessionIdle(row.session_id));
  } else if (!row.idle_flagged && idleForMs > touchIntervalMs) {
    await queryRows(em, sessionSeenAt(row.session_id, new Date(now)));
  }
  return {
    kind: 'user',
    userId: row.user_id,
    userName: row.user_name,
    displayName: row.display_name,
    role: row.role,
    sessionId: row.session_id,
  };
}

/**
 * The role each of `tokens` signs in with while its session lives, by token; a token whose session ended (signed
 * out, expired, idle too long, its user disabled) is absent. Touches nothing: an open websocket is no activity.
 */
export async function liveRolesOf(em: EntityManager, tokens: readonly string[]): Promise<Map<string, string>> {
  if (!tokens.length) return new Map();
  const hashes = new Map(tokens.map((token) => [hashToken(token), token]));
  const now = Date.now();
  const rows = await queryRows<{ token_hash: string; role: string }>(
    em,
    liveSessionRoles([...hashes.keys()], new Date(now), new Date(now - sessionIdleTimeoutMs)),
  );
  return new Map(rows.map((row) => [hashes.get(row.token_hash)!, row.role]));
}

/** The user is active: the idle clock starts again and the idle flag is cleared. */
export async function touchSession(em: EntityManager, sessionId: number): Promise<void> {
  await queryRows(em, sessionActive(sessionId));
}

export async function isIdleFlagged(em: EntityManager, sessionId: number): Promise<boolean> {
  const session = await em.findOne(Session, sessionId, { fields: ['idleFlagged'] });
  return session?.idleFlagged ?? false;
}

export async function revokeSession(em: EntityManager, sessionId: number): Promise<void> {
  await queryRows(em, revokeSessionById(sessionId));
}

/** Ends every session of a user but the one given (after a password reset, say). */
export async function revokeOtherSessions(em: EntityManager, userId: number, keepSessionId?: number): Promise<void> {
  await em.nativeUpdate(
    Session,
    { user: userId, revokedAt: null, ...(keepSessionId ? { id: { $ne: keepSessionId } } : {}) },
    { revokedAt: new Date() },
  );
}

/** "Bearer abc" -> "abc" */
export function bearerToken(header: string | undefined | null): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}
