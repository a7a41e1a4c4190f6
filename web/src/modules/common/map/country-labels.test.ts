import type { Feature, FeatureCollection, Position } from 'geojson';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';

import { countryLabelFeatures, countryLabelPoints, countryLabelTable } from './country-labels.ts';

const topology = createRequire(import.meta.url)('world-atlas/countries-50m.json') as Topology<{
  countries: GeometryCollection;
}>;
const countries = feature(topology, topology.objects.countries) as FeatureCollection;
const labels = countryLabelPoints(countries);
const labelOf = (name: string) => labels.features.find((label) => label.properties.name === name)!;

/** Whether a point lies inside a ring (even-odd rule). */
function inRing([x, y]: Position, ring: Position[]): boolean {
  let inside = false;
  for (let index = 0, previous = ring.length - 1; index < ring.length; previous = index++) {
    const [xi, yi] = ring[index];
    const [xj, yj] = ring[previous];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function inCountry(point: Position, country: Feature): boolean {
  const { geometry } = country;
  const polygons =
    geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.type === 'MultiPolygon' ? geometry.coordinates : [];
  return polygons.some((polygon) => inRing(point, polygon[0]));
}

describe('countryLabelPoints', () => {
  it('names every named country once, larger countries first', () => {
    const named = countries.features.filter((country) => country.properties?.name);
    expect(labels.features).toHaveLength(named.length);
    expect(new Set(labels.features.map((label) => label.properties.name)).size).toBe(named.length);
    expect(labels.features.map((label) => label.properties.rank)).toEqual(labels.features.map((_, index) => index));
    expect(labelOf('Russia').properties.rank).toBeLessThan(labelOf('Kenya').properties.rank);
    expect(labelOf('Kenya').properties.rank).toBeLessThan(labelOf('Luxembourg').properties.rank);
  });

  it('puts each name inside its country, on its largest part', () => {
    for (const country of countries.features.filter((item) => item.properties?.name)) {
      const label = labelOf(country.properties!.name as string);
      expect(inCountry(label.geometry.coordinates, country), country.properties!.name as string).toBe(true);
    }
    // Mainland France, not French Guiana; Chile's mainland; Russia west of the antimeridian, in Siberia.
    const [franceX, franceY] = labelOf('France').geometry.coordinates;
    expect(franceX).toBeGreaterThan(-5);
    expect(franceY).toBeGreaterThan(42);
    const [russiaX] = labelOf('Russia').geometry.coordinates;
    expect(russiaX).toBeGreaterThan(40);
    expect(russiaX).toBeLessThan(180);
  });
});

describe('the shipped country names', () => {
  // `npx vitest run -u web/src/modules/common/map/country-labels.test.ts` writes them anew after a change above.
  it('are those countryLabelTable places from the shipped countries', async () => {
    const table = countryLabelTable(countries);
    await expect(`${JSON.stringify(table)}\n`).toMatchFileSnapshot('./country-label-points.json');
    const features = countryLabelFeatures(table).features;
    expect(features.map((label) => label.properties)).toEqual(labels.features.map((label) => label.properties));
    features.forEach((label, index) => {
      const [x, y] = labels.features[index].geometry.coordinates;
      expect(label.geometry.coordinates[0]).toBeCloseTo(x, 3);
      expect(label.geometry.coordinates[1]).toBeCloseTo(y, 3);
    });
  });
});
