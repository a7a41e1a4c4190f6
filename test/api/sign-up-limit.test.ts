// Issue 35: one address signed up 60 accounts in a row. An address now signs up SIGN_UPS_PER_ADDRESS accounts an
// hour at most (the production value here; the other tests raise it), counted in PostgreSQL by every api process.
// Time is moved by ageing the counted sign-ups in the database rather than by waiting.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningApp } from '../../api/src/app.ts';
import { loadConfig } from '../../api/src/core/config.ts';
import { startTestApp } from '../support/app.ts';

const perHour = loadConfig({}).SIGN_UPS_PER_ADDRESS;
const tooManySignUps = /^Too many sign-ups from this address\. Try again in \d+ minutes?\.$/;

let app: RunningApp;
let accounts = 0;

const sql = <Row = Record<string, unknown>>(query: string, params: unknown[] = []) =>
  app.database.orm.em.getConnection().execute<Row[]>(query, params);

beforeAll(async () => {
  app = await startTestApp({ SIGN_UPS_PER_ADDRESS: String(perHour) });
});

afterAll(async () => {
  await app?.stop();
});

const form = (username: string) => ({
  displayName: `Tester ${username}`,
  organization: 'Test organisation',
  sector: 'Academia',
  sectorOther: '',
  purposeOfAccess: 'Research',
  purposeOfAccessOther: '',
  username,
  email: `${username}@example.org`,
  password: 'secret1',
  confirmpassword: 'secret1',
});

/** A sign-up from `address` (the api trusts X-Forwarded-For from its loopback proxy), over REST or GraphQL. */
async function signUpFrom(address: string, over: 'rest' | 'graphql' = 'rest') {
  const username = `limited${++accounts}`;
  const request =
    over === 'rest'
      ? { path: '/api/account/signup', body: form(username) }
      : {
          path: '/graphql',
          body: {
            query: 'mutation SignUp($input: SignUpInput!) { signUp(input: $input) { message } }',
            variables: { input: form(username) },
          },
        };
  const response = await fetch(`${app.url}${request.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(request.body),
  });
  const answer = (await response.json()) as { title?: string; errors?: { message: string }[] };
  const retryAfter = response.headers.get('retry-after');
  return {
    username,
    status: response.status,
    message: answer.title ?? answer.errors?.[0]?.message,
    retryAfter: retryAfter === null ? null : Number(retryAfter),
  };
}

const accountExists = async (username: string) =>
  (await sql(`select 1 from app_user where user_name = ?`, [username])).length > 0;

it('lets one address sign up SIGN_UPS_PER_ADDRESS accounts an hour, then answers 429 with Retry-After', async () => {
  expect(perHour).toBe(10);
  for (let signUp = 0; signUp < perHour; signUp++) expect((await signUpFrom('203.0.113.20')).status).toBe(200);

  for (const over of ['rest', 'graphql'] as const) {
    const refused = await signUpFrom('203.0.113.20', over);
    expect(refused.status).toBe(429);
    expect(refused.message).toMatch(tooManySignUps);
    expect(refused.retryAfter).toBeGreaterThan(0);
    expect(refused.retryAfter).toBeLessThanOrEqual(3600);
    expect(await accountExists(refused.username)).toBe(false);
  }

  // Another address is not held by it; an hour later the address may sign up again.
  expect((await signUpFrom('203.0.113.21')).status).toBe(200);
  await sql(`update auth_attempt set attempted_at = attempted_at - interval '1 hour' where subject like 'signup:%'`);
  expect((await signUpFrom('203.0.113.20')).status).toBe(200);
});

it('lets no more through when an address sends its sign-ups all at once', async () => {
  const outcomes = await Promise.all(Array.from({ length: perHour + 2 }, () => signUpFrom('203.0.113.22')));
  expect(outcomes.filter((outcome) => outcome.status === 200)).toHaveLength(perHour);
  expect(outcomes.filter((outcome) => outcome.status === 429)).toHaveLength(2);
});
