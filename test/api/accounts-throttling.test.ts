// Login throttling (issue 3): failed passwords and codes are counted per account and per address in
// sliding windows of 15 minutes; past the limit the answer is 429 with Retry-After. Windows are moved
// by ageing the counted attempts in the database rather than by waiting.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningApp } from '../../api/src/app.ts';
import { hashPassword } from '../../api/src/modules/accounts/password.ts';
import { startTestApp } from '../support/app.ts';
import { admin } from '../support/environment.ts';

const tooManyAttempts = /^Too many attempts\. Try again in \d+ minutes?\.$/;

let app: RunningApp;

const sql = <Row = Record<string, unknown>>(query: string, params: unknown[] = []) =>
  app.database.orm.em.getConnection().execute<Row[]>(query, params);

/** A login from a given address (the api trusts X-Forwarded-For from its loopback proxy). */
async function loginFrom(address: string, path: string, body: unknown) {
  const response = await fetch(`${app.url}/api/account/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { title?: string; message?: string };
  return { status: response.status, ...answer, retryAfter: response.headers.get('retry-after') };
}

const passwordLogin = (address: string, username: string, password: string) =>
  loginFrom(address, 'login', { username, password });

/** Moves every counted attempt this far into the past. */
const age = (minutes: number) =>
  sql(`update auth_attempt set attempted_at = attempted_at - ? * interval '1 minute'`, [minutes]);

async function createAccount(userName: string, password: string): Promise<void> {
  await sql(
    `insert into app_user (user_name, display_name, email, role_name, password_hash, email_confirmed)
     values (?, ?, ?, 'user', ?, true)`,
    [userName, userName, `${userName}@example.org`, await hashPassword(password)],
  );
}

beforeAll(async () => {
  app = await startTestApp();
  await createAccount('victim', 'right-password');
  await createAccount('bystander', 'bystander-password');
});

afterAll(async () => {
  await app?.stop();
});

beforeEach(async () => {
  await sql('delete from auth_attempt');
});

describe('failed passwords', () => {
  it('throttles 20 wrong passwords in a row, locks nothing else out, and lets the right one in after the window', async () => {
    const outcomes = [];
    for (let attempt = 0; attempt < 20; attempt++) outcomes.push(await passwordLogin('10.0.0.1', 'victim', 'wrong'));

    expect(outcomes.slice(0, 5).map((outcome) => outcome.status)).toEqual([401, 401, 401, 401, 401]);
    expect(outcomes[0].title).toBe('Check username and password.');
    for (const outcome of outcomes.slice(5)) {
      expect(outcome.status).toBe(429);
      expect(outcome.title).toMatch(tooManyAttempts);
      expect(Number(outcome.retryAfter)).toBeGreaterThan(0);
      expect(Number(outcome.retryAfter)).toBeLessThanOrEqual(15 * 60);
    }

    // Inside the window even the right password waits: the account, not the password, is throttled.
    expect((await passwordLogin('10.0.0.1', 'victim', 'right-password')).status).toBe(429);
    // Nobody else is locked out, from this address or another.
    expect((await passwordLogin('10.0.0.1', 'bystander', 'bystander-password')).status).toBe(200);
    expect((await passwordLogin('10.0.0.2', admin.usernameOrEmail, admin.password)).status).toBe(200);

    await age(14);
    expect((await passwordLogin('10.0.0.1', 'victim', 'right-password')).status).toBe(429);
    await age(1);
    expect((await passwordLogin('10.0.0.1', 'victim', 'right-password')).status).toBe(200);
  });

  it('forgets the failures of an account once its owner signs in', async () => {
    for (let attempt = 0; attempt < 4; attempt++) await passwordLogin('10.0.1.1', 'victim', 'wrong');
    expect((await passwordLogin('10.0.1.1', 'victim', 'right-password')).status).toBe(200);
    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await passwordLogin('10.0.1.1', 'victim', 'wrong')).status).toBe(401);
    }
  });

  it('throttles an address that fails 20 times across accounts, and no other address', async () => {
    for (let attempt = 0; attempt < 20; attempt++) {
      expect((await passwordLogin('10.0.2.1', `nobody-${attempt}`, 'wrong')).status).toBe(401);
    }
    const blocked = await passwordLogin('10.0.2.1', 'bystander', 'bystander-password');
    expect(blocked.status).toBe(429);
    expect(blocked.title).toMatch(tooManyAttempts);
    expect((await passwordLogin('10.0.2.2', 'bystander', 'bystander-password')).status).toBe(200);
    await age(15);
    expect((await passwordLogin('10.0.2.1', 'bystander', 'bystander-password')).status).toBe(200);
  });
});

describe('through GraphQL', () => {
  it('answers a throttled login with status 429, its message and Retry-After', async () => {
    const login = () =>
      fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.0.5.1' },
        body: JSON.stringify({
          query: 'mutation { login(usernameOrEmail: "victim", password: "wrong") { token } }',
        }),
      });
    for (let attempt = 0; attempt < 5; attempt++) expect((await login()).status).toBe(401);
    const throttled = await login();
    const body = (await throttled.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(throttled.status).toBe(429);
    expect(body.errors[0].message).toMatch(tooManyAttempts);
    expect(body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('wrong codes', () => {
  it('count against the account as wrong passwords do', async () => {
    const tryCode = () => loginFrom('10.0.3.1', 'loginwithotp', { username: 'victim@example.org', password: '123456' });
    for (let attempt = 0; attempt < 5; attempt++) expect((await tryCode()).status).toBe(400);
    const throttled = await tryCode();
    expect(throttled.status).toBe(429);
    expect(throttled.retryAfter).not.toBeNull();
    expect((await passwordLogin('10.0.3.1', 'victim', 'right-password')).status).toBe(429);
  });
});

describe('mails asked for', () => {
  it('are capped per account: past five in the window the answer stays the same but nothing is sent', async () => {
    const answers = [];
    for (let request = 0; request < 6; request++) {
      answers.push(await loginFrom('10.0.4.1', 'forgotpassword', { email: 'bystander@example.org' }));
    }
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.message)).size).toBe(1);
    const [{ count }] = await sql<{ count: number }>(
      `select count(*)::int from mail_message where recipient = 'bystander@example.org' and kind = 'reset-password'`,
    );
    expect(count).toBe(5);
  });
});
