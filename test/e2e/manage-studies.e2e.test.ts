// Manage all Studies /manage in a real browser, as an administrator uses it: reach it from the Admin menu, find
// studies made for the test by a title word, sort them with the mouse and the keyboard, filter by status, follow
// the link into Edit Data, read a study's history after an edit, and delete (No keeps it, Yes removes it; a study
// someone else deleted meanwhile shows the server's reason in the dialog). Editors are kept out.
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../api/src/db/seed/index.ts';
import { e2eServer } from '../support/browser.ts';
import { coveredByFeedbackButton, loginThroughUi, screenshot, useBrowserPages } from '../support/e2e-page.ts';
import { admin, demoPassword } from '../support/environment.ts';
import { graphql, graphqlData, loginAsAdmin } from '../support/http.ts';

const server = e2eServer();
const editor = demoAccounts.find((account) => account.role === 'editorInChief')!;
// A title word of this run only, so reruns against the same database never see each other's studies.
const word = `Managed${Date.now().toString(36)}`;

// Deleting a study that is gone answers 404, which Chromium logs as a failed resource; other console errors count.
const expectedConsoleError = /^Failed to load resource: the server responded with a status of 404/;

const { newPage } = useBrowserPages({ expectedConsoleError });
let adminToken: string;

interface CreatedStudy {
  id: number;
  studyId: number;
  title: string;
  version: number;
}

const studyFields = 'id studyId title version';
const form = { authors: 'Test, A.', reference: 'Test (2020) A study. J. 1', yearOfPublication: 2020 };

async function createStudy(title: string): Promise<CreatedStudy> {
  const data = await graphqlData<{ createStudy: CreatedStudy }>(
    server,
    `mutation Create($input: StudyInput!) { createStudy(input: $input) { ${studyFields} } }`,
    { input: { ...form, title } },
    adminToken,
  );
  return data.createStudy;
}

async function updateStudy(study: CreatedStudy, changes: Record<string, unknown>): Promise<CreatedStudy> {
  const data = await graphqlData<{ updateStudy: CreatedStudy }>(
    server,
    `mutation Update($id: Int!, $input: StudyUpdateInput!) { updateStudy(id: $id, input: $input) { ${studyFields} } }`,
    { id: study.id, input: { ...form, title: study.title, version: study.version, ...changes } },
    adminToken,
  );
  return data.updateStudy;
}

async function deleteStudy(study: CreatedStudy): Promise<void> {
  await graphqlData(server, 'mutation Delete($id: Int!) { deleteStudy(id: $id) }', { id: study.id }, adminToken);
}

/** Alpha (renamed once), Beta (published, with a valuation) and Gamma (a draft), all titled with this run's word. */
let alpha: CreatedStudy;
let beta: CreatedStudy;
let gamma: CreatedStudy;

beforeAll(async () => {
  adminToken = await loginAsAdmin(server);
  const draftAlpha = await createStudy(`${word} alpha wetland`);
  alpha = await updateStudy(draftAlpha, { title: `${word} alpha mangrove` });
  beta = await createStudy(`${word} beta reef`);
  await graphqlData(
    server,
    'mutation Add($studyRecordId: Int!, $input: ValuationEntryInput!) { createValuation(studyRecordId: $studyRecordId, input: $input) { id } }',
    { studyRecordId: beta.id, input: { notes: 'A valuation so the study can be published.' } },
    adminToken,
  );
  beta = await updateStudy(beta, { isComplete: true, isPublished: true });
  gamma = await createStudy(`${word} gamma dune`);
});

async function logIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto(`${server.url}/login`, { waitUntil: 'load' });
  await loginThroughUi(page, username, password);
  await page.waitForURL(`${server.url}/`);
}

const rows = (page: Page): Locator => page.getByTestId('managed-study');

/** The StudyIDs of the rows shown, top to bottom, once the list has settled on `expected`. */
async function expectRows(page: Page, expected: CreatedStudy[]): Promise<void> {
  const wanted = expected.map((study) => String(study.studyId));
  await expect
    .poll(async () => rows(page).evaluateAll((found) => found.map((row) => row.getAttribute('data-study-id'))), {
      timeout: 10_000,
    })
    .toEqual(wanted);
}

const rowOf = (page: Page, study: CreatedStudy): Locator => page.locator(`[data-study-id="${study.studyId}"]`);

describe('Manage all Studies', () => {
  it('finds, sorts, filters, opens, shows the history of and deletes studies', async () => {
    const page = await newPage();
    await logIn(page, admin.usernameOrEmail, admin.password);

    // From the Admin menu.
    await page.getByRole('button', { name: 'Admin', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Manage all Studies' }).click();
    await page.waitForURL(`${server.url}/manage`);
    await page.getByRole('heading', { name: 'Manage all Studies' }).waitFor();
    await rows(page).first().waitFor();
    expect(await page.getByTestId('manage-range').textContent()).toMatch(/^Studies 1–50 of [\d,]+$/);
    // Issue 39: at the end of the page the floating feedback button covered the last row's Delete.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const lastDelete = rows(page)
      .last()
      .getByRole('button', { name: /^Delete study/ });
    expect(await coveredByFeedbackButton(page, lastDelete)).toBe(false);

    // The search by a title word finds this run's three studies, newest StudyID first; the address keeps it.
    await page.getByLabel('Search', { exact: true }).fill(word.toLowerCase());
    await expectRows(page, [gamma, beta, alpha]);
    await page.waitForURL(/freeText=/);
    expect(await page.getByTestId('manage-range').textContent()).toBe('Studies 1–3 of 3');
    const betaRow = rowOf(page, beta);
    expect(await betaRow.getByText('Published').count()).toBe(1);
    expect((await betaRow.locator('td').nth(3).textContent())?.trim()).toBe('1');
    expect(await betaRow.getByText('Administrator').count()).toBe(1);
    expect(await rowOf(page, gamma).getByText('Draft').count()).toBe(1);

    // Sorting: a click on Title sorts A to Z, another Z to A; the keyboard reaches the headers too.
    const titleHeader = page.getByRole('columnheader', { name: 'Title' });
    await titleHeader.getByRole('button').click();
    await expectRows(page, [alpha, beta, gamma]);
    expect(await titleHeader.getAttribute('aria-sort')).toBe('ascending');
    await titleHeader.getByRole('button').click();
    await expectRows(page, [gamma, beta, alpha]);
    expect(await titleHeader.getAttribute('aria-sort')).toBe('descending');
    const statusButton = page.getByRole('columnheader', { name: 'Status' }).getByRole('button');
    await statusButton.focus();
    await page.keyboard.press('Enter');
    // Published first, then the drafts, newest first.
    await expectRows(page, [beta, gamma, alpha]);
    expect(await page.getByRole('columnheader', { name: 'Status' }).getAttribute('aria-sort')).toBe('descending');

    // Filtering by status.
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Draft' }).click();
    await expectRows(page, [gamma, alpha]);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Complete' }).click();
    await page.getByText('No studies match the search.').waitFor();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'All statuses' }).click();
    await expectRows(page, [beta, gamma, alpha]);

    // Edit opens the study in Edit Data by its internal id.
    const edit = page.getByRole('link', { name: `Edit study ${alpha.studyId} in the editor` });
    expect(await edit.getAttribute('href')).toBe(`/editor?studyId=${alpha.id}`);

    // The history: the rename, newest first, then the creation.
    await page.getByRole('button', { name: `History of study ${alpha.studyId}` }).click();
    const history = page.getByRole('dialog', { name: `History of study ${alpha.studyId}` });
    await history.getByText('Edited by Administrator').waitFor();
    const versions = history.getByRole('listitem').filter({ hasText: /^Title:/ });
    expect(await versions.allTextContents()).toEqual([
      `Title: from ${word} alpha wetland → to ${word} alpha mangrove`,
      `Title: ${word} alpha wetland`,
    ]);
    expect(await history.getByText('Created by Administrator').count()).toBe(1);
    await screenshot(page, 'manage-studies-history');
    await page.keyboard.press('Escape');
    await history.waitFor({ state: 'hidden' });

    // Delete: No keeps the study, Yes removes it.
    await page.getByRole('button', { name: `Delete study ${gamma.studyId}` }).click();
    const confirm = page.getByRole('dialog', { name: `Delete study ${gamma.studyId}` });
    await confirm.getByText('Are you sure you want to delete?').waitFor();
    await confirm.getByRole('button', { name: 'No' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await expectRows(page, [beta, gamma, alpha]);
    await page.getByRole('button', { name: `Delete study ${gamma.studyId}` }).click();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await page.getByText(`Study ${gamma.studyId} deleted successfully.`).waitFor();
    await expectRows(page, [beta, alpha]);
    expect(await page.getByTestId('manage-range').textContent()).toBe('Studies 1–2 of 2');
    const gone = await graphql(server, 'query S($id: Int!) { study(id: $id) { id } }', { id: gamma.id }, adminToken);
    expect(gone.errors?.[0].message).toBe(`There is no study ${gamma.id}.`);

    // A study someone else deleted meanwhile: the dialog says why, No closes it, and the list has caught up.
    await page.getByRole('button', { name: `Delete study ${alpha.studyId}` }).click();
    const refused = page.getByRole('dialog', { name: `Delete study ${alpha.studyId}` });
    await refused.getByText('Are you sure you want to delete?').waitFor();
    await deleteStudy(alpha);
    await refused.getByRole('button', { name: 'Yes' }).click();
    await refused.getByRole('alert').getByText(`There is no study ${alpha.id}.`).waitFor();
    await refused.getByRole('button', { name: 'No' }).click();
    await refused.waitFor({ state: 'hidden' });
    await expectRows(page, [beta]);
    await screenshot(page, 'manage-studies');
  });

  it('keeps editors in chief out: the page sends them home and the menu does not offer it', async () => {
    const page = await newPage();
    await logIn(page, editor.userName, demoPassword);
    await page.goto(`${server.url}/manage`, { waitUntil: 'load' });
    await page.waitForURL(`${server.url}/`);
    // Their Admin menu holds the standardisation checks only.
    await page.getByRole('button', { name: 'Admin', exact: true }).click();
    await page.getByRole('menuitem').first().waitFor();
    expect(await page.getByRole('menuitem').allTextContents()).toEqual(['Standardisation checks']);
  });
});
