// The record and study pages (issue 38) in a real browser, as a signed-in user: Enter on a row of the results table
// opens the record with every field and its study; the study lists its records; a marker's record on a study's map
// opens the same page; back goes back. A visitor is asked to log in, and an unknown record says so.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { e2eServer } from '../support/browser.ts';
import { readyMap, screenshot, useBrowserPages } from '../support/e2e-page.ts';
import { graphqlData, loginAsDemoUser } from '../support/http.ts';
import { open, pathOf, signedInPages } from '../support/navigation.ts';
import { withClient } from '../support/postgres.ts';

const server = e2eServer();
const pageAs = signedInPages(useBrowserPages().newPage);

interface Record {
  valueId: number;
  studyId: number;
  title: string;
  reference: string;
  countries: string[];
  intPerHectarePerYear: number | null;
}

/** A published record with coordinates, a country, and a study with several records: the journey's subject. */
async function aRecordWithPlace(): Promise<{ countryId: number; valueId: number }> {
  const { rows } = await withClient(server.databaseUrl, (client) =>
    client.query<{ countryId: number; valueId: string }>(
      `select vc.country_id as "countryId", v.value_id as "valueId"
         from valuation v join study s on s.id = v.study_id join valuation_country vc on vc.valuation_id = v.id
        where s.is_published and v.latitude is not null
          and (select count(*) from valuation other where other.study_id = s.id) > 1
        order by v.value_id limit 1`,
    ),
  );
  return { countryId: rows[0].countryId, valueId: Number(rows[0].valueId) };
}

/** A record of a study that is not published (a draft). */
async function aDraftRecord(): Promise<number> {
  const { rows } = await withClient(server.databaseUrl, (client) =>
    client.query<{ valueId: string }>(
      `select v.value_id as "valueId" from valuation v join study s on s.id = v.study_id
        where not s.is_published order by v.value_id limit 1`,
    ),
  );
  return Number(rows[0].valueId);
}

async function recordOf(valueId: number): Promise<Record> {
  const token = await loginAsDemoUser(server, 'user');
  const { valuationRecord } = await graphqlData<{ valuationRecord: Record }>(
    server,
    `query ($valueId: SafeInt!) {
      valuationRecord(valueId: $valueId) { valueId studyId title reference countries intPerHectarePerYear }
    }`,
    { valueId },
    token,
  );
  return valuationRecord;
}

async function expectRecordPage(page: Page, record: Record): Promise<void> {
  await page.getByRole('heading', { level: 1, name: `Value record ${record.valueId}` }).waitFor();
  expect(await page.getByTestId('record-reference').textContent()).toBe(record.reference);
  const countries = page.getByRole('row', { name: /^Countries/ });
  for (const country of record.countries) expect(await countries.textContent()).toContain(country);
  // Its place on a small map, listed for the keyboard too.
  const map = page.getByRole('region', { name: 'On the map' });
  await map.getByRole('button', { name: 'Locations on the map (1)' }).click();
  await map.getByRole('button', { name: /— 1 valuation, / }).waitFor();
}

it('opens a record from the results table with Enter, goes to its study and back', async () => {
  const { countryId } = await aRecordWithPlace();
  const page = await pageAs('user');
  await open(page, `/esvd?countries=${countryId}&sortColumn=valueId&isDescend=false`);
  const firstValueId = page.getByTestId('glide-cell-0-0');
  await expect.poll(() => firstValueId.textContent()).toMatch(/^\d+$/);
  const record = await recordOf(Number(await firstValueId.textContent()));

  // The keyboard: the grid takes focus, the first cell is chosen, Enter opens its record.
  const canvas = page.getByTestId('valuations-table').locator('canvas').first();
  await canvas.scrollIntoViewIfNeeded();
  const grid = (await canvas.boundingBox())!;
  await page.mouse.click(grid.x + 40, grid.y + 50);
  // Enter acts on the chosen cell: pressed before the click has chosen it, it would do nothing.
  await expect.poll(() => firstValueId.getAttribute('aria-selected')).toBe('true');
  await page.keyboard.press('Enter');
  await page.waitForURL(`${server.url}/valuations/${record.valueId}`);
  await expectRecordPage(page, record);
  await screenshot(page, 'record-page');

  // Its study: the heading is the title, and the record is one of its links.
  await page
    .getByRole('main')
    .getByRole('link', { name: String(record.studyId), exact: true })
    .click();
  await page.waitForURL(`${server.url}/studies/${record.studyId}`);
  await page.getByRole('heading', { level: 1, name: record.title }).waitFor();
  expect(await page.getByTestId('study-reference').textContent()).toBe(record.reference);
  const records = page.getByRole('table', { name: `Value records of study ${record.studyId}` });
  await records.getByRole('link', { name: String(record.valueId), exact: true }).waitFor();
  expect(await records.getByRole('row').count()).toBeGreaterThan(2);
  await screenshot(page, 'study-page');

  await page.goBack();
  await expectRecordPage(page, record);
  await page.goBack();
  await expect.poll(() => pathOf(page)).toMatch(/^\/esvd\?/);
});

it("opens a record from a marker of its study's map", async () => {
  const { valueId } = await aRecordWithPlace();
  const record = await recordOf(valueId);
  const page = await pageAs('user');
  await open(page, `/studyvaluations?studyId=${record.studyId}&view=map`);
  const map = await readyMap(page);
  await expect.poll(() => map.getAttribute('data-marker-key')).not.toBeNull();
  await map.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const [x, y] = [Number(await map.getAttribute('data-marker-x')), Number(await map.getAttribute('data-marker-y'))];
  const box = (await map.boundingBox())!;
  await page.mouse.click(box.x + x, box.y + y);
  // The study's own rows at that place, each ValueId a link for a reader.
  const link = page.getByTestId('marker-panel').getByRole('link', { name: /^\d+$/ }).first();
  await link.waitFor();
  const shownValueId = Number(await link.textContent());
  await link.click();
  await page.waitForURL(`${server.url}/valuations/${shownValueId}`);
  await expectRecordPage(page, await recordOf(shownValueId));

  // The public study page links signed-in readers to the study page.
  await page.goBack();
  await page.getByRole('link', { name: 'The study page, with its reference and each record' }).click();
  await page.waitForURL(`${server.url}/studies/${record.studyId}`);
});

it('says there is no such record or study, and sends a visitor to log in first', async () => {
  const page = await pageAs('user');
  await open(page, '/valuations/1');
  await page.getByText('There is no published value record 1.').waitFor();
  await open(page, '/studies/999999999');
  await page.getByText('There is no published study 999999999.').waitFor();

  const visitor = await pageAs(null);
  await open(visitor, '/valuations/1');
  await visitor.waitForURL(`${server.url}/login/valuations/1`);
});

it("shows a record's saved versions and drafts to those who edit data, and to no one else", async () => {
  const { valueId } = await aRecordWithPlace();
  const editor = await pageAs('editorInChief');
  await open(editor, `/valuations/${valueId}`);
  const history = editor.getByRole('region', { name: 'History' });
  await editor.getByRole('heading', { level: 1, name: `Value record ${valueId}` }).waitFor();
  await history
    .getByText(/^(Created|Edited|Published|Unpublished) by |^No history yet\.$/)
    .first()
    .waitFor();

  // A draft: its editors see it, said to be one; a reader finds no such record.
  const draftValueId = await aDraftRecord();
  await open(editor, `/valuations/${draftValueId}`);
  await editor.getByRole('heading', { level: 1, name: `Value record ${draftValueId}` }).waitFor();
  await editor.getByRole('alert').filter({ hasText: 'is not published' }).waitFor();

  const reader = await pageAs('user');
  await open(reader, `/valuations/${valueId}`);
  await reader.getByRole('heading', { level: 1, name: `Value record ${valueId}` }).waitFor();
  expect(await reader.getByRole('heading', { name: 'History' }).count()).toBe(0);
  await open(reader, `/valuations/${draftValueId}`);
  await reader.getByText(`There is no published value record ${draftValueId}.`).waitFor();
});
