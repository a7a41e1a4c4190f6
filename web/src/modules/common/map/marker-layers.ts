import type { Color, PickingInfo } from '@deck.gl/core';
import { ScatterplotLayer, TextLayer } from '@deck.gl/layers';

import type { MapItem } from './marker-clusters.ts';

/** The map's colours, shared with its legend. */
export const markerColours = {
  location: [27, 127, 79, 230], // the theme's forest green
  cluster: [24, 100, 171, 230], // blue: a group, told apart from a single location at a glance
  selected: [230, 119, 0, 240], // orange: stands out from the green and blue circles and from the land
  outline: [255, 255, 255, 255],
  label: [255, 255, 255, 255],
} satisfies Record<string, Color>;

/** A colour of the map as CSS, for the legend's swatches. */
export function cssColour([red, green, blue]: readonly number[]): string {
  return `rgb(${red} ${green} ${blue})`;
}

/** Radius in screen pixels: grows with the square root of the count (the area with the count), within bounds. */
function markerRadius(count: number): number {
  return Math.min(26, 9 + 2.5 * Math.sqrt(count - 1));
}

/** A cluster a little larger than a location with as many valuations, so that it reads as a group. */
function clusterRadiusOf(locationCount: number): number {
  return Math.min(30, 14 + 2.5 * Math.sqrt(locationCount - 1));
}

/** The circle of an item on the screen, in pixels. */
export function itemRadius(item: MapItem): number {
  return item.kind === 'cluster' ? clusterRadiusOf(item.locationCount) : markerRadius(item.marker.count);
}

/** The count as a label; thousands shortened so that the text stays inside the circle. */
function countLabel(count: number): string {
  return count < 1000 ? String(count) : `${Math.round(count / 1000)}k`;
}

/** A location is labelled with its valuations, a cluster with its locations (the legend says so). */
function itemCount(item: MapItem): number {
  return item.kind === 'cluster' ? item.locationCount : item.marker.count;
}

interface MarkerLayerOptions {
  items: readonly MapItem[];
  selectedKey: string | null;
  onClick: (item: MapItem) => void;
  onHover: (info: PickingInfo<MapItem>) => void;
}

/** Circles sized by count with the count written on them: green locations, blue clusters, the chosen one orange. */
export function markerLayers({ items, selectedKey, onClick, onHover }: MarkerLayerOptions) {
  // Big circles first, so that small neighbours are drawn (and picked) on top of them.
  const data = [...items].sort((a, b) => itemRadius(b) - itemRadius(a));
  const position = (item: MapItem): [number, number] => [item.longitude, item.latitude];
  const fillColour = (item: MapItem) =>
    item.key === selectedKey ? markerColours.selected : markerColours[item.kind === 'cluster' ? 'cluster' : 'location'];
  return [
    new ScatterplotLayer<MapItem>({
      id: 'valuation-markers',
      data,
      getPosition: position,
      radiusUnits: 'pixels',
      getRadius: itemRadius,
      getFillColor: fillColour,
      stroked: true,
      lineWidthUnits: 'pixels',
      getLineWidth: (item) => (item.key === selectedKey || item.kind === 'cluster' ? 3 : 1.5),
      getLineColor: markerColours.outline,
      updateTriggers: { getFillColor: selectedKey, getLineWidth: selectedKey },
      pickable: true,
      onClick: ({ object }) => {
        if (object) onClick(object);
      },
      onHover,
    }),
    new TextLayer<MapItem>({
      id: 'valuation-marker-counts',
      data,
      getPosition: position,
      getText: (item) => countLabel(itemCount(item)),
      getSize: 12,
      sizeUnits: 'pixels',
      getColor: markerColours.label,
      fontFamily: 'system-ui, sans-serif',
      fontWeight: 700,
      characterSet: '0123456789k',
      getTextAnchor: 'middle',
      getAlignmentBaseline: 'center',
    }),
  ];
}
