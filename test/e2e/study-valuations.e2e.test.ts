// The public study valuations page (spec 000 §2, spec 001 §2) in a real browser, signed out: 'Valuations: X of Y'
// with the api's numbers, the virtualised table of the study's valueIds, the map drawn with WebGL (MapLibre on
// SwiftShader) from the offline basemap, a real marker on the canvas clicked to open and close its
// panel, the list of locations for keyboards, a phone, and the messages for a missing or unknown study.
import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { e2eServer, viewports } from '../support/browser.ts';
import { readyMap, screenshot, useBrowserPages, type Viewport } from '../support/e2e-page.ts';
import { graphqlData } from '../support/http.ts';
import { withClient } from '../support/postgres.ts';

const server = e2eServer();

interface StudyMarker {
  latitude: number;
  longitude: number;
  count: number;
  valueIds: number[];
  studyLocations: string[];
}

interface Study {
  studyId: number;
  title: string;
  valuations: { valueId: number }[];
  markers: StudyMarker[];
}

interface Totals {
  totalValuationCount: number;
  currentDatabaseVersion: { label: string } | null;
}

/**
 * What the map shows at first on a computer screen (spec 000 §9: centre -3.745, -38.523, zoom 2.5, on a map 848 by
 * 560 pixels), kept a little inside the edges: west, south, east, north.
 */
const initialView = [-85, -30, 8, 25] as const;

// An unknown study is answered with 404, which Chromium logs as a failed resource; every other console error counts.
const expectedConsoleError = /^Failed to load resource: the server responded with a status of 404/;

const { newPage } = useBrowserPages({ expectedConsoleError });
const outsideRequests: string[] = [];

afterEach(() => {
  // The basemap ships with the app: not one request leaves the server, tiles or otherwise.
  expect(outsideRequests.splice(0)).toEqual([]);
});

/** A signed-out visitor's page (a fresh context has no session token). */
async function openPage(path: string, viewport: Viewport = viewports.desktop): Promise<Page> {
  const page = await newPage(viewport);
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(server.url) && !url.startsWith('data:') && !url.startsWith('blob:')) outsideRequests.push(url);
  });
  await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
  return page;
}

/**
 * A published study with valuations at a place the map shows at first, preferring places with several of them
 * (so a marker stands for a group) and studies with several places.
 */
async function studyWithPlaceIn([west, south, east, north]: readonly number[]): Promise<number> {
  const { rows } = await withClient(server.databaseUrl, (client) =>
    client.query<{ studyId: number }>(
      `with places as (
         select s.study_id, count(*) as valuations,
                bool_or(v.longitude between $1 and $3 and v.latitude between $2 and $4) as in_view
           from study s join valuation v on v.study_id = s.id
          where s.is_published and v.latitude is not null and v.longitude is not null
          group by s.study_id, v.latitude, v.longitude)
       select study_id as "studyId" from places
        group by study_id
       having bool_or(in_view)
        order by max(valuations) filter (where in_view) desc, count(*) desc, study_id
        limit 1`,
      [west, south, east, north],
    ),
  );
  if (!rows[0]) throw new Error('The demo data have no published study in the initial view of the map');
  return rows[0].studyId;
}

/** The published study with the most valuations: more rows than the table's window shows at once. */
async function largestStudy(): Promise<number> {
  const { rows } = await withClient(server.databaseUrl, (client) =>
    client.query<{ studyId: number }>(
      `select s.study_id as "studyId" from study s join valuation v on v.study_id = s.id
        where s.is_published group by s.study_id order by count(*) desc, s.study_id limit 1`,
    ),
  );
  return rows[0].studyId;
}

async function studyOfApi(studyId: number): Promise<Study> {
  const { studyValuations } = await graphqlData<{ studyValuations: Study }>(
    server,
    `query ($studyId: Int!) { studyValuations(studyId: $studyId) {
       studyId title valuations { valueId } markers { latitude longitude count valueIds studyLocations } } }`,
    { studyId },
  );
  return studyValuations;
}

function totalsOfApi(): Promise<Totals> {
  return graphqlData<Totals>(server, '{ totalValuationCount currentDatabaseVersion { label } }');
}

const formatted = (count: number) => count.toLocaleString('en-US');

/** The value IDs in the table's rows now in the document (the table is virtualised). */
async function valueIdsInTable(page: Page): Promise<number[]> {
  const cells = page.getByTestId('study-valuation-table').locator('tbody tr[aria-rowindex] td:first-child');
  return (await cells.allTextContents()).map(Number);
}

interface MarkerProbe {
  key: string;
  label: string;
  x: number;
  y: number;
}

/** The marker the map offers for clicking (see web/src/modules/map/MapMode.tsx), once the map is drawn. */
async function markerProbe(map: Locator): Promise<MarkerProbe> {
  await readyMap(map.page());
  await expect.poll(() => map.getAttribute('data-marker-key')).not.toBeNull();
  const attribute = async (name: string) => (await map.getAttribute(`data-marker-${name}`)) ?? '';
  return {
    key: await attribute('key'),
    label: await attribute('label'),
    x: Number(await attribute('x')),
    y: Number(await attribute('y')),
  };
}

async function clickOnMap(map: Locator, probe: MarkerProbe): Promise<void> {
  const box = await map.boundingBox();
  if (!box) throw new Error('The map is not on screen');
  await map.page().mouse.click(box.x + probe.x, box.y + probe.y);
}

/** After a scroll, lets the compositor place the map's WebGL canvas before a screenshot is taken. */
async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(undefined)))),
  );
}

const markerKeyOf = (marker: StudyMarker) => `${marker.latitude},${marker.longitude}`;

describe('without a study, or with one that is not there', () => {
  it('says that no study was chosen', async () => {
    const page = await openPage('/studyvaluations');
    await page.getByText('No study chosen').waitFor();
    await page.getByText('add the study number to the address').waitFor();
  });

  it('says that a word is not a study number', async () => {
    const page = await openPage('/studyvaluations?studyId=lake');
    await page.getByText('"lake" is not a study number.').waitFor();
  });

  it("gives the api's answer for a study that is not published", async () => {
    const page = await openPage('/studyvaluations?studyId=999999999');
    await page.getByText('This study cannot be shown').waitFor();
    await page.getByText('There is no published study 999999999.').waitFor();
  });
});

describe('a study, signed out', () => {
  it("shows 'Valuations: X of Y', the version and the table of the study's valueIds", async () => {
    const studyId = await largestStudy();
    const [study, totals] = await Promise.all([studyOfApi(studyId), totalsOfApi()]);
    const valueIds = study.valuations.map((valuation) => valuation.valueId);
    const page = await openPage(`/studyvaluations?studyId=${studyId}`);

    await page.getByRole('heading', { name: study.title }).waitFor();
    const count = page.getByTestId('study-valuation-count');
    await expect
      .poll(() => count.textContent())
      .toBe(`Valuations: ${formatted(valueIds.length)} of ${formatted(totals.totalValuationCount)}`);
    expect(await page.getByTestId('study-database-version').textContent()).toBe(totals.currentDatabaseVersion?.label);
    await page.getByText('Values that cannot be standardised to Int$/ha/year are left empty.').waitFor();
    expect(await page.getByRole('link', { name: 'Create a free account' }).getAttribute('href')).toBe('/signup');

    // The first rows in order; a long study keeps only the rows near the window in the document.
    const table = page.getByTestId('study-valuation-table');
    await expect.poll(() => valueIdsInTable(page)).not.toEqual([]);
    const firstRows = await valueIdsInTable(page);
    expect(firstRows).toEqual(valueIds.slice(0, firstRows.length));
    expect(await table.locator('table').getAttribute('aria-rowcount')).toBe(String(valueIds.length + 1));
    await screenshot(page, 'study-valuations-table-desktop');

    await table.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await expect.poll(async () => (await valueIdsInTable(page)).at(-1)).toBe(valueIds.at(-1));
    const lastRows = await valueIdsInTable(page);
    expect(lastRows).toEqual(valueIds.slice(valueIds.length - lastRows.length));
    if (valueIds.length > 60) expect(lastRows.length).toBeLessThan(valueIds.length);
  });

  it('toggles to the map, opens a marker clicked on the canvas and closes it on a second click', async () => {
    const studyId = await studyWithPlaceIn(initialView);
    const [study, totals] = await Promise.all([studyOfApi(studyId), totalsOfApi()]);
    const page = await openPage(`/studyvaluations?studyId=${studyId}`);

    await page.getByRole('button', { name: 'Show Map' }).click();
    await page.getByRole('button', { name: 'Show Table' }).waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('view')).toBe('map');
    // The same X of Y as the table (the study's records of all in the database); the map says how many it shows.
    await expect
      .poll(() => page.getByTestId('study-valuation-count').textContent())
      .toBe(`Valuations: ${formatted(study.valuations.length)} of ${formatted(totals.totalValuationCount)}`);
    const mapped = study.markers.reduce((sum, marker) => sum + marker.count, 0);
    expect(await page.getByTestId('study-mapped-count').textContent()).toBe(
      `On the map: ${formatted(mapped)} with coordinates`,
    );

    const map = page.getByTestId('valuation-map');
    const probe = await markerProbe(map);
    const marker = study.markers.find((candidate) => markerKeyOf(candidate) === probe.key);
    expect(marker, `the map offers ${probe.key}, a place of the study`).toBeDefined();
    const box = await map.boundingBox();
    // Spec 000 §9: the map is 70% of the window's height.
    expect(box?.height).toBeCloseTo(viewports.desktop.height * 0.7, -1);
    await screenshot(page, 'study-valuations-map-desktop', { fullPage: false });

    await clickOnMap(map, probe);
    const panel = page.getByTestId('marker-panel');
    await panel.waitFor();
    expect(probe.label).toContain(await panel.getByRole('heading').textContent());
    const rows = panel.getByTestId('marker-valuation');
    await expect.poll(() => rows.count()).toBe(marker!.count);
    const panelValueIds = (await rows.locator('td:first-child').allTextContents()).map(Number);
    expect(panelValueIds).toEqual(marker!.valueIds);
    await screenshot(page, 'study-valuations-marker-panel-desktop', { fullPage: false });

    await clickOnMap(map, probe);
    await panel.waitFor({ state: 'detached' });

    // The close button closes it as well.
    await clickOnMap(map, probe);
    await panel.waitFor();
    await panel.getByRole('button', { name: 'Close the valuations of this location' }).click();
    await panel.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Show Table' }).click();
    await page.getByTestId('study-valuation-table').waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('view')).toBeNull();
  });

  it('draws the map on a phone and opens a place from the list of locations with the keyboard', async () => {
    const study = await studyOfApi(await studyWithPlaceIn(initialView));
    const page = await openPage(`/studyvaluations?studyId=${study.studyId}&view=map`, viewports.mobile);

    const map = await readyMap(page);
    expect((await map.boundingBox())?.height).toBeCloseTo(viewports.mobile.height * 0.7, -1);

    const toggle = page.getByRole('button', { name: /^Locations on the map/ });
    expect(await toggle.textContent()).toContain(`(${study.markers.length})`);
    await toggle.click();
    // The largest place: off the phone's first view, so the map moves to it.
    const [marker] = [...study.markers].sort((a, b) => b.count - a.count);
    const location = page.locator(`[data-location-key="${markerKeyOf(marker)}"]`);
    await location.focus();
    await page.keyboard.press('Enter');

    const panel = page.getByTestId('marker-panel');
    await panel.waitFor();
    // The keyboard moves on to the panel's heading, and back to the place once the panel is closed.
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H3');
    expect(await location.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => panel.getByTestId('marker-valuation').count()).toBe(marker.count);
    await page.locator('[data-testid="valuation-map"][data-map-idle="true"]').waitFor();
    // Centred, the map is clear of the fixed header (headless Chromium leaves a canvas partly under it unpainted).
    await map.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await nextFrames(page);
    await screenshot(page, 'study-valuations-map-mobile', { fullPage: false });
    await panel.scrollIntoViewIfNeeded();
    await nextFrames(page);
    await screenshot(page, 'study-valuations-marker-panel-mobile', { fullPage: false });

    await panel.getByRole('button', { name: 'Close the valuations of this location' }).click();
    await panel.waitFor({ state: 'detached' });
    await expect.poll(() => location.evaluate((element) => element === document.activeElement)).toBe(true);
  });
});
