// A mailed API key outlives its mail by a year: once the outbox has delivered it (over SMTP, to a real test
// mailbox), the outbox keeps who, when and what about, and no longer the body that held the key.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningApp } from '../../api/src/app.ts';
import { withheldBody } from '../../api/src/modules/mail/mail.service.ts';
import { startTestApp } from '../support/app.ts';
import { graphqlData, loginAsDemoUser } from '../support/http.ts';
import { startTestMailbox, type TestMailbox } from '../support/smtp.ts';

let app: RunningApp;
let mailbox: TestMailbox;

beforeAll(async () => {
  mailbox = await startTestMailbox();
  app = await startTestApp({ SMTP_URL: mailbox.smtpUrl });
});

afterAll(async () => {
  await app?.stop();
  await mailbox?.close();
});

const sql = <Row = Record<string, unknown>>(query: string, params: unknown[] = []) =>
  app.database.orm.em.getConnection().execute<Row[]>(query, params);

it('delivers the key, then blanks the body that held it in the outbox', async () => {
  const coCapacity = await loginAsDemoUser(app, 'coCapacity');
  const { generateApiKey } = await graphqlData<{ generateApiKey: { key: string; apiKey: { id: number } } }>(
    app,
    'mutation G($input: GenerateApiKeyInput) { generateApiKey(input: $input) { key apiKey { id } } }',
    { input: {} },
    coCapacity,
  );
  const { key, apiKey } = generateApiKey;
  await graphqlData(
    app,
    'mutation S($input: SendApiKeyInput!) { sendApiKey(input: $input) { id } }',
    { input: { id: apiKey.id, key, recipientEmail: 'analyst@example.org' } },
    coCapacity,
  );

  const received = await mailbox.next('analyst@example.org');
  expect(received.text).toContain(`X-API-Key: ${key}`);
  await expect
    .poll(async () => (await sql<{ text: string }>("select text from mail_message where kind = 'api-key'"))[0]?.text)
    .toBe(withheldBody);
  const [stored] = await sql<{ recipient: string; sent: boolean; html: string | null }>(
    "select recipient, sent_at is not null as sent, html from mail_message where kind = 'api-key'",
  );
  expect(stored).toEqual({ recipient: 'analyst@example.org', sent: true, html: null });
  const leaks = await sql("select id from mail_message where text like '%' || ? || '%'", [key]);
  expect(leaks).toEqual([]);
});

it('blanks a sent login code and reset link in the outbox too', async () => {
  // Issue 35: reset links and login codes stayed in plain text in mail_message after sending.
  const [{ email }] = await sql<{ email: string }>(
    'select email from app_user where email_confirmed and not disabled order by id limit 1',
  );
  await graphqlData(app, 'mutation R($email: String!) { requestLoginCode(email: $email) { message } }', { email });
  const code = /\b(\d{6})\b/.exec((await mailbox.next(email)).text)![1];
  await graphqlData(app, 'mutation P($email: String!) { requestPasswordReset(email: $email) { message } }', { email });
  expect((await mailbox.next(email)).text).toContain('resetpassword');
  await expect
    .poll(async () =>
      (
        await sql<{ text: string }>(
          "select text from mail_message where recipient = ? and kind in ('login-code', 'reset-password')",
          [email],
        )
      ).map((row) => row.text),
    )
    .toEqual([withheldBody, withheldBody]);
  expect(await sql("select id from mail_message where text like '%' || ? || '%'", [code])).toEqual([]);
});
