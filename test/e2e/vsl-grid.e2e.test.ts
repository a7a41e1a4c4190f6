// The live valuation studies list /vsl in two browsers (issue 16, "done when"): the main administrator (A) and the
// demo administrator (B) search the same rows; A edits a cell and B sees it change; B opens a cell's editor and A
// sees the cell read-only with B's name and cannot edit it; A deletes a row and B's count drops; an edit based on a
// stale version is refused (through the api, and in B's browser after B missed an edit: "Something went wrong..."
// with the message, then the cell shows the value saved); A's browser closes and B sees the on-line count fall and
// A's cell lock freed.
//
// Missing an event is made deterministic by B's websocket running through Playwright: while `dropEvents` is set,
// the events the server sends to B's page are held back (the socket stays open, so B stays on-line and keeps its
// locks). The edit B misses is made through the api, as a third party, so it goes through the version check and the
// history as any edit does.
import { vslEditMessages, vslMessages } from '@esvd/schema/rules/vsl';
import { readFile } from 'node:fs/promises';
import type { Page, WebSocketRoute } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoAccounts } from '../../api/src/db/seed/index.ts';
import { e2eServer } from '../support/browser.ts';
import { openThroughLogin, screenshot, useBrowserPages } from '../support/e2e-page.ts';
import { admin, demoPassword } from '../support/environment.ts';
import { graphql, graphqlData, loginAsAdmin } from '../support/http.ts';

const server = e2eServer();
// A refused edit answers 409, which Chromium logs as a failed resource.
const { newPage } = useBrowserPages({ expectedConsoleError: /status of 409/ });
const journeyMs = 180_000;

const demoAdmin = demoAccounts.find((account) => account.role === 'admin')!;
const word = `e2e-vsl-${Date.now()}`;
/** StudyIDs no other record has, so the grid's default order (StudyID, descending) is known. */
const firstStudyId = 2_000_000_000 + (Date.now() % 100_000_000);

interface Row {
  id: number;
  version: number;
  studyId: number;
  title: string;
  reference: string;
}
const rowFields = 'id version studyId title reference';

let adminToken: string;
/** The test's rows as the grid first shows them: StudyID descending. */
let rows: Row[] = [];

beforeAll(async () => {
  adminToken = await loginAsAdmin(server);
  for (const [index, letter] of ['A', 'B', 'C'].entries()) {
    const { createValuationStudy } = await graphqlData<{ createValuationStudy: Row }>(
      server,
      `mutation Create($values: VslStudyChanges!) { createValuationStudy(values: $values) { ${rowFields} } }`,
      {
        values: {
          title: `${word} wetland study ${letter}`,
          authors: `Author ${letter}`,
          reference: `Reference ${letter}`,
          studyId: firstStudyId + index,
        },
      },
      adminToken,
    );
    rows.unshift(createValuationStudy);
  }
});

afterAll(async () => {
  for (const row of rows) {
    await graphql(server, 'mutation Delete($id: Int!) { deleteValuationStudy(id: $id) }', { id: row.id }, adminToken);
  }
});

/** The columns the journeys read (the grid's order: Authors, Year, Title, Reference, ...). */
const authors = 0;
const year = 1;
const title = 2;
const reference = 3;

/** A cell of the grid, from the accessible table glide-data-grid keeps beside its canvas. */
const cell = (page: Page, column: number, row: number) => page.getByTestId(`glide-cell-${column}-${row}`);
const cellText = (page: Page, column: number, row: number) => cell(page, column, row).textContent();
const isReadOnly = (page: Page, column: number, row: number) => cell(page, column, row).getAttribute('aria-readonly');
const total = (page: Page) => page.getByTestId('vsl-grid-total').getAttribute('data-count');
const onlineCount = (page: Page) => page.getByTestId('vsl-online-count').getAttribute('data-count');
const cellLocks = (page: Page) => page.getByRole('list', { name: 'Cells being edited' });

/** Signs in on the way to /vsl and searches the test's rows by their word, as an exact phrase. */
async function openGrid(page: Page, userName: string, password: string): Promise<void> {
  await openThroughLogin(page, '/vsl', userName, password);
  await page.getByRole('heading', { name: 'Valuation Studies List' }).waitFor();
  await page.getByLabel('Free text').fill(`"${word}"`);
  await page.getByRole('button', { name: 'Get valuations studies' }).click();
  await expect.poll(() => total(page)).toBe(String(rows.length));
  await expect.poll(() => cellText(page, title, 0)).toBe(rows[0].title);
}

/** Selects a cell from the keyboard: focus on the grid, Ctrl+Home to its first cell, then the arrow keys. */
async function selectCell(page: Page, column: number, row: number): Promise<void> {
  await page.getByTestId('vsl-grid').getByTestId('data-grid-canvas').focus();
  await page.keyboard.press('Control+Home');
  for (let step = 0; step < column; step += 1) await page.keyboard.press('ArrowRight');
  for (let step = 0; step < row; step += 1) await page.keyboard.press('ArrowDown');
  await expect.poll(() => cell(page, column, row).getAttribute('aria-selected')).toBe('true');
}

/** Selects a cell and opens its editor with Enter. */
async function openEditor(page: Page, column: number, row: number): Promise<void> {
  await selectCell(page, column, row);
  await page.keyboard.press('Enter');
}

/** Opens a cell's editor and waits until the cell's lock is this page's. */
async function startEditing(page: Page, column: number, row: number): Promise<void> {
  await openEditor(page, column, row);
  const editor = page.getByTestId('vsl-cell-editor');
  await editor.waitFor();
  await page.getByLabel('Locking the cell').waitFor({ state: 'detached' });
}

/** Edits a cell as a keyboard user does: Enter opens its editor, the text replaces what it held, Enter saves. */
async function editCell(page: Page, column: number, row: number, text: string): Promise<void> {
  await startEditing(page, column, row);
  await page.getByTestId('vsl-cell-editor').fill(text);
  await page.keyboard.press('Enter');
  await page.getByTestId('vsl-cell-editor').waitFor({ state: 'detached' });
}

it(
  'lets two administrators edit the list together, each seeing the other',
  async () => {
    // B's events run through a route that can hold them back.
    let dropEvents = false;
    let socketB: WebSocketRoute | undefined;
    const pageB = await newPage();
    await pageB.routeWebSocket(/\/graphql$/, (socket) => {
      socketB = socket;
      const upstream = socket.connectToServer();
      socket.onMessage((message) => upstream.send(message));
      upstream.onMessage((message) => {
        const isEvent = typeof message === 'string' && (JSON.parse(message) as { type?: string }).type === 'next';
        if (!(dropEvents && isEvent)) socket.send(message);
      });
    });
    const pageA = await newPage();
    await openGrid(pageA, admin.usernameOrEmail, admin.password);
    await openGrid(pageB, demoAdmin.userName, demoPassword);

    // Both are on-line, each seeing the other.
    for (const page of [pageA, pageB]) {
      await expect.poll(() => onlineCount(page)).toBe('2');
      expect(await page.getByTestId('vsl-online-names').getByRole('listitem').allTextContents()).toEqual([
        'Administrator',
        demoAdmin.displayName,
      ]);
    }

    // A edits a title; B sees it change.
    const newTitle = `${rows[0].title}, revised`;
    await editCell(pageA, title, 0, newTitle);
    await expect.poll(() => cellText(pageA, title, 0)).toBe(newTitle);
    await expect.poll(() => cellText(pageB, title, 0)).toBe(newTitle);
    rows[0] = { ...rows[0], title: newTitle };

    // B starts editing a title: A sees the cell read-only, with B's name, and cannot edit it.
    await startEditing(pageB, title, 1);
    await expect.poll(() => isReadOnly(pageA, title, 1)).toBe('true');
    expect(await isReadOnly(pageA, title, 0)).toBe('false');
    await expect
      .poll(() => cellLocks(pageA).textContent())
      .toMatch(
        new RegExp(`^Title of study ${rows[1].studyId} - ${demoAdmin.displayName}, until \\d\\d:\\d\\d:\\d\\d$`),
      );
    await screenshot(pageA, 'vsl-grid-cell-locked');
    await openEditor(pageA, title, 1);
    await pageA.getByTestId('vsl-cell-refused').getByText(vslEditMessages.cellLocked(demoAdmin.displayName)).waitFor();
    await pageA.keyboard.press('Escape');
    await pageA.getByTestId('vsl-cell-refused').waitFor({ state: 'detached' });
    // B leaves the cell as it was: A may edit it again.
    await pageB.keyboard.press('Escape');
    await expect.poll(() => isReadOnly(pageA, title, 1)).toBe('false');
    await cellLocks(pageA).waitFor({ state: 'detached' });

    // A deletes the last row; B's count drops.
    const deleted = rows[2];
    await selectCell(pageA, authors, 2);
    await pageA.getByTestId('vsl-selected-row').getByText(`StudyID ${deleted.studyId}`).waitFor();
    await pageA.getByRole('button', { name: 'Delete Study Record' }).click();
    const confirmation = pageA.getByRole('dialog', { name: 'Delete Study Record' });
    await confirmation.getByText(vslEditMessages.confirmDelete).waitFor();
    await confirmation.getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => total(pageA)).toBe('2');
    await expect.poll(() => total(pageB)).toBe('2');
    await expect.poll(() => pageB.getByTestId('vsl-grid-in-column').getAttribute('data-count')).toBe('2');
    rows = rows.filter((row) => row.id !== deleted.id);

    // An edit based on a version someone else moved on is refused by the api.
    const { valuationStudy: current } = await graphqlData<{ valuationStudy: Row }>(
      server,
      `query Row($id: Int!) { valuationStudy(id: $id) { ${rowFields} } }`,
      { id: rows[0].id },
      adminToken,
    );
    expect(current.version).toBeGreaterThan(1);
    const stale = await graphql(
      server,
      `
        mutation Update($id: Int!, $changes: VslStudyChanges!) {
          updateValuationStudy(id: $id, version: 1, changes: $changes) {
            id
          }
        }
      `,
      { id: rows[0].id, changes: { title: 'A stale title' } },
      adminToken,
    );
    expect(stale.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(stale.errors?.[0]?.message).toBe(vslEditMessages.stale('Title', 'Administrator'));

    // B misses an edit of a reference, then edits the same cell: refused, told why, and shown the saved value.
    dropEvents = true;
    const savedReference = `${rows[0].reference}, corrected by a script`;
    await graphqlData(
      server,
      `mutation Update($id: Int!, $version: Int!, $changes: VslStudyChanges!) {
        updateValuationStudy(id: $id, version: $version, changes: $changes) { id } }`,
      { id: rows[0].id, version: current.version, changes: { reference: savedReference } },
      adminToken,
    );
    await expect.poll(() => cellText(pageA, reference, 0)).toBe(savedReference);
    expect(await cellText(pageB, reference, 0)).toBe(rows[0].reference);
    await editCell(pageB, reference, 0, `${rows[0].reference}, as B remembers it`);
    const failure = pageB.getByRole('dialog', { name: vslEditMessages.saveFailed });
    await failure.getByText(vslEditMessages.stale('Reference', 'Administrator')).waitFor();
    await screenshot(pageB, 'vsl-grid-stale-edit');
    await failure.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => cellText(pageB, reference, 0)).toBe(savedReference);
    dropEvents = false;
    rows[0] = { ...rows[0], reference: savedReference };

    // A holds a cell when its browser closes: B sees A leave and the cell free again.
    await startEditing(pageA, authors, 1);
    await expect.poll(() => isReadOnly(pageB, authors, 1)).toBe('true');
    await cellLocks(pageB).getByText(`Authors of study ${rows[1].studyId} - Administrator`).waitFor();
    await pageA.context().close();
    await expect.poll(() => onlineCount(pageB)).toBe('1');
    expect(await pageB.getByTestId('vsl-online-names').textContent()).toBe(demoAdmin.displayName);
    await expect.poll(() => isReadOnly(pageB, authors, 1)).toBe('false');
    await cellLocks(pageB).waitFor({ state: 'detached' });
    await screenshot(pageB, 'vsl-grid');

    // B misses an edit, then loses its socket: connected again, the grid loads its rows afresh and shows the edit.
    dropEvents = true;
    const missedTitle = `${rows[1].title}, renamed while B was away`;
    await graphqlData(
      server,
      `mutation Update($id: Int!, $version: Int!, $changes: VslStudyChanges!) {
        updateValuationStudy(id: $id, version: $version, changes: $changes) { id } }`,
      { id: rows[1].id, version: rows[1].version, changes: { title: missedTitle } },
      adminToken,
    );
    expect(await cellText(pageB, title, 1)).toBe(rows[1].title);
    dropEvents = false;
    await socketB!.close();
    await expect.poll(() => cellText(pageB, title, 1), { timeout: 15_000 }).toBe(missedTitle);
    await expect.poll(() => onlineCount(pageB)).toBe('1');
    rows[1] = { ...rows[1], title: missedTitle };
  },
  journeyMs,
);

it('adds a study record by typing into a new row, checks cells as they are typed, shows its history and downloads the list', async () => {
  const page = await newPage();
  await openGrid(page, demoAdmin.userName, demoPassword);
  // A search needs a filter: without one the "Attention!" modal says so, and the grid keeps the last search.
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await page.getByRole('button', { name: 'Get valuations studies' }).click();
  const attention = page.getByRole('dialog', { name: 'Attention!' });
  await attention.getByText(vslMessages.noFilter).waitFor();
  await attention.getByRole('button', { name: 'Choose filters' }).click();
  await attention.waitFor({ state: 'detached' });
  expect(await total(page)).toBe(String(rows.length));
  const inColumn = () => page.getByTestId('vsl-grid-in-column').getAttribute('data-count');

  // A new row on top, its first cell selected.
  await page.getByRole('button', { name: 'Add Study Record' }).click();
  await expect.poll(inColumn).toBe(String(rows.length + 1));
  await expect.poll(() => cellText(page, title, 0)).toBe('');
  await page.getByTestId('vsl-selected-row').getByText('the new study record (not saved yet)').waitFor();

  // A year that is no year is told as it is typed, and Escape leaves the row as it was: nothing is created.
  await startEditing(page, year, 0);
  await page.getByTestId('vsl-cell-editor').fill('19x');
  await page.getByText(vslEditMessages.year).waitFor();
  await page.keyboard.press('Escape');
  await page.getByTestId('vsl-cell-editor').waitFor({ state: 'detached' });
  expect(await total(page)).toBe(String(rows.length));

  // The first cell typed creates the record, which keeps its place.
  const addedTitle = `${word} added in the grid`;
  await editCell(page, title, 0, addedTitle);
  await expect.poll(() => total(page)).toBe(String(rows.length + 1));
  await expect.poll(() => cellText(page, title, 0)).toBe(addedTitle);
  const { valuationStudies } = await graphqlData<{ valuationStudies: Row[] }>(
    server,
    `query Added($filter: VslFilter!) { valuationStudies(filter: $filter) { ${rowFields} } }`,
    { filter: { freeText: `"${addedTitle}"` } },
    adminToken,
  );
  expect(valuationStudies).toHaveLength(1);
  rows.push(valuationStudies[0]);
  await selectCell(page, title, 0);
  await page.getByTestId('vsl-selected-row').getByText(`record ${valuationStudies[0].id}: ${addedTitle}`).waitFor();

  // In-column filtering: the rows whose title contains a text; the total stays the search's.
  await page.getByRole('button', { name: 'In column filtering' }).click();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('ADDED IN THE');
  await expect.poll(inColumn).toBe('1');
  expect(await total(page)).toBe(String(rows.length));
  await page.getByRole('button', { name: 'Clear column filters' }).click();
  await expect.poll(inColumn).toBe(String(rows.length));

  // Its history: created by the demo administrator, with the title.
  await page.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: `History of record ${valuationStudies[0].id}: ${addedTitle}` });
  await history.getByText(`Created by ${demoAdmin.displayName}`).waitFor();
  await history
    .getByRole('listitem')
    .filter({ hasText: `Title: ${addedTitle}` })
    .waitFor();
  await screenshot(page, 'vsl-grid-history');
  await page.keyboard.press('Escape');
  await history.waitFor({ state: 'detached' });

  // The list as a CSV named with the time of the download.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download VSL as CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^ESVD_VSL_\d{4}-\d\d-\d\d_\d\d-\d\d-\d\d\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.split('\r\n')[0]).toBe(
    `\uFEFFId,Authors,Year,Title,Reference,ESVD Included,StudyID,Biomes,Ecosystems,ESVD2.0 Biome,ESVD2.0 Ecozone,ES (TEEB),Country,Protection Status,Repo Included,Repo Folder,Checked By,Language,Notes`,
  );
  for (const row of rows) expect(csv).toContain(`${row.id},`);
  expect(csv).toContain(addedTitle);
});
