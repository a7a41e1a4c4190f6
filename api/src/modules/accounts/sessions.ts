import type { EntityManager } from '@mikro-orm/postgresql';
import { createHash, randomBytes } from 'node:crypto';
import { anonymous, type Principal } from '../access/principal.ts';
import type { RoleName } from '../access/roles.ts';
import { Session, type User } from './user.entity.ts';

/** A session lives at most this long, however active. */
export const sessionLifetimeMs = 12 * 60 * 60 * 1000;
/** Two idle periods of 30 minutes (spec 001 §4): the first sets the client's idle flag, the second ends it. */
export const sessionIdleTimeoutMs = 2 * 30 * 60 * 1000;
/** lastSeenAt is written at most this often, so reads don't all become writes. */
const touchIntervalMs = 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(
  em: EntityManager,
  user: User,
  meta: { userAgent?: string; ipAddress?: string },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  em.create(Session, {
    user,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + sessionLifetimeMs),
    userAgent: meta.userAgent?.slice(0, 500),
    ipAddress: meta.ipAddress,
  });
  await em.flush();
  return token;
}

interface SessionRow {
  session_id: number;
  last_seen_at: Date;
  user_id: number;
  user_name: string;
  display_name: string;
  role: RoleName;
}

/** The principal behind a bearer token; an unknown, revoked, expired or idle token is nobody. */
export async function principalForToken(em: EntityManager, token: string | undefined): Promise<Principal> {
  if (!token) return anonymous;
  const now = Date.now();
  const [row] = await em.getConnection().execute<SessionRow[]>(
    `select s.id as session_id, s.last_seen_at, u.id as user_id, u.user_name, u.display_name, u.role_name as role
     from user_session s join app_user u on u.id = s.user_id
     where s.token_hash = ? and s.revoked_at is null and s.expires_at > ? and s.last_seen_at > ? and not u.disabled`,
    [hashToken(token), new Date(now), new Date(now - sessionIdleTimeoutMs)],
  );
  if (!row) return anonymous;
  if (now - new Date(row.last_seen_at).getTime() > touchIntervalMs) {
    await em.getConnection().execute('update user_session set last_seen_at = ? where id = ?', [new Date(now), row.session_id]);
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

export async function revokeSession(em: EntityManager, sessionId: number): Promise<void> {
  await em.getConnection().execute('update user_session set revoked_at = now() where id = ? and revoked_at is null', [
    sessionId,
  ]);
}

/** "Bearer abc" -> "abc" */
export function bearerToken(header: string | undefined | null): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}
