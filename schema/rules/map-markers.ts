/**
 * The map markers of a search as GraphQL's `mapMarkers` answers them: packed column by column, because a broad
 * search has 80,000 markers and more, and repeating five field names per marker would be most of the answer.
 * Marker i is at (latitudes[i], longitudes[i]) with counts[i] valuations, whose valueIds are the next counts[i]
 * entries of `valueIds` (markers in order, each marker's ids in no particular order), whose distinct study
 * locations are studyLocations[i] and the median of whose standardised values is medians[i] (null when none has one).
 */
export interface PackedMapMarkers {
  latitudes: number[];
  longitudes: number[];
  counts: number[];
  valueIds: number[];
  studyLocations: string[][];
  medians: (number | null)[];
}

/** The valuations at one latitude and longitude (spec 000 §3 "Map marker"). */
export interface MapMarker {
  latitude: number;
  longitude: number;
  count: number;
  valueIds: number[];
  studyLocations: string[];
  /** Median standardised value (Int$/ha/year at 2020 prices) of the marker's records that have one; else null. */
  median: number | null;
}

export function unpackMapMarkers(packed: PackedMapMarkers): MapMarker[] {
  let nextValueId = 0;
  return packed.counts.map((count, index) => ({
    latitude: packed.latitudes[index],
    longitude: packed.longitudes[index],
    count,
    valueIds: packed.valueIds.slice(nextValueId, (nextValueId += count)),
    studyLocations: packed.studyLocations[index],
    median: packed.medians[index],
  }));
}
