import { describe, expect, it } from 'vitest';

import { fitPadding, fitZoomLimit, fullPadding, markerBounds } from './map-fit.ts';

describe('markerBounds', () => {
  it('is the smallest box around the places: west, south, east, north', () => {
    const kenya = [
      { latitude: -1.28333, longitude: 36.81667 },
      { latitude: 3.1, longitude: 35.6 },
      { latitude: -4.05, longitude: 39.66 },
    ];
    expect(markerBounds(kenya)).toEqual([35.6, -4.05, 39.66, 3.1]);
  });

  it('is a point for one place, which the fit shows at its deepest fitted zoom', () => {
    expect(markerBounds([{ latitude: 46.2, longitude: 2.2 }])).toEqual([2.2, 46.2, 2.2, 46.2]);
  });

  it('keeps places beyond ±85° at the edge of the map', () => {
    const polar = [
      { latitude: 89.5, longitude: -40 },
      { latitude: -88, longitude: 10 },
    ];
    expect(markerBounds(polar)).toEqual([-40, -85, 10, 85]);
  });

  it('spans the world for places on both sides of the antimeridian, as the map stops there', () => {
    const fijiAndSamoa = [
      { latitude: -17.7, longitude: 178.1 },
      { latitude: -13.8, longitude: -172.1 },
    ];
    const [west, south, east, north] = markerBounds(fijiAndSamoa)!;
    expect([south, north]).toEqual([-17.7, -13.8]);
    expect(west).toBeCloseTo(-172.1);
    expect(east).toBeCloseTo(178.1);
  });

  it('is null without places: the map stays on the spec view', () => {
    expect(markerBounds([])).toBeNull();
  });
});

describe('fitPadding', () => {
  it('leaves the full room on a computer screen, most on the side of the zoom buttons', () => {
    expect(fitPadding(848, 560)).toEqual(fullPadding);
    expect(fullPadding.left).toBeGreaterThan(fullPadding.right);
    expect(fullPadding.top).toBeGreaterThan(fullPadding.bottom);
  });

  it('shrinks on a small map, to at most a third of its width and height', () => {
    const padding = fitPadding(180, 120);
    expect(padding.left + padding.right).toBeLessThanOrEqual(60);
    expect(padding.top + padding.bottom).toBeLessThanOrEqual(40);
    expect(padding.left).toBeGreaterThan(padding.right);
  });
});

describe('fitZoomLimit', () => {
  it('keeps the region around a single location in view, and comes closer to tell several apart', () => {
    expect(fitZoomLimit(1)).toBeLessThan(fitZoomLimit(2));
    expect(fitZoomLimit(2)).toBe(fitZoomLimit(500));
  });
});
