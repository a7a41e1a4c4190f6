// The releases page (issue 38) in a real browser: the footer leads to it; a reader sees each release with its
// citation, downloads its CSV and compares it with another release (the counts of what changed, and the changes as
// CSV); a visitor sees the releases and is asked to log in for the files.
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../api/src/db/seed/index.ts';
import { withDatabase } from '../api/search-fixtures.ts';
import { e2eServer } from '../support/browser.ts';
import { loginThroughUi, screenshot, useBrowserPages } from '../support/e2e-page.ts';
import { demoPassword } from '../support/environment.ts';
import { graphqlData, loginAsAdmin, rest } from '../support/http.ts';

const server = e2eServer();
const reader = demoAccounts.find((account) => account.role === 'basic')!;
const { newPage } = useBrowserPages();

/** Two releases of this run, with one record's notes edited between them. */
const labels = ['AUG2037V1.0', 'AUG2037V2.0'];
let recordCount: number;
/** The citation text current when the releases are made, which each release keeps. */
let citation: string;
let editedValueId: number;

async function saveVersion(token: string, version: number): Promise<void> {
  await graphqlData(
    server,
    'mutation Create($input: DatabaseVersionInput!) { createDatabaseVersion(input: $input) { id } }',
    { input: { month: 7, year: 2037, version, subversion: 0 } },
    token,
  );
}

beforeAll(async () => {
  const token = await loginAsAdmin(server);
  await saveVersion(token, 1);
  editedValueId = await withDatabase(server.databaseUrl, async (client) => {
    const { rows } = await client.query<{ valueId: string }>(
      `update valuation set notes = 'Edited between the e2e releases'
        where id = (select v.id from valuation v join study s on s.id = v.study_id where s.is_published
          order by v.value_id limit 1)
        returning value_id as "valueId"`,
    );
    return Number(rows[0].valueId);
  });
  await saveVersion(token, 2);
  recordCount = (await rest<number>(server, 'GET', '/api/esvds/totalcount')).body;
  citation = (await rest<{ referenceText: string }>(server, 'GET', '/api/referenceinfos/currentversion')).body
    .referenceText;
});

describe('the releases page', () => {
  it('lets a reader cite a release, download it and compare it with another', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/login`, { waitUntil: 'load' });
    await loginThroughUi(page, reader.userName, demoPassword);
    await page.waitForURL(`${server.url}/`);

    await page.getByRole('link', { name: 'Releases', exact: true }).click();
    await page.waitForURL(`${server.url}/releases`);
    const second = page.getByRole('region', { name: labels[1] });
    await second.waitFor();
    await second.getByText(`${recordCount.toLocaleString('en-US')} records`, { exact: false }).waitFor();
    expect(await second.getByTestId('release-citation').textContent()).toBe(citation);

    const downloadStarted = page.waitForEvent('download');
    await second.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloadStarted;
    expect(download.suggestedFilename()).toBe(`ESVD_release_${labels[1]}.csv`);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.startsWith('\uFEFFValueId,StudyId,')).toBe(true);
    expect(csv).toContain('Edited between the e2e releases');

    await second.getByRole('combobox', { name: 'Compare with' }).click();
    await page.getByRole('option', { name: labels[0] }).click();
    await second
      .getByTestId('release-diff')
      .getByText(`From ${labels[0]} to ${labels[1]}: 0 added, 1 changed, 0 removed`, { exact: false })
      .waitFor();
    await screenshot(page, 'releases');
    const changesStarted = page.waitForEvent('download');
    await second.getByRole('button', { name: 'Download the changes (CSV)' }).click();
    const changes = await readFile((await (await changesStarted).path())!, 'utf8');
    const lines = changes.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`^${editedValueId},changed,Notes,`));
  });

  it('shows a visitor the releases and asks them to log in for the files', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/releases`, { waitUntil: 'load' });
    const first = page.getByRole('region', { name: labels[0] });
    await first.waitFor();
    await page.getByRole('link', { name: 'Log in' }).waitFor();
    expect(await first.getByRole('button', { name: 'Download CSV' }).count()).toBe(0);
  });
});
