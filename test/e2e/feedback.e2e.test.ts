// The feedback button and form (spec 001 §2-§5, §8) in a real browser: visitors have no button; a signed-in user
// opens the form, meets its rules' messages, sends it and is thanked; when sending fails, the spec's "Something
// happened..." dialog says so and the answers stay for another try.
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { demoAccounts } from '../../api/src/db/seed/index.ts';
import { e2eServer } from '../support/browser.ts';
import { openThroughLogin, screenshot, useBrowserPages } from '../support/e2e-page.ts';
import { demoPassword } from '../support/environment.ts';

const server = e2eServer();
const user = demoAccounts.find((account) => account.role === 'user')!;
const { newPage, expectConsoleErrorInThisTest } = useBrowserPages();

/** Gives `stars` of 10 by clicking the star, as a pointer user does. */
async function rate(form: Locator, stars: number): Promise<void> {
  const star = form.getByRole('radio', { name: `${stars} of 10`, exact: true });
  await form.locator(`label[for="${await star.getAttribute('id')}"]`).click();
}

async function openForm(page: Page) {
  await openThroughLogin(page, '/userprofile', user.userName, demoPassword);
  await page.getByRole('button', { name: 'Send feedback or a feature request' }).click();
  const form = page.getByRole('dialog', { name: 'ESVD Feedback & Feature Request Form' });
  await form.waitFor();
  return form;
}

it('is offered to signed-in users only', async () => {
  const page = await newPage();
  // A page for signed-in users sends a visitor to the login page only once the app knows who is there (until then
  // it shows a loader): the layout, which shows the button to signed-in users, has had that same answer by then.
  await page.goto(`${server.url}/userprofile`, { waitUntil: 'load' });
  await page.waitForURL(/\/login\/userprofile$/);
  await page.getByLabel('Username or Email').waitFor();
  expect(await page.getByRole('button', { name: 'Send feedback or a feature request' }).count()).toBe(0);
});

it("checks the answers with the spec's messages, sends them and thanks the user", async () => {
  const page = await newPage();
  const form = await openForm(page);
  await form.getByRole('button', { name: 'Send' }).click();
  await form.getByText('Please rate your satisfaction.').waitFor();
  await form.getByText('Required', { exact: true }).waitFor();
  await form.getByRole('checkbox', { name: 'Other' }).check();
  await form.getByRole('button', { name: 'Send' }).click();
  await form.getByText('Please specify other issues or bugs').waitFor();
  await screenshot(page, 'feedback-form-messages');

  await rate(form, 8);
  await form.getByLabel('What do you use the ESVD for?').fill('Benefit transfer for wetlands');
  await form.getByLabel('Which other issues or bugs?').fill('The map is slow on my phone');
  await form.getByRole('checkbox', { name: 'Downloading' }).check();
  await form.getByRole('button', { name: 'Send' }).click();
  await page.getByText('Thank you: your feedback was sent to the team.').waitFor();
  await form.waitFor({ state: 'detached' });
});

it('says "Something happened..." when the feedback cannot be sent, and keeps the answers', async () => {
  const page = await newPage();
  const form = await openForm(page);
  await rate(form, 6);
  await form.getByLabel('What do you use the ESVD for?').fill('Teaching');
  expectConsoleErrorInThisTest(/Failed to load resource|ERR_FAILED|net::/);
  await page.route('**/graphql', async (route) => {
    if (route.request().postData()?.includes('SendFeedback')) await route.abort();
    else await route.continue();
  });
  await form.getByRole('button', { name: 'Send' }).click();
  const failure = page.getByRole('dialog', { name: 'Something happened...' });
  await failure
    .getByText(
      'There was a problem sending your feedback. Please try again or contact the ESVD Team at esvd@esvd.local.',
    )
    .waitFor();
  await screenshot(page, 'feedback-failure');
  await failure.getByRole('button', { name: 'OK' }).click();
  await form.getByLabel('What do you use the ESVD for?').and(page.locator('textarea')).waitFor();
  if ((await form.getByLabel('What do you use the ESVD for?').inputValue()) !== 'Teaching') {
    throw new Error('The answers were lost');
  }
});
