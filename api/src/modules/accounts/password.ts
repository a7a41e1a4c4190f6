import argon2 from 'argon2';

import type { Config } from '../../core/config.ts';

/** argon2id's cost for new hashes: memory in KiB, passes over it, and lanes (PASSWORD_HASH_COST). */
export type PasswordHashCost = Config['PASSWORD_HASH_COST'];

export function hashPassword(password: string, cost: PasswordHashCost): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, ...cost });
}

/** Checks a password against a hash, at the cost the hash was made with (it names its own). */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
