import { describe, expect, it } from 'vitest';

import { clusterMaxZoom, locationCountOf, locationsWithin, MarkerClusters, type MapItem } from './marker-clusters.ts';
import type { ValuationMarker } from './markers.ts';

function marker(latitude: number, longitude: number, count: number, place: string): ValuationMarker {
  return {
    latitude,
    longitude,
    count,
    valueIds: Array.from({ length: count }, (_, n) => n + 1),
    studyLocations: [place],
    median: null,
  };
}

// Three places around Nairobi (a few km apart), one at Mombasa (about 440 km away) and one in Paris.
const markers = [
  marker(-1.28333, 36.81667, 3, 'Nairobi'),
  marker(-1.24, 36.83, 2, 'Karura Forest'),
  marker(-1.36, 36.79, 4, 'Nairobi National Park'),
  marker(-4.05, 39.66, 1, 'Mombasa'),
  marker(48.85, 2.35, 5, 'Paris'),
];

const totalLocations = (items: readonly MapItem[]) => items.reduce((sum, item) => sum + locationCountOf(item), 0);

describe('MarkerClusters', () => {
  const clusters = new MarkerClusters(markers);

  it('finds an item drawn at any zoom asked for so far by its key, as the map reports it under the pointer', () => {
    const worldCluster = clusters.itemsAt(2.5).find((item) => item.kind === 'cluster')!;
    const nairobi = clusters.itemsAt(clusterMaxZoom + 1).find((item) => item.key === '-1.28333,36.81667')!;
    expect(clusters.item(worldCluster.key)).toBe(worldCluster);
    expect(clusters.item(nairobi.key)).toBe(nairobi);
    expect(clusters.item('cluster -1')).toBeUndefined();
  });

  it('groups nearby locations on a world view, each cluster counting its locations and their valuations', () => {
    const items = clusters.itemsAt(2.5);
    expect(totalLocations(items)).toBe(markers.length);
    const kenya = items.find((item) => item.kind === 'cluster');
    expect(kenya).toMatchObject({ kind: 'cluster', locationCount: 4, valuationCount: 10 });
    const paris = items.find((item) => item.kind === 'location');
    expect(paris).toMatchObject({ kind: 'location', key: '48.85,2.35', longitude: 2.35, latitude: 48.85 });
    expect(paris?.kind === 'location' && paris.marker).toBe(markers[4]);
  });

  it('splits a cluster as the map zooms in, until every location stands alone', () => {
    const kenya = clusters.itemsAt(2).find((item) => item.kind === 'cluster');
    if (kenya?.kind !== 'cluster') throw new Error('Kenya is one cluster on a world view');
    const expansion = clusters.expansionZoom(kenya.clusterId);
    expect(expansion).toBeGreaterThan(2);
    expect(clusters.itemsAt(expansion).length).toBeGreaterThan(clusters.itemsAt(2).length);

    const closest = clusters.itemsAt(clusterMaxZoom + 1);
    expect(closest.every((item) => item.kind === 'location')).toBe(true);
    expect(closest.map((item) => item.key).sort()).toEqual(markers.map((m) => `${m.latitude},${m.longitude}`).sort());
  });

  it('reads fractional zooms as the whole zoom level below, and answers the same items again', () => {
    expect(clusters.itemsAt(6.9)).toBe(clusters.itemsAt(6));
    expect(clusters.itemsAt(40)).toBe(clusters.itemsAt(clusterMaxZoom + 1));
  });

  it('has nothing to draw without markers', () => {
    expect(new MarkerClusters([]).itemsAt(3)).toEqual([]);
  });
});

describe('locationsWithin', () => {
  it('counts the locations of the items centred in the view, a cluster for all of its own', () => {
    const items = new MarkerClusters(markers).itemsAt(2.5);
    expect(locationsWithin(items, [30, -10, 45, 5])).toBe(4);
    expect(locationsWithin(items, [-10, 40, 10, 55])).toBe(1);
    expect(locationsWithin(items, [-180, -85, 180, 85])).toBe(5);
    expect(locationsWithin(items, [-100, -50, -60, 0])).toBe(0);
  });
});
