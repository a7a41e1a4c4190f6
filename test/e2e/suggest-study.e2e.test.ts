// Suggest a Study in a real browser (spec 000 §2, §4, §5; spec 001 §2, §5; issue 5): the demo user suggests a study
// with a .txt and a .pdf, after the browser refused a third file and a wrong type with the rule's messages; sees the
// thank-you modal and an empty form; searches the read-only valuation studies list (none: 'Attention!'); and an
// administrator finds the suggestion and downloads its PDF, byte for byte.
import { attachmentMessages } from '@esvd/schema/rules/studies';
import { vslMessages } from '@esvd/schema/rules/vsl';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../api/src/db/seed/index.ts';
import { suggestionThanks } from '../../api/src/modules/studies/suggested-studies.service.ts';
import { openThroughLogin, screenshot, useBrowserPages } from '../support/e2e-page.ts';
import { admin, demoPassword } from '../support/environment.ts';

const demoUser = demoAccounts.find((account) => account.role === 'user')!;

const { newPage } = useBrowserPages();
let folder: string;

/** Real documents on disk, as a user would pick them. */
const files = {
  txt: 'notes.txt',
  pdf: 'study.pdf',
  extra: 'appendix.txt',
  png: 'photo.png',
};
const pdfBytes = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
    'trailer << /Root 1 0 R >>\n%%EOF\n',
);

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'esvd-suggest-'));
  await writeFile(path.join(folder, files.txt), 'Why this study matters: primary wetland values.\n');
  await writeFile(path.join(folder, files.pdf), pdfBytes);
  await writeFile(path.join(folder, files.extra), 'Appendix.\n');
  await writeFile(path.join(folder, files.png), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
});

afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** Opens a guarded page as a visitor: the login page, then back to it. */
async function openSignedIn(page: Page, pathname: string, userName: string, password: string): Promise<void> {
  await openThroughLogin(page, pathname, userName, password);
  await page.waitForURL((url) => url.pathname === pathname);
}

const inFolder = (...names: string[]) => names.map((name) => path.join(folder, name));

describe('suggesting a study', () => {
  const title = `Wetland values of the Sahel ${Date.now()}`;

  it('refuses a third file and a wrong type in the browser, then sends a .txt and a .pdf and says thank you', async () => {
    const page = await newPage();
    await openSignedIn(page, '/suggest', demoUser.userName, demoPassword);
    await page.getByRole('heading', { name: 'Read Me' }).waitFor();
    const form = page.getByRole('region', { name: 'Suggest a Study' });

    // Everything missing: the spec's messages.
    await form.getByRole('button', { name: 'Submit suggestion' }).click();
    for (const message of [
      'Title is required',
      'Study Description is required',
      'Study Type is required',
      attachmentMessages.required,
    ]) {
      await form.getByText(message, { exact: true }).waitFor();
    }

    await form.getByLabel(/^Title/).fill(title);
    await form.getByLabel(/^Study Description/).fill('Primary valuation data for 12 wetland sites.');
    await form.getByLabel(/^Study Type/).selectOption('journal article');

    const picker = form.locator('input[type="file"]');
    await picker.setInputFiles(inFolder(files.txt, files.pdf, files.extra));
    await form.getByText(attachmentMessages.tooMany, { exact: true }).waitFor();
    await picker.setInputFiles(inFolder(files.png));
    await form.getByText(attachmentMessages.format, { exact: true }).waitFor();
    await picker.setInputFiles(inFolder(files.txt, files.pdf));
    await form.getByText(attachmentMessages.format, { exact: true }).waitFor({ state: 'detached' });
    await form.getByText(/^study\.pdf/).waitFor();
    await screenshot(page, 'suggest-study-form');

    await form.getByRole('button', { name: 'Submit suggestion' }).click();
    const thanks = page.getByRole('dialog', { name: 'Thank you!' });
    await thanks.getByText(suggestionThanks).waitFor();
    // The form is hidden while the modal shows, and comes back empty.
    expect(await form.count()).toBe(0);
    await thanks.getByRole('button', { name: 'Close' }).click();
    await form.waitFor();
    expect(await form.getByLabel(/^Title/).inputValue()).toBe('');
    expect(await form.getByLabel(/^Study Description/).inputValue()).toBe('');
    expect(await form.getByLabel(/^Study Type/).inputValue()).toBe('');
    expect(await form.getByText(/^study\.pdf/).count()).toBe(0);
  });

  it('searches the read-only valuation studies list: no filter is refused, a filter shows rows', async () => {
    const page = await newPage();
    await openSignedIn(page, '/suggest', demoUser.userName, demoPassword);
    await page.getByRole('button', { name: 'Get valuations studies' }).click();
    const attention = page.getByRole('dialog', { name: 'Attention!' });
    await attention.getByText(vslMessages.noFilter).waitFor();
    await attention.getByRole('button', { name: 'Choose filters' }).click();
    await attention.waitFor({ state: 'detached' });

    await page
      .locator('input')
      .and(page.getByLabel('Included in ESVD', { exact: true }))
      .click();
    await page.getByRole('option', { name: 'Included', exact: true }).click();
    await page.getByRole('button', { name: 'Get valuations studies' }).click();
    const total = page.getByTestId('vsl-total');
    await total.waitFor();
    expect(Number(await total.getAttribute('data-count'))).toBeGreaterThan(0);
    const table = page.getByTestId('vsl-table');
    const firstRow = table.locator('tbody tr').first();
    await expect.poll(() => firstRow.locator('td').first().textContent()).toBe('Included');
    // Hidden in the read-only list (spec 001 §2): no Title or Authors column.
    const headers = await table.locator('thead th').allTextContents();
    expect(headers).toContain('StudyID');
    expect(headers).not.toContain('Title');
    expect(headers).not.toContain('Authors');

    // By study id, descending first (spec 001 §9); a click on the header turns the order round.
    const studyIds = async () =>
      (await table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.children[1].textContent))).map(
        Number,
      );
    const descending = await studyIds();
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    await table.getByRole('button', { name: 'StudyID' }).click();
    await expect.poll(async () => (await studyIds())[0]).toBeLessThan(descending[0]);
    const ascending = await studyIds();
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    await screenshot(page, 'suggest-study-vsl');
  });

  it('lets an administrator read the suggestion and download its PDF', async () => {
    const page = await newPage();
    await openSignedIn(page, '/suggestions', admin.usernameOrEmail, admin.password);
    const row = page.getByRole('row').filter({ hasText: title });
    await row.waitFor();
    await row.getByText('journal article').waitFor();
    await row.getByText('Demo user').waitFor();
    await row.getByText('Primary valuation data for 12 wetland sites.').waitFor();
    await row.getByRole('button', { name: /notes\.txt/ }).waitFor();
    await screenshot(page, 'suggested-studies-admin');

    const downloadStarted = page.waitForEvent('download');
    await row.getByRole('button', { name: /study\.pdf/ }).click();
    const download = await downloadStarted;
    expect(download.suggestedFilename()).toBe(files.pdf);
    expect(Buffer.compare(await readFile((await download.path())!), pdfBytes)).toBe(0);
  });
});
