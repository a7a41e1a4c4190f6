import type { Map as MaplibreMap } from 'maplibre-gl';
import { describe, expect, it } from 'vitest';

import { findMarkerProbe } from './marker-probe.ts';
import type { ValuationMarker } from './markers.ts';

/** A 400 by 300 pixel map on which a marker's longitude and latitude are its pixel position. */
const flatMap = {
  getContainer: () => ({ clientWidth: 400, clientHeight: 300 }),
  project: ([x, y]: [number, number]) => ({ x, y }),
} as unknown as MaplibreMap;

function markerAt(x: number, y: number, place: string, count = 1): ValuationMarker {
  return { longitude: x, latitude: y, count, valueIds: [], studyLocations: [place] };
}

describe('findMarkerProbe', () => {
  it('offers the marker nearest the centre, with its position and label', () => {
    const probe = findMarkerProbe(flatMap, [markerAt(50, 50, 'Far'), markerAt(210, 140, 'Near', 3)]);
    expect(probe).toEqual({ key: '140,210', label: 'Near — 3 valuations', x: 210, y: 140 });
  });

  it('passes over markers that overlap another or do not lie wholly inside the map', () => {
    const markers = [
      markerAt(200, 150, 'Crowded'),
      markerAt(205, 152, 'Neighbour'),
      markerAt(395, 150, 'On the edge'),
      markerAt(500, 150, 'Outside'),
      markerAt(100, 100, 'Alone'),
    ];
    expect(findMarkerProbe(flatMap, markers)?.label).toBe('Alone — 1 valuation');
  });

  it('offers nothing when no marker is in view', () => {
    expect(findMarkerProbe(flatMap, [markerAt(-40, 20, 'West of the view')])).toBeNull();
  });
});
