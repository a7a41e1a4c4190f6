// axe-core in the browser tests: a page passes when axe finds no serious or critical violation of the WCAG 2
// A and AA rules. axe runs inside the page, injected from the installed package (the app loads no axe itself).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AxeResults, ElementContext, ImpactValue, RunOptions } from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';

declare global {
  interface Window {
    axe?: { run(context: ElementContext, options: RunOptions): Promise<AxeResults> };
    /** True from the end of an axe run until the document next changes. */
    unchangedSinceAxe?: boolean;
  }
}

/** The impacts that fail a page; minor and moderate findings are left to people's judgement. */
const failingImpacts: ImpactValue[] = ['serious', 'critical'];

const wcagRules: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
  resultTypes: ['violations'],
};

export interface AccessibilityViolation {
  rule: string;
  impact: ImpactValue;
  help: string;
  /** One line per offending element: its CSS selector, the start of its HTML and what axe says is wrong with it. */
  elements: string[];
}

let axeSource: Promise<string> | undefined;

function loadAxeSource(): Promise<string> {
  axeSource ??= readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  return axeSource;
}

/**
 * Loads axe into every document of the context as it starts. Chromium compiles a script given this way far faster
 * than one handed to `page.evaluate` (which the check falls back on for pages of other contexts), and every document
 * a test shows gets checked.
 */
export async function loadAxeInEveryDocument(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: await loadAxeSource() });
}

/** axe refuses to start while it runs on the page already: each page's runs wait for the one before. */
const lastRunOnPage = new WeakMap<Page, Promise<unknown>>();

/** Runs axe on the page as it is now and returns its serious and critical violations. */
export function findAccessibilityViolations(page: Page): Promise<AccessibilityViolation[]> {
  const run = (lastRunOnPage.get(page) ?? Promise.resolve()).catch(() => undefined).then(() => runAxe(page));
  lastRunOnPage.set(page, run);
  return run;
}

/** Longest wait for transitions to end: Mantine's last a few hundred milliseconds. */
const transitionsTimeoutMs = 3_000;
/** A run during which something on the page started to move is run again, this many runs in all at most. */
const axeRunsWhileMoving = 3;

async function runAxe(page: Page): Promise<AccessibilityViolation[]> {
  // On a busy machine something may start to move while axe reads the page (a dialog that begins to fade in just
  // after the test found it, or out as the test goes on): such a run saw colours halfway and is run again once the
  // page is still. When it never is, only what the last two runs found alike counts: a fade shows other colours at
  // each look, a fault the same.
  let previous: AccessibilityViolation[] = [];
  for (let run = 1; ; run++) {
    // Loaded in each run: the page may have gone on to another document since the last.
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(await loadAxeSource());
    const { violations, moved } = await axeOnce(page);
    if (!moved) return violations;
    if (run === axeRunsWhileMoving) return foundInBoth(previous, violations);
    previous = violations;
  }
}

/** The violations of `latest` whose elements `earlier` describes the same way (colours and ratios included). */
function foundInBoth(earlier: AccessibilityViolation[], latest: AccessibilityViolation[]): AccessibilityViolation[] {
  return latest
    .map((violation) => {
      const seen = new Set(earlier.find(({ rule }) => rule === violation.rule)?.elements);
      return { ...violation, elements: violation.elements.filter((element) => seen.has(element)) };
    })
    .filter(({ elements }) => elements.length > 0);
}

async function axeOnce(page: Page): Promise<{ violations: AccessibilityViolation[]; moved: boolean }> {
  return page.evaluate(
    async ({ options, impacts, stillWithinMs }) => {
      // Loaded into the last document: a newer one (the test went on between the two evaluations) has none.
      if (!window.axe) throw new Error('axe is not on the page: it navigated to another document');
      // axe-core#4914 (open): the box a combobox's options scroll in needs no focus of its own, since the arrow
      // keys in the combobox (the control whose popup the listbox is) move through the options and scroll them.
      const scrollsOptionsOfCombobox = (target: unknown[]) => {
        const box = target.length === 1 && typeof target[0] === 'string' ? document.querySelector(target[0]) : null;
        // Mantine scrolls inside the listbox; others put the listbox inside the scrolling box.
        const listbox = box?.closest('[role="listbox"][id]') ?? box?.querySelector('[role="listbox"][id]');
        return !!listbox && !!document.querySelector(`[aria-controls="${listbox.id}"][aria-haspopup="listbox"]`);
      };
      // A transition caught halfway (a notification fading in) shows colours nobody reads: finite animations end
      // first, for at most a few seconds (then axe looks anyway). Endless ones (loaders, skeletons) are not waited
      // for. Moving: a finite animation that still runs when axe starts or ends, or one that starts meanwhile.
      const running = () =>
        document
          .getAnimations()
          .some(
            (animation) =>
              animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity,
          );
      const giveUpAt = performance.now() + stillWithinMs;
      while (running() && performance.now() < giveUpAt) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      let moved = running();
      const movement = ['transitionrun', 'animationstart'] as const;
      const started = () => (moved = true);
      for (const type of movement) document.addEventListener(type, started, true);
      // A region marked busy shows content on its way (the app dims a table while it refetches): axe leaves out the
      // regions busy when it starts, and a region that turns busy while axe reads the page dims without a
      // transition, so it counts as movement.
      const busy = Array.from(document.querySelectorAll('[aria-busy="true"]'));
      const turnedBusy = new MutationObserver((records) => {
        if (records.some(({ target }) => (target as Element).getAttribute?.('aria-busy') === 'true')) moved = true;
      });
      turnedBusy.observe(document, { subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
      const { violations } = await window.axe
        .run(busy.length > 0 ? { exclude: busy } : document, options)
        .finally(() => {
          for (const type of movement) document.removeEventListener(type, started, true);
          turnedBusy.disconnect();
        });
      moved ||= running();
      if (window.unchangedSinceAxe === undefined) {
        new MutationObserver(() => (window.unchangedSinceAxe = false)).observe(document, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        });
      }
      window.unchangedSinceAxe = true;
      const found = violations
        .filter((violation) => violation.impact && impacts.includes(violation.impact))
        .map((violation) => ({
          rule: violation.id,
          impact: violation.impact!,
          help: violation.help,
          nodes: violation.nodes.filter(
            (node) => violation.id !== 'scrollable-region-focusable' || !scrollsOptionsOfCombobox(node.target),
          ),
        }))
        .filter(({ nodes }) => nodes.length > 0)
        .map(({ nodes, ...violation }) => ({
          ...violation,
          elements: nodes.map(
            (node) =>
              `${node.target.join(' ')} ${node.html.slice(0, 160)}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`,
          ),
        }));
      return { violations: found, moved };
    },
    { options: wcagRules, impacts: failingImpacts, stillWithinMs: transitionsTimeoutMs },
  );
}

/** Whether the document changed since axe last looked at it (a new document has not been looked at). */
export function changedSinceLastCheck(page: Page): Promise<boolean> {
  return page.evaluate(() => window.unchangedSinceAxe !== true);
}

/** Says which page (by its label) broke which rule where, one violation a paragraph. */
export function describeViolations(label: string, violations: AccessibilityViolation[]): string {
  const listed = violations.map(
    ({ rule, impact, help, elements }) =>
      `${rule} (${impact}): ${help}\n${elements.map((element) => `  - ${element}`).join('\n')}`,
  );
  return `${label}: ${violations.length} serious or critical accessibility violation(s)\n${listed.join('\n')}`;
}

/** Fails unless axe finds no serious or critical violation on the page as it is now (e.g. with a dialog open). */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  const violations = await findAccessibilityViolations(page);
  if (violations.length > 0) throw new Error(describeViolations(label, violations));
}
