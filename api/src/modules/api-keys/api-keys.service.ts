import { apiKeyHeaderName, generateApiKeyInput, sendApiKeyInput } from '@esvd/schema/rules/api-keys';
import { productName, productTitle } from '@esvd/schema/rules/product';
import type { Context } from '../../core/context.ts';
import { DomainError, notFound, parseInput, unauthenticated } from '../../core/errors.ts';
import { User } from '../accounts/index.ts';
import type { MailService } from '../mail/index.ts';
import { ApiKey } from './api-key.entity.ts';
import { hashApiKey, newApiKey } from './api-key-principal.ts';

const dayMs = 24 * 60 * 60 * 1000;

export interface ApiKeyView {
  id: number;
  prefix: string;
  recipientEmail: string | null;
  scope: string;
  issuedBy: string | null;
  createdOn: Date;
  expiresAt: Date | null;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
}

/** A key as it is shown once, right after it was generated, with the header that carries it. */
export interface GeneratedApiKeyView {
  key: string;
  headerName: string;
  apiKey: ApiKeyView;
}

const toView = (apiKey: ApiKey): ApiKeyView => ({
  id: apiKey.id,
  prefix: apiKey.prefix,
  recipientEmail: apiKey.recipientEmail ?? null,
  scope: apiKey.scope,
  issuedBy: apiKey.createdBy ? apiKey.createdBy.displayName || apiKey.createdBy.userName : null,
  createdOn: apiKey.createdOn,
  expiresAt: apiKey.expiresAt ?? null,
  revokedAt: apiKey.revokedAt ?? null,
  lastUsedAt: apiKey.lastUsedAt ?? null,
});

const utcDate = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Api key Setup (spec 001 §2, §4, §7): read-only keys for scripts. A key is generated at random, shown once and
 * stored as its SHA-256 only; it belongs to the co-capacity user who issued it (and goes with that account), expires,
 * can be revoked, and is mailed to its recipient through the outbox.
 */
export class ApiKeysService {
  constructor(
    private readonly mail: MailService,
    private readonly publicUrl: string,
  ) {}

  async generate(context: Context, input: unknown): Promise<GeneratedApiKeyView> {
    const issuerId = this.issuerOf(context);
    const { recipientEmail, expiresInDays } = parseInput(generateApiKeyInput, input);
    const { key, keyHash, prefix } = newApiKey();
    const apiKey = await context.em.transactional(async (em) => {
      const issuer = await em.findOneOrFail(User, issuerId);
      return em.create(ApiKey, {
        keyHash,
        prefix,
        recipientEmail,
        user: issuer,
        createdBy: issuer,
        expiresAt: new Date(Date.now() + expiresInDays * dayMs),
      });
    });
    return { key, headerName: apiKeyHeaderName, apiKey: toView(apiKey) };
  }

  /** Mails a key just generated (the caller sends it back: only its hash is kept), with its header and a how-to. */
  async send(context: Context, input: unknown): Promise<ApiKeyView> {
    this.issuerOf(context);
    const { id, key, recipientEmail, subject } = parseInput(sendApiKeyInput, input);
    const view = await context.em.transactional(async (em) => {
      const apiKey = await em.findOne(ApiKey, id, { populate: ['createdBy'] });
      if (!apiKey || apiKey.keyHash !== hashApiKey(key)) throw notFound(`There is no API key ${id} with this key.`);
      if (apiKey.revokedAt) throw new DomainError('conflict', 'This API key is revoked: generate a new one.');
      if (apiKey.expiresAt && apiKey.expiresAt <= new Date()) {
        throw new DomainError('conflict', 'This API key has expired: generate a new one.');
      }
      apiKey.recipientEmail = recipientEmail;
      this.mail.enqueue(em, {
        kind: 'api-key',
        recipient: recipientEmail,
        subject,
        text: this.howTo(key, apiKey.expiresAt ?? null),
        forgetBodyWhenSent: true,
      });
      return toView(apiKey);
    });
    this.mail.deliverPending();
    return view;
  }

  /** Every key issued, newest first (keys are few: one per script or person). */
  async list(context: Context): Promise<ApiKeyView[]> {
    const keys = await context.em.find(
      ApiKey,
      {},
      { populate: ['createdBy'], orderBy: { createdOn: 'desc', id: 'desc' } },
    );
    return keys.map(toView);
  }

  /** Revokes a key at once; revoking it again changes nothing. */
  async revoke(context: Context, id: number): Promise<ApiKeyView> {
    this.issuerOf(context);
    return context.em.transactional(async (em) => {
      const apiKey = await em.findOne(ApiKey, id, { populate: ['createdBy'] });
      if (!apiKey) throw notFound(`There is no API key ${id}.`);
      apiKey.revokedAt ??= new Date();
      return toView(apiKey);
    });
  }

  private issuerOf(context: Context): number {
    if (context.principal.kind !== 'user') throw unauthenticated();
    return context.principal.userId;
  }

  private howTo(key: string, expiresAt: Date | null): string {
    const base = this.publicUrl.replace(/\/$/, '');
    return [
      `Hello,`,
      '',
      `here is your API key for the ${productName} (${productTitle}):`,
      '',
      `    ${key}`,
      '',
      `Send it in the ${apiKeyHeaderName} header of each request. It reads the database as a signed-in user does ` +
        '(GraphQL queries, and GET requests under /api) and cannot change anything.' +
        (expiresAt ? ` It is valid until ${utcDate(expiresAt)}.` : ''),
      'Keep it secret, as you would a password: whoever holds it reads the database in your name.',
      '',
      'For example, the number of valuations a search finds (here the free text "wetland"):',
      '',
      `    curl -H "${apiKeyHeaderName}: ${key}" "${base}/api/esvds/count?freeText=wetland"`,
      '',
      `GraphQL: ${base}/graphql (POST {"query": "..."}). Page through a search's records with the query`,
      `valuationsAfter, or GET ${base}/api/esvds/after, following endCursor while hasMore.`,
    ].join('\n');
  }
}
