import { sql, type SqlFragment } from '../../core/sql.ts';

/** The live session behind a token's hash, with its user: none once revoked, expired, idle too long or disabled. */
export const liveSession = (tokenHash: string, now: Date, seenSince: Date): SqlFragment =>
  sql`select s.id as session_id, s.last_seen_at, s.idle_flagged,
          u.id as user_id, u.user_name, u.display_name, u.role_name as role
   from user_session s join app_user u on u.id = s.user_id
   where s.token_hash = ${tokenHash} and s.revoked_at is null and s.expires_at > ${now}
     and s.last_seen_at > ${seenSince} and not u.disabled`;

/** Which of `tokenHashes` name a live session, with its user's role: read only, it counts as no activity. */
export const liveSessionRoles = (tokenHashes: readonly string[], now: Date, seenSince: Date): SqlFragment =>
  sql`select s.token_hash, u.role_name as role
   from user_session s join app_user u on u.id = s.user_id
   where s.token_hash = any(${tokenHashes}::text[]) and s.revoked_at is null and s.expires_at > ${now}
     and s.last_seen_at > ${seenSince} and not u.disabled`;

export const flagSessionIdle = (sessionId: number): SqlFragment =>
  sql`update user_session set idle_flagged = true where id = ${sessionId}`;

export const sessionSeenAt = (sessionId: number, seenAt: Date): SqlFragment =>
  sql`update user_session set last_seen_at = ${seenAt} where id = ${sessionId}`;

/** The user acted: seen now, and no longer idle. */
export const sessionActive = (sessionId: number): SqlFragment =>
  sql`update user_session set last_seen_at = now(), idle_flagged = false where id = ${sessionId}`;

export const revokeSessionById = (sessionId: number): SqlFragment =>
  sql`update user_session set revoked_at = now() where id = ${sessionId} and revoked_at is null`;

/**
 * What the sign-in throttle weighs (throttle.ts): a pair's failures since `pairSince` and its last; the failure of an
 * address that is `addressOffset` from its newest; whether the account has a session from the address created since
 * `knownSince`.
 */
export const signInThrottleFacts = (attempt: {
  pairSubject: string;
  pairSince: Date;
  addressSubject: string;
  addressOffset: number;
  userId: number | null;
  address: string | null;
  knownSince: Date;
}): SqlFragment =>
  sql`select
     (select count(*)::int from auth_attempt where subject = ${attempt.pairSubject} and attempted_at > ${attempt.pairSince})
       as pair_failures,
     (select max(attempted_at) from auth_attempt where subject = ${attempt.pairSubject}) as pair_last_at,
     (select attempted_at from auth_attempt where subject = ${attempt.addressSubject}
       order by attempted_at desc offset ${attempt.addressOffset} limit 1) as address_boundary,
     exists (select 1 from user_session where user_id = ${attempt.userId} and ip_address = ${attempt.address}
       and created_on > ${attempt.knownSince}) as known_address`;

/** Advisory locks (this, hash of the address) of the transactions counting an address's sign-ups. */
const signUpSpace = 0x7369676e;

/** One sign-up of the address at a time is counted, so a burst of them cannot all pass the limit together. */
export const lockSignUpsOf = (address: string): SqlFragment =>
  sql`select pg_advisory_xact_lock(${signUpSpace}, hashtext(${address}))`;
