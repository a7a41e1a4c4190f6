import type { Map as MaplibreMap } from 'maplibre-gl';

import { markerRadius } from './marker-layers.ts';
import { markerKey, markerLabel, type ValuationMarker } from './markers.ts';

/**
 * Where a browser test can click a real marker on the canvas. The map has no DOM per marker (deck.gl draws them),
 * so the map's container carries, in `data-` attributes, the pixel position (relative to the container) of one
 * marker: the one nearest the centre that is wholly inside the map and not overlapped by another marker, so a
 * click there picks exactly it.
 */
export interface MarkerProbe {
  key: string;
  label: string;
  x: number;
  y: number;
}

const maximumCandidates = 50;

interface Projected {
  marker: ValuationMarker;
  x: number;
  y: number;
  radius: number;
}

export function findMarkerProbe(map: MaplibreMap, markers: readonly ValuationMarker[]): MarkerProbe | null {
  const container = map.getContainer();
  const [width, height] = [container.clientWidth, container.clientHeight];
  const visible: Projected[] = [];
  for (const marker of markers) {
    const { x, y } = map.project([marker.longitude, marker.latitude]);
    const radius = markerRadius(marker.count);
    if (x >= radius && y >= radius && x <= width - radius && y <= height - radius) {
      visible.push({ marker, x, y, radius });
    }
  }
  const distanceToCentre = (point: Projected) => Math.hypot(point.x - width / 2, point.y - height / 2);
  visible.sort((a, b) => distanceToCentre(a) - distanceToCentre(b));
  // A few candidates are enough, and keep a dense map of thousands of markers from costing a quadratic search.
  const alone = visible
    .slice(0, maximumCandidates)
    .find(
      (candidate) =>
        !visible.some(
          (other) =>
            other !== candidate &&
            Math.hypot(other.x - candidate.x, other.y - candidate.y) < other.radius + candidate.radius,
        ),
    );
  return alone
    ? { key: markerKey(alone.marker), label: markerLabel(alone.marker), x: Math.round(alone.x), y: Math.round(alone.y) }
    : null;
}

/** Writes the probe onto the container; direct DOM writes, as it is no state of the page. */
export function showMarkerProbe(element: HTMLElement, probe: MarkerProbe | null): void {
  if (!probe) {
    for (const name of ['markerKey', 'markerLabel', 'markerX', 'markerY']) delete element.dataset[name];
    return;
  }
  element.dataset.markerKey = probe.key;
  element.dataset.markerLabel = probe.label;
  element.dataset.markerX = String(probe.x);
  element.dataset.markerY = String(probe.y);
}
