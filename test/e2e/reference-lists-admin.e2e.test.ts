// The reference lists admin /referencelists in a real browser, as an administrator uses it: pick a flat list, search it, add,
// edit and delete an entry (No keeps it, Yes removes it); add a sub-entry in a hierarchy and find it indented under
// its parent; the server's refusal to delete an entry that sub-entries or valuations use; and a non-admin sent home.
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../api/src/db/seed/index.ts';
import { e2eServer } from '../support/browser.ts';
import { openThroughLogin, screenshot, untilIdle, untilStill, useBrowserPages } from '../support/e2e-page.ts';
import { admin, demoPassword } from '../support/environment.ts';
import { graphqlData, loginAsAdmin } from '../support/http.ts';

const server = e2eServer();
const demoUser = demoAccounts.find((account) => account.role === 'user')!;
// Codes of this run, so reruns against the same database never collide.
const stamp = Date.now().toString(36).toUpperCase();

// A refused delete answers 400, which Chromium logs as a failed resource; every other console error counts.
const expectedConsoleError = /^Failed to load resource: the server responded with a status of 400/;

const { newPage } = useBrowserPages({ expectedConsoleError });
let adminToken: string;

beforeAll(async () => {
  adminToken = await loginAsAdmin(server);
});

async function openAdminPage(page: Page): Promise<void> {
  await openThroughLogin(page, '/referencelists', admin.usernameOrEmail, admin.password);
  await page.waitForURL(`${server.url}/referencelists`);
  await page.getByRole('heading', { name: 'Reference lists' }).waitFor();
}

/** The text box of a Mantine select (its dropdown's list carries the same label). */
const selectInput = (scope: Page | Locator, label: string) =>
  scope.locator('input').and(scope.getByLabel(label, { exact: true }));

/** Picks an option of a searchable select by typing part of its name, as a keyboard user would. */
async function pick(page: Page, scope: Page | Locator, label: string, search: string, option: string): Promise<void> {
  const input = selectInput(scope, label);
  await input.click();
  await input.fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function chooseList(page: Page, title: string): Promise<void> {
  await pick(page, page, 'Reference list', title, title);
  await page
    .getByRole('status')
    .filter({ hasText: /entries/ })
    .waitFor();
}

interface Entry {
  id: number;
  code: string;
  label: string;
  level: number;
  parentId: number | null;
  alpha2: string | null;
  continentId: number | null;
}

async function referenceList(list: string): Promise<Entry[]> {
  const data = await graphqlData<{ referenceList: Entry[] }>(
    server,
    'query List($list: ReferenceListName!) { referenceList(list: $list) { id code label level parentId alpha2 continentId } }',
    { list },
  );
  return data.referenceList;
}

const row = (page: Page, entry: { code: string; label: string }) =>
  page.getByRole('row').filter({ has: page.getByRole('button', { name: `Edit ${entry.code} ${entry.label}` }) });

const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

/** The text boxes of the entry form; required labels end in an asterisk that is part of their text. */
const codeInput = (form: Locator) => form.getByRole('textbox', { name: /^Code/ });
const labelInput = (form: Locator) => form.getByRole('textbox', { name: /^Label/ });

describe('a flat list', () => {
  it('adds, searches, edits and deletes an entry, after checking the form', async () => {
    const page = await newPage();
    await openAdminPage(page);
    await chooseList(page, 'Protection statuses');
    await page.waitForURL(`${server.url}/referencelists?list=protectionstatuses`);
    const before = (await referenceList('PROTECTION_STATUSES')).length;
    await page
      .getByRole('status')
      .filter({ hasText: `${before} entries` })
      .waitFor();

    // The form checks with the shared rule's messages before anything is sent.
    await page.getByRole('button', { name: 'Add entry' }).click();
    const form = dialog(page, 'Add an entry to Protection statuses');
    await form.waitFor();
    // A clean clone's run once lost this click, aimed while the dialog may still have been scaling in.
    await untilStill(page);
    await form.getByRole('button', { name: 'Add entry' }).click();
    await form.getByText('Code is required').waitFor();
    await form.getByText('Label is required').waitFor();
    await codeInput(form).fill('A/B');
    await form.getByText('Code cannot contain /.').waitFor();
    await screenshot(page, 'reference-lists-admin-form', { fullPage: false });

    const entry = { code: `E2E-${stamp}`, label: `Partly protected ${stamp}` };
    await codeInput(form).fill(entry.code);
    await labelInput(form).fill(entry.label);
    await form.getByRole('button', { name: 'Add entry' }).click();
    await page.getByText(`${entry.code} ${entry.label} was added to Protection statuses.`).waitFor();
    await form.waitFor({ state: 'detached' });
    await row(page, entry).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: `${before + 1} entries` })
      .waitFor();

    // A code the list already has is refused by the server, and the form says so.
    await page.getByRole('button', { name: 'Add entry' }).click();
    await codeInput(form).fill(entry.code);
    await labelInput(form).fill('Twice');
    await form.getByRole('button', { name: 'Add entry' }).click();
    await form
      .getByTestId('form-error')
      .getByText(`The code ${entry.code} is already used in protection statuses.`)
      .waitFor();
    await form.getByRole('button', { name: 'Cancel' }).click();

    // The search box narrows the table as one types.
    await page.getByLabel('Search entries').fill(stamp.toLowerCase());
    await page
      .getByRole('status')
      .filter({ hasText: `1 of ${before + 1} entries` })
      .waitFor();
    expect(await page.getByRole('row').count()).toBe(2); // the header and the entry
    await page.getByLabel('Search entries').fill('');

    const renamed = { ...entry, label: `Strictly protected ${stamp}` };
    await row(page, entry)
      .getByRole('button', { name: `Edit ${entry.code} ${entry.label}` })
      .click();
    const edit = dialog(page, `Edit ${entry.code} ${entry.label}`);
    expect(await labelInput(edit).inputValue()).toBe(entry.label);
    await labelInput(edit).fill(renamed.label);
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`${renamed.code} ${renamed.label} was saved.`).waitFor();
    await row(page, renamed).waitFor();
    await screenshot(page, 'reference-lists-admin-flat');

    // No keeps the entry; Yes deletes it.
    const deleteButton = row(page, renamed).getByRole('button', { name: `Delete ${renamed.code} ${renamed.label}` });
    await deleteButton.click();
    const confirm = dialog(page, 'Delete entry');
    await confirm.getByText('Are you sure you want to delete?').waitFor();
    await confirm.getByRole('button', { name: 'No' }).click();
    await confirm.waitFor({ state: 'detached' });
    await row(page, renamed).waitFor();

    await deleteButton.click();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await page.getByText(`${renamed.code} ${renamed.label} deleted successfully.`).waitFor();
    await row(page, renamed).waitFor({ state: 'detached' });
    expect((await referenceList('PROTECTION_STATUSES')).some((candidate) => candidate.code === entry.code)).toBe(false);
  });

  it('refuses to delete a country that valuations use, with the server reason in the dialog', async () => {
    const { valuations } = await graphqlData<{ valuations: { items: { countryCodes: string[] }[] } }>(
      server,
      'query Rows($filter: ValuationFilter!) { valuations(filter: $filter, limit: 1) { items { countryCodes } } }',
      { filter: { continents: (await referenceList('CONTINENTS')).map((continent) => continent.id) } },
      adminToken,
    );
    const country = (await referenceList('COUNTRIES')).find(
      (candidate) => candidate.code === valuations.items[0].countryCodes[0],
    )!;
    const continent = (await referenceList('CONTINENTS')).find((candidate) => candidate.id === country.continentId)!;

    const page = await newPage();
    await openAdminPage(page);
    await chooseList(page, 'Countries');
    await page.getByLabel('Search entries').fill(country.label);
    // A country shows its alpha-2 code and its continent, in the table and in its form.
    await row(page, country).getByRole('cell', { name: country.alpha2!, exact: true }).waitFor();
    await row(page, country).getByRole('cell', { name: continent.label, exact: true }).waitFor();
    await row(page, country)
      .getByRole('button', { name: `Edit ${country.code} ${country.label}` })
      .click();
    const edit = dialog(page, `Edit ${country.code} ${country.label}`);
    expect(await edit.getByLabel(/^Alpha-2 code/).inputValue()).toBe(country.alpha2);
    expect(await selectInput(edit, 'Continent').inputValue()).toBe(continent.label);
    await screenshot(page, 'reference-lists-admin-country-form', { fullPage: false });
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await edit.waitFor({ state: 'detached' });

    await row(page, country)
      .getByRole('button', { name: `Delete ${country.code} ${country.label}` })
      .click();
    const confirm = dialog(page, 'Delete entry');
    await confirm.getByRole('button', { name: 'Yes' }).click();
    const refusal = confirm.getByTestId('form-error');
    await refusal.waitFor();
    await screenshot(page, 'reference-lists-admin-delete-refused', { fullPage: false });
    expect(await refusal.textContent()).toMatch(
      new RegExp(
        `^${country.label} cannot be deleted: it is used by [\\d,]+ valuations?( and [\\d,]+ valuation study records?)?\\.$`,
      ),
    );
    await confirm.getByRole('button', { name: 'No' }).click();
    await row(page, country).waitFor();
    expect((await referenceList('COUNTRIES')).some((candidate) => candidate.id === country.id)).toBe(true);
  });
});

describe('a hierarchical list', () => {
  it('adds a sub-entry under a chosen parent, shows it indented beneath, and keeps a parent with sub-entries', async () => {
    const services = await referenceList('ECOSYSTEM_SERVICES');
    const parent = services.find((entry) => entry.level === 1)!;
    const child = { code: `${parent.code}.E2E${stamp}`, label: `Sub-service ${stamp}` };

    const page = await newPage();
    await openAdminPage(page);
    await chooseList(page, 'Ecosystem services (TEEB)');
    await page.getByRole('button', { name: 'Add entry' }).click();
    const form = dialog(page, 'Add an entry to Ecosystem services (TEEB)');
    await codeInput(form).fill(child.code);
    await labelInput(form).fill(child.label);
    await pick(page, form, 'Parent', parent.code, `${parent.code} ${parent.label}`);
    await form.getByRole('button', { name: 'Add entry' }).click();
    await page.getByText(`${child.code} ${child.label} was added to Ecosystem services (TEEB).`).waitFor();

    // The new entry sits in its parent's subtree, one level deeper and further in.
    const rows = page.getByRole('row');
    await row(page, child).waitFor();
    const depths = await rows.evaluateAll((elements) =>
      elements.slice(1).map((element) => ({
        id: Number(element.getAttribute('data-entry-id')),
        depth: Number(element.getAttribute('data-depth')),
        indent: parseFloat(getComputedStyle(element.querySelector('td')!).paddingLeft),
      })),
    );
    const parentAt = depths.findIndex((entry) => entry.id === parent.id);
    const created = (await referenceList('ECOSYSTEM_SERVICES')).find((entry) => entry.code === child.code)!;
    expect(created).toMatchObject({ parentId: parent.id, level: parent.level + 1 });
    const childAt = depths.findIndex((entry) => entry.id === created.id);
    expect(childAt).toBeGreaterThan(parentAt);
    expect(depths.slice(parentAt + 1, childAt + 1).every((entry) => entry.depth > depths[parentAt].depth)).toBe(true);
    expect(depths[childAt].depth).toBe(depths[parentAt].depth + 1);
    expect(depths[childAt].indent).toBeGreaterThan(depths[parentAt].indent);
    await row(page, child)
      .getByText(String(parent.level + 1), { exact: true })
      .waitFor();

    // Collapsing the parent hides its sub-entries; expanding shows them again.
    await page.getByRole('button', { name: `Collapse ${parent.code} ${parent.label}` }).click();
    await row(page, child).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: `Expand ${parent.code} ${parent.label}` }).click();
    await row(page, child).waitFor();
    await screenshot(page, 'reference-lists-admin-tree');

    // The parent has sub-entries: the server refuses, and the dialog says why.
    await row(page, parent)
      .getByRole('button', { name: `Delete ${parent.code} ${parent.label}` })
      .click();
    const confirm = dialog(page, 'Delete entry');
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await confirm
      .getByTestId('form-error')
      .getByText(/cannot be deleted: it has \d+ sub-entries/)
      .waitFor();
    expect(await confirm.getByTestId('form-error').textContent()).toMatch(
      new RegExp(`^${parent.label} cannot be deleted: it has \\d+ sub-entries\\. Delete or move them first\\.$`),
    );
    await confirm.getByRole('button', { name: 'No' }).click();
    await confirm.waitFor({ state: 'detached' });

    // The new sub-entry is in no record: it goes.
    await row(page, child)
      .getByRole('button', { name: `Delete ${child.code} ${child.label}` })
      .click();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await page.getByText(`${child.code} ${child.label} deleted successfully.`).waitFor();
    await row(page, child).waitFor({ state: 'detached' });
    await row(page, parent).waitFor();
  });
});

describe('access', () => {
  it('sends a signed-in user without the admin role home, once', async () => {
    const page = await newPage();
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await openThroughLogin(page, '/referencelists', demoUser.userName, demoPassword);
    await page.waitForURL(`${server.url}/`);
    await page.getByRole('heading', { name: 'Ecosystem Services Valuation Database', level: 1 }).waitFor();
    // The login's refetch of every query has ended by then: a second visit to the return path would have started.
    await page.waitForLoadState('networkidle');
    await untilIdle(page);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(visited.slice(visited.indexOf('/login/referencelists'))).toEqual([
      '/login/referencelists',
      '/referencelists',
      '/',
    ]);
  });
});
