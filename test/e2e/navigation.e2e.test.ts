// The navigation in a real browser (issue 12: points 8, 11, 15), as each seeded role and as a visitor: every menu
// entry leads to a page that exists; a forbidden path sends a signed-in user home with a notice, a protected path
// sends a visitor to /login/<path>; and Edit Data says how many studies its search found in all. The header at each
// width has a file of its own (header-widths.e2e.test.ts).
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { RoleName } from '../../api/src/modules/access/roles.ts';
import { e2eServer } from '../support/browser.ts';
import { loginThroughUi, screenshot, useBrowserPages } from '../support/e2e-page.ts';
import { admin } from '../support/environment.ts';
import {
  displayNameOf,
  expectAPage,
  headerReady,
  type Menus,
  menusOf,
  open,
  pathOf,
  signedInPages,
  visitorMenus,
} from '../support/navigation.ts';
import { withClient } from '../support/postgres.ts';

const server = e2eServer();
/** A journey over many pages, each checked by axe meanwhile (the reference lists' long page alone takes seconds). */
const slowJourneyMs = 120_000;
const pageAs = signedInPages(useBrowserPages().newPage);

/** The items of the menu a button opens, read with the menu open; it is closed again. */
async function menuItems(page: Page, button: Locator): Promise<string[]> {
  await button.click();
  await page.getByRole('menuitem').first().waitFor();
  const items = await page.getByRole('menuitem').allTextContents();
  await page.keyboard.press('Escape');
  await page.getByRole('menu').waitFor({ state: 'detached' });
  return items;
}

/** The entries of the header on a computer screen: links, the Admin dropdown's items, the user menu's items. */
async function menusShown(page: Page, role: RoleName | null): Promise<Menus> {
  const header = page.getByRole('banner');
  const main = await header.getByRole('navigation', { name: 'Main' }).getByRole('link').allTextContents();
  const adminButton = header.getByRole('button', { name: 'Admin', exact: true });
  const admin = (await adminButton.count()) ? await menuItems(page, adminButton) : [];
  const account = role
    ? await menuItems(page, header.getByRole('button', { name: displayNameOf(role), exact: true }))
    : await header.getByRole('link', { name: /^(Login|Sign Up)$/ }).allTextContents();
  return { main, admin, account };
}

/**
 * Opens a menu entry as a user would (a header link, an item of the Admin dropdown or of the user menu) and returns
 * the address its link names (the menus' items are links too).
 */
async function choose(page: Page, role: RoleName | null, section: keyof Menus, label: string): Promise<string> {
  const header = page.getByRole('banner');
  let entry: Locator;
  if (section === 'main') {
    entry = header.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label, exact: true });
  } else if (section === 'admin' || role) {
    await header
      .getByRole('button', { name: section === 'admin' ? 'Admin' : displayNameOf(role!), exact: true })
      .click();
    entry = page.getByRole('menuitem', { name: label, exact: true });
  } else {
    entry = header.getByRole('link', { name: label, exact: true });
  }
  const href = (await entry.getAttribute('href'))!;
  await entry.click();
  return href;
}

/** Where an entry leads: its own path, except the Database, whose guard asks a visitor to log in first. */
function destinationOf(role: RoleName | null, label: string, href: string): string {
  if (!role && label === 'Database') return '/login/esvd';
  if (label === 'Logout') return '/';
  return href;
}

describe('every menu entry leads to a page that exists', () => {
  const cases: [string, RoleName | null][] = [
    ['a visitor', null],
    ...(Object.keys(menusOf) as RoleName[]).map((role): [string, RoleName] => [`the ${role} role`, role]),
  ];

  it.each(cases)(
    'for %s',
    async (_name, role) => {
      const expected = role ? menusOf[role] : visitorMenus;
      const page = await pageAs(role);
      await open(page, '/');
      await headerReady(page, role);
      expect(await menusShown(page, role)).toEqual(expected);

      // The co-capacity role's menus hold every entry of the admin role's and two more, and a page's guard asks for
      // the same resource as its entry: walking the admin role's entries again would open the same pages.
      if (role === 'admin') return;
      // Each entry from the page the one before led to, as people go on: every page has the header.
      for (const section of ['main', 'admin', 'account'] as const) {
        for (const label of expected[section]) {
          await headerReady(page, role);
          const href = await choose(page, role, section, label);
          await expect
            .poll(() => pathOf(page), { message: `${section} entry ${label}` })
            .toBe(destinationOf(role, label, href));
          await expectAPage(page);
        }
      }
      // Logout, the last entry, ended the session.
      if (role) await headerReady(page, null);
    },
    slowJourneyMs,
  );
});

describe('paths a viewer may not open', () => {
  it('sends a signed-in user without the permission home, with a notice naming the path', async () => {
    const page = await pageAs('basic');
    for (const path of ['/manage', '/suggest', '/editor?q=reef']) {
      await open(page, path);
      const notice = page.getByTestId('refused-visit');
      await notice.waitFor();
      expect(pathOf(page)).toBe('/');
      expect(await notice.textContent()).toContain(`Your account cannot open ${path}`);
      await page.getByTestId('total-valuation-count').waitFor();
    }
    await screenshot(page, 'navigation-refused-visit');

    // Dismissed, the notice stays gone; it belongs to the refused visit only, not to the home page.
    await page.getByTestId('refused-visit').getByRole('button', { name: 'Dismiss' }).click();
    await page.getByTestId('refused-visit').waitFor({ state: 'detached' });
    await page.getByRole('banner').getByRole('link', { name: 'Database', exact: true }).click();
    await page.getByRole('heading', { name: 'Database search' }).waitFor();
    await page.goBack();
    await page.getByTestId('total-valuation-count').waitFor();
    expect(await page.getByTestId('refused-visit').count()).toBe(0);
  });

  it('tells an unknown path from a forbidden one', async () => {
    const page = await pageAs('basic');
    await open(page, '/vtt/no-such-view');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(pathOf(page)).toBe('/vtt/no-such-view');
    expect(await page.getByTestId('refused-visit').count()).toBe(0);
  });

  it('sends a visitor to /login/<path>, and after login to the path', async () => {
    const page = await pageAs(null);
    await open(page, '/editor?q=reef');
    await expect.poll(() => pathOf(page)).toBe('/login/editor?q=reef');

    await open(page, '/manage');
    await expect.poll(() => pathOf(page)).toBe('/login/manage');
    await loginThroughUi(page, admin.usernameOrEmail, admin.password);
    await page.getByRole('heading', { name: 'Manage all Studies' }).waitFor();
    expect(pathOf(page)).toBe('/manage');
  });

  it('offers Suggest a Study on the search page only to those who may suggest one', async () => {
    for (const [role, offered] of [
      ['basic', false],
      ['user', true],
    ] as const) {
      const page = await pageAs(role);
      await open(page, '/esvd');
      const actions = page.getByRole('region', { name: 'Actions' });
      await actions.getByRole('button', { name: 'Get valuations' }).waitFor();
      expect(await actions.getByRole('link', { name: 'Suggest a Study' }).count(), role).toBe(offered ? 1 : 0);
    }
  });
});

describe('counts that say what they count', () => {
  it('Edit Data counts every study its search finds, not a page of them', async () => {
    const { rows } = await withClient(server.databaseUrl, (client) =>
      client.query<{ count: string }>('select count(*) from study'),
    );
    const studies = Number(rows[0].count);
    expect(studies).toBeGreaterThan(1);

    const page = await pageAs('editorInChief');
    await open(page, '/editor');
    await page.getByRole('button', { name: 'Get studies' }).click();
    const found = page.getByTestId('studies-found');
    await found.waitFor();
    const expected =
      studies > 1000
        ? `${studies.toLocaleString('en-US')} studies found; the newest 1,000 are listed. Add words to narrow the search.`
        : `${studies.toLocaleString('en-US')} studies found; choose one to edit it.`;
    expect(await found.textContent()).toBe(expected);
  });
});
