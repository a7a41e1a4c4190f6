// Map mode (spec 000 §9): markers group a search's records by identical latitude and longitude in SQL,
// a marker's side panel shows its records, and the map counts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from '../../api/src/app.ts';
import { startTestApp } from '../support/app.ts';
import { graphqlData, loginAsDemoUser, rest } from '../support/http.ts';
import { insertStudies } from './search-fixtures.ts';

interface Marker {
  latitude: number;
  longitude: number;
  count: number;
  valueIds: number[];
  studyLocations: string[];
}

const marker = 'map-fixture-zq';
const place = { latitude: -1.28333, longitude: 36.81667 };
const valueIds = { first: 99200000001, second: 99200000002, third: 99200000003, elsewhere: 99200000004 };
const filter = { freeText: `"${marker}"` };

let app: RunningApp;
let token: string;

beforeAll(async () => {
  app = await startTestApp();
  token = await loginAsDemoUser(app, 'basic');
  const common = { notes: marker, services: ['19'], habitats: ['3', '3.1'], value: 10 };
  await insertStudies(app.database.url, [
    {
      studyId: 992000,
      title: 'Map fixture',
      valuations: [
        // Inserted out of order: a marker lists its valueIds in order all the same.
        { ...common, valueId: valueIds.third, ...place, studyLocation: 'Nairobi' },
        { ...common, valueId: valueIds.first, ...place, studyLocation: 'Nairobi National Park' },
        { ...common, valueId: valueIds.second, ...place, studyLocation: 'Nairobi' },
        // A hair away is another place.
        { ...common, valueId: valueIds.elsewhere, latitude: -1.28334, longitude: 36.81667, studyLocation: 'Karura' },
        // Without coordinates: found by the search, not on the map.
        { ...common, valueId: 99200000005, latitude: null, longitude: null, studyLocation: 'Unknown' },
      ],
    },
  ]);
});

afterAll(async () => {
  await app?.stop();
});

const markersQuery = `query Markers($filter: ValuationFilter!) {
  mapMarkers(filter: $filter)
  mappedValuationCount(filter: $filter)
  valuationCount(filter: $filter)
}`;

describe('map markers', () => {
  it('group records by identical latitude and longitude, with their valueIds and study locations', async () => {
    const data = await graphqlData<{ mapMarkers: Marker[]; mappedValuationCount: number; valuationCount: number }>(
      app,
      markersQuery,
      { filter },
      token,
    );
    expect(data.mapMarkers).toHaveLength(2);
    const together = data.mapMarkers.find(
      (item) => item.longitude === place.longitude && item.latitude === place.latitude,
    );
    expect(together).toEqual({
      ...place,
      count: 3,
      valueIds: [valueIds.first, valueIds.second, valueIds.third],
      studyLocations: expect.arrayContaining(['Nairobi', 'Nairobi National Park']),
    });
    expect(together!.studyLocations).toHaveLength(2);
    const apart = data.mapMarkers.find((item) => item !== together);
    expect(apart).toMatchObject({ count: 1, valueIds: [valueIds.elsewhere], studyLocations: ['Karura'] });

    expect(data.valuationCount).toBe(5);
    expect(data.mappedValuationCount).toBe(4);
  });

  it('REST /api/esvds/mapdata and /api/esvds/maplistcount answer the same', async () => {
    const markers = await rest<Marker[]>(
      app,
      'GET',
      `/api/esvds/mapdata?freeText=${encodeURIComponent(filter.freeText)}`,
      undefined,
      token,
    );
    expect(markers.status).toBe(200);
    expect(markers.body.map((item) => item.count).sort()).toEqual([1, 3]);
    const count = await rest<number>(
      app,
      'GET',
      `/api/esvds/maplistcount?freeText=${encodeURIComponent(filter.freeText)}`,
      undefined,
      token,
    );
    expect(count.body).toBe(4);
  });

  it('the whole map count is public and covers the fixture', async () => {
    const { status, body } = await rest<number>(app, 'GET', '/api/esvds/totalmaplistcount');
    expect(status).toBe(200);
    const { totalValuationCount } = await graphqlData<{ totalValuationCount: number }>(app, '{ totalValuationCount }');
    expect(body).toBeGreaterThanOrEqual(4);
    expect(body).toBeLessThanOrEqual(totalValuationCount);
  });
});

describe("a marker's side panel", () => {
  it("shows the marker's records with the marker detail fields", async () => {
    const data = await graphqlData<{
      mapMarkerDetails: {
        valueId: number;
        studyId: number;
        studyLocation: string;
        siteAreaInHectares: number | null;
        biomes: string[];
        ecozones: string[];
        ecosystems: string[];
        ecosystemServices: string[];
        intPerHectarePerYear: number;
      }[];
    }>(
      app,
      `query Details($valueIds: [SafeInt!]!) {
        mapMarkerDetails(valueIds: $valueIds) {
          valueId studyId studyLocation siteAreaInHectares biomes ecozones ecosystems ecosystemServices intPerHectarePerYear
        }
      }`,
      { valueIds: [valueIds.third, valueIds.first] },
      token,
    );
    expect(data.mapMarkerDetails).toEqual([
      expect.objectContaining({
        valueId: valueIds.first,
        studyId: 992000,
        studyLocation: 'Nairobi National Park',
        biomes: ['Inland wetlands'],
        ecozones: ['Tropical flooded forests and peat forests'],
        ecosystemServices: ['Opportunities for recreation and tourism'],
        intPerHectarePerYear: 10,
      }),
      expect.objectContaining({ valueId: valueIds.third, studyLocation: 'Nairobi' }),
    ]);
  });

  it('REST /api/esvds/mapmarkerdata takes repeated valueids', async () => {
    const { status, body } = await rest<{ valueId: number }[]>(
      app,
      'GET',
      `/api/esvds/mapmarkerdata?valueids=${valueIds.second}&valueids=${valueIds.elsewhere}`,
      undefined,
      token,
    );
    expect(status).toBe(200);
    expect(body.map((row) => row.valueId)).toEqual([valueIds.second, valueIds.elsewhere]);
  });
});

describe('large answers on the wire', () => {
  /** The raw response, as sent: with undici's fetch the body is unpacked, but the header tells. */
  const post = (body: unknown, acceptEncoding: string) =>
    fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'accept-encoding': acceptEncoding,
      },
      body: JSON.stringify(body),
    });

  it('are gzipped for a client that accepts it, through GraphQL and REST; small ones go as they are', async () => {
    const continents = (
      await graphqlData<{ referenceList: { id: number }[] }>(
        app,
        'query { referenceList(list: CONTINENTS) { id } }',
        {},
        token,
      )
    ).referenceList.map((entry) => entry.id);
    const broad = { query: markersQuery, variables: { filter: { continents } } };

    const compressed = await post(broad, 'gzip');
    expect(compressed.headers.get('content-encoding')).toBe('gzip');
    const markers = ((await compressed.json()) as { data: { mapMarkers: unknown[] } }).data.mapMarkers;
    expect(markers.length).toBeGreaterThan(20);

    const plain = await post(broad, 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(((await plain.json()) as { data: { mapMarkers: unknown[] } }).data.mapMarkers).toEqual(markers);

    const small = await post({ query: markersQuery, variables: { filter } }, 'gzip');
    expect(small.headers.get('content-encoding')).toBeNull();

    const query = continents.map((id) => `continents=${id}`).join('&');
    const viaRest = await fetch(`${app.url}/api/esvds/mapdata?${query}`, {
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
    });
    expect(viaRest.headers.get('content-encoding')).toBe('gzip');
    expect(((await viaRest.json()) as unknown[]).length).toBe(markers.length);
  });
});
