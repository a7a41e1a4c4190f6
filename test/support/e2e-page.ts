// What every e2e file needs around its tests: the worker's browser, a fresh context per page (downloads are
// accepted, Playwright's default), the console errors of each test (a test fails on any it did not expect),
// the Content-Security-Policy violations of each test (a test fails on any: the app must work under the policy),
// axe-core's check of every page a test shows (a test fails on any serious or critical violation),
// screenshots, and logging in through the UI.
import { consentCookie, type ConsentChoice } from '@esvd/schema/rules/analytics';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterEach, beforeAll, expect } from 'vitest';
import {
  changedSinceLastCheck,
  describeViolations,
  expectAccessible,
  findAccessibilityViolations,
  loadAxeInEveryDocument,
} from './accessibility.ts';
import { e2eServer, launchBrowser, screenshotPath, screenshotsWanted, viewports } from './browser.ts';

export type Viewport = (typeof viewports)[keyof typeof viewports];

export interface BrowserPagesOptions {
  /** Console errors the file provokes on purpose (a refused request logs its HTTP status); all others fail a test. */
  expectedConsoleError?: RegExp;
}

export interface BrowserPages {
  /**
   * A page in a context of its own (no session token, no storage), closed after the test. Its visitor declined the
   * consent banner already, unless `consent` says otherwise ('unasked': the banner shows).
   */
  newPage(viewport?: Viewport, options?: { consent?: ConsentChoice | 'unasked' }): Promise<Page>;
  /** One test provokes these console errors on purpose; the next test expects none again. */
  expectConsoleErrorInThisTest(pattern: RegExp): void;
}

/**
 * The worker's browser, which its files share (they share the worker's modules: `isolate: false`): what keeps one test
 * from another is the context each page gets, and a launch costs Chromium more than a context does. A browser that is
 * gone (it crashed) is launched again; Playwright closes the last one as the worker exits.
 */
let workerBrowser: Promise<Browser> | undefined;

async function browserOfWorker(): Promise<Browser> {
  const running = await workerBrowser?.catch(() => undefined);
  if (running?.isConnected()) return running;
  workerBrowser = launchBrowser({ optimizingCompilers: false });
  return workerBrowser;
}

/** Registers the file's browser hooks (call it at the top level of the test file) and hands out its pages. */
export function useBrowserPages(options: BrowserPagesOptions = {}): BrowserPages {
  const { expectedConsoleError } = options;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const accessibilityWatches: AccessibilityWatch[] = [];
  const consoleErrors: string[] = [];
  const policyViolations: string[] = [];
  let expectedInThisTest: RegExp | null = null;

  const isExpected = (text: string) => !!expectedConsoleError?.test(text) || !!expectedInThisTest?.test(text);

  beforeAll(async () => {
    browser = await browserOfWorker();
  });

  afterEach(async () => {
    const accessibilityFailures: string[] = [];
    for (const watch of accessibilityWatches.splice(0)) accessibilityFailures.push(...(await watch.finish()));
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    expectedInThisTest = null;
    expect(policyViolations.splice(0)).toEqual([]);
    expect(consoleErrors.splice(0)).toEqual([]);
    expect(accessibilityFailures.join('\n\n')).toBe('');
  });

  return {
    async newPage(viewport = viewports.desktop, { consent = 'declined' } = {}) {
      if (!browser) throw new Error('The browser starts in beforeAll: ask for pages inside a test or a hook');
      const context = await browser.newContext({ viewport });
      contexts.push(context);
      // A visitor who already answered the consent banner, unless the test is about the banner.
      if (consent !== 'unasked') {
        await context.addCookies([{ name: consentCookie.name, value: consent, url: e2eServer().url }]);
      }
      await reportPolicyViolations(context, policyViolations);
      await loadAxeInEveryDocument(context);
      const page = await context.newPage();
      page.on('console', (message) => {
        if (message.type() === 'error' && !isExpected(message.text())) consoleErrors.push(message.text());
      });
      page.on('pageerror', (error) => consoleErrors.push(error.message));
      accessibilityWatches.push(watchAccessibility(page));
      return page;
    },
    expectConsoleErrorInThisTest(pattern) {
      expectedInThisTest = pattern;
    },
  };
}

/**
 * Collects what the Content-Security-Policy blocks in any page of the context: a blocked script, style, worker,
 * image or connection, whether or not the browser logs it.
 */
async function reportPolicyViolations(context: BrowserContext, violations: string[]): Promise<void> {
  await context.exposeBinding('reportPolicyViolation', (_source, violation: string) => violations.push(violation));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation(violation: string): void }).reportPolicyViolation;
      report(`${event.documentURI}: ${event.effectiveDirective} refused ${event.blockedURI || '(inline)'}`);
    });
  });
}

interface AccessibilityWatch {
  /** Waits for the check under way, checks the page as the test left it, and returns what failed. */
  finish(): Promise<string[]>;
}

/** How long the page must stay still before axe looks at it, and how long to wait for that at most. */
const settledAfterMs = 300;
const settleAtMostMs = 5_000;
/**
 * What the app shows while content is on its way: a spinner, a skeleton, or a region marked busy (the app dims a
 * table that is refetching, and axe would judge the faded text's contrast).
 */
const loadingIndicatorSelector =
  '.mantine-Loader-root, .mantine-Skeleton-root[data-visible="true"], [aria-busy="true"]';

/**
 * Checks with axe each path the page shows (the first time it shows it, once it has settled: no loader and no
 * change to the document for a moment) and, when the test ends, the state the test left it in. A check cut short
 * because the page went on to another document is not a failure: the next document gets its own check.
 */
function watchAccessibility(page: Page): AccessibilityWatch {
  const failures: string[] = [];
  const checkedPaths = new Set<string>();
  let navigatedSinceCheck = false;
  let checking: Promise<void> = Promise.resolve();

  const leftTheDocument = (error: unknown) =>
    page.isClosed() || /execution context was destroyed|navigat/i.test(String(error));

  /**
   * Records axe's findings under the label, unless axe has seen the document as it is (after a screenshot, say);
   * false when the page left the document before axe finished.
   */
  const check = async (label: string): Promise<boolean> => {
    try {
      if (!(await changedSinceLastCheck(page))) return true;
      const violations = await findAccessibilityViolations(page);
      if (violations.length > 0) failures.push(describeViolations(label, violations));
    } catch (error) {
      if (leftTheDocument(error)) return false;
      failures.push(`The accessibility check of ${label} broke: ${String(error)}`);
    }
    return true;
  };

  const checkNewPaths = async () => {
    while (navigatedSinceCheck) {
      navigatedSinceCheck = false;
      if (checkedPaths.has(new URL(page.url()).pathname)) continue;
      try {
        await page.waitForLoadState('load');
        await waitUntilSettled(page);
      } catch (error) {
        if (!leftTheDocument(error)) failures.push(`${page.url()} did not settle: ${String(error)}`);
        continue;
      }
      const path = new URL(page.url()).pathname;
      if (checkedPaths.has(path)) continue;
      checkedPaths.add(path);
      if (!(await check(path))) checkedPaths.delete(path);
    }
  };

  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame() || navigatedSinceCheck) return;
    navigatedSinceCheck = true;
    checking = checking.then(checkNewPaths);
  });

  return {
    async finish() {
      await checking;
      // A page unchanged since axe last looked at it was checked as the test left it: it need not settle first.
      if (!page.isClosed() && (await changedSinceLastCheck(page).catch(() => true))) {
        await waitUntilSettled(page).catch(() => undefined);
        await check(`${new URL(page.url()).pathname} as the test left it`);
      }
      return failures;
    },
  };
}

/**
 * Resolves once the document has shown no loading indicator and had no change for `settledAfterMs`, or after
 * `settleAtMostMs`.
 */
async function waitUntilSettled(page: Page): Promise<void> {
  await page.evaluate(
    ({ quietMs, atMostMs, loadingIndicators }) =>
      new Promise<void>((resolve) => {
        let quietTimer: ReturnType<typeof setTimeout>;
        const finish = () => {
          observer.disconnect();
          clearTimeout(quietTimer);
          clearTimeout(deadline);
          resolve();
        };
        const restart = () => {
          clearTimeout(quietTimer);
          quietTimer = setTimeout(() => (document.querySelector(loadingIndicators) ? restart() : finish()), quietMs);
        };
        const observer = new MutationObserver(restart);
        observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
        const deadline = setTimeout(finish, atMostMs);
        restart();
      }),
    { quietMs: settledAfterMs, atMostMs: settleAtMostMs, loadingIndicators: loadingIndicatorSelector },
  );
}

/**
 * Resolves once the page's event loop has run dry: an idle callback runs only when no task is left (handling an
 * answer, rendering, React's effects). What the page was made to do so far, short of what waits for a timer or for
 * an answer still on its way, it has done by then: a request it sends, it has sent.
 */
export async function untilIdle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        // Chromium runs idle callbacks in the idle time after the frames it draws; a page with nothing new to draw may
        // get none (headless, after a click that changed nothing), so frames are asked for until it has run.
        let frame = requestAnimationFrame(function draw() {
          frame = requestAnimationFrame(draw);
        });
        requestIdleCallback(() => {
          cancelAnimationFrame(frame);
          resolve();
        });
      }),
  );
}

/**
 * Resolves once nothing on the page moves: every finite animation and transition (a dialog scaling in) has ended, so
 * that a click lands where its target will stay.
 */
export async function untilStill(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
}

/**
 * Keeps a screenshot of the page for people to look at when they asked for them (the whole page unless `fullPage` is
 * false; `screenshotsWanted`) and checks that state with axe: the states worth a picture (a dialog open, results shown, a form's errors) are the ones a
 * page shows after it has loaded, which the navigation check does not see.
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  if (screenshotsWanted) await page.screenshot({ path: await screenshotPath(name), fullPage });
  await expectAccessible(page, name);
}

/**
 * The search's or a study's map, once it is ready: basemap loaded, markers drawn and fitted (`data-map-ready`). The
 * first map of a browser runs the map stack's code and draws WebGL on the CPU, which on a busy 2-core machine takes
 * tens of seconds (npm run bench:map): the bound is a minute.
 */
export async function readyMap(page: Page): Promise<Locator> {
  await page.locator('[data-testid="valuation-map"][data-map-ready="true"]').waitFor({ timeout: 60_000 });
  return page.getByTestId('valuation-map');
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

/** Whether the floating feedback button lies over any part of `control` as the page is scrolled now. */
export async function coveredByFeedbackButton(page: Page, control: Locator): Promise<boolean> {
  const [box, button] = await Promise.all([
    control.boundingBox(),
    page.getByRole('button', { name: 'Send feedback or a feature request' }).boundingBox(),
  ]);
  if (!box || !button) throw new Error('The control or the feedback button is not on the page');
  return (
    box.x < button.x + button.width &&
    button.x < box.x + box.width &&
    box.y < button.y + button.height &&
    button.y < box.y + box.height
  );
}
