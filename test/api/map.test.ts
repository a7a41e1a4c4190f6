// Map mode (spec 000 §9): markers group a search's records by identical latitude and longitude in SQL,
// a marker's side panel shows its records, and the map counts.
import { unpackMapMarkers, type MapMarker, type PackedMapMarkers } from '@esvd/schema/rules/map-markers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from '../../api/src/app.ts';
import { startTestApp } from '../support/app.ts';
import { graphqlData, loginAsDemoUser, rest } from '../support/http.ts';
import { insertStudies } from './search-fixtures.ts';

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
        // Their median (40) spans both study locations of the place: it is not a median of the locations' medians.
        { ...common, valueId: valueIds.third, ...place, studyLocation: 'Nairobi', value: 1000 },
        { ...common, valueId: valueIds.first, ...place, studyLocation: 'Nairobi National Park', value: 40 },
        { ...common, valueId: valueIds.second, ...place, studyLocation: 'Nairobi', value: 10 },
        // A hair away is another place.
        {
          ...common,
          valueId: valueIds.elsewhere,
          value: null,
          latitude: -1.28334,
          longitude: 36.81667,
          studyLocation: 'Karura "Forest", Nairobi',
        },
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
  it('group records by identical latitude and longitude, with their valueIds in order, study locations and median', async () => {
    const data = await graphqlData<{
      mapMarkers: PackedMapMarkers;
      mappedValuationCount: number;
      valuationCount: number;
    }>(app, markersQuery, { filter }, token);
    const markers = unpackMapMarkers(data.mapMarkers);
    expect(markers).toHaveLength(2);
    const together = markers.find((item) => item.longitude === place.longitude && item.latitude === place.latitude);
    // Inserted third, first, second: the side panel lists a marker's first valueIds, the same ones every time.
    expect(together).toEqual({
      ...place,
      count: 3,
      valueIds: [valueIds.first, valueIds.second, valueIds.third],
      studyLocations: expect.arrayContaining(['Nairobi', 'Nairobi National Park']),
      median: 40,
    });
    expect(together!.studyLocations).toHaveLength(2);
    const apart = markers.find((item) => item !== together);
    expect(apart).toEqual({
      latitude: -1.28334,
      longitude: 36.81667,
      count: 1,
      valueIds: [valueIds.elsewhere],
      studyLocations: ['Karura "Forest", Nairobi'],
      median: null,
    });

    expect(data.valuationCount).toBe(5);
    expect(data.mappedValuationCount).toBe(4);
  });

  it('are empty columns when the search finds nothing, also under an alias', async () => {
    const data = await graphqlData<{ none: PackedMapMarkers }>(
      app,
      'query Markers($filter: ValuationFilter!) { none: mapMarkers(filter: $filter) }',
      { filter: { freeText: '"map-fixture-nothing-zq"' } },
      token,
    );
    expect(data.none).toEqual({
      latitudes: [],
      longitudes: [],
      counts: [],
      valueIds: [],
      studyLocations: [],
      medians: [],
    });
  });

  it('REST /api/esvds/mapdata and /api/esvds/maplistcount answer the same', async () => {
    const markers = await rest<MapMarker[]>(
      app,
      'GET',
      `/api/esvds/mapdata?freeText=${encodeURIComponent(filter.freeText)}`,
      undefined,
      token,
    );
    expect(markers.status).toBe(200);
    const { mapMarkers } = await graphqlData<{ mapMarkers: PackedMapMarkers }>(app, markersQuery, { filter }, token);
    const sorted = (list: MapMarker[]) =>
      list
        .map((item) => ({
          ...item,
          valueIds: item.valueIds.toSorted((a, b) => a - b),
          studyLocations: item.studyLocations.toSorted(),
        }))
        .sort((a, b) => a.latitude - b.latitude);
    expect(sorted(markers.body)).toEqual(sorted(unpackMapMarkers(mapMarkers)));
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
        intPerHectarePerYear: 40,
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
    const markers = ((await compressed.json()) as { data: { mapMarkers: PackedMapMarkers } }).data.mapMarkers;
    expect(markers.counts.length).toBeGreaterThan(20);

    const plain = await post(broad, 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(((await plain.json()) as { data: { mapMarkers: PackedMapMarkers } }).data.mapMarkers).toEqual(markers);

    const small = await post({ query: markersQuery, variables: { filter } }, 'gzip');
    expect(small.headers.get('content-encoding')).toBeNull();

    const query = continents.map((id) => `continents=${id}`).join('&');
    const viaRest = await fetch(`${app.url}/api/esvds/mapdata?${query}`, {
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
    });
    expect(viaRest.headers.get('content-encoding')).toBe('gzip');
    expect(((await viaRest.json()) as unknown[]).length).toBe(markers.counts.length);
  });
});
