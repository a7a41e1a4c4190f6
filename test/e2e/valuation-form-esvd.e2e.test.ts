// The valuation form with the ESVD's own values (issue 12), in a real browser: free texts typed or taken from the
// suggestions, biomes chosen in an order that is kept, and Reviewed, which an administrator ticks and a data analyst
// only sees.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../api/src/db/seed/index.ts';
import { e2eServer } from '../support/browser.ts';
import { openThroughLogin, screenshot, useBrowserPages } from '../support/e2e-page.ts';
import { field, pick, treeOption } from '../support/form-fields.ts';
import { demoPassword } from '../support/environment.ts';
import { graphqlData, loginAsDemoUser } from '../support/http.ts';

const server = e2eServer();
const { newPage } = useBrowserPages();
const account = (role: string) => demoAccounts.find((candidate) => candidate.role === role)!;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  tokens.admin = await loginAsDemoUser(server, 'admin');
  tokens.dataAnalyst = await loginAsDemoUser(server, 'dataAnalyst');
});

interface Entry {
  id: number;
  code: string;
  label: string;
  path: string;
}

async function entryAt(list: string, path: string): Promise<Entry> {
  const { referenceList } = await graphqlData<{ referenceList: Entry[] }>(
    server,
    'query List($list: ReferenceListName!) { referenceList(list: $list) { id code label path } }',
    { list },
    tokens.admin,
  );
  return referenceList.find((entry) => entry.path === path)!;
}

async function createStudy(role: 'admin' | 'dataAnalyst', title: string): Promise<{ id: number; studyId: number }> {
  const { createStudy: study } = await graphqlData<{ createStudy: { id: number; studyId: number } }>(
    server,
    'mutation Create($input: StudyInput!) { createStudy(input: $input) { id studyId } }',
    { input: { title, authors: 'Gelo, D.', reference: `Gelo, D. (2021). ${title}.`, yearOfPublication: 2021 } },
    tokens[role],
  );
  return study;
}

async function storedValuations(studyId: number) {
  const { studyValuationEntries } = await graphqlData<{
    studyValuationEntries: {
      valueId: number;
      siteCondition: string | null;
      valuedChange: string | null;
      typeOfBeneficiary: string | null;
      biomeV2EcosystemV2Ecozones: number[];
      reviewed: boolean;
      reviewedDate: string | null;
    }[];
  }>(
    server,
    `query Entries($studyId: Int!) { studyValuationEntries(studyRecordId: $studyId) {
      valueId siteCondition valuedChange typeOfBeneficiary biomeV2EcosystemV2Ecozones reviewed reviewedDate } }`,
    { studyId },
    tokens.admin,
  );
  return studyValuationEntries;
}

async function openAs(page: Page, role: string, path: string): Promise<void> {
  await openThroughLogin(page, path, account(role).userName, demoPassword);
  await page.waitForURL((url) => url.pathname === new URL(path, server.url).pathname);
}

describe('the valuation form with ESVD values', () => {
  it('keeps typed and suggested free texts, the biomes in the order chosen, and the review', async () => {
    const study = await createStudy('admin', 'Urban green space in Kampala (ESVD values e2e)');
    const [rangelands, forests] = await Promise.all([
      entryAt('BIOME_V2_ECOSYSTEM_V2_ECOZONES', '9'),
      entryAt('BIOME_V2_ECOSYSTEM_V2_ECOZONES', '5'),
    ]);
    const page = await newPage();
    await openAs(page, 'admin', `/entries?studyId=${study.id}`);
    await page.getByRole('button', { name: 'Add valuation' }).click();
    await page.getByRole('form', { name: 'New valuation' }).waitFor();

    // A suggestion of the site-conditions list, picked while typing; texts of one's own for the other two.
    await field(page, 'Site Condition').fill('restor');
    await page.getByRole('option', { name: 'Under restoration' }).click();
    const valuedChange = 'Marginal Willingness to Pay (WTP) to improve the ES through reforestation';
    await field(page, 'Valued Change').fill(valuedChange);
    await field(page, 'Type of Beneficiary').fill("lowland farms' residents");
    await field(page, 'Type of Beneficiary').press('Tab');

    // Rangelands first, then forests: the reverse of the list's order.
    for (const biome of [rangelands, forests]) {
      await pick(page, 'ESVD 2.0 Biome / Ecozone / Ecosystem', biome.label, treeOption(biome));
    }

    const reviewed = page.getByRole('checkbox', { name: 'Reviewed', exact: true });
    expect(await reviewed.isEnabled()).toBe(true);
    await reviewed.check();
    await field(page, 'Reviewed Date').waitFor();
    await screenshot(page, 'valuation-form-esvd-values');

    await page.getByRole('form', { name: 'New valuation' }).getByRole('button', { name: 'Save' }).click();
    const valueId = study.studyId * 100_000 + 1;
    await page.getByText(`Valuation ${valueId} saved.`).waitFor();
    const [stored] = await storedValuations(study.id);
    expect(stored).toMatchObject({
      valueId,
      siteCondition: 'Under restoration',
      valuedChange,
      typeOfBeneficiary: "lowland farms' residents",
      biomeV2EcosystemV2Ecozones: [rangelands.id, forests.id],
      reviewed: true,
    });
    expect(stored.reviewedDate?.slice(0, 10)).toBe(new Date().toISOString().slice(0, 10));
  });

  it('shows a data analyst whether a valuation is reviewed, without letting them change it', async () => {
    const study = await createStudy('dataAnalyst', 'Wetland values of Nakivubo (ESVD values e2e)');
    await graphqlData(
      server,
      'mutation Add($studyRecordId: Int!, $input: ValuationEntryInput!) { createValuation(studyRecordId: $studyRecordId, input: $input) { id } }',
      { studyRecordId: study.id, input: { studyLocation: 'Nakivubo wetland' } },
      tokens.dataAnalyst,
    );
    const page = await newPage();
    await openAs(page, 'dataAnalyst', `/entries?studyId=${study.id}`);
    const valueId = study.studyId * 100_000 + 1;
    await page.getByRole('button', { name: `Edit valuation ${valueId}` }).click();
    await page.getByRole('form', { name: `Valuation ${valueId}` }).waitFor();
    const reviewed = page.getByRole('checkbox', { name: 'Reviewed', exact: true });
    expect(await reviewed.isDisabled()).toBe(true);
    expect(await reviewed.isChecked()).toBe(false);
    await page.getByText('Set by editors in chief').waitFor();
  });
});
