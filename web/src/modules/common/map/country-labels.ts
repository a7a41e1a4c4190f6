import type { Feature, FeatureCollection, Point, Position } from 'geojson';
import polylabel from 'polylabel';

import { withShortEdges } from './antimeridian.ts';

export interface CountryLabelProperties {
  name: string;
  /** Larger countries first when labels collide: MapLibre places the lowest sort key first. */
  rank: number;
}

/** Precision of a label's place in degrees: finer would only cost time on a label that moves by a few pixels. */
const labelPrecision = 0.1;

/** A tenth of the part's narrower side at most, so that a country smaller than the precision (Vatican) gets a place. */
function precisionFor(ring: Position[]): number {
  const xs = ring.map(([x]) => x);
  const ys = ring.map(([, y]) => y);
  const narrower = Math.min(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
  return Math.min(labelPrecision, narrower / 10);
}

/** Area of a ring on the flat map, in square degrees, shrunk with the cosine of its latitude as a globe shrinks it. */
function ringArea(ring: Position[]): number {
  let twiceArea = 0;
  let latitudes = 0;
  for (let index = 0; index < ring.length; index++) {
    const [x1, y1] = ring[index];
    const [x2, y2] = ring[(index + 1) % ring.length];
    twiceArea += x1 * y2 - x2 * y1;
    latitudes += y1;
  }
  return (Math.abs(twiceArea) / 2) * Math.cos(((latitudes / ring.length) * Math.PI) / 180);
}

/**
 * A country's name and where to write it, [name, longitude, latitude], larger countries first: what the map ships
 * (country-label-points.json, made by `countryLabelTable` from the shipped countries; the unit test keeps it so), as
 * placing the names takes longer than all else the basemap needs before the map can open.
 */
export type CountryLabelPoint = [name: string, longitude: number, latitude: number];

/** Places to a thousandth of a degree (about 100 m): the name moves by less than a pixel at any zoom the map has. */
const rounded = (degrees: number) => Math.round(degrees * 1000) / 1000;

export function countryLabelTable(countries: FeatureCollection): CountryLabelPoint[] {
  return countryLabelPoints(countries).features.map(({ properties, geometry: { coordinates } }) => [
    properties.name,
    rounded(coordinates[0]),
    rounded(coordinates[1]),
  ]);
}

/** The shipped table as the basemap's GeoJSON source. */
export function countryLabelFeatures(
  table: readonly CountryLabelPoint[],
): FeatureCollection<Point, CountryLabelProperties> {
  return {
    type: 'FeatureCollection',
    features: table.map(([name, longitude, latitude], rank) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [longitude, latitude] },
      properties: { name, rank },
    })),
  };
}

const wrapped = (longitude: number) => ((((longitude + 180) % 360) + 360) % 360) - 180;

/**
 * One point per country for its name, inside its largest part (mainland France, not French Guiana) and as far
 * from that part's edges as can be, so that the name sits on the country and not on the sea or a neighbour.
 */
export function countryLabelPoints(countries: FeatureCollection): FeatureCollection<Point, CountryLabelProperties> {
  const labelled = countries.features.flatMap((country) => {
    const name: unknown = country.properties?.name;
    // Edges that jump across the antimeridian (Fiji, Chukotka) would put the label on the other side of the world.
    const geometry = withShortEdges(country.geometry);
    if (typeof name !== 'string' || (geometry.type !== 'Polygon' && geometry.type !== 'MultiPolygon')) return [];
    const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
    const [largest, area] = polygons
      .map((polygon) => [polygon, ringArea(polygon[0])] as const)
      .reduce((best, next) => (next[1] > best[1] ? next : best));
    const [longitude, latitude] = polylabel(largest, precisionFor(largest[0]));
    return [{ name, area, point: [wrapped(longitude), latitude] }];
  });
  labelled.sort((a, b) => b.area - a.area);
  return {
    type: 'FeatureCollection',
    features: labelled.map(({ name, point }, rank): Feature<Point, CountryLabelProperties> => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: point },
      properties: { name, rank },
    })),
  };
}
