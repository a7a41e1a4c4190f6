// API keys (spec 001 §2, §4, §7; DESIGN.md "Identity and access"): co-capacity users generate, list, send and revoke
// keys; a key is stored as its SHA-256 only, reads what a basic signed-in user reads (GraphQL queries, GET under
// /api) and nothing else, answers 401 once revoked, expired or its issuer gone, and is rate limited per key (429 with
// Retry-After; this app allows 5 requests a minute).
import { apiKeyMessages as ruleMessages, apiKeyPattern } from '@esvd/schema/rules/api-keys';
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from '../../api/src/app.ts';
import { createLogger } from '../../api/src/core/logger.ts';
import { publicResources } from '../../api/src/modules/access/roles.ts';
import { hashToken } from '../../api/src/modules/accounts/sessions.ts';
import { apiKeyMessages as keyMessages } from '../../api/src/modules/api-keys/api-key-principal.ts';
import { restRoutes } from '../../api/src/server/rest-routes.ts';
import type { Services } from '../../api/src/server/services.ts';
import { startTestApp } from '../support/app.ts';
import { graphql, graphqlData, loginAsDemoUser, rest, type GraphqlResponse } from '../support/http.ts';

const requestsPerMinute = 5;
let app: RunningApp;
let coCapacity: string;

beforeAll(async () => {
  app = await startTestApp({ API_KEY_RATE_LIMIT: String(requestsPerMinute) });
  coCapacity = await loginAsDemoUser(app, 'coCapacity');
});

afterAll(async () => {
  await app?.stop();
});

const sql = <Row = Record<string, unknown>>(query: string, params: unknown[] = []) =>
  app.database.orm.em.getConnection().execute<Row[]>(query, params);

interface Generated {
  key: string;
  headerName: string;
  apiKey: { id: number; prefix: string; recipientEmail: string | null; issuedBy: string; expiresAt: string };
}

const generateMutation = `mutation Generate($input: GenerateApiKeyInput) {
  generateApiKey(input: $input) { key headerName apiKey { id prefix recipientEmail issuedBy expiresAt } }
}`;

async function generate(input: Record<string, unknown> = {}, token = coCapacity): Promise<Generated> {
  const { generateApiKey } = await graphqlData<{ generateApiKey: Generated }>(app, generateMutation, { input }, token);
  return generateApiKey;
}

/** A call with an API key in its header, as a script makes it. */
async function withKey(key: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${app.url}${path}`, {
    method,
    headers: { 'x-api-key': key, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text) as Record<string, unknown>,
  };
}

async function graphqlWithKey<TData = Record<string, unknown>>(
  key: string,
  query: string,
  variables: Record<string, unknown> = {},
) {
  const { status, headers, body } = await withKey(key, 'POST', '/graphql', { query, variables });
  return { status, headers, ...(body as Omit<GraphqlResponse<TData>, 'status'>) };
}

/** A country that the demo data's published valuations name. */
async function aCountryWithValuations(): Promise<number> {
  const [{ country_id }] = await sql<{ country_id: number }>(
    `select vc.country_id from valuation_country vc join valuation v on v.id = vc.valuation_id
     join study s on s.id = v.study_id where s.is_published group by vc.country_id order by count(*) desc limit 1`,
  );
  return country_id;
}

const pullQuery = `query Pull($filter: ValuationFilter!) {
  valuationsAfter(filter: $filter, limit: 3) { items { valueId } hasMore }
}`;

describe('generating a key', () => {
  it('answers a random key with its header name, and stores only its SHA-256', async () => {
    const first = await generate({ recipientEmail: 'analyst@example.org' });
    const second = await generate();
    expect(first.key).toMatch(apiKeyPattern);
    expect(first.key).not.toBe(second.key);
    expect(first.headerName).toBe('X-API-Key');
    expect(first.apiKey).toMatchObject({
      prefix: first.key.slice(0, 13),
      recipientEmail: 'analyst@example.org',
      issuedBy: expect.any(String),
    });
    const [stored] = await sql<Record<string, unknown>>('select * from api_key where id = ?', [first.apiKey.id]);
    expect(stored.key_hash).toBe(createHash('sha256').update(first.key).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(first.key);
  });

  it('lasts a year by default, or as long as chosen among the offered lifetimes', async () => {
    const days = (generated: Generated) => (Date.parse(generated.apiKey.expiresAt) - Date.now()) / 86_400_000;
    expect(days(await generate())).toBeCloseTo(365, 0);
    expect(days(await generate({ expiresInDays: 30 }))).toBeCloseTo(30, 0);
    const { errors } = await graphql(app, generateMutation, { input: { expiresInDays: 3650 } }, coCapacity);
    expect(errors?.[0]).toMatchObject({ message: ruleMessages.lifetime, extensions: { status: 400 } });
    const invalidRecipient = await graphql(app, generateMutation, { input: { recipientEmail: 'nobody' } }, coCapacity);
    expect(invalidRecipient.errors?.[0].message).toBe(ruleMessages.recipientInvalid);
  });

  it('is for co-capacity users only (resource apikeySetup), over GraphQL and GET /api/ExternalApi/generateapi', async () => {
    const admin = await loginAsDemoUser(app, 'admin');
    const refused = await graphql(app, generateMutation, { input: {} }, admin);
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await rest(app, 'GET', '/api/ExternalApi/generateapi', undefined, admin)).status).toBe(403);
    expect((await rest(app, 'GET', '/api/ExternalApi/generateapi')).status).toBe(401);

    const { status, headers, body } = await rest<string>(
      app,
      'GET',
      '/api/ExternalApi/generateapi',
      undefined,
      coCapacity,
    );
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^text\/plain/);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body).toMatch(apiKeyPattern);
    // The key it answers works, and cannot make keys itself.
    expect((await withKey(body, 'GET', '/api/esvds/totalcount')).status).toBe(200);
    expect((await withKey(body, 'GET', '/api/ExternalApi/generateapi')).status).toBe(403);
  });
});

describe('sending and listing keys', () => {
  const sendMutation = 'mutation Send($input: SendApiKeyInput!) { sendApiKey(input: $input) { id recipientEmail } }';

  it('mails the key, its header name and a how-to to the recipient through the outbox', async () => {
    const { key, apiKey } = await generate();
    const noRecipient = await graphql(
      app,
      sendMutation,
      { input: { id: apiKey.id, key, recipientEmail: ' ' } },
      coCapacity,
    );
    expect(noRecipient.errors?.[0].message).toBe(ruleMessages.recipientRequired);
    const otherKey = (await generate()).key;
    const wrongKey = await graphql(
      app,
      sendMutation,
      { input: { id: apiKey.id, key: otherKey, recipientEmail: 'scientist@example.org' } },
      coCapacity,
    );
    expect(wrongKey.errors?.[0].extensions?.status).toBe(404);

    const { sendApiKey } = await graphqlData<{ sendApiKey: { recipientEmail: string } }>(
      app,
      sendMutation,
      {
        input: { id: apiKey.id, key, recipientEmail: 'scientist@example.org', subject: 'ESVD access for your scripts' },
      },
      coCapacity,
    );
    expect(sendApiKey.recipientEmail).toBe('scientist@example.org');
    const [mail] = await sql<{ recipient: string; subject: string; text: string }>(
      "select recipient, subject, text from mail_message where kind = 'api-key' order by id desc limit 1",
    );
    expect(mail).toMatchObject({ recipient: 'scientist@example.org', subject: 'ESVD access for your scripts' });
    expect(mail.text).toContain(key);
    expect(mail.text).toContain(`X-API-Key: ${key}`);
    expect(mail.text).toMatch(/^GraphQL: http\S+\/graphql /m);
  });

  it('lists every key issued, newest first, with recipient, dates and revocation', async () => {
    const { apiKey } = await generate({ recipientEmail: 'listed@example.org' });
    const { apiKeys } = await graphqlData<{ apiKeys: Record<string, unknown>[] }>(
      app,
      '{ apiKeys { id prefix recipientEmail issuedBy createdOn expiresAt revokedAt lastUsedAt } }',
      {},
      coCapacity,
    );
    expect(apiKeys[0]).toMatchObject({
      id: apiKey.id,
      prefix: apiKey.prefix,
      recipientEmail: 'listed@example.org',
      issuedBy: apiKey.issuedBy,
      revokedAt: null,
      lastUsedAt: null,
    });
    expect(apiKeys.map((listed) => listed.id)).toEqual(
      [...apiKeys.map((listed) => listed.id as number)].sort((a, b) => b - a),
    );
  });
});

describe('what a key may do', () => {
  it('reads the database over GraphQL queries and GET paths, as a basic signed-in user', async () => {
    const { key } = await generate();
    const filter = { countries: [await aCountryWithValuations()] };
    const { status, data } = await graphqlWithKey<{ valuationsAfter: { items: { valueId: number }[] } }>(
      key,
      pullQuery,
      { filter },
    );
    expect(status).toBe(200);
    expect(data?.valuationsAfter.items.length).toBeGreaterThan(0);
    const page = await withKey(key, 'GET', `/api/esvds/after?countries=${filter.countries[0]}&limit=3`);
    expect(page.status).toBe(200);
    expect((page.body.items as { valueId: number }[]).map((row) => row.valueId)).toEqual(
      data?.valuationsAfter.items.map((row) => row.valueId),
    );
  });

  it('changes nothing: mutations and subscriptions over GraphQL, and POST, PUT or DELETE under /api, are refused', async () => {
    const { key } = await generate();
    const filter = { countries: [await aCountryWithValuations()] };
    const mutation = await graphqlWithKey(
      key,
      'mutation S($filter: ValuationFilter!) { saveFilterQuery(filter: $filter) { id } }',
      {
        filter,
      },
    );
    expect(mutation.status).toBe(403);
    expect(mutation.errors?.[0]).toMatchObject({ message: keyMessages.readOnly, extensions: { code: 'FORBIDDEN' } });
    const subscription = await graphqlWithKey(key, 'subscription { databaseVersionChanged { label } }');
    expect(subscription.status).toBe(403);
    const post = await withKey(key, 'POST', '/api/filterqueries', { filterString: JSON.stringify(filter) });
    expect(post).toMatchObject({ status: 403, body: { title: keyMessages.readOnly } });
    expect((await withKey(key, 'DELETE', '/api/filterqueries/1')).status).toBe(403);
    expect(
      await sql(
        "select 1 from filter_query where filter_string like '%countries%' and created_on > now() - interval '1 minute'",
      ),
    ).toEqual([]);
  });

  it('never opens an admin resource or an account, whoever issued it', async () => {
    const { key, apiKey } = await generate();
    const adminQuery = await graphqlWithKey(key, '{ filterQueryCount }');
    expect(adminQuery.status).toBe(403);
    expect(adminQuery.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await graphqlWithKey(key, '{ apiKeys { id } }')).status).toBe(403);
    expect((await graphqlWithKey(key, '{ me { userName } }')).status).toBe(401);
    expect((await withKey(key, 'GET', '/api/filterqueries')).status).toBe(403);
    expect((await withKey(key, 'GET', '/api/account/allusers')).status).toBe(403);
    // The app's 5 requests a minute are spent: the key's next minute starts now.
    await sql('update api_key set rate_window_requests = 0 where id = ?', [apiKey.id]);
    const { data } = await graphqlWithKey<{
      viewer: { signedIn: boolean; resources: { resource: string; granted: boolean }[] };
    }>(key, '{ viewer { signedIn resources { resource granted } } }');
    expect(
      data?.viewer.resources
        .filter((entry) => entry.granted)
        .map((entry) => entry.resource)
        .sort(),
    ).toEqual(['esvd', 'home', 'vttCalculations']);
  });
});

describe('every REST path, with a key', () => {
  // The route table's method, path and access; the calls go to the running app. The key's rate window is reset
  // before each call, so the limit of this app does not answer for the access check.
  const routeTable = restRoutes({} as Services, createLogger('silent'));
  const readable: string[] = ['public', 'signedIn', 'esvd', 'home', ...publicResources];

  it('answers 403 to each path that writes or needs more than a basic signed-in user has', async () => {
    const { key, apiKey } = await generate();
    const wrong: string[] = [];
    for (const route of routeTable) {
      await sql('update api_key set rate_window_requests = 0 where id = ?', [apiKey.id]);
      const path = `/api${route.path.replace(/:\w+/g, '1')}`;
      const response = await fetch(`${app.url}${path}`, {
        method: route.method,
        headers: { 'x-api-key': key, ...(route.method === 'GET' ? {} : { 'content-type': 'application/json' }) },
        body: route.method === 'POST' || route.method === 'PUT' ? '{}' : undefined,
      });
      await response.body?.cancel();
      const refused = route.method !== 'GET' || !readable.includes(route.access);
      if (refused !== (response.status === 403)) wrong.push(`${route.method} ${path}: ${response.status}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('when a key stops working', () => {
  const revokeMutation = 'mutation Revoke($id: Int!) { revokeApiKey(id: $id) { id revokedAt } }';

  it('answers 401 for a key that is not one, on both front doors', async () => {
    for (const key of ['nonsense', `esvd_${randomBytes(32).toString('base64url')}`]) {
      const restAnswer = await withKey(key, 'GET', '/api/esvds/totalcount');
      expect(restAnswer).toMatchObject({ status: 401, body: { title: keyMessages.invalid } });
      expect((await graphqlWithKey(key, '{ totalValuationCount }')).status).toBe(401);
    }
  });

  it('answers 401 once revoked, saying so; revoking again changes nothing', async () => {
    const { key, apiKey } = await generate();
    expect((await withKey(key, 'GET', '/api/esvds/totalcount')).status).toBe(200);
    const { revokeApiKey } = await graphqlData<{ revokeApiKey: { revokedAt: string } }>(
      app,
      revokeMutation,
      { id: apiKey.id },
      coCapacity,
    );
    const again = await graphqlData<{ revokeApiKey: { revokedAt: string } }>(
      app,
      revokeMutation,
      { id: apiKey.id },
      coCapacity,
    );
    expect(again.revokeApiKey.revokedAt).toBe(revokeApiKey.revokedAt);
    const refused = await withKey(key, 'GET', '/api/esvds/totalcount');
    expect(refused.status).toBe(401);
    expect(refused.body.title).toMatch(
      /^This API key was revoked on \d{4}-\d\d-\d\d \d\d:\d\d UTC\. Ask for a new one\.$/,
    );
    const overGraphql = await graphqlWithKey(key, '{ totalValuationCount }');
    expect(overGraphql.status).toBe(401);
  });

  it('answers 401 once expired, saying so', async () => {
    const { key, apiKey } = await generate();
    await sql(`update api_key set expires_at = now() - interval '1 hour' where id = ?`, [apiKey.id]);
    const refused = await withKey(key, 'GET', '/api/esvds/totalcount');
    expect(refused.status).toBe(401);
    expect(refused.body.title).toMatch(/^This API key expired on /);
  });

  it("does not lapse with the issuer's session, but stops with the issuer's account (disabled, then deleted)", async () => {
    const [{ id: userId }] = await sql<{ id: number }>(
      `insert into app_user (user_name, display_name, email, role_name, email_confirmed)
       values ('key-issuer', 'Key Issuer', 'key-issuer@example.org', 'coCapacity', true) returning id`,
    );
    const session = randomBytes(24).toString('base64url');
    await sql(`insert into user_session (user_id, token_hash, expires_at) values (?, ?, now() + interval '1 hour')`, [
      userId,
      hashToken(session),
    ]);
    const { key } = await generate({}, session);
    await graphqlData(app, 'mutation { logout }', {}, session);
    expect((await withKey(key, 'GET', '/api/esvds/totalcount')).status).toBe(200);

    await sql('update app_user set disabled = true where id = ?', [userId]);
    const disabled = await withKey(key, 'GET', '/api/esvds/totalcount');
    expect(disabled.status).toBe(401);
    expect(disabled.body.title).toMatch(/account that issued this API key is disabled/);

    await sql('delete from app_user where id = ?', [userId]);
    expect(await withKey(key, 'GET', '/api/esvds/totalcount')).toMatchObject({
      status: 401,
      body: { title: keyMessages.invalid },
    });
  });
});

describe('use of a key', () => {
  it('records lastUsedAt at most once a minute', async () => {
    const { key, apiKey } = await generate();
    const lastUsed = async () =>
      (
        await sql<{ used: number | null }>(
          'select extract(epoch from last_used_at)::float8 as used from api_key where id = ?',
          [apiKey.id],
        )
      )[0].used;
    expect(await lastUsed()).toBeNull();
    await withKey(key, 'GET', '/api/esvds/totalcount');
    const first = await lastUsed();
    expect(first).not.toBeNull();
    await withKey(key, 'GET', '/api/esvds/totalcount');
    expect(await lastUsed()).toBe(first);
    await sql(`update api_key set last_used_at = last_used_at - interval '2 minutes' where id = ?`, [apiKey.id]);
    await withKey(key, 'GET', '/api/esvds/totalcount');
    expect(await lastUsed()).toBeGreaterThan(first!);
  });

  it('is limited to API_KEY_RATE_LIMIT requests a minute per key: 429 with Retry-After, on both front doors', async () => {
    const { key, apiKey } = await generate();
    const other = await generate();
    for (let request = 0; request < requestsPerMinute; request++) {
      expect((await withKey(key, 'GET', '/api/esvds/totalcount')).status).toBe(200);
    }
    const limited = await withKey(key, 'GET', '/api/esvds/totalcount');
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.body.title).toMatch(`more than ${requestsPerMinute} requests in a minute`);
    const overGraphql = await graphqlWithKey(key, '{ totalValuationCount }');
    expect(overGraphql.status).toBe(429);
    expect(overGraphql.headers.get('retry-after')).toMatch(/^\d+$/);

    // Another key has its own window; this key's next window starts a minute after its first request.
    expect((await withKey(other.key, 'GET', '/api/esvds/totalcount')).status).toBe(200);
    await sql(`update api_key set rate_window_started_at = now() - interval '61 seconds' where id = ?`, [apiKey.id]);
    expect((await withKey(key, 'GET', '/api/esvds/totalcount')).status).toBe(200);
  });
});
