// The Python examples (examples/python), run as a data scientist runs them: python3 with the standard
// library only, an API key in the environment, against a running api. They page through a country's valuations and
// print how many there are and the first ValueIds, which must be what the database holds. docs/api.md links them.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningApp } from '../../api/src/app.ts';
import { repositoryRoot } from '../../api/src/core/config.ts';
import { exampleCaller } from '../support/api-examples.ts';
import { startTestApp } from '../support/app.ts';
import { graphqlData, loginAsDemoUser } from '../support/http.ts';

const run = promisify(execFile);
let app: RunningApp;
let apiKey: string;
let country: { id: number; code: string };

beforeAll(async () => {
  app = await startTestApp();
  ({ apiKey, country } = await exampleCaller(app, 'scientist@example.org'));
});

afterAll(async () => {
  await app?.stop();
});

/** What the scripts must print: the search's count and its first five ValueIds in valueId order. */
async function expectedOutput(): Promise<string> {
  const filter = { countries: [country.id] };
  const token = await loginAsDemoUser(app, 'basic');
  const { valuationCount, valuationsAfter } = await graphqlData<{
    valuationCount: number;
    valuationsAfter: { items: { valueId: number }[] };
  }>(
    app,
    'query P($filter: ValuationFilter!) { valuationCount(filter: $filter) valuationsAfter(filter: $filter, limit: 5) { items { valueId } } }',
    { filter },
    token,
  );
  expect(valuationCount).toBeGreaterThan(7);
  const firstValueIds = valuationsAfter.items.map((row) => row.valueId).join(', ');
  return `${valuationCount} valuations in ${country.code}\nfirst ValueIds: ${firstValueIds}\n`;
}

it.each(['pull_valuations_graphql.py', 'pull_valuations_rest.py'])(
  'examples/python/%s pulls a country with an API key',
  async (script) => {
    const { stdout } = await run('python3', [path.join(repositoryRoot, 'examples/python', script), country.code], {
      // A small page, so the script follows the cursor through several pages.
      env: { ...process.env, ESVD_URL: app.url, ESVD_API_KEY: apiKey, ESVD_PAGE_SIZE: '7' },
    });
    expect(stdout).toBe(await expectedOutput());
  },
);

it('the API guide links both scripts, which exist', async () => {
  const guide = await readFile(path.join(repositoryRoot, 'docs/api.md'), 'utf8');
  for (const script of ['pull_valuations_graphql.py', 'pull_valuations_rest.py']) {
    expect(guide, script).toContain(`](../examples/python/${script})`);
    await expect(readFile(path.join(repositoryRoot, 'examples/python', script), 'utf8')).resolves.toContain('def ');
  }
});
