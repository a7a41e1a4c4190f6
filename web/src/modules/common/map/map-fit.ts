import { fitMaxZoom, maxBounds } from './map-view.ts';

/** West, south, east, north in degrees, as MapLibre's `fitBounds` takes them. */
export type LngLatBox = [west: number, south: number, east: number, north: number];

interface Position {
  latitude: number;
  longitude: number;
}

/**
 * The smallest box holding every position, kept within the map's bounds (a place at latitude 89 is drawn at the
 * map's edge, 85°); null without positions. The map stops at the antimeridian, so a box never crosses it: places
 * on Fiji and on Samoa span the world from west to east, as the map shows them.
 */
export function markerBounds(positions: readonly Position[]): LngLatBox | null {
  if (positions.length === 0) return null;
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const { latitude, longitude } of positions) {
    west = Math.min(west, longitude);
    east = Math.max(east, longitude);
    south = Math.min(south, latitude);
    north = Math.max(north, latitude);
  }
  const [westmost, southmost, eastmost, northmost] = maxBounds;
  const within = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
  return [
    within(west, westmost, eastmost),
    within(south, southmost, northmost),
    within(east, westmost, eastmost),
    within(north, southmost, northmost),
  ];
}

export interface Padding {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/**
 * Room around the fitted places: half the largest marker and a margin on every side, the zoom buttons' width on the
 * left and their height on top (they sit in the top left corner), and the attribution's height at the bottom, so
 * that no marker is cut by the edge or hidden under a control. A small map gets proportionally less, never more
 * than a third of its size.
 */
export const fullPadding: Padding = { top: 48, right: 36, bottom: 44, left: 56 };

export function fitPadding(width: number, height: number): Padding {
  const scale = Math.min(
    1,
    width / 3 / (fullPadding.left + fullPadding.right),
    height / 3 / (fullPadding.top + fullPadding.bottom),
  );
  return {
    top: Math.floor(fullPadding.top * scale),
    right: Math.floor(fullPadding.right * scale),
    bottom: Math.floor(fullPadding.bottom * scale),
    left: Math.floor(fullPadding.left * scale),
  };
}

/** The deepest zoom a fit to these locations may reach. */
export function fitZoomLimit(locationCount: number): number {
  return locationCount === 1 ? fitMaxZoom.oneLocation : fitMaxZoom.severalLocations;
}
