// The consent banner (spec 001 §2, §4, §9) in a real browser: a new visitor is asked; before and without consent no
// page view is sent; the choice is a cookie of 150 days, so a reload does not ask again; after Accept each page
// opened is counted (administrators read the counts); "Cookie settings" in the footer asks again.
import type { Page, Request } from 'playwright-core';
import { expect, it } from 'vitest';
import { e2eServer } from '../support/browser.ts';
import { untilIdle, useBrowserPages } from '../support/e2e-page.ts';
import { graphqlData, loginAsAdmin } from '../support/http.ts';

const server = e2eServer();
const { newPage } = useBrowserPages();
const dayMs = 24 * 60 * 60 * 1000;

/** The page views the page sends, as they are sent. */
function pageViewsSent(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request: Request) => {
    if (request.url().endsWith('/api/analytics/pageview'))
      paths.push((request.postDataJSON() as { path: string }).path);
  });
  return paths;
}

async function consentCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'esvd_consent');
}

it('asks a new visitor, sends nothing after Decline, and remembers the choice for 150 days', async () => {
  const page = await newPage(undefined, { consent: 'unasked' });
  const sent = pageViewsSent(page);
  await page.goto(`${server.url}/`, { waitUntil: 'load' });
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await banner.getByText('May we count your page views?').waitFor();
  await banner.getByRole('button', { name: 'Decline' }).click();
  await banner.waitFor({ state: 'detached' });

  const cookie = await consentCookie(page);
  expect(cookie?.value).toBe('declined');
  const daysLeft = (cookie!.expires * 1000 - Date.now()) / dayMs;
  expect(daysLeft).toBeGreaterThan(149.9);
  expect(daysLeft).toBeLessThanOrEqual(150);

  await page.getByRole('link', { name: 'Value Calculator' }).first().click();
  await page.getByRole('heading', { name: 'Value transfer calculator' }).waitFor();
  await page.reload({ waitUntil: 'load' });
  await page.getByRole('link', { name: 'Home' }).first().waitFor();
  // The banner and the page view are the layout's to show and send as it renders, with its effects: once the page
  // has nothing left to do, neither can still come.
  await untilIdle(page);
  expect(await page.getByRole('region', { name: 'Cookie consent' }).count()).toBe(0);
  expect(sent).toEqual([]);
});

it('counts each page opened after Accept, and asks again from Cookie settings', async () => {
  const page = await newPage(undefined, { consent: 'unasked' });
  const sent = pageViewsSent(page);
  await page.goto(`${server.url}/vtt/calculations`, { waitUntil: 'load' });
  const counted = page.waitForResponse((response) => response.url().endsWith('/api/analytics/pageview'));
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept' }).click();
  expect((await counted).status()).toBe(200);
  expect((await consentCookie(page))?.value).toBe('accepted');
  expect(sent).toEqual(['/vtt/calculations']);

  const { pageViews } = await graphqlData<{ pageViews: { path: string; views: number }[] }>(
    server,
    '{ pageViews(days: 1) { path views } }',
    {},
    await loginAsAdmin(server),
  );
  expect(pageViews.find((view) => view.path === '/vtt/calculations')?.views).toBeGreaterThanOrEqual(1);

  await page.getByRole('button', { name: 'Cookie settings' }).click();
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Decline' }).click();
  expect((await consentCookie(page))?.value).toBe('declined');
});
