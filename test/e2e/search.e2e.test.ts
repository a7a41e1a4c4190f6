// The database search in a real browser, as a new user meets it: log in, pick a country and a service, read the
// table and sort it, switch to the map and open and close a marker's panel, read the summary statistics, download the
// CSV and count its rows; then the rules around it (at least one filter, TEEB or CICES, the URL as the search) and
// the page on a phone.
import type { PackedMapMarkers } from '@esvd/schema/rules/map-markers';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Locator, Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../api/src/db/seed/index.ts';
import { e2eServer, screenshotPath, screenshotsWanted, viewports } from '../support/browser.ts';
import { expectAccessible } from '../support/accessibility.ts';
import { openThroughLogin, readyMap, screenshot, untilIdle, useBrowserPages } from '../support/e2e-page.ts';
import { field, pick, treeOption } from '../support/form-fields.ts';
import { demoPassword } from '../support/environment.ts';
import { graphqlData, loginAsAdmin, loginAsDemoUser } from '../support/http.ts';

const server = e2eServer();
const demoUser = demoAccounts.find((account) => account.role === 'user')!;

const { newPage } = useBrowserPages();
let userToken: string;

beforeAll(async () => {
  userToken = await loginAsDemoUser(server, 'user');
});

/** Opens a path of the app; the search page of a visitor goes through the login page and back. */
async function openAsDemoUser(page: Page, path: string): Promise<void> {
  await openThroughLogin(page, path, demoUser.userName, demoPassword);
  await page.getByRole('heading', { name: 'Database search' }).waitFor();
}

interface Filter {
  countries?: number[];
  ecosystemServices?: number[];
  ciceses?: number[];
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
    userToken,
  );
  return data.referenceList;
}

async function valuationCount(filter: Filter): Promise<number> {
  const data = await graphqlData<{ valuationCount: number }>(
    server,
    'query Count($filter: ValuationFilter!) { valuationCount(filter: $filter) }',
    { filter },
    userToken,
  );
  return data.valuationCount;
}

interface Candidate {
  country: ReferenceEntry;
  service: ReferenceEntry;
}

/** What the journey needs of its search: several records to sort, a marker to click, statistics to read. */
async function suitsTheJourney({ country, service }: Candidate): Promise<boolean> {
  const filter = { countries: [country.id], ecosystemServices: [service.id] };
  const data = await graphqlData<{ mapMarkers: PackedMapMarkers; summaryStatistics: { biomes: unknown[] } }>(
    server,
    'query Check($filter: ValuationFilter!) { mapMarkers(filter: $filter) summaryStatistics(filter: $filter) { biomes { id } } }',
    { filter },
    userToken,
  );
  // One place only: its marker overlaps no other, so the map offers it for clicking (web/src/modules/map/MapMode.tsx).
  return data.mapMarkers.counts.length === 1 && data.summaryStatistics.biomes.length > 0;
}

/**
 * A country and a TEEB service for the journey, among demo records in South America, which the map's first view
 * shows whole beside its side panel; most records first.
 */
async function chooseCountryAndService(): Promise<Candidate> {
  const continents = await referenceList('CONTINENTS');
  const inView = continents.filter((continent) => continent.label === 'South America');
  const { valuations } = await graphqlData<{
    valuations: { items: { countries: string[]; teebCodes: string[] }[] };
  }>(
    server,
    'query Rows($filter: ValuationFilter!) { valuations(filter: $filter, limit: 1000) { items { countries teebCodes } } }',
    { filter: { continents: inView.map((continent) => continent.id) } },
    userToken,
  );
  const pairs = new Map<string, number>();
  for (const row of valuations.items) {
    for (const country of row.countries) {
      for (const code of new Set(row.teebCodes)) {
        const key = `${country}\t${code}`;
        pairs.set(key, (pairs.get(key) ?? 0) + 1);
      }
    }
  }
  const countries = await referenceList('COUNTRIES');
  const services = await referenceList('ECOSYSTEM_SERVICES');
  const candidates = [...pairs]
    .filter(([, count]) => count >= 3)
    .sort((a, b) => b[1] - a[1])
    .map(([key]): Candidate => {
      const [countryName, serviceCode] = key.split('\t');
      return {
        country: countries.find((entry) => entry.label === countryName)!,
        // A service: a sub-service can have the same code (11, Fish, under 1; 11 is Waste treatment).
        service: services.find((entry) => entry.parentId === null && entry.code === serviceCode)!,
      };
    });
  for (const candidate of candidates) if (await suitsTheJourney(candidate)) return candidate;
  throw new Error('No country and service of the demo data suits the journey');
}

/** The text of a cell of the results grid, from the accessible table glide-data-grid keeps beside its canvas. */
const gridCell = (page: Page, column: number, row: number) =>
  page.getByTestId(`glide-cell-${column}-${row}`).textContent();

/** Records in a CSV text: line feeds outside quoted fields, an escaped quote toggling twice. */
function csvRecords(text: string): number {
  let quoted = false;
  let records = 0;
  for (const character of text) {
    if (character === '"') quoted = !quoted;
    else if (character === '\n' && !quoted) records += 1;
  }
  return records;
}

interface SavedFilterQuery {
  filterString: string;
  userName: string | null;
  createdOn: string;
}

async function savedFilterQueriesSince(since: Date): Promise<SavedFilterQuery[]> {
  const adminToken = await loginAsAdmin(server);
  const { filterQueries } = await graphqlData<{ filterQueries: SavedFilterQuery[] }>(
    server,
    '{ filterQueries(limit: 100) { filterString userName createdOn } }',
    {},
    adminToken,
  );
  return filterQueries.filter(
    (query) => query.userName === demoUser.userName && new Date(query.createdOn).getTime() >= since.getTime(),
  );
}

describe('a new user searching the database', () => {
  it('picks a country and a service, sorts the table, opens a marker on the map, summarises and downloads CSV and XLSX', async () => {
    const started = new Date();
    const { country, service } = await chooseCountryAndService();
    const filter = { countries: [country.id], ecosystemServices: [service.id] };
    const expectedCount = await valuationCount(filter);
    expect(expectedCount).toBeGreaterThan(1);

    // A visitor is sent to log in and comes back to the search.
    const page = await newPage();
    await openAsDemoUser(page, '/esvd');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/esvd');
    await page.getByRole('heading', { name: 'Get started' }).waitFor();
    await page.getByText('Choose at least one filter, then Get valuations').waitFor();

    // The filters; TEEB and CICES exclude each other.
    await pick(page, 'Countries', country.label, country.label);
    await pick(page, 'Ecosystem services (TEEB)', service.label, treeOption(service));
    expect(await field(page, 'CICES classes').isDisabled()).toBe(true);
    await screenshot(page, 'search-filters-desktop');

    // A tree's list, open: a listbox named by its filter, of options with no tree attributes and nothing to press
    // inside them (patches/@mantine+core+*.patch); the arrow keys open and close a branch.
    const biomeFilter = field(page, 'Biome / ecozone / ecosystem (ESVD 2.0)');
    await biomeFilter.click();
    const biomeList = page.getByRole('listbox', { name: 'Biome / ecozone / ecosystem (ESVD 2.0)' });
    await biomeList.getByRole('option').first().waitFor();
    await expectAccessible(page, 'the ESVD 2.0 biome list open');
    const shownOptions = await biomeList.getByRole('option').count();
    await biomeFilter.press('ArrowDown');
    await biomeFilter.press('ArrowRight');
    await expect.poll(() => biomeList.getByRole('option').count()).toBeGreaterThan(shownOptions);
    await biomeFilter.press('ArrowLeft');
    await expect.poll(() => biomeList.getByRole('option').count()).toBe(shownOptions);
    await biomeFilter.press('Escape');
    await biomeList.waitFor({ state: 'hidden' });

    // The table: the count the api gives, the search in the URL.
    await page.getByRole('button', { name: 'Get valuations' }).click();
    const count = page.getByTestId('valuation-count');
    await count.waitFor();
    expect(Number(await count.getAttribute('data-count'))).toBe(expectedCount);
    const url = new URL(page.url());
    expect(url.searchParams.get('countries')).toBe(String(country.id));
    expect(url.searchParams.get('ecosystemServices')).toBe(String(service.id));
    const table = page.getByTestId('valuations-table');
    await table.waitFor();
    await expect.poll(() => gridCell(page, 0, 0)).toMatch(/^\d+$/);
    expect(await gridCell(page, 2, 0)).toMatch(/^(Reviewed|Not reviewed)$/);

    // Sort by the standardised value: a click on its header sorts ascending, a second one descending.
    const box = (await table.locator('canvas').first().boundingBox())!;
    const valueHeaderX = box.x + 110 + 90 + 115 + 80;
    await page.mouse.click(valueHeaderX, box.y + 18);
    await expect.poll(() => table.getAttribute('data-sort')).toBe('intPerHectarePerYear asc');
    await page.mouse.click(valueHeaderX, box.y + 18);
    await expect.poll(() => table.getAttribute('data-sort')).toBe('intPerHectarePerYear desc');
    await expect.poll(() => new URL(page.url()).searchParams.get('sortColumn')).toBe('intPerHectarePerYear');
    const { valuations } = await graphqlData<{ valuations: { items: { valueId: number }[] } }>(
      server,
      `query Top($filter: ValuationFilter!) {
        valuations(filter: $filter, limit: 1, sortColumn: intPerHectarePerYear, isDescend: true) { items { valueId } }
      }`,
      { filter },
      userToken,
    );
    await expect.poll(() => gridCell(page, 0, 0)).toBe(String(valuations.items[0].valueId));
    await screenshot(page, 'search-table-desktop');

    // The map: a click on a marker opens its panel, a second click closes it.
    await page.getByText('Map', { exact: true }).click();
    const map = await readyMap(page);
    await expect.poll(() => map.getAttribute('data-marker-key')).not.toBeNull();
    const markerX = Number(await map.getAttribute('data-marker-x'));
    const markerY = Number(await map.getAttribute('data-marker-y'));
    const markerLabel = (await map.getAttribute('data-marker-label'))!;
    await map.scrollIntoViewIfNeeded();
    const mapBox = (await map.boundingBox())!;
    await page.mouse.click(mapBox.x + markerX, mapBox.y + markerY);
    const panel = page.getByTestId('marker-panel');
    await panel.waitFor();
    expect(await panel.textContent()).toContain(markerLabel.split(' — ')[0]);
    await screenshot(page, 'search-map-desktop');
    await page.mouse.click(mapBox.x + markerX, mapBox.y + markerY);
    await panel.waitFor({ state: 'detached' });
    await expect.poll(() => new URL(page.url()).searchParams.get('view')).toBe('map');
    await page.locator('[data-testid="valuation-map"][data-map-idle="true"]').waitFor();
    await expectValueLegendAsTheApi(page, filter, markerX, markerY);
    await expectCountryNames(page);

    // The summary statistics, as the api computes them.
    await page.getByRole('button', { name: 'Summarise' }).click();
    const { summaryStatistics } = await graphqlData<{
      summaryStatistics: { biomes: { code: string; count: number }[]; ecozones: { code: string }[] };
    }>(
      server,
      'query Stats($filter: ValuationFilter!) { summaryStatistics(filter: $filter) { biomes { code count } ecozones { code } } }',
      { filter },
      userToken,
    );
    expect(summaryStatistics.biomes.length).toBeGreaterThan(0);
    const biomes = page.getByTestId('statistics-biomes');
    await biomes.waitFor();
    const biomeRows = biomes.locator('tbody tr');
    expect(await biomeRows.count()).toBe(summaryStatistics.biomes.length);
    const [firstBiome] = summaryStatistics.biomes;
    expect(await biomeRows.first().locator('th').textContent()).toMatch(new RegExp(`^${firstBiome.code} `));
    expect(await biomeRows.first().locator('td').first().textContent()).toBe(firstBiome.count.toLocaleString('en-US'));
    // Groups of fewer than 5 records are flagged (issue 39), and only those.
    const flagged = await biomeRows.evaluateAll((rows) =>
      rows.map((row) => row.querySelector('th')!.textContent!.includes('Few records')),
    );
    expect(flagged).toEqual(summaryStatistics.biomes.map((group) => group.count < 5));
    // The table as CSV: a line per group, the api's counts (issue 39).
    const tableDownload = page.waitForEvent('download');
    await biomes.getByRole('button', { name: 'Download this table as CSV' }).click();
    const tableFile = await tableDownload;
    expect(tableFile.suggestedFilename()).toMatch(/^ESVD_summary_by_biome_\d{4}-\d\d-\d\d\.csv$/);
    const tableLines = (await readFile((await tableFile.path())!, 'utf8')).trimEnd().split('\r\n');
    expect(tableLines).toHaveLength(summaryStatistics.biomes.length + 1);
    expect(tableLines[1].split(',')[0]).toBe(firstBiome.code);
    expect(tableLines.slice(1).map((line) => Number(line.split(',').at(-7)))).toEqual(
      summaryStatistics.biomes.map((group) => group.count),
    );
    await expectChartDownloads(page, biomes, summaryStatistics.biomes);
    await page.getByRole('heading', { name: 'About summary statistics' }).waitFor();
    await screenshot(page, 'search-statistics-desktop');

    // The CSV of the search: as many rows as the api counts.
    const downloadStarted = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloadStarted;
    expect(download.suggestedFilename()).toMatch(/^ESVD_search_.+\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csvRecords(csv) - 1).toBe(expectedCount);
    await page
      .getByTestId('download-outcome')
      .getByText(`with ${expectedCount.toLocaleString('en-US')} valuations`)
      .waitFor();

    // The XLSX of the same search: a zipped workbook under the server's name.
    const workbookStarted = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download XLSX' }).click();
    const workbook = await workbookStarted;
    expect(workbook.suggestedFilename()).toMatch(/^ESVD_search_.+\.xlsx$/);
    expect((await readFile((await workbook.path())!)).subarray(0, 2).toString()).toBe('PK');

    // One saved filter query for all of it: the filter was used by the search first and not changed since.
    const saved = await savedFilterQueriesSince(started);
    expect(saved).toHaveLength(1);
    expect(JSON.parse(saved[0].filterString)).toMatchObject({ ...filter, resultsCount: expectedCount });
  });
});

interface LegendClass {
  kind: string;
  low: number | null;
  high: number | null;
  count: number;
  colour: [number, number, number];
}

/** Whether a marker's median falls in a class of the legend: a decade range, zero or less, or no value. */
function inClass(median: number | null, { kind, low, high }: LegendClass): boolean {
  if (kind === 'none') return median === null;
  if (kind === 'zero-or-less') return median !== null && median <= 0;
  return median !== null && median >= low! && median < high!;
}

/**
 * The map's legend counts the locations of each colour from the medians the api gives, each location in exactly one
 * class, and the marker at (x, y) on the map is drawn in the colour of its median's class: the pixel beside its count
 * is nearer that swatch than any other.
 */
async function expectValueLegendAsTheApi(page: Page, filter: Filter, x: number, y: number): Promise<void> {
  const { mapMarkers } = await graphqlData<{ mapMarkers: PackedMapMarkers }>(
    server,
    'query Markers($filter: ValuationFilter!) { mapMarkers(filter: $filter) }',
    { filter },
    userToken,
  );
  const legend = await page.getByTestId('map-value-class').evaluateAll((entries) =>
    entries.map((entry) => {
      const element = entry as HTMLElement;
      const swatch = getComputedStyle(element.querySelector('span')!).backgroundColor;
      return {
        kind: element.dataset.class!,
        low: element.dataset.low === undefined ? null : Number(element.dataset.low),
        high: element.dataset.high === undefined ? null : Number(element.dataset.high),
        count: Number(element.dataset.count),
        colour: swatch.match(/\d+/g)!.slice(0, 3).map(Number) as [number, number, number],
      };
    }),
  );
  expect(legend.length).toBeGreaterThan(0);
  expect(legend.map((entry) => entry.count)).toEqual(
    legend.map((entry) => mapMarkers.medians.filter((median) => inClass(median, entry)).length),
  );
  for (const median of mapMarkers.medians) {
    expect(legend.filter((entry) => inClass(median, entry))).toHaveLength(1);
  }

  const map = page.getByTestId('valuation-map');
  const key = (await map.getAttribute('data-marker-key'))!;
  const index = mapMarkers.latitudes.findIndex(
    (latitude, marker) => `${latitude},${mapMarkers.longitudes[marker]}` === key,
  );
  expect(index).toBeGreaterThanOrEqual(0);
  const expected = legend.find((entry) => inClass(mapMarkers.medians[index], entry))!;
  /**
   * The legend entry whose swatch is nearest a pixel's colour, and close to it (the circles are a little
   * translucent): a pixel of land or sea matches none, even when the legend has a single entry.
   */
  const nearestEntry = (pixel: number[]) => {
    const distance = (colour: number[]) => colour.reduce((sum, channel, n) => sum + (channel - pixel[n]) ** 2, 0);
    const [nearest] = legend.toSorted((a, b) => distance(a.colour) - distance(b.colour));
    return nearest.colour.every((channel, n) => Math.abs(channel - pixel[n]) <= 40) ? nearest : { kind: 'no entry' };
  };
  // Left of the count written in the middle, inside the smallest circle.
  const box = (await map.boundingBox())!;
  const shot = await page.screenshot({ clip: { x: box.x + x - 6, y: box.y + y, width: 1, height: 1 } });
  expect(nearestEntry(await pixelOf(page, shot, 0, 0)).kind).toBe(expected.kind);

  // The map as a PNG: the map's size, with the marker drawn in its colour at the same place.
  const started = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the map as PNG' }).click();
  const download = await started;
  expect(download.suggestedFilename()).toMatch(/^ESVD_map_\d{4}-\d\d-\d\d\.png$/);
  const png = await readFile((await download.path())!);
  expect(png.subarray(0, 8).equals(pngSignature)).toBe(true);
  const canvasBox = (await map.locator('canvas').first().boundingBox())!;
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([
    Math.round(canvasBox.width),
    Math.round(canvasBox.height),
  ]);
  expect(nearestEntry(await pixelOf(page, png, x - 6, y)).kind).toBe(expected.kind);
}

/** The colour (red, green, blue) of a pixel of a PNG, decoded by the browser. */
async function pixelOf(page: Page, png: Buffer, x: number, y: number): Promise<number[]> {
  return page.evaluate(
    async ({ base64, pixelX, pixelY }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      return [...context.getImageData(pixelX, pixelY, 1, 1).data.slice(0, 3)];
    },
    { base64: png.toString('base64'), pixelX: x, pixelY: y },
  );
}

/** The PNG file signature (RFC 2083). */
const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The biome chart downloads as an SVG file that parses as one, with a box for each group the api gives, and, from the
 * keyboard, as a PNG twice the chart's size.
 */
async function expectChartDownloads(page: Page, card: Locator, groups: { code: string }[]): Promise<void> {
  const svgStarted = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download this chart as SVG' }).click();
  const svgDownload = await svgStarted;
  expect(svgDownload.suggestedFilename()).toMatch(/^ESVD_summary_by_biome_chart_\d{4}-\d\d-\d\d\.svg$/);
  const svgText = await readFile((await svgDownload.path())!, 'utf8');
  const parsed = await page.evaluate((text) => {
    const document = new DOMParser().parseFromString(text, 'image/svg+xml');
    const root = document.documentElement;
    return {
      error: document.querySelector('parsererror')?.textContent ?? null,
      root: root.localName,
      namespace: root.namespaceURI,
      width: Number(root.getAttribute('width')),
      height: Number(root.getAttribute('height')),
      groups: Array.from(root.querySelectorAll('g[data-group]'), (group) => group.getAttribute('data-group')),
    };
  }, svgText);
  expect(parsed).toMatchObject({ error: null, root: 'svg', namespace: 'http://www.w3.org/2000/svg' });
  expect(parsed.groups.map((label) => label!.split(' ')[0])).toEqual(groups.map((group) => group.code));

  const pngStarted = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download this chart as PNG' }).focus();
  await page.keyboard.press('Enter');
  const pngDownload = await pngStarted;
  expect(pngDownload.suggestedFilename()).toMatch(/^ESVD_summary_by_biome_chart_\d{4}-\d\d-\d\d\.png$/);
  const png = await readFile((await pngDownload.path())!);
  expect(png.subarray(0, 8).equals(pngSignature)).toBe(true);
  // IHDR, the first chunk: width and height, big-endian, at bytes 16 and 20.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([parsed.width * 2, parsed.height * 2]);
}

const countryNames = new Set(
  (
    createRequire(import.meta.url)('world-atlas/countries-50m.json') as {
      objects: { countries: { geometries: { properties?: { name?: string } }[] } };
    }
  ).objects.countries.geometries.flatMap((country) => country.properties?.name ?? []),
);

/** The map draws country names (a MapLibre symbol layer, so the canvas holds them): some in view, all real ones. */
async function expectCountryNames(page: Page): Promise<void> {
  const drawn = ((await page.getByTestId('valuation-map').getAttribute('data-place-names')) ?? '')
    .split('|')
    .filter(Boolean);
  expect(drawn.length).toBeGreaterThan(0);
  for (const name of drawn) expect(countryNames.has(name), name).toBe(true);
}

/**
 * The names of the GraphQL operations the page sends over HTTP from now on, in the order it sends them, and a wait
 * (`atRest`) until the page has sent everything that its answers and the user's actions so far make it send.
 */
function graphqlTraffic(page: Page): { operations: string[]; atRest(): Promise<void> } {
  const operations: string[] = [];
  const underWay = new Set<Request>();
  let noneUnderWay: (() => void) | undefined;
  page.on('request', (request) => {
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/graphql') return;
    const body = request.postDataJSON() as { operationName?: string } | null;
    operations.push(body?.operationName ?? '(unnamed)');
    underWay.add(request);
  });
  const ended = (request: Request) => {
    if (underWay.delete(request) && underWay.size === 0) noneUnderWay?.();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    operations,
    /**
     * Resolves once no request is under way and, after that, the page's event loop has run dry (`untilIdle`) without
     * it sending another. The search sends nothing on a timer, so nothing it was made to send can come later.
     */
    async atRest() {
      for (;;) {
        if (underWay.size > 0) await new Promise<void>((resolve) => (noneUnderWay = resolve));
        const sent = operations.length;
        await untilIdle(page);
        if (operations.length === sent && underWay.size === 0) return;
      }
    },
  };
}

describe('one round trip per search', () => {
  it('sends the first page with its total and the saved filter query with that total on the first click, and nothing on a second', async () => {
    const { country } = await chooseCountryAndService();
    const started = new Date();
    const page = await newPage();
    await openAsDemoUser(page, '/esvd');
    await pick(page, 'Countries', country.label, country.label);

    const traffic = graphqlTraffic(page);
    const { operations } = traffic;
    await page.getByRole('button', { name: 'Get valuations' }).click();
    const count = page.getByTestId('valuation-count');
    await count.waitFor();
    await expect.poll(() => gridCell(page, 0, 0)).toMatch(/^\d+$/);
    // The save goes once the total is known; then everything the click caused has been sent.
    await expect.poll(() => operations).toContain('SaveFilterQuery');
    await traffic.atRest();
    expect(operations).toEqual(['SearchValuationFirstPage', 'SaveFilterQuery']);
    const total = Number(await count.getAttribute('data-count'));
    const saved = await savedFilterQueriesSince(started);
    expect(saved).toHaveLength(1);
    expect(JSON.parse(saved[0].filterString)).toMatchObject({ countries: [country.id], resultsCount: total });

    // The same search again: shown from what the page has, and saved already.
    operations.length = 0;
    await page.getByRole('button', { name: 'Get valuations' }).click();
    await traffic.atRest();
    expect(operations).toEqual([]);
    expect(await savedFilterQueriesSince(started)).toHaveLength(1);
  });
});

describe('the rules of a search', () => {
  it('asks for a filter, keeps TEEB and CICES apart, and follows the URL back and forward', async () => {
    const page = await newPage();
    await openAsDemoUser(page, '/esvd');

    // No filter: the Attention! notice, pointing to the full download.
    await page.getByRole('button', { name: 'Get valuations' }).click();
    const attention = page.getByRole('dialog', { name: 'Attention!' });
    await attention.getByText('You need to select at least one filter before getting the valuations.').waitFor();
    await attention.getByText('Download full database CSV', { exact: false }).first().waitFor();
    // Once the modal has faded in.
    await expect.poll(() => attention.evaluate((dialog) => getComputedStyle(dialog).opacity)).toBe('1');
    await screenshot(page, 'search-attention-desktop');
    await attention.getByRole('button', { name: 'Choose filters' }).click();
    await attention.waitFor({ state: 'detached' });

    // Downloading with no filter says there is nothing yet, for as long as no filter is chosen.
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const nothingToDownload = page.getByTestId('nothing-to-download');
    await nothingToDownload
      .getByText('There are no valuations yet to download. You need to apply a filter...')
      .waitFor();

    // Choosing CICES disables TEEB; clearing it frees both.
    const [cicesSection] = await referenceList('CICES_CLASSES');
    await pick(page, 'CICES classes', cicesSection.label, treeOption(cicesSection));
    expect(await nothingToDownload.isVisible()).toBe(false);
    expect(await field(page, 'Ecosystem services (TEEB)').isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    expect(await field(page, 'Ecosystem services (TEEB)').isDisabled()).toBe(false);
    expect(await field(page, 'CICES classes').isDisabled()).toBe(false);

    // Free text: Enter searches, and the search is the URL.
    await page.getByLabel('Free text').fill('"coral reef"');
    await page.getByLabel('Free text').press('Enter');
    await page.getByTestId('valuation-count').waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('freeText')).toBe('"coral reef"');
    await page.goBack();
    await expect.poll(() => page.getByLabel('Free text').inputValue()).toBe('');
    await page.goForward();
    await expect.poll(() => page.getByLabel('Free text').inputValue()).toBe('"coral reef"');
  });

  it('shows the progress of a download and cancels it', async () => {
    const { totalValuationCount } = await graphqlData<{ totalValuationCount: number }>(
      server,
      '{ totalValuationCount }',
    );
    const page = await newPage();
    await openAsDemoUser(page, '/esvd');
    // A slow line, so the download is still running when the user looks at it: the CSV travels gzipped, a few
    // hundred kilobytes for the e2e database.
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Network.enable');
    await devtools.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: 8 * 1024,
      uploadThroughput: -1,
    });

    await page.getByRole('button', { name: 'Download full database CSV' }).click();
    const progress = page.getByTestId('download-progress');
    const bar = progress.getByRole('progressbar', { name: 'Downloading the full database as CSV' });
    await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    expect(Number(await bar.getAttribute('aria-valuenow'))).toBeLessThan(100);
    expect(await progress.textContent()).toMatch(
      new RegExp(`[\\d,]+ of ${totalValuationCount.toLocaleString('en-US')} valuations \\(\\d+%\\)`),
    );
    if (screenshotsWanted) {
      await page
        .getByTestId('download-progress')
        .screenshot({ path: await screenshotPath('search-download-progress') });
    }
    await progress.getByRole('button', { name: 'Cancel' }).click();
    await page.getByTestId('download-outcome').getByText('The download was cancelled.').waitFor();
  });

  it('opens a shared search on a phone', async () => {
    const { country } = await chooseCountryAndService();
    const expectedCount = await valuationCount({ countries: [country.id] });
    const page = await newPage(viewports.mobile);
    await openAsDemoUser(page, `/esvd?countries=${country.id}&summary=true`);
    const count = page.getByTestId('valuation-count');
    await count.waitFor();
    expect(Number(await count.getAttribute('data-count'))).toBe(expectedCount);
    await expect.poll(() => gridCell(page, 0, 0)).toMatch(/^\d+$/);
    await page.getByTestId('statistics-biomes').waitFor();
    await screenshot(page, 'search-phone');
    if (!screenshotsWanted) return;
    for (const [section, name] of [
      ['search-filters', 'filters'],
      ['search-valuations', 'valuations'],
      ['search-statistics', 'statistics'],
    ]) {
      await page.locator(`#${section}`).screenshot({ path: await screenshotPath(`search-phone-${name}`) });
    }
  });
});
