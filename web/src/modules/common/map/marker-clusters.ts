import Supercluster from 'supercluster';

import type { LngLatBox } from './map-fit.ts';
import { markerKey, type ValuationMarker } from './markers.ts';

/** One location with its valuations, drawn as a marker of its own. */
export interface LocationItem {
  kind: 'location';
  key: string;
  longitude: number;
  latitude: number;
  marker: ValuationMarker;
}

/** Locations near each other at the map's zoom, drawn as one circle that counts them. */
export interface ClusterItem {
  kind: 'cluster';
  key: string;
  clusterId: number;
  longitude: number;
  latitude: number;
  locationCount: number;
  valuationCount: number;
}

/** What the map draws at one zoom. */
export type MapItem = LocationItem | ClusterItem;

/** Locations closer than this many screen pixels are grouped: about two of the largest markers side by side. */
const clusterRadius = 44;

/** From this zoom on (a town and its surroundings) every location is drawn on its own. */
export const clusterMaxZoom = 14;

interface LocationProperties {
  index: number;
}

interface ClusterProperties {
  valuationCount: number;
}

const wholeWorld: LngLatBox = [-180, -90, 180, 90];

/**
 * The markers of a search, grouped zoom by zoom with supercluster: built once per search, asked for each zoom the
 * map comes to. A whole zoom level is drawn, not only the view, so panning needs no new groups.
 */
export class MarkerClusters {
  private readonly index: Supercluster<LocationProperties, ClusterProperties>;
  private readonly itemsByZoom = new Map<number, MapItem[]>();
  private readonly itemsByKey = new Map<string, MapItem>();

  constructor(private readonly markers: readonly ValuationMarker[]) {
    this.index = new Supercluster<LocationProperties, ClusterProperties>({
      radius: clusterRadius,
      maxZoom: clusterMaxZoom,
      map: ({ index }) => ({ valuationCount: markers[index].count }),
      reduce: (total, cluster) => {
        total.valuationCount += cluster.valuationCount;
      },
    });
    this.index.load(
      markers.map((marker, index) => ({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [marker.longitude, marker.latitude] },
        properties: { index },
      })),
    );
  }

  /** The locations and clusters at a map zoom (supercluster groups by whole zoom levels). */
  itemsAt(zoom: number): MapItem[] {
    const level = Math.min(Math.max(Math.floor(zoom), 0), clusterMaxZoom + 1);
    let items = this.itemsByZoom.get(level);
    if (!items) {
      items = this.index.getClusters(wholeWorld, level).map((feature): MapItem => {
        const [longitude, latitude] = feature.geometry.coordinates;
        const { properties } = feature;
        if ('cluster' in properties) {
          return {
            kind: 'cluster',
            key: `cluster ${properties.cluster_id}`,
            clusterId: properties.cluster_id,
            longitude,
            latitude,
            locationCount: properties.point_count,
            valuationCount: properties.valuationCount,
          };
        }
        // supercluster's own coordinates went through its projection and back: a hair off the marker's.
        const marker = this.markers[properties.index];
        return {
          kind: 'location',
          key: markerKey(marker),
          longitude: marker.longitude,
          latitude: marker.latitude,
          marker,
        };
      });
      this.itemsByZoom.set(level, items);
      for (const item of items) this.itemsByKey.set(item.key, item);
    }
    return items;
  }

  /**
   * An item of any zoom asked for so far, by its key: what the map drew under the pointer may be a zoom behind the
   * items React holds while the map moves.
   */
  item(key: string): MapItem | undefined {
    return this.itemsByKey.get(key);
  }

  /** The zoom at which a cluster falls apart into smaller clusters or single locations. */
  expansionZoom(clusterId: number): number {
    return this.index.getClusterExpansionZoom(clusterId);
  }
}

/** How many locations an item stands for. */
export function locationCountOf(item: MapItem): number {
  return item.kind === 'cluster' ? item.locationCount : 1;
}

/** The locations of the items whose circle is centred within a box (the map's view). */
export function locationsWithin(items: readonly MapItem[], [west, south, east, north]: LngLatBox): number {
  let count = 0;
  for (const item of items) {
    if (item.longitude >= west && item.longitude <= east && item.latitude >= south && item.latitude <= north) {
      count += locationCountOf(item);
    }
  }
  return count;
}
