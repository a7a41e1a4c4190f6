// npm run bench:map -- [--valuations 10000] [--runs 5]
// The first map of a session (issue 39, item 10): in Chromium, the time from a click on "Show map" on the search page
// to the map ready (basemap loaded, the search's markers drawn and fitted: `data-map-ready="true"`), for a broad search
// (three continents). Cold: a new browser context, so nothing is cached; warm: the same context after a reload, with
// the HTTP cache of the cold run. Beside it, what the browser fetched: the first page's JavaScript and the map view's,
// as sent (compressed: brotli) and as gzip, and the markers' request. The floor in the same run: the same markers fetched with `fetch` in
// the page, which is what is left when the map's code and basemap cost nothing; and where the time goes: until the
// map's container is shown (its code loaded and run), until MapLibre's canvas is made, until the markers are ready. Needs `npm run build` and Chromium
// (`npm run browsers`); runs the api as production does on a generated dataset kept in .data/bench-<size>.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import type { BrowserContext, Page, Response } from 'playwright-core';
import { launchBrowser } from '../test/support/chromium.ts';
import { loadConfig } from '../api/src/core/config.ts';
import { adminToken, benchFilters } from './api-calls.ts';
import { spawnApi } from './api-process.ts';
import { benchDataset } from './dataset.ts';
import { percentile, table } from './harness.ts';
import { compressedBytes } from './web-weight.ts';

const { values } = parseArgs({
  options: {
    valuations: { type: 'string', default: '10000' },
    runs: { type: 'string', default: '5' },
  },
});
const valuations = Number(values.valuations);
const runs = Number(values.runs);
const adminPassword = 'bench-admin-password';

// WEB_DIST: another build of the app (as the api serves it), e.g. the commit before a change, to run both alike.
const webDist = loadConfig(process.env).WEB_DIST;
if (!existsSync(path.join(webDist, 'index.html'))) throw new Error('Run `npm run build` first');

/** A script's size as gzip sends it; none for a script the build does not hold. */
function gzipBytes(url: string): number {
  const file = path.join(webDist, new URL(url).pathname);
  return existsSync(file) ? compressedBytes(file, '.gz') : 0;
}

const { databaseUrl, environment, embedded } = await benchDataset(valuations, 54340, adminPassword);
const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const { broad } = await benchFilters(client);
await client.end();
const api = await spawnApi(environment);
const token = await adminToken(api.url, adminPassword);
const searchPath = `/esvd?continents=${broad.continents.join(',')}`;

/**
 * The JavaScript a page fetched from when `scriptBytes` is called until the function it returns is: as sent (none
 * when cached) and as gzip (the whole scripts, cached or not).
 */
function scriptBytes(page: Page) {
  const sizes: Promise<number>[] = [];
  let gzip = 0;
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    gzip += gzipBytes(response.url());
    sizes.push(
      response
        .request()
        .sizes()
        .then((sizes) => Math.max(0, sizes.responseBodySize)),
    );
  };
  page.on('response', onResponse);
  return async () => {
    page.off('response', onResponse);
    return { sent: (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0), gzip };
  };
}

interface Sample {
  firstPageScripts: number;
  firstPageGzip: number;
  mapScripts: number;
  mapGzip: number;
  mountedMs: number;
  canvasMs: number;
  showMapMs: number;
  markersFetchMs: number;
}

/** Opens the search, then shows its map: what that fetched and how long the map took to be ready. */
async function showMap(context: BrowserContext): Promise<Sample> {
  const page = await context.newPage();
  const firstPage = scriptBytes(page);
  await page.goto(`${api.url}${searchPath}`, { waitUntil: 'networkidle' });
  const showMapButton = page.getByRole('button', { name: 'Show map' });
  await showMapButton.waitFor();
  const { sent: firstPageScripts, gzip: firstPageGzip } = await firstPage();
  const mapView = scriptBytes(page);
  const started = await page.evaluate(() => performance.now());
  await showMapButton.click();
  // Where the time goes: the map's code run and its container shown, MapLibre's canvas made, markers drawn and fitted.
  const since = async (selector: string) => {
    await page.locator(selector).first().waitFor({ state: 'attached', timeout: 120_000 });
    return (await page.evaluate(() => performance.now())) - started;
  };
  const mountedMs = await since('[data-testid="valuation-map"]');
  const canvasMs = await since('[data-testid="valuation-map"] canvas');
  const showMapMs = await since('[data-testid="valuation-map"][data-map-ready="true"]');
  const { sent: mapScripts, gzip: mapGzip } = await mapView();
  // The floor: the markers' own request, as the page's GraphQL client sends it, with nothing drawn.
  const markersFetchMs = await page.evaluate(
    async ({ continents, session }) => {
      const query = `query MapMarkers($filter: ValuationFilter!) { mapMarkers(filter: $filter) }`;
      const begun = performance.now();
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${session}` },
        body: JSON.stringify({ query, variables: { filter: { continents } } }),
      });
      await response.text();
      return performance.now() - begun;
    },
    { continents: broad.continents, session: token },
  );
  await page.close();
  return { firstPageScripts, firstPageGzip, mapScripts, mapGzip, mountedMs, canvasMs, showMapMs, markersFetchMs };
}

const browser = await launchBrowser();
const cold: Sample[] = [];
const warm: Sample[] = [];
try {
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript((session) => sessionStorage.setItem('esvd.token', session), token);
    cold.push(await showMap(context));
    warm.push(await showMap(context));
    await context.close();
  }
} finally {
  await browser.close();
  await api.stop();
  await embedded?.stop();
}

const median = (samples: Sample[], key: keyof Sample) =>
  percentile(
    samples.map((sample) => sample[key]),
    0.5,
  );
const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const milliseconds = (value: number) => `${value.toFixed(0)} ms`;
console.log(
  `\nFirst map of a session, ${valuations.toLocaleString('en')} valuations, broad search, medians of ${runs} runs\n`,
);
console.log(
  table(
    [
      'start',
      'Show map to markers',
      'map shown',
      'canvas',
      'markers request alone',
      'ratio',
      'JS before Show map (sent)',
      'JS after it (sent)',
      'JS before, gzip',
      'JS after, gzip',
    ],
    [
      ['cold', cold],
      ['warm', warm],
    ].map(([name, samples]) => {
      const list = samples as Sample[];
      return [
        name as string,
        milliseconds(median(list, 'showMapMs')),
        milliseconds(median(list, 'mountedMs')),
        milliseconds(median(list, 'canvasMs')),
        milliseconds(median(list, 'markersFetchMs')),
        (median(list, 'showMapMs') / median(list, 'markersFetchMs')).toFixed(1),
        kilobytes(median(list, 'firstPageScripts')),
        kilobytes(median(list, 'mapScripts')),
        kilobytes(median(list, 'firstPageGzip')),
        kilobytes(median(list, 'mapGzip')),
      ];
    }),
  ),
);
