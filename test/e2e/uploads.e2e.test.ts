// The uploads pages in a real browser (spec 001 §2, §4, §5, §8, §9; issue 14). VSL: an administrator downloads the
// template, fills it, drops a copy with a fatal error (the red notice, the located problem, "Upload Dataset"
// disabled), has files of the wrong type and too many refused, sees the server's report of a code the lists lack,
// then picks the fixed file, uploads it and watches the progress reach 100% and "Finished successfully.", which a
// reload still shows. Dataset: the filled template with a fatal error and a warning, fixed, uploaded and found by
// the search; a large upload cancelled half-way, of which the search finds nothing. How an upload ended: the
// failure banner with Copy error, the warning with Copy message.
import { datasetMasterPrefix, datasetWorkbookMessages } from '@esvd/schema/uploads/dataset-workbook';
import { vslMasterColumns, vslMasterPrefix, vslWorkbookMessages } from '@esvd/schema/uploads/vsl-workbook';
import { referenceMessages, workbookMessages } from '@esvd/schema/uploads/workbook-checks';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eServer } from '../support/browser.ts';
import { holdLocks } from '../support/database-locks.ts';
import { openThroughLogin, screenshot, useBrowserPages } from '../support/e2e-page.ts';
import { admin } from '../support/environment.ts';
import { withClient } from '../support/postgres.ts';
import { generatedVslRows, type VslFixtureRow } from '../support/vsl-workbook.ts';

const { newPage, expectConsoleErrorInThisTest } = useBrowserPages();

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Opens an uploads page as the seeded administrator (co-capacity: both uploads). */
async function openUploads(page: Page, pathname: string): Promise<void> {
  await openThroughLogin(page, pathname, admin.usernameOrEmail, admin.password);
  await page.waitForURL((url) => url.pathname === pathname);
}

type Cells = Record<string, string | number | null | undefined>;

/** The template as the page downloads it with `rows` (cells by heading) written into its master sheet, as a user fills it. */
async function filledTemplate(template: Buffer, masterPrefix: string, rows: readonly Cells[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(template as unknown as Parameters<ExcelJS.Xlsx['load']>[0]);
  const master = workbook.worksheets.find((sheet) => sheet.name.startsWith(masterPrefix))!;
  const headings = (master.getRow(1).values as unknown[]).slice(1).map(String);
  for (const row of rows) {
    // Only the filled cells, numbered from 1 as exceljs numbers columns (a row of 126 mostly empty columns is then
    // written in a fraction of the time).
    const values: unknown[] = [];
    headings.forEach((heading, index) => {
      if (row[heading] !== undefined && row[heading] !== null) values[index + 1] = row[heading];
    });
    master.addRow(values);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A VSL study row by the master sheet's headings. */
const vslCells = (row: VslFixtureRow): Cells =>
  Object.fromEntries(
    (Object.keys(row) as (keyof typeof vslMasterColumns)[]).map((field) => [vslMasterColumns[field], row[field]]),
  );

/** Downloads the page's template through its button. */
async function downloadTemplate(page: Page): Promise<Buffer> {
  const downloadStarted = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download template' }).click();
  return readFile((await (await downloadStarted).path())!);
}

/** Drops a file on the drop area as a drag from the desktop does: a drop event whose DataTransfer holds it. */
async function dropFile(page: Page, bytes: Buffer, name: string): Promise<void> {
  const dataTransfer = await page.evaluateHandle(
    ({ base64, fileName, type }) => {
      const transfer = new DataTransfer();
      const data = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
      transfer.items.add(new File([data], fileName, { type }));
      return transfer;
    },
    { base64: bytes.toString('base64'), fileName: name, type: xlsxType },
  );
  await page.getByTestId('file-drop-area').dispatchEvent('drop', { dataTransfer });
}

const chosenFile = (page: Page, name: string) => page.getByRole('region', { name: `Chosen file ${name}` });
const panel = (page: Page, title: string) => page.getByRole('region', { name: title });

/** The percent a panel's progress bar says, as assistive technology reads it. */
const progressOf = async (stats: Locator) => Number(await stats.getByRole('progressbar').getAttribute('aria-valuenow'));

describe('the VSL upload page', () => {
  it('checks a dropped workbook in the browser, blocks a fatal one, and uploads the fixed one to 100%', async () => {
    const page = await newPage();
    await openUploads(page, '/vsluploads');
    await page.getByRole('heading', { name: 'VSL Upload', level: 1 }).waitFor();
    await panel(page, 'Current upload stats').getByText('No upload is running.').waitFor();
    await panel(page, 'Last upload stats').getByText('No upload yet.').waitFor();

    // The template: every sheet with its headings and the current reference lists.
    const template = await downloadTemplate(page);

    const studies = generatedVslRows(40, 700_000).map((row, index) => ({
      ...row,
      // A repeated code: a warning (yellow), which does not block the upload.
      ecosystemServiceCodes: index === 0 ? '1;1' : row.ecosystemServiceCodes,
    }));
    // The same study twice: fatal, located at both rows.
    const withDuplicate = await filledTemplate(
      template,
      vslMasterPrefix,
      [...studies, { ...studies[5], title: 'Again' }].map(vslCells),
    );
    await dropFile(page, withDuplicate, 'studies-draft.xlsx');
    const draft = chosenFile(page, 'studies-draft.xlsx');
    await draft.getByText(workbookMessages.fixHighlights, { exact: true }).waitFor();
    const report = draft.getByTestId('workbook-report');
    await report.getByText(vslWorkbookMessages.duplicateStudies(1), { exact: true }).waitFor();
    // Study 700005 is row 7 of the sheet (headings in row 1) and again row 42, after the 40 studies.
    const located = report.getByTestId('report-cell').filter({ hasText: /700005 is in rows 7, 42\.$/ });
    expect(await located.count()).toBe(2);
    expect(await located.last().locator('td').allTextContents()).toEqual([
      '',
      'VSL MASTER',
      '42',
      'StudyId',
      expect.stringMatching(/700005 is in rows 7, 42\.$/),
    ]);
    expect(await located.last().getAttribute('data-severity')).toBe('fatal');
    await report.getByText(vslWorkbookMessages.duplicateCodes(1, 'TEEB'), { exact: true }).waitFor();
    expect(await draft.getByRole('button', { name: 'Upload Dataset' }).isDisabled()).toBe(true);
    await draft.getByText('41 data rows read', { exact: false }).waitFor();
    await screenshot(page, 'vsl-upload-fatal');

    // The drop area refuses what it cannot take, with a message each. Its picker is a plain file input, labelled,
    // which the keyboard reaches from the template's button.
    const picker = page.getByLabel('Drop the VSL workbook here, or choose it');
    await page.getByRole('button', { name: 'Download template' }).focus();
    await page.keyboard.press('Tab');
    expect(await picker.evaluate((input) => input === document.activeElement)).toBe(true);
    await picker.setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await page.getByText('"notes.pdf" is not of a type this page takes: .xlsx.', { exact: true }).waitFor();
    const copies = ['a', 'b', 'c'].map((name) => ({ name: `${name}.xlsx`, mimeType: xlsxType, buffer: template }));
    await picker.setInputFiles(copies);
    await page.getByText('Drop or choose at most 2 files at once.', { exact: true }).waitFor();

    // A country code the lists lack passes the browser's check; the server's report shows it the same way.
    expectConsoleErrorInThisTest(/status of 400/);
    const unknownCountry = [{ ...studies[0], countryCodes: 'ZZZ' }, ...studies.slice(1)];
    await picker.setInputFiles({
      name: 'studies-unknown.xlsx',
      mimeType: xlsxType,
      buffer: await filledTemplate(template, vslMasterPrefix, unknownCountry.map(vslCells)),
    });
    const unknown = chosenFile(page, 'studies-unknown.xlsx');
    await unknown.getByRole('button', { name: 'Upload Dataset' }).click();
    await unknown.getByText(workbookMessages.fixHighlights, { exact: true }).waitFor();
    const serverReport = unknown.getByRole('region', { name: "The server's check found: the problems" });
    await serverReport.getByText(referenceMessages.unknownCodes(1), { exact: true }).waitFor();
    const unknownCell = serverReport.getByTestId('report-cell').filter({ hasText: 'ZZZ' });
    expect((await unknownCell.locator('td').allTextContents()).slice(1, 4)).toEqual(['VSL MASTER', '2', 'CountryCode']);
    expect(await unknown.getByRole('button', { name: 'Upload Dataset' }).isDisabled()).toBe(true);
    await screenshot(page, 'vsl-upload-server-report');

    // The fixed file, picked: only the warning is left, and the upload goes through.
    await picker.setInputFiles({
      name: 'studies.xlsx',
      mimeType: xlsxType,
      buffer: await filledTemplate(template, vslMasterPrefix, studies.map(vslCells)),
    });
    const fixed = chosenFile(page, 'studies.xlsx');
    await fixed.getByTestId('workbook-report').waitFor();
    expect(await fixed.getByText(workbookMessages.fixHighlights).count()).toBe(0);
    expect(await fixed.getByTestId('report-problem').getAttribute('data-severity')).toBe('warning');
    expect(await draft.count()).toBe(0);
    const upload = fixed.getByRole('button', { name: 'Upload Dataset' });
    expect(await upload.isEnabled()).toBe(true);
    await upload.click();
    // A small upload may end before the card hears it run: either sentence says it was sent.
    await fixed.getByText(/^Sent: /).waitFor();

    // Live progress ends in the last upload's panel: 100% and the status text.
    const last = panel(page, 'Last upload stats');
    await last.getByText('studies.xlsx', { exact: true }).waitFor();
    await last.getByTestId('upload-status').getByText('Finished successfully.', { exact: true }).waitFor();
    expect(await progressOf(last)).toBe(100);
    expect(await last.getByTestId('upload-percent').textContent()).toBe('100%');
    expect(await last.getByTestId('upload-total').textContent()).toBe('40');
    expect(await last.getByTestId('upload-inserted').textContent()).toBe('40');
    await panel(page, 'Current upload stats').getByText('No upload is running.').waitFor();
    await fixed.getByText('Sent: its upload has ended. The last upload stats below say how.').waitFor();
    await screenshot(page, 'vsl-upload-finished');

    // A reload finds the upload again from the server.
    await page.reload();
    await last.getByTestId('upload-status').getByText('Finished successfully.', { exact: true }).waitFor();
    expect(await progressOf(last)).toBe(100);
  });
});

/** A new study's valuations as the ESVD writes them: ValueId = StudyId × 10000 + a running number, with gaps. */
function datasetRows(studyId: number, count: number, token: string): Cells[] {
  return Array.from({ length: count }, (_, index) => ({
    ValueId: studyId * 10_000 + 1 + index * 2,
    StudyId: studyId,
    Authors: 'Upload, E.; Journey, P.',
    Title: `${token} wetland values`,
    Reference: 'Journal of Uploads 12(3)',
    Year_Pub: 2021,
    'Study Location': `${token} ${index + 1}`,
    'ESVD2.0_Biome_Codes': '1',
    TEEB_ES: '1',
    Country_Codes: 'NLD',
    // A place of its own each, as the demo data's valuations mostly have.
    Latitude: Number((52 + index / 1000).toFixed(3)),
    Longitude: Number((5 + index / 1000).toFixed(3)),
    'Int$ Per Hectare Per Year': 1000 + index,
  }));
}

/** Whether a cancel of the upload of `filename` is recorded, for the import to hear at its next chunk. */
async function cancelRequested(filename: string): Promise<boolean> {
  const { rows } = await withClient(e2eServer().databaseUrl, (client) =>
    client.query<{ cancelRequested: boolean }>(
      'select cancel_requested as "cancelRequested" from upload_job where filename = $1 order by id desc limit 1',
      [filename],
    ),
  );
  return rows[0]?.cancelRequested ?? false;
}

/** The valuations a free-text search finds, as the search page counts them. */
async function searchCount(page: Page, text: string): Promise<number> {
  await page.goto(`${new URL(page.url()).origin}/esvd`);
  await page.getByLabel('Free text').fill(text);
  await page.getByLabel('Free text').press('Enter');
  const count = page.getByTestId('valuation-count');
  await count.waitFor();
  return Number(await count.getAttribute('data-count'));
}

describe('the ESVD upload page', () => {
  const token = `Uploadmarsh${Date.now().toString(36)}`;

  it('reports a fatal error and a warning in the filled template, uploads the fixed file, and the search finds it', async () => {
    const page = await newPage();
    await openUploads(page, '/esvduploads');
    await page.getByRole('heading', { name: 'ESVD Uploads', level: 1 }).waitFor();
    // The seeded demo data is said before anything is uploaded, with a way to remove it first. Only No is pressed
    // here: the other pages of this server need the demo data (the api test removes it).
    const demoNotice = page.getByRole('alert').filter({ hasText: 'This database holds demo data' });
    await demoNotice.getByText(/generated studies with [\d,]+ records, none of them real/).waitFor();
    await demoNotice.getByRole('button', { name: 'Remove demo data' }).click();
    const removal = page.getByRole('dialog', { name: 'Remove demo data' });
    await removal.getByText('Are you sure you want to delete the demo data?').waitFor();
    await removal.getByRole('button', { name: 'No' }).click();
    await removal.waitFor({ state: 'detached' });
    expect(await demoNotice.count()).toBe(1);
    const template = await downloadTemplate(page);

    const rows = datasetRows(990_001, 3, token);
    // No ValueId in the third row (fatal), a TEEB code twice in the first (a warning, removed).
    const draft = await filledTemplate(template, datasetMasterPrefix, [
      { ...rows[0], TEEB_ES: '1;1' },
      rows[1],
      { ...rows[2], ValueId: null },
    ]);
    await dropFile(page, draft, 'valuations-draft.xlsx');
    const drafted = chosenFile(page, 'valuations-draft.xlsx');
    await drafted.getByText(workbookMessages.fixHighlights, { exact: true }).waitFor();
    const report = drafted.getByTestId('workbook-report');
    await report.getByText(datasetWorkbookMessages.noValueIds(1), { exact: true }).waitFor();
    const missing = report.getByTestId('report-cell').filter({ hasText: 'ValueId' });
    expect(await missing.locator('td').allTextContents()).toEqual([
      '',
      'ESVD MASTER',
      '4',
      'ValueId',
      'ValueId is empty.',
    ]);
    await report.getByText(datasetWorkbookMessages.duplicateCodes(1, 'TEEB'), { exact: true }).waitFor();
    expect(
      await report.getByTestId('report-problem').evaluateAll((problems) => problems.map((row) => row.dataset.severity)),
    ).toEqual(['fatal', 'warning']);
    expect(await drafted.getByRole('button', { name: 'Upload Dataset' }).isDisabled()).toBe(true);
    await screenshot(page, 'esvd-upload-fatal');

    // A discount rate typed as a percentage: uploaded, and named by the standardisation checks at its row.
    const fixed = await filledTemplate(template, datasetMasterPrefix, [
      { ...rows[0], 'Present Value Discount Rate': 12.5 },
      ...rows.slice(1),
    ]);
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'valuations.xlsx', mimeType: xlsxType, buffer: fixed });
    const chosen = chosenFile(page, 'valuations.xlsx');
    await chosen.getByText('The check in your browser found no problems.').waitFor();
    await chosen.getByRole('button', { name: 'Upload Dataset' }).click();

    const last = panel(page, 'Last upload stats');
    await last.getByText('valuations.xlsx', { exact: true }).waitFor();
    await last.getByTestId('upload-status').getByText('Finished successfully.', { exact: true }).waitFor();
    expect(await progressOf(last)).toBe(100);
    expect(await last.getByTestId('upload-inserted').textContent()).toBe('3');
    await last.getByText('Standardisation checks', { exact: true }).waitFor();
    await last
      .getByText(
        'Row 2, Present Value Discount Rate: Present Value Discount Rate 12.5 is above 1, probably a percentage',
        {
          exact: true,
        },
      )
      .waitFor();
    await last.getByRole('link', { name: 'Open the standardisation checks' }).waitFor();
    await screenshot(page, 'esvd-upload-finished');

    expect(await searchCount(page, token)).toBe(3);
  });

  it('cancels an upload half-way, and the search shows nothing of it', async () => {
    const page = await newPage();
    await openUploads(page, '/esvduploads');
    const template = await downloadTemplate(page);
    const cancelToken = `${token}cancelled`;
    // More rows than the import's first two chunks (250, then UPLOAD_CHUNK_ROWS of 2,000), so that some are written
    // before it waits. The last row alone is in Belgium: while the test holds Belgium's reference row, the import
    // stops at the last chunk (its country link needs that row), so the upload is surely half-way when cancelled.
    const rows = datasetRows(990_002, 4_000, cancelToken);
    rows[rows.length - 1].Country_Codes = 'BEL';
    const large = await filledTemplate(template, datasetMasterPrefix, rows);
    const belgium = await holdLocks(e2eServer().databaseUrl, "select 1 from ref_country where code = 'BEL' for update");
    try {
      await page
        .getByLabel('Drop the dataset workbook here, or choose it')
        .setInputFiles({ name: 'large.xlsx', mimeType: xlsxType, buffer: large });
      const chosen = chosenFile(page, 'large.xlsx');
      await chosen.getByText('The check in your browser found no problems.').waitFor({ timeout: 60_000 });
      await chosen.getByRole('button', { name: 'Upload Dataset' }).click();
      await chosen.getByText(/^Sent: the server is importing the file/).waitFor({ timeout: 60_000 });
      await belgium.waitedOn();

      const current = panel(page, 'Current upload stats');
      await current.getByText('large.xlsx', { exact: true }).waitFor({ timeout: 60_000 });
      await expect.poll(() => progressOf(current)).toBeGreaterThan(0);
      expect(await progressOf(current)).toBeLessThan(100);
      await current.getByRole('button', { name: 'Cancel Upload' }).click();
      await expect.poll(() => cancelRequested('large.xlsx')).toBe(true);
    } finally {
      await belgium.release();
    }
    const chosen = chosenFile(page, 'large.xlsx');
    const current = panel(page, 'Current upload stats');

    const last = panel(page, 'Last upload stats');
    await last.getByText('large.xlsx', { exact: true }).waitFor({ timeout: 60_000 });
    await last.getByTestId('upload-status').getByText('Cancelled.', { exact: true }).waitFor();
    // Nothing was kept, and neither the stats nor the file's card say otherwise.
    expect(await last.getByTestId('upload-inserted').textContent()).toBe('0');
    await chosen.getByText('Sent: its upload has ended. The last upload stats below say how.').waitFor();
    await current.getByText('No upload is running.').waitFor();
    await screenshot(page, 'esvd-upload-cancelled');

    expect(await searchCount(page, cancelToken)).toBe(0);
  }, 180_000);
});

describe('how an upload ended', () => {
  /** An upload that ended, written as the server leaves one (a failed import cannot be caused from a page). */
  const endedJob = (
    kind: 'dataset' | 'vsl',
    filename: string,
    status: string,
    statusText: string,
    errorText?: string,
  ) =>
    withClient(e2eServer().databaseUrl, (client) =>
      client.query(
        `insert into upload_job (kind, filename, status, total_count, status_text, error_text, started_at, finished_at)
         values ($1, $2, $3, 12, $4, $5, now(), now())`,
        [kind, filename, status, statusText, errorText ?? null],
      ),
    );

  it('shows a failure with Copy error, and a success with warning with Copy message', async () => {
    const errorText = 'The api process that ran this upload stopped before it finished.';
    await endedJob('vsl', 'crashed.xlsx', 'failure', 'Failed', errorText);
    const page = await newPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await openUploads(page, '/vsluploads');
    const last = panel(page, 'Last upload stats');
    await last.getByText('crashed.xlsx', { exact: true }).waitFor();
    const banner = last.getByRole('alert').filter({ hasText: 'Upload failed' });
    await banner.getByText('Error message: There are errors. Click on Copy error and paste for details').waitFor();
    expect(await last.getByTestId('upload-status').textContent()).toBe('Failed');
    await banner.getByRole('button', { name: 'Copy error' }).click();
    await banner.getByText('Copied to the clipboard.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(errorText);
    await screenshot(page, 'vsl-upload-failed');

    const zeroDisplay = 'Done but with Zero Valuation_Display: some valuations have their Valuation_Display set to 0';
    await endedJob('dataset', 'excluded.xlsx', 'success-with-warning', zeroDisplay);
    await page.goto(`${new URL(page.url()).origin}/esvduploads`);
    await last.getByText('excluded.xlsx', { exact: true }).waitFor();
    expect(await last.getByTestId('upload-status').textContent()).toBe('Done with warning');
    await last.getByText(zeroDisplay, { exact: true }).waitFor();
    await last.getByRole('button', { name: 'Copy message' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(zeroDisplay);
  });
});
