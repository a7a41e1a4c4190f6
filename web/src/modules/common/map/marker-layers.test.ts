import { describe, expect, it } from 'vitest';

import type { ClusterItem, LocationItem } from './marker-clusters.ts';
import { countLabel, itemRadius, markerFeatures } from './marker-layers.ts';
import { valueClasses } from './value-classes.ts';

function location(key: string, count: number, median: number | null): LocationItem {
  const marker = { longitude: 36.8, latitude: -1.3, count, valueIds: [], studyLocations: [key], median };
  return { kind: 'location', key, longitude: 36.8, latitude: -1.3, marker };
}

const cluster: ClusterItem = {
  kind: 'cluster',
  key: 'cluster 7',
  clusterId: 7,
  longitude: 2.35,
  latitude: 48.85,
  locationCount: 1234,
  valuationCount: 5000,
};

const classes = valueClasses([5, 50_000]);
const propertiesOf = (selectedKey: string | null) =>
  markerFeatures([location('low', 3, 5), location('high', 1, 50_000), cluster], classes, selectedKey).features.map(
    (feature) => feature.properties,
  );

describe('markerFeatures', () => {
  it('colours a location by its median value class, a cluster grey, each with its count to write', () => {
    const [low, high, group] = propertiesOf(null);
    expect(low).toMatchObject({ key: 'low', fill: 'rgba(68, 1, 84, 0.922)', label: '3', outlineWidth: 1.5 });
    expect(low.labelColour).toBe('rgba(255, 255, 255, 1.000)');
    expect(high).toMatchObject({ fill: 'rgba(253, 231, 37, 0.922)', labelColour: 'rgba(26, 27, 30, 1.000)' });
    expect(low.outline).toBe('rgba(52, 58, 64, 1.000)');
    expect(group).toMatchObject({ key: 'cluster 7', fill: 'rgba(73, 80, 87, 0.922)', label: '1k', outlineWidth: 3 });
    expect(group.outline).toBe('rgba(255, 255, 255, 1.000)');
  });

  it('draws the chosen location orange, outlined in white, with a dark count', () => {
    const [low] = propertiesOf('low');
    expect(low).toMatchObject({
      fill: 'rgba(230, 119, 0, 0.941)',
      outline: 'rgba(255, 255, 255, 1.000)',
      outlineWidth: 3,
      labelColour: 'rgba(26, 27, 30, 1.000)',
    });
  });

  it('ends each circle where the browser tests expect it, smaller circles above larger ones', () => {
    const items = [location('low', 3, 5), cluster];
    const [small, large] = markerFeatures(items, classes, null).features.map((feature) => feature.properties);
    expect(small.radius + small.outlineWidth / 2).toBeCloseTo(itemRadius(items[0]));
    expect(large.radius + large.outlineWidth / 2).toBeCloseTo(itemRadius(cluster));
    expect(small.order).toBeGreaterThan(large.order);
  });
});

describe('countLabel', () => {
  it('writes thousands short so that the count stays inside its circle', () => {
    expect([countLabel(7), countLabel(999), countLabel(1000), countLabel(12_600)]).toEqual(['7', '999', '1k', '13k']);
  });
});
