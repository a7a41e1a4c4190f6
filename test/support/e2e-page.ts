// What every e2e file needs around its tests: one browser for the file, a fresh context per page (downloads are
// accepted, Playwright's default), the console errors of each test (a test fails on any it did not expect),
// screenshots, and logging in through the UI.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { e2eServer, launchBrowser, screenshotPath, viewports } from './browser.ts';

export type Viewport = (typeof viewports)[keyof typeof viewports];

export interface BrowserPagesOptions {
  /** Console errors the file provokes on purpose (a refused request logs its HTTP status); all others fail a test. */
  expectedConsoleError?: RegExp;
}

export interface BrowserPages {
  /** A page in a context of its own (no session token, no storage), closed after the test. */
  newPage(viewport?: Viewport): Promise<Page>;
  /** One test provokes these console errors on purpose; the next test expects none again. */
  expectConsoleErrorInThisTest(pattern: RegExp): void;
}

/** Registers the file's browser hooks (call it at the top level of the test file) and hands out its pages. */
export function useBrowserPages(options: BrowserPagesOptions = {}): BrowserPages {
  const { expectedConsoleError } = options;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const consoleErrors: string[] = [];
  let expectedInThisTest: RegExp | null = null;

  const isExpected = (text: string) => !!expectedConsoleError?.test(text) || !!expectedInThisTest?.test(text);

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    expectedInThisTest = null;
    expect(consoleErrors.splice(0)).toEqual([]);
  });

  afterAll(async () => {
    await browser?.close();
  });

  return {
    async newPage(viewport = viewports.desktop) {
      if (!browser) throw new Error('The browser starts in beforeAll: ask for pages inside a test or a hook');
      const context = await browser.newContext({ viewport });
      contexts.push(context);
      const page = await context.newPage();
      page.on('console', (message) => {
        if (message.type() === 'error' && !isExpected(message.text())) consoleErrors.push(message.text());
      });
      page.on('pageerror', (error) => consoleErrors.push(error.message));
      return page;
    },
    expectConsoleErrorInThisTest(pattern) {
      expectedInThisTest = pattern;
    },
  };
}

/** Keeps a screenshot of the page for people to look at: the whole page unless `fullPage` is false. */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  await page.screenshot({ path: await screenshotPath(name), fullPage });
}

/**
 * Logs in on the login page the app shows (directly or on its way to a guarded page), as a keyboard user would:
 * the username, Next, then the password submitted with Enter.
 */
export async function loginThroughUi(page: Page, userName: string, password: string): Promise<void> {
  await page.getByLabel('Username or Email').fill(userName);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: 'Welcome to the ESVD' }).waitFor();
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel(/^Password/).press('Enter');
}

/** Opens a guarded path while signed out: the app asks for a login on the way, then shows the path. */
export async function openThroughLogin(page: Page, path: string, userName: string, password: string): Promise<void> {
  await page.goto(`${e2eServer().url}${path}`, { waitUntil: 'load' });
  await loginThroughUi(page, userName, password);
}
