import type { Color, PickingInfo } from '@deck.gl/core';
import { ScatterplotLayer, TextLayer } from '@deck.gl/layers';

import { markerKey, type ValuationMarker } from './markers.ts';

const colours = {
  marker: [27, 127, 79, 225], // the theme's forest green
  selected: [230, 119, 0, 240], // orange: stands out from green markers and from the land
  outline: [255, 255, 255, 255],
  label: [255, 255, 255, 255],
} satisfies Record<string, Color>;

/** Radius in screen pixels: grows with the square root of the count (the area with the count), within bounds. */
export function markerRadius(count: number): number {
  return Math.min(26, 9 + 2.5 * Math.sqrt(count - 1));
}

/** The count as a marker's label; thousands shortened so that the text stays inside the circle. */
function countLabel(count: number): string {
  return count < 1000 ? String(count) : `${Math.round(count / 1000)}k`;
}

interface MarkerLayerOptions {
  markers: readonly ValuationMarker[];
  selectedKey: string | null;
  onClick: (marker: ValuationMarker) => void;
  onHover: (info: PickingInfo<ValuationMarker>) => void;
}

/** Circles sized by count with the count written on them; the chosen marker is orange. */
export function markerLayers({ markers, selectedKey, onClick, onHover }: MarkerLayerOptions) {
  // Big markers first, so that small neighbours are drawn (and picked) on top of them.
  const data = [...markers].sort((a, b) => b.count - a.count);
  const position = (marker: ValuationMarker): [number, number] => [marker.longitude, marker.latitude];
  return [
    new ScatterplotLayer<ValuationMarker>({
      id: 'valuation-markers',
      data,
      getPosition: position,
      radiusUnits: 'pixels',
      getRadius: (marker) => markerRadius(marker.count),
      getFillColor: (marker) => (markerKey(marker) === selectedKey ? colours.selected : colours.marker),
      stroked: true,
      lineWidthUnits: 'pixels',
      getLineWidth: (marker) => (markerKey(marker) === selectedKey ? 3 : 1.5),
      getLineColor: colours.outline,
      updateTriggers: { getFillColor: selectedKey, getLineWidth: selectedKey },
      pickable: true,
      onClick: ({ object }) => {
        if (object) onClick(object);
      },
      onHover,
    }),
    new TextLayer<ValuationMarker>({
      id: 'valuation-marker-counts',
      data,
      getPosition: position,
      getText: (marker) => countLabel(marker.count),
      getSize: 12,
      sizeUnits: 'pixels',
      getColor: colours.label,
      fontFamily: 'system-ui, sans-serif',
      fontWeight: 700,
      characterSet: '0123456789k',
      getTextAnchor: 'middle',
      getAlignmentBaseline: 'center',
    }),
  ];
}
