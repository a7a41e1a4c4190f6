// The header in a real browser at 390, 800, 1024 and 1366 px (issue 12: point 15): on every page of an
// administrator's menus and on a visitor's pages, the user menu (or Login and Sign Up) stays reachable, the logo
// whole, no badge cut, and the page no wider than the window.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { RoleName } from '../../api/src/modules/access/roles.ts';
import { e2eServer } from '../support/browser.ts';
import { screenshot, useBrowserPages } from '../support/e2e-page.ts';
import {
  displayNameOf,
  expectAPage,
  headerReady,
  menusOf,
  open,
  pathOf,
  signedInPages,
} from '../support/navigation.ts';
import { withClient } from '../support/postgres.ts';

const server = e2eServer();
/** A journey over many pages at four widths, each checked by axe (the reference lists' long page alone takes seconds). */
const slowJourneyMs = 300_000;
const pageAs = signedInPages(useBrowserPages().newPage);

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

/** Goes to a path inside the app, as its links do: the app and its data stay loaded, only the page changes. */
async function goTo(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Each path in turn in one tab, at each width: the layout measured, and on the first path the user menu (or Login
 * and Sign Up) reached at each width too. The header is one component on every page: what a page can break is the
 * layout around it, which every path checks.
 */
async function checkWidths(
  page: Page,
  role: RoleName | null,
  paths: string[],
  reachAccount: (width: number) => Promise<void>,
): Promise<void> {
  for (const [index, path] of paths.entries()) {
    if (index === 0) await open(page, path);
    else await goTo(page, path);
    await headerReady(page, role);
    await expect.poll(() => pathOf(page)).toBe(path);
    await expectAPage(page);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      // A clean clone's run with one core kept busy outlasted the default 10 s here, on the reference lists' long page.
      await expect.poll(() => layoutProblems(page), { message: `${path} at ${width} px`, timeout: 30_000 }).toEqual([]);
      if (index === 0) {
        await reachAccount(width);
        await screenshot(page, `navigation-header-${role ?? 'visitor'}-${width}`, { fullPage: false });
      }
    }
  }
}

describe('the header at 390, 800, 1024 and 1366 px', () => {
  it(
    "keeps an administrator's user menu reachable and the logo whole on every page of the menus",
    async () => {
      // Every page of the co-capacity role's menus (the most entries any role has), and a public study.
      const paths = [
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
        '/standardisation-checks',
        '/esvduploads',
        '/vsluploads',
        '/apikeySetup',
        '/userprofile',
        `/studyvaluations?studyId=${await aPublishedStudy()}`,
      ];
      const page = await pageAs('coCapacity');
      await checkWidths(page, 'coCapacity', paths, (width) => expectUserMenuReachable(page, 'coCapacity', width));
    },
    slowJourneyMs,
  );

  it(
    "keeps a visitor's Login and Sign Up reachable and the logo whole on a visitor's pages",
    async () => {
      const page = await pageAs(null);
      await checkWidths(page, null, ['/', '/login', '/signup', '/studyvaluations', '/api-docs'], async (width) => {
        const header = page.getByRole('banner');
        if (width > 760) {
          expect(await header.getByRole('link', { name: 'Sign Up' }).isVisible()).toBe(true);
          return;
        }
        await header.getByRole('button', { name: 'Open navigation' }).click();
        const sidebar = page.getByRole('dialog', { name: 'Menu' });
        await sidebar.getByRole('link', { name: 'Sign Up' }).waitFor();
        await sidebar.getByRole('button', { name: 'Close navigation' }).click();
        await sidebar.waitFor({ state: 'detached' });
      });
    },
    slowJourneyMs,
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
