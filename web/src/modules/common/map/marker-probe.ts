import type { Map as MaplibreMap } from 'maplibre-gl';

import type { MapItem } from './marker-clusters.ts';
import { itemRadius } from './marker-layers.ts';
import { markerLabel } from './markers.ts';

/**
 * Where a browser test can click a real marker on the canvas. The map has no DOM per marker (MapLibre draws them),
 * so the map's container carries, in `data-` attributes, the pixel position (relative to the container) of one
 * location's marker and of one cluster: for each, the one nearest the centre that is wholly inside the map, clear
 * of the map's controls (zoom buttons, attribution) and not overlapped by another circle, so a click there picks
 * exactly it.
 */
export interface MarkerProbe {
  key: string;
  label: string;
  x: number;
  y: number;
}

/** A cluster to click, with the number of locations it counts. */
export interface ClusterProbe {
  locationCount: number;
  x: number;
  y: number;
}

/** A box on the map in pixels from its top left corner: a control that takes the clicks over it. */
export interface Obstacle {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The map's controls (MapLibre gives each the class `maplibregl-ctrl`) as boxes relative to the container. */
export function controlObstacles(container: HTMLElement): Obstacle[] {
  const origin = container.getBoundingClientRect();
  return [...container.querySelectorAll('.maplibregl-ctrl')].map((control) => {
    const box = control.getBoundingClientRect();
    return {
      left: box.left - origin.left,
      top: box.top - origin.top,
      right: box.right - origin.left,
      bottom: box.bottom - origin.top,
    };
  });
}

const maximumCandidates = 50;

interface Projected {
  item: MapItem;
  x: number;
  y: number;
  radius: number;
}

function projectVisible(map: MaplibreMap, items: readonly MapItem[], width: number, height: number): Projected[] {
  const visible: Projected[] = [];
  for (const item of items) {
    const { x, y } = map.project([item.longitude, item.latitude]);
    const radius = itemRadius(item);
    if (x >= radius && y >= radius && x <= width - radius && y <= height - radius) {
      visible.push({ item, x, y, radius });
    }
  }
  return visible;
}

function touches({ x, y, radius }: Projected, { left, top, right, bottom }: Obstacle): boolean {
  const nearestX = Math.min(Math.max(x, left), right);
  const nearestY = Math.min(Math.max(y, top), bottom);
  return Math.hypot(x - nearestX, y - nearestY) < radius;
}

/** The circle of a kind nearest the centre that no other visible circle overlaps and no control covers. */
function clearestOfKind(
  visible: readonly Projected[],
  kind: MapItem['kind'],
  obstacles: readonly Obstacle[],
  [centreX, centreY]: [number, number],
): Projected | undefined {
  const distanceToCentre = (point: Projected) => Math.hypot(point.x - centreX, point.y - centreY);
  // A few candidates are enough, and keep a dense map of thousands of markers from costing a quadratic search.
  const candidates = visible
    .filter((point) => point.item.kind === kind && !obstacles.some((obstacle) => touches(point, obstacle)))
    .sort((a, b) => distanceToCentre(a) - distanceToCentre(b))
    .slice(0, maximumCandidates);
  return candidates.find(
    (candidate) =>
      !visible.some(
        (other) =>
          other !== candidate &&
          Math.hypot(other.x - candidate.x, other.y - candidate.y) < other.radius + candidate.radius,
      ),
  );
}

export interface Probes {
  marker: MarkerProbe | null;
  cluster: ClusterProbe | null;
}

/** The location and the cluster to click in the map's view; the items are projected once for both. */
export function findProbes(map: MaplibreMap, items: readonly MapItem[], obstacles: readonly Obstacle[] = []): Probes {
  const { clientWidth: width, clientHeight: height } = map.getContainer();
  const visible = projectVisible(map, items, width, height);
  const centre: [number, number] = [width / 2, height / 2];
  const location = clearestOfKind(visible, 'location', obstacles, centre);
  const cluster = clearestOfKind(visible, 'cluster', obstacles, centre);
  return {
    marker:
      location?.item.kind === 'location'
        ? {
            key: location.item.key,
            label: markerLabel(location.item.marker),
            x: Math.round(location.x),
            y: Math.round(location.y),
          }
        : null,
    cluster:
      cluster?.item.kind === 'cluster'
        ? { locationCount: cluster.item.locationCount, x: Math.round(cluster.x), y: Math.round(cluster.y) }
        : null,
  };
}

/** Writes the probes onto the container; direct DOM writes, as they are no state of the page. */
export function showProbes(element: HTMLElement, { marker, cluster }: Probes): void {
  const attributes: Record<string, string | null | undefined> = {
    markerKey: marker?.key,
    markerLabel: marker?.label,
    markerX: marker && String(marker.x),
    markerY: marker && String(marker.y),
    clusterCount: cluster && String(cluster.locationCount),
    clusterX: cluster && String(cluster.x),
    clusterY: cluster && String(cluster.y),
  };
  for (const [name, value] of Object.entries(attributes)) {
    if (value == null) delete element.dataset[name];
    else element.dataset[name] = value;
  }
}
