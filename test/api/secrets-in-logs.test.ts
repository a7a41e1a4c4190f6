// The log never holds a secret (issue 13, point 7): no password the product did not generate itself, no
// hash, session token, login code or link code, not even inside a failed write's error. Mails are printed
// only in the local demo (no SMTP_URL, no DATABASE_URL, not production); elsewhere they stay in the outbox.
import { randomBytes } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { passwordFileName } from '../../api/src/db/embedded-postgres.ts';
import { startApiProcess, type ApiProcess } from '../support/api-process.ts';
import { testEnvironment } from '../support/environment.ts';
import { login, rest } from '../support/http.ts';
import { freePort, temporaryDirectory } from '../support/os.ts';
import { createDatabase, databaseUrl, withClient } from '../support/postgres.ts';

/** A password nobody else uses, so finding it in the log can only mean it was logged. */
const secretPassword = (name: string) => `${name}-${randomBytes(6).toString('hex')}`;

const signUpBody = (username: string, email: string, password: string) => ({
  displayName: `Journey ${username}`,
  organization: 'Log readers',
  sector: 'NGO',
  purposeOfAccess: 'Education',
  username,
  email,
  password,
  confirmpassword: password,
});

describe('an api on a database server (DATABASE_URL set), through a full account journey', () => {
  const passwords = {
    admin: secretPassword('admin-from-environment'),
    demo: secretPassword('demo-from-environment'),
    signUp: secretPassword('first'),
    refusedSignUp: secretPassword('refused'),
    duplicateSignUp: secretPassword('duplicate'),
    wrong: secretPassword('wrong'),
    reset: secretPassword('reset'),
  };
  const tokens: string[] = [];
  let api: ApiProcess;
  let url: string;

  const sql = <Row>(text: string, values: unknown[] = []) =>
    withClient(url, async (client) => (await client.query(text, values)).rows as Row[]);

  /** The newest mail of a kind to a recipient, read from the outbox table (the log no longer shows it). */
  const mailText = async (recipient: string, kind: string, after = 0) => {
    let text: string | undefined;
    await expect
      .poll(async () => {
        const [row] = await sql<{ text: string }>(
          'select text from mail_message where recipient = $1 and kind = $2 and id > $3 order by id desc limit 1',
          [recipient, kind, after],
        );
        text = row?.text;
        return Boolean(text);
      })
      .toBe(true);
    return text!;
  };
  const newestMailId = async () =>
    Number((await sql<{ id: number | null }>('select max(id) as id from mail_message'))[0].id ?? 0);
  const linkCode = (text: string, page: string) =>
    new URL(text.match(new RegExp(`https?://\\S+/${page}\\?\\S+`))![0]).searchParams.get('code')!;

  beforeAll(async () => {
    // An empty database, so that this api seeds it (administrator and demo accounts) and its log shows how.
    const postgres = inject('testPostgres');
    const name = `${postgres.databasePrefix}${randomBytes(4).toString('hex')}`;
    await createDatabase(postgres.serverUrl, name);
    url = databaseUrl(postgres.serverUrl, name);
    api = await startApiProcess(
      testEnvironment(url, {
        SMTP_URL: '',
        LOG_LEVEL: 'debug',
        DEMO_VALUATIONS: '20',
        ADMIN_PASSWORD: passwords.admin,
        DEMO_PASSWORD: passwords.demo,
      }),
    );
  });

  afterAll(async () => {
    await api?.stop();
  });

  it('logs none of the passwords, hashes, tokens, codes or links, and prints no mail', async () => {
    expect(api.output()).toMatch(/Administrator created: .*password from ADMIN_PASSWORD/);
    expect(api.output()).toMatch(/Demo accounts, .*password from DEMO_PASSWORD/);

    const email = 'journey@example.org';
    expect(
      (await rest(api, 'POST', '/api/account/signup', signUpBody('journey', email, passwords.signUp))).status,
    ).toBe(200);
    const confirmCode = linkCode(await mailText(email, 'confirm-email'), 'confirmemail');
    expect(
      (await rest(api, 'POST', '/api/account/confirmemail', { username: 'journey', code: confirmCode })).status,
    ).toBe(200);

    // A write that fails inside PostgreSQL with the new user's password hash among its parameters: the
    // api logs the unexpected error, and the log must not carry the statement's values.
    await sql(`alter table app_user add constraint refuse_for_test check (user_name <> 'refused')`);
    const refused = await rest(
      api,
      'POST',
      '/api/account/signup',
      signUpBody('refused', 'refused@example.org', passwords.refusedSignUp),
    );
    expect(refused.status).toBeGreaterThanOrEqual(500);
    await rest(api, 'POST', '/api/account/signup', signUpBody('journey2', email, passwords.duplicateSignUp));

    expect(
      (await rest(api, 'POST', '/api/account/login', { username: 'journey', password: passwords.wrong })).status,
    ).toBe(401);
    const loggedIn = await rest<{ token: string }>(api, 'POST', '/api/account/login', {
      username: 'journey',
      password: passwords.signUp,
    });
    expect(loggedIn.status).toBe(200);
    tokens.push(loggedIn.body.token);

    const beforeCode = await newestMailId();
    await rest(api, 'GET', `/api/account/generateotp?usernameOrEmail=${encodeURIComponent(email)}`);
    const loginCode = /\b\d{6}\b/.exec(await mailText(email, 'login-code', beforeCode))![0];
    const byCode = await rest<{ token: string }>(api, 'POST', '/api/account/loginwithotp', {
      username: email,
      password: loginCode,
    });
    expect(byCode.status).toBe(200);
    tokens.push(byCode.body.token);

    const beforeReset = await newestMailId();
    await rest(api, 'POST', '/api/account/forgotpassword', { email });
    const resetCode = linkCode(await mailText(email, 'reset-password', beforeReset), 'resetpassword');
    const reset = await rest(api, 'POST', '/api/account/resetpassword', {
      username: 'journey',
      code: resetCode,
      password: passwords.reset,
      confirmpassword: passwords.reset,
    });
    expect(reset.status).toBe(200);
    tokens.push(await login(api, 'journey', passwords.reset));

    // API errors: a bad request and an unknown path.
    expect((await rest(api, 'POST', '/api/account/login', { username: 'journey' })).status).toBe(400);
    expect((await rest(api, 'GET', '/api/no-such-path')).status).toBe(404);

    const hashColumns = await sql<{ table_name: string; column_name: string }>(
      `select table_name, column_name from information_schema.columns
        where table_schema = current_schema() and column_name like '%hash%'`,
    );
    const hashes: string[] = [];
    for (const { table_name, column_name } of hashColumns) {
      const rows = await sql<{ value: string }>(
        `select "${column_name}"::text as value from "${table_name}" where "${column_name}" is not null`,
      );
      hashes.push(...rows.map((row) => row.value));
    }
    expect(hashes.length).toBeGreaterThan(3);
    const mails = await sql<{ subject: string; text: string; sent: boolean }>(
      'select subject, text, sent_at is not null as sent from mail_message',
    );

    const log = api.output();
    const secrets = { ...passwords, hashes, tokens, linkCodes: [confirmCode, resetCode] };
    const logged = Object.entries(secrets).flatMap(([name, values]) =>
      [values].flat().flatMap((value) => (log.includes(value) ? [name] : [])),
    );
    if (new RegExp(`\\b${loginCode}\\b`).test(log)) logged.push('loginCode');
    expect(logged, 'secrets in the log').toEqual([]);
    expect(log).not.toContain('$argon2');
    // The mails stay in the outbox, unsent and unprinted; the log says why, once, without their content.
    expect(mails.length).toBeGreaterThanOrEqual(3);
    for (const mail of mails) {
      expect(mail.sent).toBe(false);
      expect(log).not.toContain(mail.subject);
    }
    expect(log).toMatch(/SMTP_URL is not set/);
  });
});

describe('the local demo (no DATABASE_URL, no SMTP_URL, not production)', () => {
  let api: ApiProcess;
  let dataDir: string;
  let url: string;

  beforeAll(async () => {
    dataDir = await temporaryDirectory('esvd-secrets-test-');
    const port = await freePort();
    api = await startApiProcess(
      testEnvironment(undefined, {
        DATA_DIR: dataDir,
        EMBEDDED_PG_PORT: String(port),
        SEED_DEMO: 'false',
        SMTP_URL: '',
        // The embedded PostgreSQL's own log reaches the api's at debug.
        LOG_LEVEL: 'debug',
      }),
    );
    const password = (await readFile(path.join(dataDir, passwordFileName), 'utf8')).trim();
    url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/esvd`;
  });

  afterAll(async () => {
    await api?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('prints mails, so that a local user can follow the confirmation link, and no password or hash', async () => {
    const password = secretPassword('local');
    const signedUp = await rest(api, 'POST', '/api/account/signup', signUpBody('local', 'local@example.org', password));
    expect(signedUp.status).toBe(200);
    await expect
      .poll(() => api.output(), { timeout: 10_000 })
      .toMatch(/http:\/\/\S+\/confirmemail\?username=local&code=[\w-]+/);

    await withClient(url, (client) =>
      client.query(`alter table app_user add constraint refuse_for_test check (user_name <> 'refused')`),
    );
    const refusedPassword = secretPassword('refused');
    const refused = await rest(
      api,
      'POST',
      '/api/account/signup',
      signUpBody('refused', 'refused@example.org', refusedPassword),
    );
    expect(refused.status).toBeGreaterThanOrEqual(500);
    await expect.poll(() => api.output()).toMatch(/refuse_for_test/);
    // Nor any value of the failed row (its e-mail stands for them), which PostgreSQL's own log would repeat.
    for (const secret of [password, refusedPassword, '$argon2', 'refused@example.org']) {
      expect(api.output()).not.toContain(secret);
    }
  });
});
