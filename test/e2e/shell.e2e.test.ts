// The application shell in a real browser: home page count, footer version and citation (live), the
// navigation on phone and computer widths, and the page for unknown paths.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eServer, viewports } from '../support/browser.ts';
import { screenshot, useBrowserPages, type Viewport } from '../support/e2e-page.ts';
import { graphqlData, loginAsAdmin } from '../support/http.ts';

const server = e2eServer();
const versionLabel = /^[A-Z]{3}\d{4}V\d+\.\d+$/;

interface CurrentVersion {
  currentDatabaseVersion: { label: string; referenceText: string } | null;
}

const { newPage, expectConsoleErrorInThisTest } = useBrowserPages();

async function openPage(path: string, viewport: Viewport): Promise<Page> {
  const page = await newPage(viewport);
  await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
  return page;
}

async function currentVersion(): Promise<{ label: string; referenceText: string }> {
  const { currentDatabaseVersion } = await graphqlData<CurrentVersion>(
    server,
    '{ currentDatabaseVersion { label referenceText } }',
  );
  if (!currentDatabaseVersion) throw new Error('The seeded database has no version');
  return currentDatabaseVersion;
}

describe('the home page', () => {
  it('shows the number of value records the api counts, with thousands separators', async () => {
    const { totalValuationCount } = await graphqlData<{ totalValuationCount: number }>(
      server,
      '{ totalValuationCount }',
    );
    expect(totalValuationCount).toBeGreaterThan(1000);

    const page = await openPage('/', viewports.desktop);
    const count = page.getByTestId('total-valuation-count');
    await count.waitFor();
    expect(await count.textContent()).toBe(totalValuationCount.toLocaleString('en-US'));
    expect(await count.textContent()).toMatch(/^\d{1,3}(,\d{3})+$/);
    await screenshot(page, 'home-desktop');
  });

  it('shows the database version and the citation in the footer', async () => {
    const { label } = await currentVersion();
    const page = await openPage('/', viewports.desktop);

    const version = page.getByTestId('database-version');
    await version.waitFor();
    expect(await version.textContent()).toMatch(versionLabel);
    expect(await version.textContent()).toBe(label);
    expect(await page.getByTestId('citation').textContent()).toMatch(/synthetic/i);
  });
});

describe('the navigation', () => {
  it('sits behind an "Open navigation" button on a phone', async () => {
    const page = await openPage('/', viewports.mobile);
    await page.getByTestId('total-valuation-count').waitFor();
    await screenshot(page, 'home-mobile');

    const header = page.getByRole('banner');
    expect(await header.getByRole('link', { name: 'Database', exact: true }).isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Open navigation' }).click();
    const menu = page.getByRole('dialog');
    await menu.getByRole('link', { name: 'Home', exact: true }).waitFor();
    // A trial click waits until the link stands still, i.e. the drawer has finished sliding in.
    await menu.getByRole('link', { name: 'Database', exact: true }).click({ trial: true });
    await screenshot(page, 'navigation-mobile', { fullPage: false });
  });

  it('shows its links in the header on a computer', async () => {
    const page = await openPage('/', viewports.desktop);
    const navigation = page.getByRole('banner').getByRole('navigation', { name: 'Main' });

    await navigation.getByRole('link', { name: 'Home', exact: true }).waitFor();
    await navigation.getByRole('link', { name: 'Database', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Open navigation' }).isVisible()).toBe(false);
  });
});

it('answers an unknown path with "Page not found"', async () => {
  const page = await openPage('/no/such/page', viewports.desktop);
  await page.getByRole('heading', { name: 'Page not found' }).waitFor();
});

it('shows a page whose code cannot load as an error inside the shell, and the next page as usual', async () => {
  const page = await newPage(viewports.desktop);
  // A deploy that replaced the page's chunk: its code cannot be fetched, and the browser and React say so.
  expectConsoleErrorInThisTest(/net::ERR_FAILED|Failed to fetch dynamically imported module/);
  await page.route(/\/assets\/ApiDocsPage-[\w-]+\.js$/, (route) => route.abort());
  await page.goto(`${server.url}/api-docs`, { waitUntil: 'load' });
  const failure = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
  await failure.waitFor();

  const navigation = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
  await navigation.getByRole('link', { name: 'Home', exact: true }).click();
  await page.getByTestId('total-valuation-count').waitFor();
  expect(await failure.count()).toBe(0);
});

it('shows a database version in the footer as soon as an admin creates it, without a reload', async () => {
  const before = await currentVersion();
  const token = await loginAsAdmin(server);

  const page = await newPage(viewports.desktop);
  // The footer subscribes over the websocket; create the version only once the subscription is sent.
  const subscribed = page
    .waitForEvent('websocket')
    .then((socket) =>
      socket.waitForEvent('framesent', (frame) => String(frame.payload).includes('databaseVersionChanged')),
    );
  await page.goto(`${server.url}/`, { waitUntil: 'load' });
  const footerVersion = page.getByTestId('database-version');
  await footerVersion.waitFor();
  await subscribed;
  expect(await footerVersion.textContent()).toBe(before.label);

  const { createDatabaseVersion: created } = await graphqlData<{
    createDatabaseVersion: { id: number; label: string };
  }>(
    server,
    `mutation Create($input: DatabaseVersionInput!) { createDatabaseVersion(input: $input) { id label } }`,
    { input: { month: 10, year: 2099, version: 7, subversion: 3, referenceText: before.referenceText } },
    token,
  );
  try {
    expect(created.label).toBe('NOV2099V7.3');
    await expect.poll(() => footerVersion.textContent(), { timeout: 15_000 }).toBe('NOV2099V7.3');
  } finally {
    // Leave the shared e2e database as the other tests expect it.
    await graphqlData(
      server,
      'mutation Delete($id: Int!) { deleteDatabaseVersion(id: $id) }',
      { id: created.id },
      token,
    );
  }
});
