// Study entry in a real browser (issue 5): a data analyst adds a study and two valuations, copies one, marks the
// study complete and publishes it; its valuations then appear in the database search and the analyst can no longer
// change it; an editor in chief finds it on Edit Data, edits it and republishes, and the history shows both changes.
// Then the valuations card's delete dialog and a stale save refused with a way to reload.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../../api/src/db/seed/index.ts';
import type { RoleName } from '../../api/src/modules/access/roles.ts';
import { e2eServer } from '../support/browser.ts';
import { openThroughLogin, screenshot, useBrowserPages } from '../support/e2e-page.ts';
import { demoPassword } from '../support/environment.ts';
import { graphql, graphqlData, loginAsDemoUser } from '../support/http.ts';

const server = e2eServer();
const account = (role: RoleName) => demoAccounts.find((candidate) => candidate.role === role)!;
const analyst = account('dataAnalyst');
const editor = account('editorInChief');

const { newPage, expectConsoleErrorInThisTest } = useBrowserPages();

/** Opens a protected page as a visitor, logs in on the way and lands on it. */
async function openAs(page: Page, user: { userName: string }, path: string, heading: string): Promise<void> {
  await openThroughLogin(page, path, user.userName, demoPassword);
  await page.getByRole('heading', { name: heading, exact: true }).waitFor();
}

/** A notification (Mantine renders them as alerts); waits until it shows. */
async function notice(page: Page, text: string): Promise<void> {
  await page.getByRole('alert').filter({ hasText: text }).first().waitFor();
}

/** A labelled input or text area (a required one's label ends in an asterisk); dropdowns carry the label too. */
const field = (scope: Page | Locator, label: string) =>
  scope.locator('input, textarea').and(scope.getByLabel(new RegExp(`^${label}( \\*)?$`)));

const valuationRows = (page: Page) => page.getByTestId('valuation-row');

/** Saves the valuation form open in the valuations card; it must get the expected valueId (spec 000 §4). */
async function saveValuation(page: Page, valueId: number): Promise<void> {
  await page.getByRole('button', { name: 'Save', exact: true }).last().click();
  await notice(page, `Valuation ${valueId} saved.`);
  await page.getByRole('button', { name: `Edit valuation ${valueId}` }).waitFor();
}

/** The valuations the database search finds for a free text, as a user of the search page's api sees them. */
async function searchCount(token: string, freeText: string): Promise<number> {
  const { valuationCount } = await graphqlData<{ valuationCount: number }>(
    server,
    'query Count($filter: ValuationFilter!) { valuationCount(filter: $filter) }',
    { filter: { freeText } },
    token,
  );
  return valuationCount;
}

describe('entering and publishing a study', () => {
  it('an analyst adds, copies, completes and publishes; an editor edits and republishes; the history shows both', async () => {
    const title = `Mangrove carbon e2e ${Date.now()}`;
    const exactTitle = `"${title}"`;
    const userToken = await loginAsDemoUser(server, 'user');
    expect(await searchCount(userToken, exactTitle)).toBe(0);

    // Add Data: the rules of the study form, with the spec's messages.
    const page = await newPage();
    await openAs(page, analyst, '/entries', 'Add Data');
    await page.getByRole('heading', { name: 'Read Me' }).waitFor();
    await page.getByRole('heading', { name: 'Add study' }).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    for (const message of ['Year of Publication is required', 'Title is required', 'Authors is required']) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    await field(page, 'Year of Publication').fill('1949');
    await page.getByText('Year of Publication must be grater than or equal to 1950.').waitFor();
    expect(await page.getByRole('button', { name: 'Publish' }).isDisabled()).toBe(true);

    // The study is saved and gets its StudyID; Is Complete waits for a valuation.
    await field(page, 'Year of Publication').fill('2021');
    await field(page, 'Title').fill(title);
    await field(page, 'Authors').fill('Ada Analyst; Bo Botanist');
    await field(page, 'Reference').fill(`Analyst, A. (2021) ${title}. Journal of Coasts 12(3).`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await notice(page, 'Study saved.');
    const formHeading = page.getByRole('heading', { name: /^Edit study \d+$/ });
    await formHeading.waitFor();
    const studyId = Number((await formHeading.textContent())!.replace('Edit study ', ''));
    const id = Number(new URL(page.url()).searchParams.get('studyId'));
    expect(id).toBeGreaterThan(0);
    expect(await page.getByRole('checkbox', { name: /Is Complete/ }).count()).toBe(0);
    await page.getByText('Add at least one valuation before marking the study complete.').waitFor();

    // Two valuations.
    await page.getByRole('button', { name: 'Add valuation' }).click();
    const form = page.getByRole('form', { name: 'New valuation' });
    await form.waitFor();
    await field(form, 'Study Location').fill('Sundarbans delta');
    await field(form, 'Notes').fill('Carbon sequestration by mangroves');
    await field(form, 'Value Year').fill('2019');
    // The first gets the StudyID followed by 00001, the next the highest plus 1.
    const first = Number(`${studyId}00001`);
    await saveValuation(page, first);

    await page.getByRole('button', { name: 'Add valuation' }).click();
    await field(page.getByRole('form', { name: 'New valuation' }), 'Notes').fill('Coastal protection by mangroves');
    const second = first + 1;
    await saveValuation(page, second);

    // A copy of the first opens unsaved with the next valueId; saving it adds the third valuation.
    await page.getByRole('button', { name: `Copy valuation ${first}` }).click();
    const copy = page.getByRole('form', { name: 'Copy of a valuation' });
    await copy.waitFor();
    await copy.getByText(`Value ID: ${second + 1} (not saved yet)`).waitFor();
    expect(await field(copy, 'Notes').inputValue()).toBe('Carbon sequestration by mangroves');
    await saveValuation(page, second + 1);
    await expect.poll(() => valuationRows(page).count()).toBe(3);
    await page.getByRole('heading', { name: 'Valuations (3)' }).waitFor();

    // Not public yet. Is Complete, then Publish (enabled only once it is ticked).
    expect(await searchCount(userToken, exactTitle)).toBe(0);
    const publish = page.getByRole('button', { name: 'Publish', exact: true });
    expect(await publish.isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: /Is Complete/ }).check();
    expect(await publish.isEnabled()).toBe(true);
    await screenshot(page, 'study-entry-before-publish');
    await publish.click();
    await notice(page, 'Study published.');

    // Published: the analyst sees the study read-only, without Save, Is Complete, add or copy; only Unpublish.
    await page.getByTestId('study-locked').waitFor();
    await page.getByRole('button', { name: `View valuation ${first}` }).waitFor();
    await page.getByRole('button', { name: 'Unpublish', exact: true }).waitFor();
    for (const name of ['Save', 'Publish', 'Add valuation', `Copy valuation ${first}`]) {
      expect(await page.getByRole('button', { name, exact: true }).count(), name).toBe(0);
    }
    expect(await page.getByRole('checkbox', { name: /Is Complete/ }).count()).toBe(0);
    expect(await field(page, 'Title').getAttribute('readonly')).not.toBeNull();
    await screenshot(page, 'study-entry-published');

    // The api refuses the analyst's change too.
    const analystToken = await loginAsDemoUser(server, 'dataAnalyst');
    const refused = await graphql(
      server,
      'mutation U($id: Int!, $input: StudyUpdateInput!) { updateStudy(id: $id, input: $input) { id } }',
      {
        id,
        input: { title: 'x', authors: 'x', reference: 'x', yearOfPublication: 2021, isComplete: true, version: 99 },
      },
      analystToken,
    );
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');

    // The database search finds the three valuations, in the browser as in the api.
    expect(await searchCount(userToken, exactTitle)).toBe(3);
    await page.goto(`${server.url}/esvd`, { waitUntil: 'load' });
    await page.getByLabel('Free text', { exact: true }).fill(exactTitle);
    await page.getByRole('button', { name: 'Get valuations' }).click();
    await expect.poll(() => page.getByTestId('valuation-count').getAttribute('data-count')).toBe('3');

    // Edit Data: the editor finds the study by an exact phrase; the eye marks it published.
    const editorPage = await newPage();
    await openAs(editorPage, editor, '/editor', 'Edit Data');
    const search = editorPage.getByRole('textbox', { name: 'Search studies' });
    expect(await search.getAttribute('placeholder')).toContain('double quotes for exact string matching');
    await search.fill(exactTitle);
    await editorPage.getByRole('button', { name: 'Get studies' }).click();
    const results = editorPage.getByRole('navigation', { name: 'Studies found' });
    const result = results.getByRole('button', { name: new RegExp(title) });
    await result.waitFor();
    expect(await results.getByRole('button').count()).toBe(1);
    await result.getByText(`StudyID ${studyId}`).waitFor();
    await result.getByRole('img', { name: 'Published' }).waitFor();
    await result.click();

    // The editor changes the published study and republishes it.
    await editorPage.getByRole('heading', { name: `Edit study ${studyId}` }).waitFor();
    await editorPage.getByRole('heading', { name: 'Valuations (3)' }).waitFor();
    expect(await editorPage.getByRole('button', { name: `Copy valuation ${first}` }).count()).toBe(0);
    const revisedTitle = `${title} (revised)`;
    await field(editorPage, 'Title').fill(revisedTitle);
    await editorPage.getByRole('button', { name: 'Republish' }).click();
    await notice(editorPage, 'Study republished.');
    await editorPage.getByRole('button', { name: 'Unpublish' }).waitFor();
    expect(await searchCount(userToken, `"${revisedTitle}"`)).toBe(3);

    // The history: the editor's republish with the new title, the analyst's publish and their first save.
    await editorPage.getByRole('button', { name: `History of study ${studyId}` }).click();
    const history = editorPage.getByRole('dialog', { name: `History of study ${studyId}` });
    await history.getByText(`Published by ${editor.displayName}`).waitFor();
    await history.getByText(`Published by ${analyst.displayName}`).waitFor();
    await history.getByText(`Created by ${analyst.displayName}`).waitFor();
    await history.getByText(revisedTitle).first().waitFor();
    await screenshot(editorPage, 'study-entry-history');
    await editorPage.keyboard.press('Escape');
    await history.waitFor({ state: 'hidden' });

    // The analyst's list of studies shows the new title, published.
    await page.goto(`${server.url}/entries?studyId=${id}`, { waitUntil: 'load' });
    await page.getByRole('heading', { name: `Edit study ${studyId}` }).waitFor();
    expect(await field(page, 'Title').inputValue()).toBe(revisedTitle);
    await field(page, 'Study to edit').click();
    await page.getByRole('option', { name: `${studyId} ${revisedTitle} (published)` }).waitFor();
    await page.keyboard.press('Escape');
    // Clearing the choice returns to a new study.
    await page.getByRole('button', { name: 'Clear the chosen study' }).click();
    await page.getByRole('heading', { name: 'Add study' }).waitFor();
    expect(await field(page, 'Title').inputValue()).toBe('');
  });
});

describe('the valuations card and the study form on their own', () => {
  /** A study of the analyst with one valuation, made through the api. */
  async function studyWithValuation(token: string, title: string) {
    const input = { title, authors: 'Ada', reference: `Ada (2020) ${title}`, yearOfPublication: 2020 };
    const { createStudy } = await graphqlData<{ createStudy: { id: number; studyId: number; version: number } }>(
      server,
      'mutation C($input: StudyInput!) { createStudy(input: $input) { id studyId version } }',
      { input },
      token,
    );
    const { createValuation } = await graphqlData<{ createValuation: { valueId: number } }>(
      server,
      'mutation V($studyRecordId: Int!, $input: ValuationEntryInput!) { createValuation(studyRecordId: $studyRecordId, input: $input) { valueId } }',
      { studyRecordId: createStudy.id, input: { notes: 'to be deleted' } },
      token,
    );
    return { ...createStudy, input, valueId: createValuation.valueId };
  }

  it('deletes a valuation only on Yes, and refuses a stale save with a way to reload', async () => {
    const token = await loginAsDemoUser(server, 'dataAnalyst');
    const title = `Seagrass e2e ${Date.now()}`;
    const study = await studyWithValuation(token, title);
    const page = await newPage();
    await openAs(page, analyst, `/entries?studyId=${study.id}`, 'Add Data');
    await page.getByRole('heading', { name: `Edit study ${study.studyId}` }).waitFor();

    // No keeps it, Yes deletes it with the spec's words.
    await page.getByRole('button', { name: `Delete valuation ${study.valueId}` }).click();
    const dialog = page.getByRole('dialog', { name: `Delete valuation ${study.valueId}` });
    await dialog.getByText('Are you sure you want to delete?').waitFor();
    await dialog.getByRole('button', { name: 'No' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await valuationRows(page).count()).toBe(1);
    await page.getByRole('button', { name: `Delete valuation ${study.valueId}` }).click();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await notice(page, 'Valuation deleted successfully.');
    await page.getByText('No valuations yet.').waitFor();
    await page.getByRole('heading', { name: 'Valuations (0)' }).waitFor();

    // Someone else saves the study meanwhile: this form's save is refused, and Reload study shows their version.
    await graphqlData(
      server,
      'mutation U($id: Int!, $input: StudyUpdateInput!) { updateStudy(id: $id, input: $input) { id } }',
      { id: study.id, input: { ...study.input, title: `${title} elsewhere`, version: study.version } },
      token,
    );
    expectConsoleErrorInThisTest(/status of 409/);
    await field(page, 'Authors').fill('Ada and Bo');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page
      .getByTestId('form-error')
      .getByText('This study was changed by someone else since you opened it. Reload it to see their changes.')
      .waitFor();
    await page.getByRole('button', { name: 'Reload study' }).click();
    await expect.poll(() => field(page, 'Title').inputValue()).toBe(`${title} elsewhere`);
    expect(await field(page, 'Authors').inputValue()).toBe('Ada');
    expect(await page.getByTestId('form-error').count()).toBe(0);
  });
});
