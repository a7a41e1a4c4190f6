// Without SMTP_URL the outbox prints each mail to the log (issue 3, DESIGN "Mail"), so a local user can
// follow the confirmation link; the log shows nothing else secret: no password, hash or session token.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from '../support/api-process.ts';
import { createTestDatabase } from '../support/database.ts';
import { testEnvironment } from '../support/environment.ts';
import { rest } from '../support/http.ts';

let api: ApiProcess;

beforeAll(async () => {
  api = await startApiProcess(testEnvironment(await createTestDatabase(), { SMTP_URL: '' }));
});

afterAll(async () => {
  await api?.stop();
});

/** Waits until the log shows a match, and returns it. */
async function inLog(pattern: RegExp): Promise<RegExpMatchArray> {
  await expect.poll(() => pattern.test(api.output()), { timeout: 10_000 }).toBe(true);
  return api.output().match(pattern)!;
}

it('prints the confirmation link and the login code, and never a password or a token', async () => {
  const password = 'printed-secret';
  const signedUp = await rest(api, 'POST', '/api/account/signup', {
    displayName: 'Printed',
    organization: 'Log readers',
    sector: 'NGO',
    purposeOfAccess: 'Education',
    username: 'printed',
    email: 'printed@example.org',
    password,
    confirmpassword: password,
  });
  expect(signedUp.status).toBe(200);

  const [link] = await inLog(/http:\/\/\S+\/confirmemail\?username=printed&code=[\w-]+/);
  const url = new URL(link);
  const confirmed = await rest<{ message: string }>(api, 'POST', '/api/account/confirmemail', {
    username: url.searchParams.get('username'),
    code: url.searchParams.get('code'),
  });
  expect(confirmed.body.message).toBe('Your confirmation was successful.');

  const loggedIn = await rest<{ token: string }>(api, 'POST', '/api/account/login', { username: 'printed', password });
  expect(loggedIn.status).toBe(200);

  await rest(api, 'GET', '/api/account/generateotp?usernameOrEmail=printed%40example.org');
  const [, code] = await inLog(/Your login code is:\s+(\d{6})/);
  const byCode = await rest<{ token: string }>(api, 'POST', '/api/account/loginwithotp', {
    username: 'printed@example.org',
    password: code,
  });
  expect(byCode.status).toBe(200);

  const log = api.output();
  expect(log).not.toContain(password);
  expect(log).not.toContain('$argon2id');
  expect(log).not.toContain(loggedIn.body.token);
  expect(log).not.toContain(byCode.body.token);
});
