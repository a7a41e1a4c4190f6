import type { MapMarker } from '@esvd/schema/rules/map-markers';

import { formatStandardisedValue } from '../format.ts';

/** The valuations at one latitude and longitude: the api groups records by identical coordinates (spec 000 §9). */
export type ValuationMarker = MapMarker;

/** Markers are told apart by their coordinates, which the grouping makes unique. */
export function markerKey(marker: Pick<ValuationMarker, 'latitude' | 'longitude'>): string {
  return `${marker.latitude},${marker.longitude}`;
}

/** The study locations of a marker, or its coordinates when the records name none. */
export function markerPlace(marker: ValuationMarker): string {
  return marker.studyLocations.length > 0
    ? marker.studyLocations.join('; ')
    : `${marker.latitude.toFixed(3)}, ${marker.longitude.toFixed(3)}`;
}

/** The median as PostgreSQL's percentile_cont(0.5) gives it (the api's markers): the mean of the middle two. */
export function medianOf(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = values.toSorted((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function valuationCountLabel(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'valuation' : 'valuations'}`;
}

export function locationCountLabel(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'location' : 'locations'}`;
}

/** The median in words: what a marker's colour says, for those who cannot tell the colours apart. */
export function medianLabel(median: number | null): string {
  return median === null ? 'no standardised value' : `median ${formatStandardisedValue(median)} Int$/ha/year`;
}

/** How a marker is named to everyone: on hover, in the list of locations and on its panel. */
export function markerLabel(marker: ValuationMarker): string {
  return `${markerPlace(marker)} — ${valuationCountLabel(marker.count)}, ${medianLabel(marker.median)}`;
}
