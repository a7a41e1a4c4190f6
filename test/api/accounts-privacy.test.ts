// Whether an account exists is not disclosed (issue 13, point 4): the answers to a known and an unknown account
// are alike in status, body, Retry-After and the work behind them, and a sign-up with a registered email answers as a
// new one does while the owner is told by mail. No check here compares times measured on the clock: a request for a
// code or a link is shown to be answered while its account cannot be looked up, and a wrong password to cost the
// same work (CPU time, which other work on the machine does not stretch) for a name of nobody.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningApp } from '../../api/src/app.ts';
import { defaultPasswordHashCost, loadConfig } from '../../api/src/core/config.ts';
import { hashPassword } from '../../api/src/modules/accounts/password.ts';
import { signInBounds } from '../../api/src/modules/accounts/throttle.ts';
import { startTestApp } from '../support/app.ts';
import { holdLocks } from '../support/database-locks.ts';

let app: RunningApp;

const sql = <Row = Record<string, unknown>>(query: string, params: unknown[] = []) =>
  app.database.orm.em.getConnection().execute<Row[]>(query, params);

const address = '10.20.0.1';
/** The product's cost, which an unset PASSWORD_HASH_COST means. */
const productCost = loadConfig({}).PASSWORD_HASH_COST;

interface Answer {
  status: number;
  body: unknown;
  retryAfter: number | null;
  /** The clock (the api runs in this process) just before the request went and just after its answer came. */
  sentAt: number;
  answeredAt: number;
}

/** A call from `address` (the api trusts X-Forwarded-For from its loopback proxy). */
async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer> {
  const sentAt = Date.now();
  const response = await fetch(`${app.url}/api/account/${path}`, {
    method,
    headers: { 'x-forwarded-for': address, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  const answeredAt = Date.now();
  const retryAfter = response.headers.get('retry-after');
  return {
    status: response.status,
    body: JSON.parse(text),
    retryAfter: retryAfter === null ? null : Number(retryAfter),
    sentAt,
    answeredAt,
  };
}

const known = { username: 'known', email: 'known@example.org', password: 'known-password' };
const unknown = { username: 'unknown', email: 'unknown@example.org' };

async function createAccount(userName: string, email: string, password: string): Promise<void> {
  await sql(
    `insert into app_user (user_name, display_name, email, role_name, password_hash, email_confirmed)
     values (?, ?, ?, 'user', ?, true)`,
    [userName, userName, email, await hashPassword(password, productCost)],
  );
}

/** When the name last failed from `address` (as the throttle counts it: the name as typed, in lower case). */
async function lastFailureAt(name: string): Promise<number> {
  const [row] = await sql<{ at: Date | null }>('select max(attempted_at) as at from auth_attempt where subject = ?', [
    `pair:${name.toLowerCase()}|${address}`,
  ]);
  expect(row.at, `failures of ${name}`).not.toBeNull();
  return new Date(row.at!).getTime();
}

/**
 * The same statuses and bodies, Retry-After on the same answers, and each Retry-After the one rule gives both names
 * (no comparison of two answers, which can fall on either side of a second's boundary): the pair's first delay
 * after its last failure, in whole seconds rounded up, as counted at some moment while the request was under way.
 * Each test's throttled tries come after the free failures and are not counted, so the first delay is the one.
 */
async function expectAlikeInAnswer(
  answers: { known: Answer[]; unknown: Answer[] },
  names: { known: string; unknown: string },
) {
  const shape = (answer: Answer) => ({ status: answer.status, body: answer.body, retries: answer.retryAfter !== null });
  expect(answers.known.map(shape)).toEqual(answers.unknown.map(shape));
  for (const who of ['known', 'unknown'] as const) {
    const retryAt = (await lastFailureAt(names[who])) + signInBounds.pairFirstDelayMs;
    answers[who].forEach(({ retryAfter, sentAt, answeredAt }, index) => {
      if (retryAfter === null) return;
      const bounds = [Math.ceil((retryAt - answeredAt) / 1000), Math.ceil((retryAt - sentAt) / 1000)];
      expect(retryAfter, `Retry-After of the ${who} name's try ${index + 1}`).toBeGreaterThanOrEqual(bounds[0]);
      expect(retryAfter, `Retry-After of the ${who} name's try ${index + 1}`).toBeLessThanOrEqual(bounds[1]);
    });
  }
}

/** The CPU time (of every thread of this process, the api's argon2 workers included) that `work` takes, in ms. */
async function cpuMsOf(work: () => Promise<unknown>): Promise<number> {
  const before = process.cpuUsage();
  await work();
  const { user, system } = process.cpuUsage(before);
  return (user + system) / 1000;
}

beforeAll(async () => {
  // The product's cost: what the answers' likeness rests on (the test environment's is a thousandth of it).
  app = await startTestApp({ PASSWORD_HASH_COST: defaultPasswordHashCost });
  await createAccount(known.username, known.email, known.password);
});

afterAll(async () => {
  await app?.stop();
});

beforeEach(async () => {
  await sql('delete from auth_attempt');
});

describe('a known and an unknown account are answered alike', () => {
  it('on wrong passwords, a try after the throttle stepped in included', async () => {
    const answers = { known: [] as Answer[], unknown: [] as Answer[] };
    for (let attempt = 0; attempt < 8; attempt++) {
      answers.known.push(await call('POST', 'login', { username: known.username, password: 'wrong' }));
      answers.unknown.push(await call('POST', 'login', { username: unknown.username, password: 'wrong' }));
    }
    expect(answers.known[0].status).toBe(401);
    expect(answers.known.at(-1)!.status).toBe(429);
    await expectAlikeInAnswer(answers, { known: known.username, unknown: unknown.username });
  });

  it('on wrong codes', async () => {
    const answers = { known: [] as Answer[], unknown: [] as Answer[] };
    for (let attempt = 0; attempt < 8; attempt++) {
      answers.known.push(await call('POST', 'loginwithotp', { username: known.email, password: '123456' }));
      answers.unknown.push(await call('POST', 'loginwithotp', { username: unknown.email, password: '123456' }));
    }
    expect(answers.known.at(-1)!.status).toBe(429);
    await expectAlikeInAnswer(answers, { known: known.email, unknown: unknown.email });
  });

  it("on a wrong password, with the same work: the password is checked for a name of nobody's too", async () => {
    // The work is argon2's, hundreds of ms of CPU against the rest's few: an unknown name whose password were not
    // checked would take a small part of a known one's. CPU time, unlike time on the clock, does not grow when other
    // work keeps the machine busy; five tries each, alternating, and half as much suffices.
    const wrongPassword = (username: string) => async () => {
      await sql('delete from auth_attempt');
      expect((await call('POST', 'login', { username, password: 'wrong' })).status).toBe(401);
    };
    const cpuMs = { known: 0, unknown: 0 };
    for (let round = 0; round < 5; round++) {
      cpuMs.known += await cpuMsOf(wrongPassword(known.username));
      cpuMs.unknown += await cpuMsOf(wrongPassword(unknown.username));
    }
    expect(cpuMs.unknown, `CPU ms: known ${cpuMs.known}, unknown ${cpuMs.unknown}`).toBeGreaterThan(cpuMs.known / 2);
  });

  it.each([
    {
      what: 'a login code request (generateotp)',
      kind: 'login-code',
      ask: (email: string) => call('GET', `generateotp?usernameOrEmail=${encodeURIComponent(email)}`),
    },
    {
      what: 'a password reset request (forgotpassword)',
      kind: 'reset-password',
      ask: (email: string) => call('POST', 'forgotpassword', { email }),
    },
  ])('on $what, answered before the account is looked up', async ({ kind, ask }) => {
    const mails = async () =>
      (
        await sql<{ count: number }>(
          'select count(*)::int as count from mail_message where recipient = ? and kind = ?',
          [known.email, kind],
        )
      )[0].count;
    const before = await mails();

    // Nobody reads app_user while the test holds this lock: a lookup of either account waits for it, so the answers
    // come without one, and neither their content nor their time can tell what a lookup would find.
    const held = await holdLocks(app.database.url, 'lock table app_user in access exclusive mode');
    let answers: { known: Answer; unknown: Answer };
    try {
      answers = { known: await ask(known.email), unknown: await ask(unknown.email) };
      // Both lookups are on their way, waiting, and no mail is written yet.
      await held.waitedOn(2);
      expect(await mails()).toBe(before);
    } finally {
      await held.release();
    }
    expect(answers.known.status).toBe(200);
    expect({ ...answers.known, sentAt: 0, answeredAt: 0 }).toEqual({ ...answers.unknown, sentAt: 0, answeredAt: 0 });

    // Once the lookups may run, the account's owner gets the mail.
    await expect.poll(mails, { timeout: 30_000 }).toBe(before + 1);
  });
});

describe('sign-up with a registered email', () => {
  const form = (username: string, email: string) => ({
    displayName: `Tester ${username}`,
    organization: 'Test organisation',
    sector: 'Academia',
    purposeOfAccess: 'Research',
    username,
    email,
    password: 'secret1',
    confirmpassword: 'secret1',
  });

  it('answers as a new sign-up does, creates no account, and mails the owner', async () => {
    const fresh = await call('POST', 'signup', form('newcomer', 'newcomer@example.org'));
    const registered = await call('POST', 'signup', form('copycat', 'Known@Example.org'));
    expect(fresh.status).toBe(200);
    expect(registered.status).toBe(200);
    const withoutEmail = (body: unknown) => {
      const { detail, ...rest } = body as { message: string; detail: string };
      return { ...rest, detail: detail.replace(/\S+@\S+/, '<email>') };
    };
    expect(withoutEmail(registered.body)).toEqual(withoutEmail(fresh.body));
    expect((registered.body as { detail: string }).detail).toContain('Known@Example.org');

    const [{ count }] = await sql<{ count: number }>(
      `select count(*)::int from app_user where user_name = 'copycat' or lower(email) = 'known@example.org'`,
    );
    expect(count).toBe(1);
    const mails = await sql<{ kind: string; text: string }>(
      `select kind, text from mail_message where recipient = ? and kind <> 'login-code' and kind <> 'reset-password'`,
      [known.email],
    );
    expect(mails.map((mail) => mail.kind)).toEqual(['sign-up-attempt']);
    expect(mails[0].text).toContain(known.username);
    expect(mails[0].text).toMatch(/\/forgotpassword\b/);
  });

  it('still says a username is taken: it is a public handle', async () => {
    const taken = await call('POST', 'signup', form(known.username.toUpperCase(), 'someone-else@example.org'));
    expect(taken.status).toBe(400);
    expect(taken.body).toMatchObject({ errors: [{ path: 'username', message: 'This username is already taken.' }] });
  });
});
