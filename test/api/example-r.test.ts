// The R example (examples/r/pull_valuations.R), run as a data scientist runs it: Debian's Rscript with httr2, an API
// key in the environment, against a running api. It pages through a country's valuations over REST and then over
// GraphQL, prints how many there are and the first ValueIds after each, and writes the GraphQL rows to a CSV file:
// all of it must be what the api holds. `bash scripts/ensure-r.sh` installs R (npm test runs it before the tests).
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningApp } from '../../api/src/app.ts';
import { repositoryRoot } from '../../api/src/core/config.ts';
import { exampleCaller } from '../support/api-examples.ts';
import { startTestApp } from '../support/app.ts';
import { graphqlData, loginAsDemoUser } from '../support/http.ts';
import { temporaryDirectory } from '../support/os.ts';

const run = promisify(execFile);
const rscript = '/usr/bin/Rscript';
const script = path.join(repositoryRoot, 'examples/r/pull_valuations.R');

let app: RunningApp;
let apiKey: string;
let country: { id: number; code: string };
let folder: string;

beforeAll(async () => {
  for (const needed of [rscript, '/usr/lib/R/site-library/httr2', '/usr/lib/R/site-library/jsonlite']) {
    if (!existsSync(needed)) throw new Error(`${needed} is missing: run \`bash scripts/ensure-r.sh\``);
  }
  folder = await temporaryDirectory('esvd-example-r-');
  app = await startTestApp();
  ({ apiKey, country } = await exampleCaller(app, 'r-user@example.org'));
});

afterAll(async () => {
  await app?.stop();
  if (folder) await rm(folder, { recursive: true, force: true });
});

interface Row {
  valueId: number;
  studyId: number;
  intPerHectarePerYear: number | null;
}

/** The country's valuations as the api answers them (one page: the largest there is), and its count. */
async function expectedRows(): Promise<{ count: number; rows: Row[] }> {
  const token = await loginAsDemoUser(app, 'basic');
  const { valuationCount, valuationsAfter } = await graphqlData<{
    valuationCount: number;
    valuationsAfter: { items: Row[]; hasMore: boolean };
  }>(
    app,
    `query P($filter: ValuationFilter!) { valuationCount(filter: $filter)
       valuationsAfter(filter: $filter, limit: 1000) { items { valueId studyId intPerHectarePerYear } hasMore } }`,
    { filter: { countries: [country.id] } },
    token,
  );
  expect(valuationsAfter.hasMore).toBe(false);
  return { count: valuationCount, rows: valuationsAfter.items };
}

/**
 * A row of the CSV file write.csv wrote: numbers as R prints them (at most 15 significant digits, in scientific
 * notation where that is shorter, as 1e+05), NA for a null.
 */
function csvRow(line: string): (number | null)[] {
  return line.split(',').map((cell) => (cell === 'NA' ? null : Number(cell)));
}

const fifteenDigits = (value: number | null) => (value === null ? null : Number(value.toPrecision(15)));

it('examples/r/pull_valuations.R pulls a country over REST and GraphQL with an API key', async () => {
  const csv = path.join(folder, 'valuations.csv');
  const { stdout } = await run(rscript, [script, country.code], {
    // A small page, so the script follows the cursor through several pages.
    env: { ...process.env, ESVD_URL: app.url, ESVD_API_KEY: apiKey, ESVD_PAGE_SIZE: '7', ESVD_CSV: csv },
  });

  const { count, rows } = await expectedRows();
  expect(count).toBeGreaterThan(7);
  expect(rows).toHaveLength(count);
  const summary = `${count} valuations in ${country.code}\nfirst ValueIds: ${rows
    .slice(0, 5)
    .map((row) => row.valueId)
    .join(', ')}\n`;
  // Once for REST, once for GraphQL.
  expect(stdout).toBe(summary + summary);

  const lines = (await readFile(csv, 'utf8')).trimEnd().split('\n');
  expect(lines[0]).toBe('"valueId","studyId","intPerHectarePerYear"');
  expect(lines.slice(1).map(csvRow)).toEqual(
    rows.map((row) => [row.valueId, row.studyId, fifteenDigits(row.intPerHectarePerYear)]),
  );
  expect(rows.some((row) => row.intPerHectarePerYear !== null)).toBe(true);
});

it('the API guide links the script, which exists', async () => {
  const guide = await readFile(path.join(repositoryRoot, 'docs/api.md'), 'utf8');
  expect(guide).toContain('](../examples/r/pull_valuations.R)');
  await expect(readFile(script, 'utf8')).resolves.toContain('library(httr2)');
});
