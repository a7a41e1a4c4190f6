// The public API page (issue 15, item 4) in a real browser: a visitor opens /api-docs from the footer, runs a GraphQL
// query in GraphiQL under the app's Content-Security-Policy and reads the answer, and finds the REST paths of
// /api/openapi.json listed with their access and summary.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { e2eServer } from '../support/browser.ts';
import { screenshot, useBrowserPages } from '../support/e2e-page.ts';
import { rest } from '../support/http.ts';

const server = e2eServer();
const { newPage } = useBrowserPages();

async function openApiDocs(page: Page): Promise<void> {
  await page.goto(`${server.url}/`, { waitUntil: 'load' });
  // The footer links it on every page (the header has no room for it at 1024 px).
  await page.getByRole('contentinfo').getByRole('link', { name: 'API', exact: true }).click();
  await page.getByRole('main').getByRole('heading', { name: 'API', level: 1 }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/api-docs');
}

/** The text GraphiQL's result pane shows, with the editor's non-breaking spaces and line breaks as single spaces. */
async function resultText(page: Page): Promise<string> {
  const text = await page.locator('.graphiql-response').textContent();
  return (text ?? '').replace(/\s+/g, ' ');
}

it('lets a visitor run a GraphQL query in GraphiQL and read the answer', async () => {
  const { body: total } = await rest<number>(server, 'GET', '/api/esvds/totalcount');
  const page = await newPage();
  await openApiDocs(page);

  const explorer = page.getByRole('region', { name: 'GraphQL explorer' });
  const run = explorer.getByRole('button', { name: /^Execute query/ });
  await run.waitFor();
  // The editor holds the example query once GraphiQL has read the schema; the answer replaces the empty pane.
  await expect.poll(() => explorer.locator('.graphiql-query-editor').textContent()).toContain('totalValuationCount');
  await run.click();
  await expect.poll(() => resultText(page)).toContain(`"totalValuationCount": ${total}`);
  await screenshot(page, 'api-docs-graphiql', { fullPage: false });
});

it('lists the REST paths of the OpenAPI description with their access and summary, and finds one', async () => {
  const page = await newPage();
  await openApiDocs(page);
  const paths = page.getByRole('region', { name: 'REST paths' });
  expect(await paths.getByRole('link', { name: 'OpenAPI 3.1 description' }).getAttribute('href')).toBe(
    '/api/openapi.json',
  );

  const totalCount = paths.getByRole('row').filter({ hasText: '/api/esvds/totalcount' });
  await totalCount.waitFor();
  expect(await totalCount.getByRole('cell').allTextContents()).toEqual([
    'GET',
    '/api/esvds/totalcount',
    'Public',
    'Number of value records in the database',
  ]);
  const rowsBefore = await paths.getByRole('row').count();

  await paths.getByRole('textbox', { name: 'Find a path' }).fill('esvds database');
  await expect.poll(() => paths.getByRole('row').count()).toBeLessThan(rowsBefore);
  const found = await paths.locator('tbody tr td:nth-child(2)').allTextContents();
  expect(found).toContain('/api/esvds/totalcount');
  expect(found.every((path) => path.startsWith('/api/esvds'))).toBe(true);

  await paths.getByRole('textbox', { name: 'Find a path' }).fill('no such path at all');
  await paths.getByText('No path matches "no such path at all".').waitFor();
});

it('writes the curl examples for the address that serves the page (issue 39, item 3)', async () => {
  const page = await newPage();
  await openApiDocs(page);
  const example = page
    .getByRole('region', { name: 'Getting started' })
    .getByLabel('Example: sign in, then send the token');
  const text = (await example.textContent()) ?? '';
  expect(text).toContain(`curl -s ${server.url}/api/account/login`);
  expect(text).toContain(`"${server.url}/api/esvds?countries=12"`);
  expect(text).not.toContain('localhost:4000');
});
