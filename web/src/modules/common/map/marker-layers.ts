import type { FeatureCollection, Point } from 'geojson';
import type { CircleLayerSpecification, SymbolLayerSpecification } from 'maplibre-gl';

import type { MapItem } from './marker-clusters.ts';
import type { ValueClasses } from './value-classes.ts';

/** Red, green, blue and alpha, each 0 to 255. */
type Rgba = readonly [number, number, number, number];

/** The map's colours besides the value classes (value-classes.ts), shared with its legend. */
export const markerColours = {
  // Dark grey: a group is no value of its own, and grey stands apart from the value scale at a glance.
  cluster: [73, 80, 87, 235],
  selected: [230, 119, 0, 240], // orange: none of the value colours, and it stands out from the land
  outline: [255, 255, 255, 255],
  // Around a location, so that its light value colours stand out from the land too.
  locationOutline: [52, 58, 64, 255],
  label: [255, 255, 255, 255],
  selectedLabel: [26, 27, 30, 255],
} satisfies Record<string, Rgba>;

/** A colour of the map as CSS, for the legend's swatches. */
export function cssColour([red, green, blue]: readonly number[]): string {
  return `rgb(${red} ${green} ${blue})`;
}

/** A colour with its alpha as MapLibre reads it. */
function mapColour([red, green, blue, alpha = 255]: readonly number[]): string {
  return `rgba(${red}, ${green}, ${blue}, ${(alpha / 255).toFixed(3)})`;
}

/** Radius in screen pixels: grows with the square root of the count (the area with the count), within bounds. */
function markerRadius(count: number): number {
  return Math.min(26, 9 + 2.5 * Math.sqrt(count - 1));
}

/** A cluster a little larger than a location with as many valuations, so that it reads as a group. */
function clusterRadiusOf(locationCount: number): number {
  return Math.min(30, 14 + 2.5 * Math.sqrt(locationCount - 1));
}

/** The circle of an item on the screen, in pixels, to the middle of its outline. */
export function itemRadius(item: MapItem): number {
  return item.kind === 'cluster' ? clusterRadiusOf(item.locationCount) : markerRadius(item.marker.count);
}

/** The count as a label; thousands shortened so that the text stays inside the circle. */
export function countLabel(count: number): string {
  return count < 1000 ? String(count) : `${Math.round(count / 1000)}k`;
}

/** A location is labelled with its valuations, a cluster with its locations (the legend says so). */
function itemCount(item: MapItem): number {
  return item.kind === 'cluster' ? item.locationCount : item.marker.count;
}

/** What the map's layers read of an item: its look, worked out here once per item rather than in style expressions. */
export interface MarkerProperties {
  key: string;
  /** The fill's radius: MapLibre draws the outline outside it, so that the outline's middle is at `itemRadius`. */
  radius: number;
  /** Smaller circles above larger ones, so that small neighbours are drawn (and picked) on top. */
  order: number;
  fill: string;
  outline: string;
  outlineWidth: number;
  label: string;
  labelColour: string;
}

/** The source of the markers, for the layers and for whoever asks whether it has been drawn. */
export const markerSourceId = 'valuation-markers';
export const markerCircleLayerId = 'valuation-markers';
const markerCountLayerId = 'valuation-marker-counts';

/**
 * The items as GeoJSON points for MapLibre: locations coloured by their records' median value, grey clusters, the
 * chosen location orange, each with its count to write on it.
 */
export function markerFeatures(
  items: readonly MapItem[],
  valueClasses: ValueClasses,
  selectedKey: string | null,
): FeatureCollection<Point, MarkerProperties> {
  return {
    type: 'FeatureCollection',
    features: items.map((item) => {
      const selected = item.key === selectedKey;
      const valueClass = item.kind === 'location' ? valueClasses.classOf(item.marker.median) : null;
      const fill = selected ? markerColours.selected : valueClass ? [...valueClass.colour, 235] : markerColours.cluster;
      // White on the orange would not reach WCAG AA; near black does.
      const labelColour = !valueClass
        ? markerColours.label
        : selected
          ? markerColours.selectedLabel
          : [...valueClass.textColour, 255];
      const outlineWidth = selected || !valueClass ? 3 : 1.5;
      const radius = itemRadius(item);
      return {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [item.longitude, item.latitude] },
        properties: {
          key: item.key,
          radius: radius - outlineWidth / 2,
          order: -radius,
          fill: mapColour(fill),
          outline: mapColour(valueClass && !selected ? markerColours.locationOutline : markerColours.outline),
          outlineWidth,
          label: countLabel(itemCount(item)),
          labelColour: mapColour(labelColour),
        },
      };
    }),
  };
}

/** The circles, sized, coloured and outlined as each feature says. */
export const markerCircleLayer = {
  id: markerCircleLayerId,
  type: 'circle',
  source: markerSourceId,
  layout: { 'circle-sort-key': ['get', 'order'] },
  paint: {
    'circle-radius': ['get', 'radius'],
    'circle-color': ['get', 'fill'],
    'circle-stroke-color': ['get', 'outline'],
    'circle-stroke-width': ['get', 'outlineWidth'],
  },
} satisfies CircleLayerSpecification;

/**
 * The counts on the circles. The basemap names no glyph server, so MapLibre draws the digits with the browser's own
 * fonts, as it draws the country names (basemap.ts); every count is drawn, whatever it overlaps.
 */
export const markerCountLayer = {
  id: markerCountLayerId,
  type: 'symbol',
  source: markerSourceId,
  layout: {
    'text-field': ['get', 'label'],
    // MapLibre takes the weight from the first name and hands the list to the canvas as CSS: a name without spaces
    // that no font has, so the browser's own font is drawn bold.
    'text-font': ['system-ui-bold', 'system-ui', 'sans-serif'],
    'text-size': 12,
    'text-allow-overlap': true,
    'text-ignore-placement': true,
    'symbol-sort-key': ['get', 'order'],
  },
  paint: { 'text-color': ['get', 'labelColour'] },
} satisfies SymbolLayerSpecification;
