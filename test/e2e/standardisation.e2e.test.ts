// Standardised values in a real browser (issue 37): the valuation form computes Int$/ha/year as the analyst types,
// with its steps and the World Bank attribution, and fills it on request; the checks page lists the records the
// checks flag for an editor in chief, filters them, says when none is, and is closed to a basic user.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../api/src/db/seed/index.ts';
import { e2eServer } from '../support/browser.ts';
import { openThroughLogin, screenshot, useBrowserPages } from '../support/e2e-page.ts';
import { demoPassword } from '../support/environment.ts';
import { field, pick } from '../support/form-fields.ts';
import { graphqlData, loginAsDemoUser } from '../support/http.ts';

const server = e2eServer();
const { newPage } = useBrowserPages();
const analyst = demoAccounts.find((account) => account.role === 'dataAnalyst')!;
const editor = demoAccounts.find((account) => account.role === 'editorInChief')!;
const basic = demoAccounts.find((account) => account.role === 'basic')!;
let analystToken: string;

beforeAll(async () => {
  analystToken = await loginAsDemoUser(server, 'dataAnalyst');
});

async function openAs(page: Page, account: { userName: string }, path: string): Promise<void> {
  await openThroughLogin(page, path, account.userName, demoPassword);
}

describe('the valuation form', () => {
  it('computes the standardised value as it is typed, shows its steps, and uses it on request', async () => {
    const { createStudy: study } = await graphqlData<{ createStudy: { id: number } }>(
      server,
      'mutation Create($input: StudyInput!) { createStudy(input: $input) { id } }',
      {
        input: {
          title: 'Wetland values of Lake Naivasha (standardisation e2e)',
          authors: 'Njeri, W.',
          reference: 'Njeri, W. (2024). Wetland values. Journal of Lakes 3, 1-9.',
          yearOfPublication: 2024,
        },
      },
      analystToken,
    );
    const page = await newPage();
    await openAs(page, analyst, `/entries?studyId=${study.id}`);
    await page.getByRole('button', { name: 'Add valuation' }).click();
    const chain = page.getByRole('region', { name: 'Standardised value (Int$/ha/year, 2020 prices)' });
    await chain.getByText(/^Not computable yet: fill in Original Value, Currency, Value Year/).waitFor();

    await field(page, 'Original Value').fill('1000');
    await pick(page, 'Currency', 'KES', /^KES /);
    await field(page, 'Value Year').fill('2010');
    await pick(page, 'Spatial Unit', 'hectare', /^hectare$/);
    await pick(page, 'Temporal Unit', 'year', /^year$/);

    // 1000 KES of 2010 by the Kenyan deflator to 2020, then the 2020 PPP (vintage 2021-10).
    await chain.getByTestId('computed-value').getByText('46.5844 Int$/ha/year').waitFor();
    expect(await chain.getByRole('list', { name: 'The steps of the computation' }).getByRole('listitem').count()).toBe(
      2,
    );
    await chain.getByText(/World Bank, World Development Indicators \(CC BY 4\.0\), vintage 2021-10/).waitFor();
    await screenshot(page, 'valuation-form-standardised-value');

    // A value the api would refuse is said here, without asking it.
    await field(page, 'Value Year').fill('20');
    await chain.getByText(/valueYear must be 1900 or later/).waitFor();
    await field(page, 'Value Year').fill('2010');
    await chain.getByRole('button', { name: 'Use the computed value' }).click();
    await expect.poll(() => field(page, 'Int$/ha/year').inputValue()).toBe('46.5844');
  });
});

describe('the standardisation checks page', () => {
  it('lists the flagged records for an editor in chief, with the field each warning names and the attribution', async () => {
    const page = await newPage();
    await openAs(page, editor, '/standardisation-checks');
    await page.getByRole('heading', { name: 'Standardisation checks' }).waitFor();
    await page.getByText(/records? flagged\. Computed with World Bank, World Development Indicators/).waitFor();
    await page.getByRole('button', { name: 'Download CSV' }).waitFor();

    await field(page, 'Check').click();
    await page.getByRole('option', { name: 'Published without Int$/ha/year' }).click();
    await page.getByText(/flagged\./).waitFor();
    const table = page.getByTestId('standardisation-checks');
    const empty = page.getByText(/^No record is flagged with these filters/);
    await expect.poll(async () => (await table.count()) + (await empty.count())).toBe(1);
    if (await table.count()) {
      await table.getByText('Int$/ha/year:').first().waitFor();
    }
    await screenshot(page, 'standardisation-checks');
  });

  it('sends a basic user home', async () => {
    const page = await newPage();
    await openAs(page, basic, '/standardisation-checks');
    await page.waitForURL(`${server.url}/`);
  });
});
