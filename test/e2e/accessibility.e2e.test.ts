// The axe-core check every journey relies on (test/support/accessibility.ts): it must find what it exists to find,
// and pass a page that breaks no rule, so that a green journey means something.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { changedSinceLastCheck, expectAccessible, findAccessibilityViolations } from '../support/accessibility.ts';
import { launchBrowser } from '../support/browser.ts';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser({ optimizingCompilers: false });
  page = await browser.newPage();
});

afterAll(async () => {
  await browser.close();
});

const accessibleDocument = `<!doctype html><html lang="en"><head><title>Fine</title></head><body><main>
  <h1>Fine</h1><button type="button" aria-label="Close">×</button><p style="color:#495057">Readable</p>
</main></body></html>`;

it('finds serious and critical violations and says where they are', async () => {
  await page.setContent(`<!doctype html><html lang="en"><head><title>Broken</title></head><body><main>
    <h1>Broken</h1><button type="button" class="icon"><svg width="10" height="10"></svg></button>
    <p style="color:#fa5252">Error text in Mantine's red</p>
  </main></body></html>`);

  const violations = await findAccessibilityViolations(page);
  expect(violations.map(({ rule, impact }) => `${rule} ${impact}`).sort()).toEqual([
    'button-name critical',
    'color-contrast serious',
  ]);
  expect(violations.find(({ rule }) => rule === 'button-name')?.elements).toEqual([
    expect.stringMatching(/^button <button type="button" class="icon">.*: Fix any of the following/),
  ]);
  await expect(expectAccessible(page, 'the broken page')).rejects.toThrow(
    /^the broken page: 2 serious or critical accessibility violation\(s\)\n.*button-name \(critical\)/s,
  );
});

/** A combobox's options as Mantine draws them: a listbox, and inside it the box they scroll in. */
const scrollingOptions = (controlled: boolean) => `<!doctype html><html lang="en"><head><title>Options</title></head>
<body><main><h1>Options</h1>
  <input aria-label="Country" aria-haspopup="listbox" ${controlled ? 'aria-controls="countries"' : ''}>
  <div role="listbox" id="countries" aria-label="Countries"><div style="max-height:40px;overflow:auto">
    ${['Kenya', 'France', 'Peru', 'Chile', 'Laos'].map((name) => `<div role="option" aria-selected="false">${name}</div>`).join('')}
  </div></div>
</main></body></html>`;

it("lets a combobox's options scroll without focus of their own (axe-core#4914), but no other box", async () => {
  await page.setContent(scrollingOptions(true));
  expect(await findAccessibilityViolations(page)).toEqual([]);

  await page.setContent(scrollingOptions(false));
  expect((await findAccessibilityViolations(page)).map(({ rule, elements }) => [rule, elements.length])).toEqual([
    ['scrollable-region-focusable', 1],
  ]);
});

it('passes a page that breaks no rule, also when checks overlap', async () => {
  await page.setContent(accessibleDocument);
  // Two checks at once: the second waits for the first instead of meeting "Axe is already running".
  expect(await Promise.all([findAccessibilityViolations(page), findAccessibilityViolations(page)])).toEqual([[], []]);
  await expectAccessible(page, 'the fine page');
});

it('tells whether the document changed since axe looked at it, so that an unchanged page is not checked twice', async () => {
  await page.setContent(accessibleDocument);
  await findAccessibilityViolations(page);
  expect(await changedSinceLastCheck(page)).toBe(false);
  await page.evaluate(() => document.querySelector('p')!.append(' and changed'));
  expect(await changedSinceLastCheck(page)).toBe(true);
  await page.reload();
  expect(await changedSinceLastCheck(page)).toBe(true);
});

/** A page with a text that fades in or out when told, and, with `fault`, a button no one can name. */
const fadingDocument = (fault: boolean) => `<!doctype html><html lang="en"><head><title>Fading</title></head>
<body><main><h1>Fading</h1>${fault ? '<button type="button" class="icon"><svg width="10" height="10"></svg></button>' : ''}
  <p id="fading" style="color:#212529;opacity:0;transition:opacity 400ms linear">Read me</p>
</main></body></html>`;

/**
 * Wraps axe's run on the page: before its first run (`first`) or every run (`every`), the text starts to fade the
 * other way, held a quarter of the way (its transition paused there) while axe reads it and sent to its end once axe
 * is done; the page counts axe's runs (read them with `axeRuns`). The run waits for the transition's `transitionrun`
 * event, which the check under test listens for, rather than for any time to pass.
 */
async function fadeAsAxeBegins(page: Page, when: 'first' | 'every'): Promise<void> {
  // Loads axe on the page, to be wrapped.
  await findAccessibilityViolations(page);
  await page.evaluate((when) => {
    const axe = window.axe!;
    const run = axe.run.bind(axe);
    const runs = document.body.dataset;
    runs.axeRuns = '0';
    axe.run = async (context, options) => {
      runs.axeRuns = String(Number(runs.axeRuns) + 1);
      if (when !== 'every' && runs.axeRuns !== '1') return run(context, options);
      const fading = document.getElementById('fading')!;
      const started = new Promise((resolve) => fading.addEventListener('transitionrun', resolve, { once: true }));
      fading.style.opacity = fading.style.opacity === '1' ? '0' : '1';
      // Reading the style starts the transition now rather than at the next frame.
      void getComputedStyle(fading).opacity;
      const [transition] = fading.getAnimations();
      transition.pause();
      transition.currentTime = 100;
      await started;
      try {
        return await run(context, options);
      } finally {
        transition.finish();
      }
    };
  }, when);
}

const axeRuns = (page: Page) => page.evaluate(() => document.body.dataset.axeRuns);

it('looks again when something starts to move while axe reads the page (a dialog beginning to fade in)', async () => {
  await page.setContent(fadingDocument(false));
  await fadeAsAxeBegins(page, 'first');

  expect(await findAccessibilityViolations(page)).toEqual([]);
  expect(await axeRuns(page)).toBe('2');
});

it('counts only what stays the same when the page never stops moving while axe reads it', async () => {
  await page.setContent(fadingDocument(true));
  await fadeAsAxeBegins(page, 'every');

  expect((await findAccessibilityViolations(page)).map(({ rule, elements }) => [rule, elements.length])).toEqual([
    ['button-name', 1],
  ]);
  expect(await axeRuns(page)).toBe('3');
});
