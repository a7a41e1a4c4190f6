// Issue 35: a login code or a reset link waiting in the outbox (its mail server away) stayed there in plain text and
// went out whenever the server came back, however late. Such a mail now expires with its code: once the code has
// expired, the mail is emptied rather than sent. Time is moved by ageing the mail's expiry in the database.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningApp } from '../../api/src/app.ts';
import { demoEmail } from '../../api/src/db/seed/index.ts';
import { expiredBody, withheldBody } from '../../api/src/modules/mail/mail.service.ts';
import { startTestApp } from '../support/app.ts';
import { rest } from '../support/http.ts';
import { freePort } from '../support/os.ts';
import { startTestMailbox, type TestMailbox } from '../support/smtp.ts';

interface OutboxRow {
  text: string;
  html: string | null;
  sent_at: Date | null;
  attempts: number;
}

let app: RunningApp;
let mailbox: TestMailbox | undefined;
let smtpPort: number;

const sql = <Row = Record<string, unknown>>(query: string, params: unknown[] = []) =>
  app.database.orm.em.getConnection().execute<Row[]>(query, params);

const outboxRow = async (recipient: string) =>
  (await sql<OutboxRow>(`select text, html, sent_at, attempts from mail_message where recipient = ?`, [recipient]))[0];

/** Waits until the recipient's mail has been tried (and failed: the mail server is away). */
async function tried(recipient: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!((await outboxRow(recipient))?.attempts > 0)) {
    if (Date.now() > deadline) throw new Error(`The mail to ${recipient} was not tried within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  // The mail server is away at first: nothing listens on its port yet.
  smtpPort = await freePort();
  app = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
});

afterAll(async () => {
  await app?.stop();
  await mailbox?.close();
});

it('empties an unsent login code once it expired and never sends it, while a live reset link still goes out', async () => {
  const [codeOwner, resetOwner, later] = ['demo-basic', 'demo-user', 'demo-analyst'].map(demoEmail);
  expect((await rest(app, 'GET', `/api/account/generateotp?usernameOrEmail=${codeOwner}`)).status).toBe(200);
  expect((await rest(app, 'POST', '/api/account/forgotpassword', { email: resetOwner })).status).toBe(200);
  await tried(codeOwner);
  await tried(resetOwner);

  // The code's 15 minutes pass while the mail server is away.
  await sql(`update mail_message set expires_at = now() - interval '1 second' where recipient = ?`, [codeOwner]);
  mailbox = await startTestMailbox(smtpPort);
  // The next mail asked for sends the outbox: the live reset link and itself, oldest first.
  expect((await rest(app, 'GET', `/api/account/generateotp?usernameOrEmail=${later}`)).status).toBe(200);
  await mailbox.next(resetOwner, { subject: /Reset your/ });
  await mailbox.next(later, { subject: /login code/ });

  expect(mailbox.received().filter((mail) => mail.to.includes(codeOwner))).toEqual([]);
  expect(await outboxRow(codeOwner)).toMatchObject({ text: expiredBody, html: null, sent_at: null });
  expect((await outboxRow(resetOwner)).text).toBe(withheldBody);
});
