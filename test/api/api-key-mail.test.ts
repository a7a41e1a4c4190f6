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
