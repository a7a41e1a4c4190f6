// The admin tools of spec 001 §2 in a real browser, as an administrator uses them: Summary Stats Admin (untick an
// ecozone's Include and the search page's summary statistics drop it; tick it again and it is back), Early Bird
// Setup (find a user in the add modal, add them, remove them with the trash button), and Downloads (the user
// profiles table and its CSV). A user without the resources is sent home.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../api/src/db/seed/index.ts';
import { e2eServer } from '../support/browser.ts';
import { loginThroughUi, openThroughLogin, screenshot, useBrowserPages } from '../support/e2e-page.ts';
import { admin, demoPassword } from '../support/environment.ts';
import { graphqlData, loginAsAdmin, rest } from '../support/http.ts';

const server = e2eServer();
const { newPage } = useBrowserPages();
const demoUser = demoAccounts.find((account) => account.role === 'user')!;
const analyst = demoAccounts.find((account) => account.role === 'dataAnalyst')!;
let adminToken: string;

interface Habitat {
  id: number;
  code: string;
  label: string;
}

/** A biome whose statistics show two ecozones or more, and the first of them, which the journey unticks. */
let biome: Habitat;
let ecozone: Habitat;

async function statisticsOf(biomeId: number): Promise<{ ecozones: Habitat[] }> {
  const { summaryStatistics } = await graphqlData<{ summaryStatistics: { ecozones: Habitat[] } }>(
    server,
    'query Stats($filter: ValuationFilter!) { summaryStatistics(filter: $filter) { ecozones { id code label } } }',
    { filter: { biomeV2EcosystemV2Ecozones: [biomeId] } },
    adminToken,
  );
  return summaryStatistics;
}

const setStatsReady = (id: number, statsReady: boolean) =>
  graphqlData(
    server,
    'mutation Set($id: Int!, $statsReady: Boolean!) { setStatsReady(id: $id, statsReady: $statsReady) { id } }',
    { id, statsReady },
    adminToken,
  );

beforeAll(async () => {
  adminToken = await loginAsAdmin(server);
  const { referenceList } = await graphqlData<{ referenceList: (Habitat & { level: number })[] }>(
    server,
    '{ referenceList(list: BIOME_V2_ECOSYSTEM_V2_ECOZONES) { id code label level } }',
  );
  for (const candidate of referenceList.filter((entry) => entry.level === 1)) {
    const { ecozones } = await statisticsOf(candidate.id);
    if (ecozones.length >= 2) {
      biome = candidate;
      ecozone = ecozones[0];
      return;
    }
  }
  throw new Error('No biome of the demo data has statistics for two ecozones');
});

afterAll(async () => {
  // Whatever happened, the other journeys find the flags and the early birds as they were.
  if (ecozone) await setStatsReady(ecozone.id, true);
  const { body } = await rest<{ users: { id: number }[] }>(
    server,
    'POST',
    '/api/users/earlybirds',
    { limit: 0, freeText: demoUser.userName },
    adminToken,
  );
  for (const user of body.users)
    await rest(server, 'PUT', `/api/users/removeearlybirds/${user.id}`, undefined, adminToken);
});

async function logIn(page: Page): Promise<void> {
  await page.goto(`${server.url}/login`, { waitUntil: 'load' });
  await loginThroughUi(page, admin.usernameOrEmail, admin.password);
  await page.waitForURL(`${server.url}/`);
}

async function openFromAdminMenu(page: Page, label: string, path: string): Promise<void> {
  await page.getByRole('button', { name: 'Admin', exact: true }).click();
  await page.getByRole('menuitem', { name: label }).click();
  await page.waitForURL(`${server.url}${path}`);
  await page.getByRole('heading', { name: label, level: 1 }).waitFor();
}

/** The ecozones the search page's summary statistics show for the biome, by code. */
async function ecozonesSummarised(page: Page): Promise<string[]> {
  await page.goto(`${server.url}/esvd?biomeV2EcosystemV2Ecozones=${biome.id}&summary=true`, { waitUntil: 'load' });
  const table = page.getByTestId('statistics-ecozones');
  await table.waitFor();
  const headers = await table.locator('tbody tr th').allTextContents();
  return headers.map((text) => text.split(' ')[0]);
}

describe('Summary Stats Admin', () => {
  it('unticks an ecozone, and the summary statistics drop it; ticks it again, and it is back', async () => {
    const page = await newPage();
    await logIn(page);
    const expected = (await statisticsOf(biome.id)).ecozones.map((zone) => zone.code);
    expect(await ecozonesSummarised(page)).toEqual(expected);

    await page.goto(`${server.url}/`, { waitUntil: 'load' });
    await openFromAdminMenu(page, 'Summary Stats Admin', '/statsready');
    const include = page.getByRole('checkbox', { name: `Include ${ecozone.code} - ${ecozone.label}` });
    await page.getByText(`${ecozone.code} - ${ecozone.label}`, { exact: true }).waitFor();
    expect(await include.isChecked()).toBe(true);
    // The records the ecozone's statistics would use, to decide with (issue 39).
    const { ecozoneRecordCounts } = await graphqlData<{
      ecozoneRecordCounts: { ecozoneId: number; records: number; studies: number }[];
    }>(server, '{ ecozoneRecordCounts { ecozoneId records studies } }', {}, adminToken);
    const counts = ecozoneRecordCounts.find((count) => count.ecozoneId === ecozone.id)!;
    expect(counts.records).toBeGreaterThan(0);
    const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
    expect(await page.getByTestId(`statsready-ecozone-${ecozone.code}`).textContent()).toContain(
      `${counted(counts.records, 'record', 'records')} from ${counted(counts.studies, 'study', 'studies')}`,
    );
    await screenshot(page, 'statsready-desktop');
    await include.click();
    await page
      .getByText(`${ecozone.code} - ${ecozone.label} is no longer included in the summary statistics.`)
      .waitFor();
    expect(await include.isChecked()).toBe(false);

    expect(await ecozonesSummarised(page)).toEqual(expected.filter((code) => code !== ecozone.code));

    await page.goto(`${server.url}/statsready`, { waitUntil: 'load' });
    const includeAgain = page.getByRole('checkbox', { name: `Include ${ecozone.code} - ${ecozone.label}` });
    await includeAgain.waitFor();
    expect(await includeAgain.isChecked()).toBe(false);
    // By keyboard this time.
    await includeAgain.focus();
    await page.keyboard.press('Space');
    await page.getByText(`${ecozone.code} - ${ecozone.label} is included in the summary statistics.`).waitFor();

    expect(await ecozonesSummarised(page)).toEqual(expected);
  });
});

describe('Early Bird Setup', () => {
  it('adds a user found in the modal, and removes them with the trash button', async () => {
    const page = await newPage();
    await logIn(page);
    await openFromAdminMenu(page, 'Early Bird Setup', '/earlybirdSetup');
    await page.getByRole('heading', { name: 'List of early birds' }).waitFor();

    await page.getByRole('button', { name: 'Add users to early bird' }).click();
    const modal = page.getByRole('dialog', { name: 'Add users to early bird' });
    const search = modal.getByPlaceholder('Search users by name, email or display name');
    await search.waitFor();
    // Fifteen a page, with the other pages a click away.
    const candidates = modal.getByTestId('early-bird-candidates').locator('tbody tr');
    await candidates.first().waitFor();
    expect(await candidates.count()).toBeLessThanOrEqual(15);
    await search.fill(demoUser.userName);
    const add = modal.getByRole('button', { name: `Add ${demoUser.displayName} to the early birds` });
    await add.waitFor();
    await expect.poll(() => candidates.count()).toBe(1);
    await screenshot(page, 'earlybirds-add-desktop');
    await add.click();
    await page.getByText(`${demoUser.displayName} is an early bird.`).waitFor();
    // The user leaves the candidates for the list of early birds.
    await modal.getByText('No user who is not an early bird matches the search.').waitFor();
    await modal.getByRole('button', { name: 'Close' }).click();
    await modal.waitFor({ state: 'hidden' });

    const birds = page.getByTestId('early-birds');
    const row = birds.locator('tr', { hasText: demoUser.userName });
    await row.waitFor();
    await screenshot(page, 'earlybirds-desktop');
    await page.getByRole('button', { name: `Remove ${demoUser.displayName} from the early birds` }).click();
    await page.getByText(`${demoUser.displayName} is no longer an early bird.`).waitFor();
    await row.waitFor({ state: 'detached' });
  });
});

describe('Downloads', () => {
  it('opens the user profiles from the Admin menu and downloads them as CSV; /downloads is that table too', async () => {
    const page = await newPage();
    await logIn(page);
    await openFromAdminMenu(page, 'Download User Profiles', '/userprofiles');
    const rows = page.getByTestId('user-profiles').locator('tbody tr');
    await rows.first().waitFor();
    const { body: userCount } = await rest<number>(server, 'GET', '/api/account/userscount', undefined, adminToken);
    await page.getByText(`${userCount.toLocaleString('en-US')} users`).waitFor();
    await screenshot(page, 'userprofiles-desktop');

    const downloadStarted = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download User Profiles' }).click();
    const download = await downloadStarted;
    expect(download.suggestedFilename()).toMatch(/^ESVD_userprofiles_.+_\d{4}-\d\d-\d\d_\d\d-\d\d-\d\d\.csv$/);
    const lines = (await readFile((await download.path())!, 'utf8')).split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFid,displayName,userName,email,organization,sector,sectorOther,purposeOfAccess,purposeOfAccessOther,' +
        'registrationDate,numberOfSignIn,lastSignInDate',
    );
    // Every user, then the final line end; dates as DD-MM-YYYY HH:mm:ss.
    expect(lines).toHaveLength(userCount + 2);
    expect(lines.find((line) => line.includes(`,${demoUser.userName},`))).toMatch(
      /,\d\d-\d\d-\d{4} \d\d:\d\d:\d\d,\d+,(\d\d-\d\d-\d{4} \d\d:\d\d:\d\d)?$/,
    );

    // Spec 001 §2: /downloads is the user profiles table.
    await page.goto(`${server.url}/downloads`, { waitUntil: 'load' });
    await page.getByTestId('user-profiles').locator('tbody tr').first().waitFor();
  });

  it('sends a user without the resources home', async () => {
    const page = await newPage();
    await openThroughLogin(page, '/statsready', analyst.userName, demoPassword);
    await page.waitForURL(`${server.url}/`);
    for (const path of ['/earlybirdSetup', '/userprofiles', '/filterqueries']) {
      await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
      await page.waitForURL(`${server.url}/`);
    }
  });
});
