// The navigation in a real browser (issue 12: points 8, 11, 15), as each seeded role and as a visitor: every menu
// entry leads to a page that exists; a forbidden path sends a signed-in user home with a notice, a protected path
// sends a visitor to /login/<path>; the header at 390, 800, 1024 and 1366 px keeps the user menu reachable and the
// logo whole on every page; and Edit Data says how many studies its search found in all.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../../api/src/db/seed/index.ts';
import type { RoleName } from '../../api/src/modules/access/roles.ts';
import { e2eServer, viewports } from '../support/browser.ts';
import { loginThroughUi, screenshot, useBrowserPages, type Viewport } from '../support/e2e-page.ts';
import { admin } from '../support/environment.ts';
import { loginAsDemoUser } from '../support/http.ts';
import { withClient } from '../support/postgres.ts';

const server = e2eServer();
/** A journey over many pages, each checked by axe meanwhile (the reference lists' long page alone takes seconds). */
const slowJourneyMs = 120_000;
const tokenKey = 'esvd.token';
const { newPage } = useBrowserPages();

interface Menus {
  main: string[];
  admin: string[];
  account: string[];
}

const signedInAccount = ['My Profile', 'Logout'];
/** The value transfer calculator is everyone's (spec 001 §2). */
const calculator = 'Value Calculator';
const adminMenus: Menus = {
  main: ['Home', 'Database', calculator, 'Suggest a Study', 'Add Data', 'Edit Data'],
  admin: [
    'All admin tools',
    'Manage all Studies',
    'Reference lists',
    'Various Settings',
    'Suggested studies',
    'Valuation Studies List',
    'ESVD Uploads',
    'Value Transfer Tool',
    'Summary Stats Admin',
    'Early Bird Setup',
    'Downloads',
  ],
  account: signedInAccount,
};

/** What each role is offered (spec 000 §2, §6): only pages that are built, and only those the role may open. */
const menusOf: Record<RoleName, Menus> = {
  basic: { main: ['Home', 'Database', calculator], admin: [], account: signedInAccount },
  user: { main: ['Home', 'Database', calculator, 'Suggest a Study'], admin: [], account: signedInAccount },
  dataAnalyst: { main: ['Home', 'Database', calculator, 'Add Data'], admin: [], account: signedInAccount },
  editorInChief: { main: ['Home', 'Database', calculator, 'Edit Data'], admin: [], account: signedInAccount },
  admin: adminMenus,
  // Co-capacity adds Vsl Upload and Api key Setup (spec 001 §1), after ESVD Uploads.
  coCapacity: {
    ...adminMenus,
    admin: adminMenus.admin.flatMap((label) =>
      label === 'ESVD Uploads' ? [label, 'VSL Upload', 'Api key Setup'] : [label],
    ),
  },
};
const visitorMenus: Menus = { main: ['Home', 'Database', calculator], admin: [], account: ['Login', 'Sign Up'] };

const displayNameOf = (role: RoleName) => demoAccounts.find((account) => account.role === role)!.displayName;

/** A page whose tab holds the role's session (signed in through the api; the login form has tests of its own). */
async function pageAs(role: RoleName | null, viewport: Viewport = viewports.desktop): Promise<Page> {
  const page = await newPage(viewport);
  if (role) {
    const token = await loginAsDemoUser(server, role);
    await page.addInitScript(
      ([key, value]) => {
        if (!sessionStorage.getItem(key)) sessionStorage.setItem(key, value);
      },
      [tokenKey, token],
    );
  }
  return page;
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
}

const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** Waits for the page's heading, then makes sure it is not the page for unknown paths. */
async function expectAPage(page: Page): Promise<void> {
  await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
  expect(await page.getByRole('heading', { name: 'Page not found' }).count(), pathOf(page)).toBe(0);
}

/** The header is ready once it shows the account button (signed in) or the Login link (signed out). */
async function headerReady(page: Page, role: RoleName | null): Promise<void> {
  const header = page.getByRole('banner');
  await (
    role
      ? header.getByRole('button', { name: displayNameOf(role), exact: true })
      : header.getByRole('link', { name: 'Login' })
  ).waitFor();
}

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

      for (const section of ['main', 'admin', 'account'] as const) {
        for (const label of expected[section]) {
          await open(page, '/');
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

/** The widths of issue 12: a phone, a tablet, the smallest computer screen and a common laptop. */
const widths = [390, 800, 1024, 1366];

/**
 * The layout's problems at the page's width, measured in the page: the header's parts must lie inside the window
 * without overlapping, the logo's text whole on one line, no badge cut short, and the page no wider than the window.
 */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    const header = document.querySelector('header')!;
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };

    // The parts of the header: burger and logo on the left, links in the middle, the user menu on the right.
    const parts = [
      ['the burger', '[aria-label="Open navigation"]'],
      ['the logo', '[data-testid="brand"]'],
      ['the links', 'nav[aria-label="Main"]'],
      ['the user menu', '[data-testid="user-menu"]'],
    ]
      .map(([name, selector]) => ({ name, element: header.querySelector(selector) }))
      .filter((part): part is { name: string; element: Element } => !!part.element && shown(part.element));
    for (const { name, element } of parts) {
      const box = element.getBoundingClientRect();
      if (box.left < 0 || box.right > width + 0.5) {
        problems.push(`${name} lies outside the window (${box.left}..${box.right} of ${width})`);
      }
    }
    for (const [index, part] of parts.entries()) {
      for (const other of parts.slice(index + 1)) {
        const [a, b] = [part.element.getBoundingClientRect(), other.element.getBoundingClientRect()];
        if (a.left < b.right - 0.5 && b.left < a.right - 0.5) problems.push(`${part.name} overlaps ${other.name}`);
      }
    }

    const brand = header.querySelector('[data-testid="brand"]')!;
    const brandBox = brand.getBoundingClientRect();
    for (const text of Array.from(brand.querySelectorAll('p'))) {
      if (!shown(text)) continue;
      const box = text.getBoundingClientRect();
      if (text.scrollWidth > text.clientWidth + 0.5 || box.right > brandBox.right + 0.5 || box.right > width) {
        problems.push(`the logo text "${text.textContent}" is cut`);
      }
      if (box.height > parseFloat(getComputedStyle(text).lineHeight) * 1.5) {
        problems.push(`the logo text "${text.textContent}" breaks over lines`);
      }
    }
    // A badge (a status, a count) reads whole or not at all.
    for (const label of Array.from(document.querySelectorAll('.mantine-Badge-label'))) {
      if (shown(label) && label.scrollWidth > label.clientWidth + 0.5) {
        problems.push(`the badge "${label.textContent}" is cut`);
      }
    }
    if (document.documentElement.scrollWidth > width + 0.5) {
      problems.push(`the page is ${document.documentElement.scrollWidth} px wide in a ${width} px window`);
    }
    return problems;
  });
}

/** The user menu can be reached at this width: in the header from tablets up, else in the sidebar. */
async function expectUserMenuReachable(page: Page, role: RoleName, width: number): Promise<void> {
  const header = page.getByRole('banner');
  const accountButton = header.getByRole('button', { name: displayNameOf(role), exact: true });
  const burger = header.getByRole('button', { name: 'Open navigation' });
  expect(await burger.isVisible(), `burger at ${width} px`).toBe(width < 1024);
  expect(await header.getByRole('navigation', { name: 'Main' }).isVisible(), `links at ${width} px`).toBe(
    width >= 1024,
  );

  if (width > 760) {
    await accountButton.click();
    await page.getByRole('menuitem', { name: 'My Profile' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
  }
  if (width < 1024) {
    await burger.click();
    const sidebar = page.getByRole('dialog', { name: 'Menu' });
    await sidebar.getByRole('link', { name: 'My Profile' }).waitFor();
    for (const label of menusOf[role].main) await sidebar.getByRole('link', { name: label, exact: true }).waitFor();
    await sidebar.getByRole('button', { name: 'Close navigation' }).click();
    await sidebar.waitFor({ state: 'detached' });
  }
}

describe('the header at 390, 800, 1024 and 1366 px', () => {
  /** Every page of the co-capacity role's menus (the most entries any role has), and a public study. */
  const administratorPaths = [
    '/',
    '/esvd',
    '/suggest',
    '/entries',
    '/editor',
    '/manage',
    '/admin',
    '/referencelists',
    '/settings',
    '/suggestions',
    '/vsl',
    '/esvduploads',
    '/vsluploads',
    '/apikeySetup',
    '/userprofile',
    '/studyvaluations?studyId=',
  ];

  it.each(administratorPaths)(
    "keeps an administrator's user menu reachable and the logo whole on %s",
    async (path) => {
      const page = await pageAs('coCapacity');
      // The header is complete once the account button shows, which it does from tablet widths up.
      await open(page, path.endsWith('=') ? `${path}${await aPublishedStudy()}` : path);
      await headerReady(page, 'coCapacity');
      await expectAPage(page);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        await expect.poll(() => layoutProblems(page), { message: `${path} at ${width} px` }).toEqual([]);
        await expectUserMenuReachable(page, 'coCapacity', width);
        if (path === '/') await screenshot(page, `navigation-header-${width}`, { fullPage: false });
      }
    },
    slowJourneyMs,
  );

  it.each(['/', '/login', '/signup', '/studyvaluations', '/api-docs'])(
    "keeps a visitor's Login and Sign Up reachable and the logo whole on %s",
    async (path) => {
      const page = await pageAs(null);
      await open(page, path);
      await headerReady(page, null);
      await expectAPage(page);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        await expect.poll(() => layoutProblems(page), { message: `${path} at ${width} px` }).toEqual([]);
        const header = page.getByRole('banner');
        if (width > 760) {
          expect(await header.getByRole('link', { name: 'Sign Up' }).isVisible()).toBe(true);
        } else {
          await header.getByRole('button', { name: 'Open navigation' }).click();
          const sidebar = page.getByRole('dialog', { name: 'Menu' });
          await sidebar.getByRole('link', { name: 'Sign Up' }).waitFor();
          await sidebar.getByRole('button', { name: 'Close navigation' }).click();
          await sidebar.waitFor({ state: 'detached' });
        }
      }
    },
  );
});

async function aPublishedStudy(): Promise<number> {
  const { rows } = await withClient(server.databaseUrl, (client) =>
    client.query<{ studyId: number }>(
      'select study_id as "studyId" from study where is_published order by study_id limit 1',
    ),
  );
  return rows[0].studyId;
}

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
