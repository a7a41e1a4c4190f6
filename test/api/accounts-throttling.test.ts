// Sign-in throttling (issue 13, point 3): failed passwords and codes are counted per login name and address
// (a delay that doubles, never a lock), per login name from all addresses and per address for all names; the
// last two do not hold an account's owner on an address the account has signed in from. Time is moved by
// ageing the counted attempts in the database rather than by waiting.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningApp } from '../../api/src/app.ts';
import { loadConfig } from '../../api/src/core/config.ts';
import { hashPassword } from '../../api/src/modules/accounts/password.ts';
import { mailsPerAccount, signInBounds } from '../../api/src/modules/accounts/throttle.ts';
import { startTestApp } from '../support/app.ts';
import { holdLocks } from '../support/database-locks.ts';
import { testEnvironment } from '../support/environment.ts';

/** The cost the tests' apps hash passwords at (test/support/environment.ts). */
const testHashCost = loadConfig(testEnvironment(undefined)).PASSWORD_HASH_COST;

const tooManyAttempts = /^Too many attempts\. Try again in \d+ minutes?\.$/;

let app: RunningApp;

const sql = <Row = Record<string, unknown>>(query: string, params: unknown[] = []) =>
  app.database.orm.em.getConnection().execute<Row[]>(query, params);

/** A call from a given address (the api trusts X-Forwarded-For from its loopback proxy). */
async function callFrom(address: string, path: string, body: unknown) {
  const response = await fetch(`${app.url}/api/account/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { title?: string; message?: string };
  const retryAfter = response.headers.get('retry-after');
  return { status: response.status, ...answer, retryAfter: retryAfter === null ? null : Number(retryAfter) };
}

const passwordLogin = (address: string, username: string, password: string) =>
  callFrom(address, 'login', { username, password });

/** Moves every counted attempt this many seconds into the past. */
const age = (seconds: number) =>
  sql(`update auth_attempt set attempted_at = attempted_at - ? * interval '1 second'`, [seconds]);

async function createAccount(userName: string, password: string): Promise<void> {
  await sql(
    `insert into app_user (user_name, display_name, email, role_name, password_hash, email_confirmed)
     values (?, ?, ?, 'user', ?, true)`,
    [userName, userName, `${userName}@example.org`, await hashPassword(password, testHashCost)],
  );
}

function expectThrottled(outcome: Awaited<ReturnType<typeof callFrom>>, maxSeconds: number) {
  expect(outcome.status).toBe(429);
  expect(outcome.title).toMatch(tooManyAttempts);
  expect(outcome.retryAfter).toBeGreaterThan(0);
  expect(outcome.retryAfter).toBeLessThanOrEqual(maxSeconds);
}

beforeAll(async () => {
  app = await startTestApp();
  for (const name of ['victim', 'patient', 'bystander', 'coder']) await createAccount(name, `${name}-password`);
});

afterAll(async () => {
  await app?.stop();
});

beforeEach(async () => {
  await sql('delete from auth_attempt');
});

describe('an attacker guessing an account from many addresses', () => {
  it('is held at each address, and never keeps the owner out, from any address', async () => {
    // Issue 35: ten failures an hour from anywhere made the owner wait an hour when signing in from a new address.
    const addresses = 6;
    for (let address = 0; address < addresses; address++) {
      let guesses = 0;
      let outcome = await passwordLogin(`10.1.1.${address}`, 'victim', 'wrong');
      while (outcome.status === 401) {
        guesses += 1;
        outcome = await passwordLogin(`10.1.1.${address}`, 'victim', 'wrong');
      }
      // Each address is slowed down on its own: the pair's free failures, then a wait.
      expect(guesses).toBe(signInBounds.pairFreeFailures);
      expectThrottled(outcome, signInBounds.pairFirstDelayMs / 1000);
    }
    const [{ failures }] = await sql<{ failures: number }>(
      `select count(*)::int as failures from auth_attempt where subject like 'pair:victim|%'`,
    );
    expect(failures).toBe(addresses * signInBounds.pairFreeFailures);

    // The owner, from an address the account never used, signs in at once.
    expect((await passwordLogin('10.1.9.9', 'victim', 'victim-password')).status).toBe(200);
  });
});

describe('failures of one name from one address', () => {
  it('wait for nothing five times, then for a delay that doubles up to 15 minutes, and the right password ends it', async () => {
    // Signed in from here before: only this pair's own delay applies.
    expect((await passwordLogin('10.2.0.1', 'patient', 'patient-password')).status).toBe(200);
    for (let attempt = 0; attempt < signInBounds.pairFreeFailures; attempt++) {
      expect((await passwordLogin('10.2.0.1', 'patient', 'wrong')).status).toBe(401);
    }
    const delays = [];
    for (let step = 0; step < 7; step++) {
      const throttled = await passwordLogin('10.2.0.1', 'patient', 'wrong');
      expectThrottled(throttled, signInBounds.pairMaxDelayMs / 1000);
      delays.push(throttled.retryAfter!);
      await age(throttled.retryAfter!);
      expect((await passwordLogin('10.2.0.1', 'patient', 'wrong')).status).toBe(401);
    }
    expect(delays).toEqual([30, 60, 120, 240, 480, 900, 900]);

    await age(900);
    expect((await passwordLogin('10.2.0.1', 'patient', 'patient-password')).status).toBe(200);
    expect((await passwordLogin('10.2.0.1', 'patient', 'wrong')).status).toBe(401);
  });

  it('are counted alike for the password and the code', async () => {
    const tryCode = () => callFrom('10.2.1.1', 'loginwithotp', { username: 'coder@example.org', password: '123456' });
    for (let attempt = 0; attempt < signInBounds.pairFreeFailures; attempt++) {
      expect((await tryCode()).status).toBe(400);
    }
    expectThrottled(await tryCode(), 30);
  });
});

describe('an address that failed for many names', () => {
  it('is held to the per-address bound, except for an account that signed in from it before', async () => {
    expect((await passwordLogin('10.3.0.1', 'bystander', 'bystander-password')).status).toBe(200);
    // The address's failures, as if it had tried that many names once each.
    await sql(
      `insert into auth_attempt (subject, attempted_at) select 'ip:10.3.0.1', now() from generate_series(1, ?)`,
      [signInBounds.perAddress.max],
    );
    expectThrottled(await passwordLogin('10.3.0.1', 'nobody', 'wrong'), signInBounds.perAddress.windowMs / 1000);
    expectThrottled(
      await passwordLogin('10.3.0.1', 'victim', 'victim-password'),
      signInBounds.perAddress.windowMs / 1000,
    );
    // The bystander shares the address and still gets in; other addresses are not affected.
    expect((await passwordLogin('10.3.0.1', 'bystander', 'bystander-password')).status).toBe(200);
    expect((await passwordLogin('10.3.0.2', 'victim', 'victim-password')).status).toBe(200);
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
    for (let attempt = 0; attempt < signInBounds.pairFreeFailures; attempt++) {
      expect((await login()).status).toBe(401);
    }
    const throttled = await login();
    const body = (await throttled.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(throttled.status).toBe(429);
    expect(body.errors[0].message).toMatch(tooManyAttempts);
    expect(body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('mails asked for', () => {
  it('are capped per account: past five in the window the answer stays the same but nothing is sent', async () => {
    const ask = () => callFrom('10.0.4.1', 'forgotpassword', { email: 'bystander@example.org' });
    // The mails are composed after the answer.
    const resetMails = async () =>
      (
        await sql<{ count: number }>(
          `select count(*)::int from mail_message where recipient = 'bystander@example.org' and kind = 'reset-password'`,
        )
      )[0].count;
    const answers = [];
    for (let request = 0; request < mailsPerAccount.max; request++) answers.push(await ask());
    await expect.poll(resetMails, { timeout: 30_000 }).toBe(mailsPerAccount.max);

    // Each composition takes the account's row lock first (one at a time per account). The test holds it while the
    // sixth is asked for, sees that composition wait for it, and queues behind it: once the test has the rows again,
    // the sixth composition has ended, and anything it wrote is in.
    const accountRow = `select id from app_user where email = 'bystander@example.org' for update`;
    const held = await holdLocks(app.database.url, accountRow);
    answers.push(await ask());
    await held.waitedOn();
    const behindTheSixth = holdLocks(app.database.url, accountRow);
    await held.release();
    await (await behindTheSixth).release();
    expect(await resetMails()).toBe(mailsPerAccount.max);

    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.message)).size).toBe(1);
  });
});
