import { apiKeyHeaderName, apiKeyPattern, apiKeyTextPrefix } from '@esvd/schema/rules/api-keys';
import type { EntityManager } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import type { Principal } from '../../core/caller.ts';
import { DomainError } from '../../core/errors.ts';
import { queryRows } from '../../core/sql.ts';
import { hashToken } from '../accounts/index.ts';
import { apiKeyRequest } from './api-keys.sql.ts';

/** A new key: recognisable by its prefix, then 32 random bytes. Only its hash is ever stored. */
export function newApiKey(): { key: string; keyHash: string; prefix: string } {
  const key = `${apiKeyTextPrefix}${randomBytes(32).toString('base64url')}`;
  return { key, keyHash: hashToken(key), prefix: key.slice(0, apiKeyTextPrefix.length + 8) };
}

export const hashApiKey = hashToken;

export const apiKeyMessages = {
  invalid: `The ${apiKeyHeaderName} header does not hold a valid API key.`,
  revoked: (on: string) => `This API key was revoked on ${on}. Ask for a new one.`,
  expired: (on: string) => `This API key expired on ${on}. Ask for a new one.`,
  disabled: 'The account that issued this API key is disabled. Ask for a new key.',
  readOnly: 'An API key can only read: GraphQL queries and GET requests. Sign in to change anything.',
  tooManyRequests: (limit: number, seconds: number) =>
    `This API key made more than ${limit} requests in a minute. Try again in ${seconds} seconds.`,
} as const;

interface KeyRow {
  id: number;
  user_id: number;
  revoked_on: string | null;
  expired_on: string | null;
  disabled: boolean;
  requests: number | null;
  retry_after_seconds: number | null;
}

/**
 * The principal behind an API key, in one statement: the key is looked up by its hash with its issuer, and a usable
 * key's request is counted in its rate window (a fixed minute from its first request, shared by every api process)
 * while `last_used_at` moves at most once a minute. An unknown, revoked or expired key, or one whose issuer is
 * disabled, answers 401; a key past `requestsPerMinute` answers 429 with the seconds until its window ends. A
 * deleted issuer's keys are deleted with the account. Keys never lapse with a session's idle timeout.
 */
export async function principalForApiKey(
  em: EntityManager,
  key: string,
  requestsPerMinute: number,
): Promise<Principal> {
  if (!apiKeyPattern.test(key)) throw new DomainError('unauthenticated', apiKeyMessages.invalid);
  const [row] = await queryRows<KeyRow>(em, apiKeyRequest(hashApiKey(key)));
  if (!row) throw new DomainError('unauthenticated', apiKeyMessages.invalid);
  if (row.revoked_on) throw new DomainError('unauthenticated', apiKeyMessages.revoked(row.revoked_on));
  if (row.expired_on) throw new DomainError('unauthenticated', apiKeyMessages.expired(row.expired_on));
  if (row.disabled) throw new DomainError('unauthenticated', apiKeyMessages.disabled);
  if (row.requests! > requestsPerMinute) {
    const seconds = row.retry_after_seconds!;
    throw new DomainError('too-many-requests', apiKeyMessages.tooManyRequests(requestsPerMinute, seconds), [], seconds);
  }
  return { kind: 'apiKey', apiKeyId: row.id, userId: row.user_id };
}

/**
 * An API key only reads (DESIGN.md: read-only scope): GraphQL queries and GET requests. What it may read is the
 * access policy's (the database search, never an admin resource); this refuses everything that could write.
 */
export function refuseApiKeyWrites(principal: Principal, operation: 'read' | 'write'): void {
  if (principal.kind === 'apiKey' && operation === 'write') throw new DomainError('forbidden', apiKeyMessages.readOnly);
}
