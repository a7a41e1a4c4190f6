// Locating and filling the app's form fields as a keyboard user would, shared by the browser journeys.
import type { Page } from 'playwright-core';

/** A form field by its label: its text box (a select's dropdown list carries the same label). */
export const field = (page: Page, label: string) =>
  page.locator('input, textarea').and(page.getByLabel(label, { exact: true }));

/** Picks an entry in a searchable select, multi-select or tree select by typing part of it, as a keyboard user would. */
export async function pick(page: Page, label: string, search: string, option: string | RegExp): Promise<void> {
  const input = field(page, label);
  await input.click();
  await input.fill(search);
  await page.getByRole('option', { name: option }).first().click();
  await input.press('Escape');
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A tree option: "1.2 Name", after the chevron's "Expand" when it has children. */
export const treeOption = (entry: { code: string; label: string }) =>
  new RegExp(`(^|\\s)${escapeRegExp(`${entry.code} ${entry.label}`)}$`);
