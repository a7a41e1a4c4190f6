import type { EntityManager } from '@mikro-orm/postgresql';
import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hashToken } from './sessions.ts';
import { UserToken, UserTokenPurpose, type User } from './user.entity.ts';

/** Spec 000 §9: a sign-up must be confirmed within 24 hours; a login code is valid 15 minutes. */
export const confirmEmailValidityMs = 24 * 60 * 60 * 1000;
export const loginCodeValidityMs = 15 * 60 * 1000;
export const resetPasswordValidityMs = 60 * 60 * 1000;
/** A login code dies after this many wrong tries ("Get a new code?"). */
const maxLoginCodeAttempts = 5;
const loginCodeDigits = 6;

/** A secret for a link: 256 random bits, URL-safe. */
export const newLinkCode = () => randomBytes(32).toString('base64url');
/** A code a person types: six digits. */
export const newLoginCode = () =>
  randomInt(0, 10 ** loginCodeDigits)
    .toString()
    .padStart(loginCodeDigits, '0');

/** Compares the stored SHA-256 with the offered code's in constant time. */
function matches(token: UserToken, code: string): boolean {
  return timingSafeEqual(Buffer.from(token.codeHash, 'hex'), Buffer.from(hashToken(code), 'hex'));
}

/** Stores a new code for the purpose (only its hash); it replaces the user's unused codes of that purpose. */
export async function issueUserToken(
  em: EntityManager,
  user: User,
  purpose: UserTokenPurpose,
  code: string,
  expiresAt: Date,
): Promise<void> {
  await em.nativeDelete(UserToken, { user, purpose, usedAt: null });
  em.create(UserToken, { user, purpose, codeHash: hashToken(code), expiresAt });
}

/** The user's code of this purpose that may still be used: unused, unexpired and not tried too often. */
function findLiveToken(em: EntityManager, user: User, purpose: UserTokenPurpose): Promise<UserToken | null> {
  return em.findOne(
    UserToken,
    {
      user,
      purpose,
      usedAt: null,
      expiresAt: { $gt: new Date() },
      ...(purpose === UserTokenPurpose.LoginCode ? { attempts: { $lt: maxLoginCodeAttempts } } : {}),
    },
    { orderBy: { createdOn: 'desc', id: 'desc' } },
  );
}

/** Whether the user holds a code of this purpose that may still be used (a newer link than one that failed, say). */
export async function hasLiveUserToken(em: EntityManager, user: User, purpose: UserTokenPurpose): Promise<boolean> {
  return (await findLiveToken(em, user, purpose)) !== null;
}

/**
 * Checks an offered code against the live token. A match is marked used (single use); a miss counts
 * as an attempt on it. The caller flushes. Returns whether it matched.
 */
export async function redeemUserToken(
  em: EntityManager,
  user: User,
  purpose: UserTokenPurpose,
  code: string,
): Promise<boolean> {
  const token = await findLiveToken(em, user, purpose);
  if (!token) return false;
  if (!matches(token, code)) {
    token.attempts += 1;
    return false;
  }
  token.usedAt = new Date();
  return true;
}
