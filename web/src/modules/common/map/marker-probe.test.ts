import type { Map as MaplibreMap } from 'maplibre-gl';
import { describe, expect, it } from 'vitest';

import type { ClusterItem, LocationItem } from './marker-clusters.ts';
import { findProbes } from './marker-probe.ts';

/** A 400 by 300 pixel map on which a marker's longitude and latitude are its pixel position. */
const flatMap = {
  getContainer: () => ({ clientWidth: 400, clientHeight: 300 }),
  project: ([x, y]: [number, number]) => ({ x, y }),
} as unknown as MaplibreMap;

function locationAt(x: number, y: number, place: string, count = 1): LocationItem {
  const marker = { longitude: x, latitude: y, count, valueIds: [], studyLocations: [place], median: null };
  return { kind: 'location', key: `${y},${x}`, longitude: x, latitude: y, marker };
}

function clusterAt(x: number, y: number, locationCount: number): ClusterItem {
  return {
    kind: 'cluster',
    key: `cluster ${x}`,
    clusterId: x,
    longitude: x,
    latitude: y,
    locationCount,
    valuationCount: locationCount,
  };
}

const markerProbeOf = (...args: Parameters<typeof findProbes>) => findProbes(...args).marker;
const clusterProbeOf = (...args: Parameters<typeof findProbes>) => findProbes(...args).cluster;

describe('findProbes: the location', () => {
  it('offers the marker nearest the centre, with its position and label', () => {
    const probe = markerProbeOf(flatMap, [locationAt(50, 50, 'Far'), locationAt(210, 140, 'Near', 3)]);
    expect(probe).toEqual({ key: '140,210', label: 'Near — 3 valuations, no standardised value', x: 210, y: 140 });
  });

  it('passes over markers that overlap another or do not lie wholly inside the map', () => {
    const items = [
      locationAt(200, 150, 'Crowded'),
      locationAt(205, 152, 'Neighbour'),
      locationAt(395, 150, 'On the edge'),
      locationAt(500, 150, 'Outside'),
      locationAt(100, 100, 'Alone'),
    ];
    expect(markerProbeOf(flatMap, items)?.label).toBe('Alone — 1 valuation, no standardised value');
  });

  it('never offers a cluster, and passes over a location that a cluster overlaps', () => {
    const items = [clusterAt(200, 150, 12), locationAt(215, 150, 'Under the cluster'), locationAt(60, 60, 'Clear')];
    expect(markerProbeOf(flatMap, items)?.label).toBe('Clear — 1 valuation, no standardised value');
    expect(markerProbeOf(flatMap, [clusterAt(200, 150, 12)])).toBeNull();
  });

  it("passes over a marker under the map's controls, which would take the click", () => {
    const control = { left: 180, top: 130, right: 260, bottom: 160 };
    const items = [locationAt(200, 150, 'Under a control'), locationAt(120, 220, 'Clear')];
    expect(markerProbeOf(flatMap, items)?.label).toBe('Under a control — 1 valuation, no standardised value');
    expect(markerProbeOf(flatMap, items, [control])?.label).toBe('Clear — 1 valuation, no standardised value');
    // A circle whose edge only reaches under the control is passed over as well.
    expect(markerProbeOf(flatMap, [locationAt(200, 168, 'Edge under a control')], [control])).toBeNull();
  });

  it('offers nothing when no marker is in view', () => {
    expect(markerProbeOf(flatMap, [locationAt(-40, 20, 'West of the view')])).toBeNull();
  });
});

describe('findProbes: the cluster', () => {
  it('offers the clear cluster nearest the centre, with the locations it counts', () => {
    const items = [clusterAt(190, 150, 7), locationAt(200, 160, 'On the cluster'), clusterAt(300, 100, 4)];
    expect(clusterProbeOf(flatMap, items)).toEqual({ locationCount: 4, x: 300, y: 100 });
    expect(clusterProbeOf(flatMap, [locationAt(200, 150, 'Alone')])).toBeNull();
  });
});
