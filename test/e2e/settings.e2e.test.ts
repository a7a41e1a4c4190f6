// Various Settings /settings and the Admin page /admin in a real browser, as an administrator uses them: the Admin
// page links every admin tool; a valuation deleted by its Valuation Id (nothing entered, an unknown id, No keeps it,
// Yes removes it); a database version and a citation saved, which a visitor's open page shows in its footer without
// a reload, and the citation PDF offered; what the test saved is deleted again, which restores the footer.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eServer } from '../support/browser.ts';
import { openThroughLogin, screenshot, useBrowserPages } from '../support/e2e-page.ts';
import { admin } from '../support/environment.ts';
import { graphqlData, loginAsAdmin } from '../support/http.ts';

const server = e2eServer();
// An unknown ValueId answers 404, which Chromium logs as a failed resource.
const { newPage } = useBrowserPages({ expectedConsoleError: /status of 404/ });
let adminToken: string;
let study: { id: number; studyId: number };
const createdVersionIds: number[] = [];

beforeAll(async () => {
  adminToken = await loginAsAdmin(server);
  ({ createStudy: study } = await graphqlData<{ createStudy: { id: number; studyId: number } }>(
    server,
    'mutation Create($input: StudyInput!) { createStudy(input: $input) { id studyId } }',
    {
      input: {
        title: `Settings e2e ${Date.now()}`,
        authors: 'Test, A.',
        reference: 'Test (2026).',
        yearOfPublication: 2026,
      },
    },
    adminToken,
  ));
});

afterAll(async () => {
  for (const id of createdVersionIds) {
    await graphqlData(server, 'mutation D($id: Int!) { deleteDatabaseVersion(id: $id) }', { id }, adminToken);
  }
  await graphqlData(server, 'mutation D($id: Int!) { deleteStudy(id: $id) }', { id: study.id }, adminToken);
});

async function openSettings(page: Page): Promise<void> {
  await openThroughLogin(page, '/settings', admin.usernameOrEmail, admin.password);
  await page.getByRole('heading', { name: 'Various Settings' }).waitFor();
}

async function newestVersionIds(): Promise<number[]> {
  const { databaseVersions } = await graphqlData<{ databaseVersions: { id: number }[] }>(
    server,
    '{ databaseVersions(limit: 2) { id } }',
  );
  return databaseVersions.map((version) => version.id);
}

it('links every admin tool from the Admin page', async () => {
  const page = await newPage();
  await openThroughLogin(page, '/admin', admin.usernameOrEmail, admin.password);
  await page.getByRole('heading', { name: 'Admin', exact: true }).waitFor();
  const main = page.getByRole('main');
  for (const tool of ['Manage all Studies', 'Reference lists', 'Various Settings', 'ESVD Uploads']) {
    await main.getByRole('link', { name: tool, exact: true }).waitFor();
  }
  await screenshot(page, 'admin-page');
  await main.getByRole('link', { name: 'Various Settings', exact: true }).click();
  await page.getByRole('heading', { name: 'Various Settings' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/settings');
});

describe('the delete-valuation card', () => {
  it('asks for a Valuation Id, names an unknown one, keeps the record on No and deletes it on Yes', async () => {
    const { createValuation } = await graphqlData<{ createValuation: { id: number; valueId: number } }>(
      server,
      'mutation Add($studyRecordId: Int!, $input: ValuationEntryInput!) { createValuation(studyRecordId: $studyRecordId, input: $input) { id valueId } }',
      { studyRecordId: study.id, input: { studyLocation: 'Settings test marsh' } },
      adminToken,
    );
    const page = await newPage();
    await openSettings(page);
    const card = page.getByRole('region', { name: 'Delete valuation' });
    const valuationId = card.getByLabel('Valuation Id');
    const deleteButton = card.getByRole('button', { name: 'Delete' });

    await deleteButton.click();
    await card.getByText('Please enter Valuation Id to delete.').waitFor();

    await valuationId.fill('999999990001');
    await deleteButton.click();
    await card.getByText('There is no valuation with ValueId 999999990001.').waitFor();

    await valuationId.fill(String(createValuation.valueId));
    await deleteButton.click();
    const dialog = page.getByRole('dialog', { name: 'Delete valuation' });
    await dialog.getByText('Are you sure you want to delete?').waitFor();
    await dialog.getByText(`ValueId ${createValuation.valueId}, Settings test marsh`).waitFor();
    await screenshot(page, 'settings-delete-valuation-confirm');
    await dialog.getByRole('button', { name: 'No' }).click();
    await dialog.waitFor({ state: 'detached' });
    const entries = async () =>
      (
        await graphqlData<{ studyValuationEntries: { valueId: number }[] }>(
          server,
          'query E($studyRecordId: Int!) { studyValuationEntries(studyRecordId: $studyRecordId) { valueId } }',
          { studyRecordId: study.id },
          adminToken,
        )
      ).studyValuationEntries;
    expect(await entries()).toHaveLength(1);

    await deleteButton.click();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await card.getByText('Valuation deleted successfully.').waitFor();
    expect(await entries()).toEqual([]);
  });
});

describe('the database version and citation cards', () => {
  it("check the version's rules, and publish a version and a citation that an open page's footer shows at once", async () => {
    const visitor = await newPage();
    await visitor.goto(`${server.url}/`, { waitUntil: 'load' });
    const footerVersion = visitor.getByTestId('database-version');
    await footerVersion.waitFor();

    const page = await newPage();
    await openSettings(page);
    const card = page.getByRole('region', { name: 'Database version' });
    await card.getByRole('textbox', { name: 'Subversion', exact: true }).fill('');
    await card.getByRole('button', { name: 'Save version' }).click();
    for (const message of ['Month is required', 'Year is required', 'Version is required']) {
      await card.getByText(message, { exact: true }).waitFor();
    }
    await card
      .locator('input')
      .and(card.getByLabel(/^Month/))
      .click();
    await page.getByRole('option', { name: 'March', exact: true }).click();
    await card.getByRole('textbox', { name: 'Year', exact: true }).fill('1949');
    await card.getByRole('textbox', { name: 'Version', exact: true }).fill('7');
    await card.getByRole('button', { name: 'Save version' }).click();
    await card.getByText('Year must be grater than or equal to 1950.').waitFor();
    await card.getByRole('textbox', { name: 'Year', exact: true }).fill('2031');
    await card.getByRole('textbox', { name: 'Subversion', exact: true }).fill('4');
    await card.getByRole('button', { name: 'Save version' }).click();
    await card
      .getByText(
        'Version MAR2031V7.4 saved: it is the current version now, and its release holds the published records as they are.',
      )
      .waitFor();
    createdVersionIds.push(...(await newestVersionIds()).slice(0, 1));
    await card.getByRole('cell', { name: 'MAR2031V7.4' }).first().waitFor();
    // The visitor's page was not reloaded: its footer heard of the version.
    await visitor.getByTestId('database-version').getByText('MAR2031V7.4').waitFor();

    const citation = page.getByRole('region', { name: 'Citation' });
    const text = `Cite the ESVD, Settings e2e ${Date.now()}.`;
    await citation.getByLabel('Citation text').fill('');
    await citation.getByRole('button', { name: 'Save citation' }).click();
    await citation.getByText('Citation text is required').waitFor();
    await citation.getByLabel('Citation text').fill(text);
    await citation.getByRole('button', { name: 'Save citation' }).click();
    await citation.getByText('Citation saved.').waitFor();
    createdVersionIds.push(...(await newestVersionIds()).slice(0, 1));
    await visitor.getByTestId('citation').getByText(text).waitFor();
    await page.getByTestId('citation').getByText(text).waitFor();
    const pdfLink = citation.getByRole('link', { name: 'Download the citation (PDF)' });
    expect(await pdfLink.getAttribute('href')).toBe('/api/referenceinfos/citation');
    const pdf = await page.request.get(`${server.url}/api/referenceinfos/citation`);
    expect(pdf.headers()['content-disposition']).toBe('attachment; filename="ESVD citation MAR2031V7.4.pdf"');
    await screenshot(page, 'settings-version-and-citation');
  });
});

describe('the World Bank data card', () => {
  it('shows the vintage in use and puts another one in use, which standardised values then follow', async () => {
    const vintageInUse = async () => {
      const { standardiseValue } = await graphqlData<{ standardiseValue: { vintage: string } }>(
        server,
        `query { standardiseValue(input: { originalValue: 1, currency: "USD", valueYear: 2015, countries: ["USA"],
           spatialUnit: "hectare", temporalUnit: "year" }) { vintage } }`,
      );
      return standardiseValue.vintage;
    };
    const before = await vintageInUse();
    const page = await newPage();
    await openSettings(page);
    const card = page.getByRole('region', { name: 'World Bank data for standardised values' });
    const vintage = card.getByRole('combobox', { name: 'Vintage in use' });
    await expect.poll(() => vintage.inputValue()).toMatch(new RegExp(`^${before} \\(downloaded `));
    expect(await card.getByRole('button', { name: 'Use this vintage' }).isDisabled()).toBe(true);

    const other = before === '2024-04' ? '2021-10' : '2024-04';
    try {
      await vintage.click();
      await page.getByRole('option', { name: new RegExp(`^${other} `) }).click();
      await card.getByRole('button', { name: 'Use this vintage' }).click();
      await page.getByText(`Standardised values are now computed with vintage ${other}.`).waitFor();
      expect(await vintageInUse()).toBe(other);
    } finally {
      await graphqlData(
        server,
        'mutation ($vintage: String!) { setWorldBankVintage(vintage: $vintage) { vintage } }',
        { vintage: before },
        adminToken,
      );
    }
  });
});
