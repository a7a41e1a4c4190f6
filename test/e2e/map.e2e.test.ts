// The map shows what was found (issue 12, point 10), in a real browser on the demo data: a one-country search
// lying outside the spec's first view is fitted so that every one of its locations shows, as a marker or inside a
// cluster, and the legend counts them; a second search says that its markers are loading and fits again; zoomed
// out, locations crowd into clusters, and a click on one zooms in; the public page of a study in Europe, which the
// spec's first view leaves out, shows its marker.
import type { PackedMapMarkers } from '@esvd/schema/rules/map-markers';
import type { Page, Route } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../api/src/db/seed/index.ts';
import { e2eServer, viewports } from '../support/browser.ts';
import { openThroughLogin, readyMap, screenshot, useBrowserPages } from '../support/e2e-page.ts';
import { demoPassword } from '../support/environment.ts';
import { graphqlData, loginAsDemoUser } from '../support/http.ts';
import { withClient } from '../support/postgres.ts';

const server = e2eServer();
const demoUser = demoAccounts.find((account) => account.role === 'user')!;

const { newPage } = useBrowserPages();
let userToken: string;

beforeAll(async () => {
  userToken = await loginAsDemoUser(server, 'user');
});

/**
 * What the map showed at first before it was fitted (spec 000 §9: centre -3.745, -38.523, zoom 2.5, on a map 848 by
 * 560 pixels): west, south, east, north. The searches below are chosen outside it.
 */
const specView = [-85, -30, 8, 25] as const;

interface Country {
  id: number;
  label: string;
  continentId: number;
}

/**
 * The countries whose published valuations have the most locations outside the spec's first view, one per
 * continent, most first.
 */
async function countriesOutsideTheSpecView(): Promise<Country[]> {
  const { rows } = await withClient(server.databaseUrl, (client) =>
    client.query<Country>(
      `with places as (
         select c.id, c.label, c.continent_id, v.latitude, v.longitude
           from valuation v
           join study s on s.id = v.study_id and s.is_published
           join valuation_country vc on vc.valuation_id = v.id
           join ref_country c on c.id = vc.country_id
          where v.latitude is not null and v.longitude is not null
            and not (v.longitude between $1 and $3 and v.latitude between $2 and $4)
          group by c.id, c.label, c.continent_id, v.latitude, v.longitude),
       ranked as (
         select id, label, continent_id, count(*) as locations,
                row_number() over (partition by continent_id order by count(*) desc, id) as rank
           from places group by id, label, continent_id)
       select id, label, continent_id as "continentId" from ranked
        where rank = 1 and continent_id is not null
        order by locations desc, id`,
      [...specView],
    ),
  );
  return rows;
}

/** The locations of a search as the api finds them: one marker per distinct latitude and longitude. */
async function locationsOfSearch(countries: number[]): Promise<number> {
  const { mapMarkers } = await graphqlData<{ mapMarkers: PackedMapMarkers }>(
    server,
    'query Markers($filter: ValuationFilter!) { mapMarkers(filter: $filter) }',
    { filter: { countries } },
    userToken,
  );
  return mapMarkers.counts.length;
}

const formatted = (count: number) => count.toLocaleString('en-US');

/** The legend's count once the map has settled: "40 of 40 locations in view". */
const inView = (page: Page) => page.getByTestId('map-locations-in-view').textContent();

const allInView = (count: number) =>
  `${formatted(count)} of ${formatted(count)} ${count === 1 ? 'location' : 'locations'} in view`;

/** Holds the map's markers request until `release` is called, to see the map while they load. */
async function holdMarkersRequest(page: Page): Promise<{ held: Promise<void>; release: () => void }> {
  let release = () => {};
  const releasing = new Promise<void>((resolve) => (release = resolve));
  let heldOne = () => {};
  const held = new Promise<void>((resolve) => (heldOne = resolve));
  await page.route(`${server.url}/graphql`, async (route: Route) => {
    if (route.request().postDataJSON()?.operationName === 'MapMarkers') {
      heldOne();
      await releasing;
    }
    await route.continue();
  });
  return { held, release };
}

describe('the map of a search', () => {
  it('fits a one-country search so that all its locations show, then fits the next search after its loading note', async () => {
    const [first, second] = await countriesOutsideTheSpecView();
    expect(second, 'the demo data have places on two continents outside the spec view').toBeDefined();
    const firstLocations = await locationsOfSearch([first.id]);
    expect(firstLocations).toBeGreaterThanOrEqual(5);

    const page = await newPage();
    await openThroughLogin(page, `/esvd?countries=${first.id}&view=map`, demoUser.userName, demoPassword);
    const map = await readyMap(page);
    // Every location in view, alone or counted in a cluster; the spec's first view held none of them whole.
    await expect.poll(() => inView(page), { timeout: 15_000 }).toBe(allInView(firstLocations));
    await page.getByText(`at ${formatted(firstLocations)} locations.`).waitFor();
    expect(await page.getByTestId('map-legend').textContent()).toContain('Nearby locations grouped');
    expect(await map.getAttribute('aria-busy')).toBe('false');
    await map.scrollIntoViewIfNeeded();
    await screenshot(page, 'map-one-country-desktop', { fullPage: false });

    // A second country on another continent: the map says its markers are loading, then fits both countries.
    const bothLocations = await locationsOfSearch([first.id, second.id]);
    const { held, release } = await holdMarkersRequest(page);
    const countries = page.locator('input').and(page.getByLabel('Countries', { exact: true }));
    await countries.click();
    await countries.fill(second.label);
    await page.getByRole('option', { name: second.label, exact: true }).click();
    await countries.press('Escape');
    await page.getByRole('button', { name: 'Show map' }).click();
    await held;
    const loading = map.getByRole('status');
    await expect.poll(() => loading.textContent()).toBe('Loading the markers…');
    expect(await map.getAttribute('aria-busy')).toBe('true');
    release();
    await loading.waitFor({ state: 'detached' });
    await expect.poll(() => inView(page), { timeout: 15_000 }).toBe(allInView(bothLocations));
    expect(bothLocations).toBeGreaterThan(firstLocations);
  });

  it('fits the search on a phone, groups its locations when zoomed out, and zooms in on a cluster clicked', async () => {
    const [country] = await countriesOutsideTheSpecView();
    const locations = await locationsOfSearch([country.id]);
    const page = await newPage(viewports.mobile);
    await openThroughLogin(page, `/esvd?countries=${country.id}&view=map`, demoUser.userName, demoPassword);
    const map = await readyMap(page);
    await expect.poll(() => inView(page), { timeout: 15_000 }).toBe(allInView(locations));
    await map.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await screenshot(page, 'map-one-country-mobile', { fullPage: false });

    // Zoomed out with the map's own button as far as it goes (the whole world's width), the country's locations
    // crowd into clusters.
    const idle = page.locator('[data-testid="valuation-map"][data-map-idle="true"]');
    const zoomOut = map.getByRole('button', { name: 'Zoom out' });
    const zoom = async () => Number(await map.getAttribute('data-map-zoom'));
    for (let step = 0, before = await zoom(); step < 12; step++) {
      await zoomOut.click();
      await idle.waitFor();
      const after = await zoom();
      if (after >= before) break;
      before = after;
    }
    const clusterCount = Number(await map.getAttribute('data-cluster-count'));
    expect(clusterCount).toBeGreaterThan(1);
    await expect.poll(() => inView(page)).toBe(allInView(locations));
    await screenshot(page, 'map-clusters-mobile', { fullPage: false });

    // A click on a cluster zooms in, and the view holds at least the locations the cluster counted.
    await map.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const zoomBefore = await zoom();
    const [x, y] = [Number(await map.getAttribute('data-cluster-x')), Number(await map.getAttribute('data-cluster-y'))];
    const box = (await map.boundingBox())!;
    await page.mouse.click(box.x + x, box.y + y);
    await expect.poll(zoom).toBeGreaterThan(zoomBefore);
    await idle.waitFor();
    const shown = Number((await inView(page))?.match(/^[\d,]+/)?.[0].replaceAll(',', ''));
    expect(shown).toBeGreaterThanOrEqual(clusterCount);
  });
});

/** A published study all of whose places lie in Europe, north of the spec's first view; most places first. */
async function europeanStudy(): Promise<{ studyId: number; locations: number }> {
  const { rows } = await withClient(server.databaseUrl, (client) =>
    client.query<{ studyId: number; locations: number }>(
      `select s.study_id as "studyId", count(distinct (v.latitude, v.longitude))::int as locations
         from study s join valuation v on v.study_id = s.id
        where s.is_published and v.latitude is not null and v.longitude is not null
        group by s.study_id
       having bool_and(v.latitude between 36 and 71 and v.longitude between -10 and 30)
        order by count(distinct (v.latitude, v.longitude)) desc, s.study_id
        limit 1`,
    ),
  );
  if (!rows[0]) throw new Error('The demo data have no published study in Europe');
  return rows[0];
}

async function studyMarkers(studyId: number): Promise<{ latitude: number; longitude: number; count: number }[]> {
  const { studyValuations } = await graphqlData<{
    studyValuations: { markers: { latitude: number; longitude: number; count: number }[] };
  }>(server, 'query ($studyId: Int!) { studyValuations(studyId: $studyId) { markers { latitude longitude count } } }', {
    studyId,
  });
  return studyValuations.markers;
}

describe('the map of a public study page', () => {
  it('shows the markers of a study in Europe, which the spec view leaves out, and opens one clicked', async () => {
    const { studyId, locations } = await europeanStudy();
    const page = await newPage();
    await page.goto(`${server.url}/studyvaluations?studyId=${studyId}&view=map`, { waitUntil: 'load' });
    const map = await readyMap(page);
    await expect.poll(() => inView(page), { timeout: 15_000 }).toBe(allInView(locations));
    // A marker of the study, fitted into view: a click opens the panel of its valuations.
    await expect.poll(() => map.getAttribute('data-marker-key')).not.toBeNull();
    const key = (await map.getAttribute('data-marker-key'))!;
    const marker = (await studyMarkers(studyId)).find(
      (candidate) => `${candidate.latitude},${candidate.longitude}` === key,
    );
    expect(marker, `the map offers ${key}, a place of the study`).toBeDefined();
    expect(marker!.latitude).toBeGreaterThanOrEqual(36);
    await map.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const [x, y] = [Number(await map.getAttribute('data-marker-x')), Number(await map.getAttribute('data-marker-y'))];
    const box = (await map.boundingBox())!;
    await page.mouse.click(box.x + x, box.y + y);
    const panel = page.getByTestId('marker-panel');
    await panel.waitFor();
    await expect.poll(() => panel.getByTestId('marker-valuation').count()).toBe(marker!.count);
    await screenshot(page, 'map-study-in-europe-desktop', { fullPage: false });
  });
});
