// Api key Setup (spec 001 §2, §4) in a real browser, as a co-capacity user: "Generate Api key" shows the key with
// its header name and the button becomes "Send Api key", which mails it (the outbox, then the mailbox); the key
// reads the database with the README's Python script; the list shows it, and Revoke ends it.
import { apiKeyMessages, apiKeyPattern } from '@esvd/schema/rules/api-keys';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { repositoryRoot } from '../../api/src/core/config.ts';
import { demoAccounts } from '../../api/src/db/seed/index.ts';
import { withheldBody } from '../../api/src/modules/mail/mail.service.ts';
import { e2eServer } from '../support/browser.ts';
import { loginThroughUi, screenshot, useBrowserPages } from '../support/e2e-page.ts';
import { demoPassword } from '../support/environment.ts';
import { withClient } from '../support/postgres.ts';
import { startTestMailbox, type TestMailbox } from '../support/smtp.ts';

const run = promisify(execFile);
const server = e2eServer();
const coCapacity = demoAccounts.find((account) => account.role === 'coCapacity')!;
const recipient = 'data-scientist@example.org';
const { newPage } = useBrowserPages();
let mailbox: TestMailbox;

beforeAll(async () => {
  mailbox = await startTestMailbox(server.smtpPort);
});

afterAll(async () => {
  await mailbox?.close();
});

/** A GraphQL query sent as a script sends it, with the key in its header. */
async function queryWithKey(key: string, query: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-API-Key': key },
    body: JSON.stringify({ query }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

it('generates a key, sends it to its recipient, and the key reads the database until it is revoked', async () => {
  const page = await newPage();
  await page.goto(`${server.url}/login`, { waitUntil: 'load' });
  await loginThroughUi(page, coCapacity.userName, demoPassword);
  await page.waitForURL(`${server.url}/`);
  await page.getByRole('button', { name: 'Admin', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Api key Setup' }).click();
  await page.waitForURL(`${server.url}/apikeySetup`);
  await page.getByRole('heading', { name: 'Api key Setup', level: 1 }).waitFor();

  const form = page.locator('#search-api-key');
  await form.getByRole('button', { name: 'Generate Api key' }).click();
  const keyField = form.getByLabel('API Key');
  await expect.poll(() => keyField.inputValue()).toMatch(apiKeyPattern);
  const key = await keyField.inputValue();
  expect(await form.getByTestId('api-key-header').textContent()).toBe(`X-API-Key: ${key}`);
  // Sending needs a recipient.
  await form.getByRole('button', { name: 'Send Api key' }).click();
  await form.getByText(apiKeyMessages.recipientRequired).waitFor();
  await screenshot(page, 'api-key-generated');

  await form.getByLabel('Recipient Email').fill(recipient);
  await form.getByLabel('Subject').fill('Your key to the ESVD');
  await form.getByRole('button', { name: 'Send Api key' }).click();
  await form.getByText(`The API key was sent to ${recipient}.`).waitFor();

  const mail = await mailbox.next(recipient, { subject: /Your key to the ESVD/ });
  expect(mail.text).toContain(`X-API-Key: ${key}`);
  // Delivered, the key no longer sits in the outbox.
  const outbox = () =>
    withClient(server.databaseUrl, (client) =>
      client.query<{ text: string }>("select text from mail_message where kind = 'api-key' and recipient = $1", [
        recipient,
      ]),
    );
  await expect.poll(async () => (await outbox()).rows.map((row) => row.text)).toEqual([withheldBody]);

  // The README's Python script, run as the recipient runs it with the key from the page, pulls a country's
  // valuations over GraphQL.
  const { stdout } = await run(
    'python3',
    [path.join(repositoryRoot, 'examples/python/pull_valuations_graphql.py'), 'KEN'],
    {
      env: { ...process.env, ESVD_URL: server.url, ESVD_API_KEY: key },
    },
  );
  expect(stdout).toMatch(/^\d+ valuations in KEN\nfirst ValueIds: \d+/);

  // The list shows the key sent; Revoke, confirmed, ends it.
  const row = page.getByTestId('api-keys').getByRole('row').filter({ hasText: recipient });
  await row.getByText('Active').waitFor();
  await row.getByRole('button', { name: `Revoke the API key ${key.slice(0, 13)}…` }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke API key' });
  await screenshot(page, 'api-key-revoke');
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await row.getByText(/^Revoked /).waitFor();
  expect((await queryWithKey(key, '{ totalValuationCount }')).status).toBe(401);

  // Clear starts again with "Generate Api key".
  await form.getByRole('button', { name: 'Clear' }).click();
  expect(await keyField.inputValue()).toBe('');
  await form.getByRole('button', { name: 'Generate Api key' }).waitFor();
});
