import { describe, expect, it } from 'vitest';
import { unpackMapMarkers } from './map-markers.ts';

describe('unpackMapMarkers', () => {
  it('gives each marker its place, count, the next count valueIds and its locations', () => {
    expect(
      unpackMapMarkers({
        latitudes: [-1.5, 52.1],
        longitudes: [36.8, 5.2],
        counts: [2, 1],
        valueIds: [120500002, 120500001, 99100003],
        studyLocations: [['Nairobi'], []],
        medians: [1250.5, null],
      }),
    ).toEqual([
      {
        latitude: -1.5,
        longitude: 36.8,
        count: 2,
        valueIds: [120500002, 120500001],
        studyLocations: ['Nairobi'],
        median: 1250.5,
      },
      { latitude: 52.1, longitude: 5.2, count: 1, valueIds: [99100003], studyLocations: [], median: null },
    ]);
  });

  it('makes no markers of empty columns', () => {
    expect(
      unpackMapMarkers({ latitudes: [], longitudes: [], counts: [], valueIds: [], studyLocations: [], medians: [] }),
    ).toEqual([]);
  });
});
