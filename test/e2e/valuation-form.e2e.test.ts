// The valuation form in a real browser, as a data analyst meets it on Add Data: an empty form that cannot be saved,
// the spec's messages for a bad number and a bad year, every kind of field filled (text, number with its unit,
// single and multiple choices, a tree, the Incl/Excl checkbox and its comments), the save and what the api then
// holds; and an edit that someone else overtook, refused with a reload offered.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../api/src/db/seed/index.ts';
import { valuationEntryMessages } from '../../api/src/modules/valuations/valuation-entry.service.ts';
import { emptyValuationMessage } from '../../schema/rules/studies.ts';
import { e2eServer, viewports } from '../support/browser.ts';
import { coveredByFeedbackButton, openThroughLogin, screenshot, useBrowserPages } from '../support/e2e-page.ts';
import { escapeRegExp, field, pick, treeOption } from '../support/form-fields.ts';
import { demoPassword } from '../support/environment.ts';
import { graphqlData, loginAsDemoUser } from '../support/http.ts';

const server = e2eServer();
const analyst = demoAccounts.find((account) => account.role === 'dataAnalyst')!;

// The stale edit is answered with 409, which Chromium logs as a failed resource; every other console error counts.
const expectedConsoleError = /^Failed to load resource: the server responded with a status of 409/;

const { newPage } = useBrowserPages({ expectedConsoleError });
let analystToken: string;

beforeAll(async () => {
  analystToken = await loginAsDemoUser(server, 'dataAnalyst');
});

/** Opens a path of the app as the demo analyst: through the login page and back. */
async function openAsAnalyst(page: Page, path: string): Promise<void> {
  await openThroughLogin(page, path, analyst.userName, demoPassword);
  await page.waitForURL((url) => url.pathname === new URL(path, server.url).pathname);
}

interface ReferenceEntry {
  id: number;
  code: string;
  label: string;
  parentId: number | null;
}

async function referenceList(list: string): Promise<ReferenceEntry[]> {
  const data = await graphqlData<{ referenceList: ReferenceEntry[] }>(
    server,
    'query List($list: ReferenceListName!) { referenceList(list: $list) { id code label parentId } }',
    { list },
    analystToken,
  );
  return data.referenceList;
}

const entryOf = async (list: string, matches: (entry: ReferenceEntry) => boolean) => {
  const entry = (await referenceList(list)).find(matches);
  if (!entry) throw new Error(`No entry of ${list} suits the test`);
  return entry;
};

const studyFields = {
  authors: 'Kairo, J. and Mwangi, S.',
  reference: 'Kairo, J. (2024). Mangroves and their values. Journal of Coasts 12, 1-20.',
  yearOfPublication: 2024,
};

interface CreatedStudy {
  id: number;
  studyId: number;
  title: string;
  version: number;
}

async function createStudy(title: string): Promise<CreatedStudy> {
  const { createStudy: study } = await graphqlData<{ createStudy: CreatedStudy }>(
    server,
    'mutation Create($input: StudyInput!) { createStudy(input: $input) { id studyId title version } }',
    { input: { title, ...studyFields } },
    analystToken,
  );
  return study;
}

/** Marks the study complete and publishes it, after which its analyst may only look at it. */
async function publish(study: CreatedStudy): Promise<void> {
  await graphqlData(
    server,
    'mutation Publish($id: Int!, $input: StudyUpdateInput!) { updateStudy(id: $id, input: $input) { isPublished } }',
    {
      id: study.id,
      input: { title: study.title, ...studyFields, isComplete: true, isPublished: true, version: study.version },
    },
    analystToken,
  );
}

const entryFields =
  'id valueId version studyLocation siteArea siteAreaUnitId valueYear originalValue currencyId countries ecosystemServices inclExcl inclExclComments codedDate';

interface StoredValuation {
  id: number;
  valueId: number;
  version: number;
  studyLocation: string | null;
  siteArea: number | null;
  siteAreaUnitId: number | null;
  valueYear: number | null;
  originalValue: number | null;
  currencyId: number | null;
  countries: number[];
  ecosystemServices: number[];
  inclExcl: boolean | null;
  inclExclComments: string | null;
  codedDate: string | null;
}

async function valuationsOf(studyId: number): Promise<StoredValuation[]> {
  const data = await graphqlData<{ studyValuationEntries: StoredValuation[] }>(
    server,
    `query Entries($studyId: Int!) { studyValuationEntries(studyRecordId: $studyId) { ${entryFields} } }`,
    { studyId },
    analystToken,
  );
  return data.studyValuationEntries;
}

/** A message of the form under its field (Mantine ties it to the input with aria-describedby). */
const message = (page: Page, text: string) => page.getByText(text, { exact: true });

describe('the valuation form on Add Data', () => {
  it("fills and saves a valuation, with the spec's messages for a bad number and a bad year", async () => {
    const study = await createStudy('Mangrove values of Gazi Bay (valuation form e2e)');
    const kenya = await entryOf('COUNTRIES', (entry) => entry.code === 'KEN');
    const hectare = await entryOf('UNIT_OF_MEASURES', (entry) => entry.code === 'ha');
    const shilling = await entryOf('CURRENCIES', (entry) => entry.code === 'KES');
    const services = await referenceList('ECOSYSTEM_SERVICES');
    // A sub-service alone: the form links exactly what is ticked, not its parent service.
    const subService = services.find((entry) => entry.parentId !== null)!;

    const page = await newPage();
    await openAsAnalyst(page, `/entries?studyId=${study.id}`);
    await page.getByRole('button', { name: 'Add valuation' }).click();

    // Empty, the form cannot be saved, and says why.
    const form = page.getByRole('form', { name: 'New valuation' });
    await form.waitFor();
    await expect.poll(() => form.getByTestId('valuation-value-id').textContent()).toBe('Value ID: assigned on save');
    const save = form.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    await message(page, emptyValuationMessage).waitFor();

    // Bad numbers get the spec's messages as soon as their field is left.
    await field(page, 'Study Location').fill('Gazi Bay mangroves');
    expect(await save.isEnabled()).toBe(true);
    await field(page, 'Site Area').fill('-5');
    await field(page, 'Site Area').press('Tab');
    await message(page, 'Site Area must be a positive number.').waitFor();
    await field(page, 'Value Year').fill('20');
    await field(page, 'Value Year').press('Tab');
    await message(page, 'Value Year is not a valid year.').waitFor();
    expect(await field(page, 'Site Area').getAttribute('aria-invalid')).toBe('true');

    // Save refuses them in the browser: nothing reaches the api.
    await save.click();
    await message(page, 'Site Area must be a positive number.').waitFor();
    expect(await valuationsOf(study.id)).toEqual([]);
    await screenshot(page, 'valuation-form-messages');

    // Corrected, and the other kinds of field filled.
    await field(page, 'Site Area').fill('12.5');
    await pick(page, 'Site Area Unit', 'ha', new RegExp(`^${escapeRegExp(hectare.label)}$`));
    await field(page, 'Value Year').fill('2019');
    await field(page, 'Value Year').press('Tab');
    expect(await message(page, 'Site Area must be a positive number.').count()).toBe(0);
    expect(await message(page, 'Value Year is not a valid year.').count()).toBe(0);
    await pick(page, 'Countries', kenya.label, kenya.label);
    await pick(page, 'Ecosystem Services (TEEB)', subService.label, treeOption(subService));
    // The section links lead the keyboard into a section: Tab then reaches its first field.
    await form
      .getByRole('navigation', { name: 'Valuation form sections' })
      .getByRole('button', { name: 'Values & units' })
      .click();
    await page.keyboard.press('Tab');
    await page.keyboard.type('1500');
    expect(await field(page, 'Original Value').inputValue()).toBe('1500');
    await pick(page, 'Currency', 'KES', new RegExp(`^KES `));

    // The Incl/Excl checkbox shows its comments, and hides them again.
    expect(await field(page, 'Incl/Excl Comments').count()).toBe(0);
    const inclusion = page.getByRole('checkbox', { name: /Incl\/Excl/ });
    await inclusion.check();
    await field(page, 'Incl/Excl Comments').waitFor();
    await inclusion.uncheck();
    expect(await field(page, 'Incl/Excl Comments').count()).toBe(0);
    await inclusion.check();
    await page.getByRole('radio', { name: 'Excluded' }).check();
    await field(page, 'Incl/Excl Comments').fill('Double counted with another value of the study');

    await save.click();
    const valueId = study.studyId * 100_000 + 1;
    await page.getByText(`Valuation ${valueId} saved.`).waitFor();

    // What the api holds is what was typed and chosen.
    const [stored] = await valuationsOf(study.id);
    expect(stored).toMatchObject({
      valueId,
      version: 1,
      studyLocation: 'Gazi Bay mangroves',
      siteArea: 12.5,
      siteAreaUnitId: hectare.id,
      valueYear: 2019,
      originalValue: 1500,
      currencyId: shilling.id,
      countries: [kenya.id],
      ecosystemServices: [subService.id],
      inclExcl: false,
      inclExclComments: 'Double counted with another value of the study',
    });
    // Coded on the day it was saved.
    expect(stored.codedDate?.slice(0, 10)).toBe(new Date().toISOString().slice(0, 10));

    // Published, the study's valuation opens read-only for its analyst: every input disabled, no Save.
    await publish(study);
    await page.reload({ waitUntil: 'load' });
    await page.getByRole('button', { name: `View valuation ${valueId}` }).click();
    const view = page.getByRole('form', { name: `Valuation ${valueId}` });
    await view.waitFor();
    await expect.poll(() => field(page, 'Study Location').inputValue()).toBe('Gazi Bay mangroves');
    for (const label of ['Study Location', 'Site Area', 'Countries', 'Currency', 'Ecosystem Services (TEEB)']) {
      expect(await field(page, label).isDisabled(), label).toBe(true);
    }
    expect(await page.getByRole('checkbox', { name: /Incl\/Excl/ }).isDisabled()).toBe(true);
    expect(await view.getByRole('button', { name: 'Save' }).count()).toBe(0);
    await view.getByRole('button', { name: 'Close' }).click();
    await view.waitFor({ state: 'detached' });
  });

  it('refuses an edit that someone else overtook, and reloads their version when asked', async () => {
    const study = await createStudy('Reef values of Watamu (valuation form e2e)');
    const { createValuation: created } = await graphqlData<{ createValuation: StoredValuation }>(
      server,
      `mutation Add($studyRecordId: Int!, $input: ValuationEntryInput!) { createValuation(studyRecordId: $studyRecordId, input: $input) { ${entryFields} } }`,
      { studyRecordId: study.id, input: { studyLocation: 'Watamu reef', valueYear: 2015 } },
      analystToken,
    );

    const page = await newPage();
    await openAsAnalyst(page, `/entries?studyId=${study.id}`);
    await page.getByRole('button', { name: `Edit valuation ${created.valueId}` }).click();
    const form = page.getByRole('form', { name: `Valuation ${created.valueId}` });
    await form.waitFor();
    await expect.poll(() => field(page, 'Study Location').inputValue()).toBe('Watamu reef');
    expect(await field(page, 'Value Year').inputValue()).toBe('2015');

    // Someone else saves the valuation while the form is open.
    await graphqlData(
      server,
      'mutation Edit($id: Int!, $version: Int!, $input: ValuationEntryInput!) { updateValuation(id: $id, version: $version, input: $input) { version } }',
      { id: created.id, version: created.version, input: { studyLocation: 'Watamu Marine Park', valueYear: 2015 } },
      analystToken,
    );

    await field(page, 'Study Location').fill('Watamu reef flats');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alert').filter({ hasText: valuationEntryMessages.stale }).waitFor();
    expect((await valuationsOf(study.id))[0]!.studyLocation).toBe('Watamu Marine Park');

    // Reloading shows their version, which can then be edited and saved.
    await page.getByRole('button', { name: /Reload the valuation/ }).click();
    await expect.poll(() => field(page, 'Study Location').inputValue()).toBe('Watamu Marine Park');
    await field(page, 'Study Location').fill('Watamu Marine Park, inner reef');
    await page
      .getByRole('form', { name: `Valuation ${created.valueId}` })
      .getByRole('button', { name: 'Save' })
      .click();
    await page.getByText(`Valuation ${created.valueId} saved.`).waitFor();
    const [stored] = await valuationsOf(study.id);
    expect(stored).toMatchObject({ studyLocation: 'Watamu Marine Park, inner reef', valueYear: 2015, version: 3 });
  });

  it('fits a phone: one column, nothing wider than the screen', async () => {
    const study = await createStudy('Seagrass values of Lamu (valuation form e2e)');
    const page = await newPage(viewports.mobile);
    await openAsAnalyst(page, `/entries?studyId=${study.id}`);
    await page.getByRole('button', { name: 'Add valuation' }).click();
    await page.getByRole('form', { name: 'New valuation' }).waitFor();
    await field(page, 'Site Area').fill('3');
    const [siteArea, unit] = await Promise.all([
      field(page, 'Site Area').boundingBox(),
      field(page, 'Site Area Unit').boundingBox(),
    ]);
    // The unit stays beside its number.
    expect(Math.abs(siteArea!.y - unit!.y)).toBeLessThan(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports.mobile.width);
    // axe finds a control half under the sticky Save bar too small to hit: the check looks at the form from its top,
    // not from wherever focusing the last field happened to scroll it.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'valuation-form-phone');

    // Each field the keyboard reaches is scrolled clear of the sticky bar (WCAG 2.4.11), up to the bar's own buttons.
    const barTop = async () => (await page.locator('[data-sticky-actions]').boundingBox())!.y;
    const fieldsReached: string[] = [];
    for (let step = 0; step < 80; step++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element.closest('[data-sticky-actions]')) return null;
        const { bottom } = element.getBoundingClientRect();
        const label = (element as HTMLInputElement).labels?.[0]?.textContent;
        return { name: label ?? element.getAttribute('aria-label') ?? element.id, bottom };
      });
      if (!focused) break;
      expect(focused.bottom, `${focused.name} under the Save bar`).toBeLessThanOrEqual(await barTop());
      fieldsReached.push(focused.name);
    }
    expect(fieldsReached.length).toBeGreaterThan(10);
    // Issue 39: the floating feedback button covered Save on a phone.
    for (const name of ['Cancel', 'Save']) {
      const button = page.locator('[data-sticky-actions]').getByRole('button', { name });
      expect(await coveredByFeedbackButton(page, button), `${name} under the feedback button`).toBe(false);
    }
  });
});
