import i18nCountries from 'i18n-iso-countries';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { Random, WeightedPicker } from './random.ts';

export interface Point {
  latitude: number;
  longitude: number;
}

interface Polygon {
  /** Outer ring and holes as flat [lon, lat, lon, lat, ...] arrays; the even-odd rule handles holes. */
  rings: Float64Array[];
  minLongitude: number;
  minLatitude: number;
  maxLongitude: number;
  maxLatitude: number;
  /** Rough area (square degrees scaled by cos latitude), to pick a country's polygons in proportion. */
  area: number;
}

/** Coordinates are stored with 5 decimals (about a metre), and tested after rounding. */
const roundCoordinate = (value: number) => Math.round(value * 1e5) / 1e5;

function ringInside(ring: Float64Array, longitude: number, latitude: number): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 2; i < ring.length; j = i, i += 2) {
    const xi = ring[i];
    const yi = ring[i + 1];
    const xj = ring[j];
    const yj = ring[j + 1];
    if (yi > latitude !== yj > latitude && longitude < ((xj - xi) * (latitude - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function polygonContains(polygon: Polygon, longitude: number, latitude: number): boolean {
  if (
    longitude < polygon.minLongitude ||
    longitude > polygon.maxLongitude ||
    latitude < polygon.minLatitude ||
    latitude > polygon.maxLatitude
  ) {
    return false;
  }
  let inside = false;
  for (const ring of polygon.rings) if (ringInside(ring, longitude, latitude)) inside = !inside;
  return inside;
}

function toPolygon(coordinates: number[][][]): Polygon {
  const rings = coordinates.map((ring) => Float64Array.from(ring.flat()));
  const outer = rings[0];
  let [minLongitude, minLatitude, maxLongitude, maxLatitude] = [Infinity, Infinity, -Infinity, -Infinity];
  let twiceArea = 0;
  for (let i = 0, j = outer.length - 2; i < outer.length; j = i, i += 2) {
    minLongitude = Math.min(minLongitude, outer[i]);
    maxLongitude = Math.max(maxLongitude, outer[i]);
    minLatitude = Math.min(minLatitude, outer[i + 1]);
    maxLatitude = Math.max(maxLatitude, outer[i + 1]);
    twiceArea += outer[j] * outer[i + 1] - outer[i] * outer[j + 1];
  }
  const meanLatitude = ((minLatitude + maxLatitude) / 2) * (Math.PI / 180);
  return {
    rings,
    minLongitude,
    minLatitude,
    maxLongitude,
    maxLatitude,
    area: (Math.abs(twiceArea) / 2) * Math.cos(meanLatitude),
  };
}

/**
 * Country outlines from Natural Earth (1:50m, via the world-atlas package), keyed by ISO alpha-3, for
 * placing demo sites inside their country. Features without an ISO numeric code (Kosovo, Somaliland,
 * N. Cyprus, ...) are left out, so only countries that have a polygon here can carry coordinates.
 */
export class CountryShapes {
  private static loaded: CountryShapes | undefined;
  private readonly pickers = new Map<string, WeightedPicker<Polygon>>();

  private constructor(private readonly polygons: Map<string, Polygon[]>) {}

  static load(): CountryShapes {
    if (!CountryShapes.loaded) {
      const topology = createRequire(import.meta.url)('world-atlas/countries-50m.json') as Topology<{
        countries: GeometryCollection;
      }>;
      const polygons = new Map<string, Polygon[]>();
      for (const country of feature(topology, topology.objects.countries).features) {
        const alpha3 = country.id === undefined ? undefined : i18nCountries.numericToAlpha3(String(country.id));
        const geometry = country.geometry;
        if (!alpha3 || !geometry) continue;
        const parts =
          geometry.type === 'Polygon'
            ? [geometry.coordinates]
            : geometry.type === 'MultiPolygon'
              ? geometry.coordinates
              : [];
        polygons.set(alpha3, [...(polygons.get(alpha3) ?? []), ...parts.map(toPolygon)]);
      }
      CountryShapes.loaded = new CountryShapes(polygons);
    }
    return CountryShapes.loaded;
  }

  has(alpha3: string): boolean {
    return this.polygons.has(alpha3);
  }

  codes(): string[] {
    return [...this.polygons.keys()];
  }

  contains(alpha3: string, point: Point): boolean {
    return (this.polygons.get(alpha3) ?? []).some((polygon) =>
      polygonContains(polygon, point.longitude, point.latitude),
    );
  }

  /** A uniformly drawn point inside the country: a polygon by area, then rejection sampling in its box. */
  randomPoint(alpha3: string, random: Random): Point {
    const picker = this.pickerFor(alpha3);
    for (let attempt = 0; attempt < 10_000; attempt++) {
      const polygon = picker.pick(random);
      const point = {
        longitude: roundCoordinate(random.between(polygon.minLongitude, polygon.maxLongitude)),
        latitude: roundCoordinate(random.between(polygon.minLatitude, polygon.maxLatitude)),
      };
      if (polygonContains(polygon, point.longitude, point.latitude)) return point;
    }
    throw new Error(`Could not place a point inside ${alpha3}`);
  }

  /** A point within `radius` degrees of a centre and inside the country, else anywhere in the country. */
  pointNear(alpha3: string, centre: Point, radius: number, random: Random): Point {
    for (let attempt = 0; attempt < 20; attempt++) {
      const point = {
        latitude: roundCoordinate(centre.latitude + random.between(-radius, radius)),
        longitude: roundCoordinate(centre.longitude + random.between(-radius, radius)),
      };
      if (this.contains(alpha3, point)) return point;
    }
    return this.randomPoint(alpha3, random);
  }

  private pickerFor(alpha3: string): WeightedPicker<Polygon> {
    let picker = this.pickers.get(alpha3);
    if (!picker) {
      const polygons = this.polygons.get(alpha3);
      if (!polygons?.length) throw new Error(`No outline for country ${alpha3}`);
      // Tiny islands still get a chance: a floor keeps their weight above zero.
      picker = new WeightedPicker(polygons, (polygon) => Math.max(polygon.area, 1e-6));
      this.pickers.set(alpha3, picker);
    }
    return picker;
  }
}
