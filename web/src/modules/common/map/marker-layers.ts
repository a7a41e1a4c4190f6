import type { Color, PickingInfo } from '@deck.gl/core';
import { ScatterplotLayer, TextLayer } from '@deck.gl/layers';

import type { MapItem } from './marker-clusters.ts';
import type { ValueClasses } from './value-classes.ts';

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
  /** The colours of the locations by their median value. */
  valueClasses: ValueClasses;
  selectedKey: string | null;
  onClick: (item: MapItem) => void;
  onHover: (info: PickingInfo<MapItem>) => void;
}

/**
 * Circles sized by count with the count written on them: locations coloured by their records' median value, grey
 * clusters, the chosen location orange.
 */
export function markerLayers({ items, valueClasses, selectedKey, onClick, onHover }: MarkerLayerOptions) {
  // Big circles first, so that small neighbours are drawn (and picked) on top of them.
  const data = [...items].sort((a, b) => itemRadius(b) - itemRadius(a));
  const position = (item: MapItem): [number, number] => [item.longitude, item.latitude];
  const fillColour = (item: MapItem): Color => {
    if (item.key === selectedKey) return markerColours.selected;
    if (item.kind === 'cluster') return markerColours.cluster;
    return [...valueClasses.classOf(item.marker.median).colour, 235];
  };
  const textColour = (item: MapItem): Color => {
    if (item.kind === 'cluster') return markerColours.label;
    // White on the orange would not reach WCAG AA; near black does.
    if (item.key === selectedKey) return markerColours.selectedLabel;
    return [...valueClasses.classOf(item.marker.median).textColour, 255];
  };
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
      getLineColor: (item) =>
        item.kind === 'location' && item.key !== selectedKey ? markerColours.locationOutline : markerColours.outline,
      updateTriggers: {
        getFillColor: [selectedKey, valueClasses],
        getLineWidth: selectedKey,
        getLineColor: selectedKey,
      },
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
      getColor: textColour,
      updateTriggers: { getColor: [selectedKey, valueClasses] },
      fontFamily: 'system-ui, sans-serif',
      fontWeight: 700,
      characterSet: '0123456789k',
      getTextAnchor: 'middle',
      getAlignmentBaseline: 'center',
    }),
  ];
}
