import { Group, Text } from '@mantine/core';

import { cssColour, markerColours } from './marker-layers.ts';
import { locationCountLabel } from './markers.ts';
import classes from './ValuationMap.module.css';

const entries = [
  { colour: markerColours.location, text: 'A location: its number of valuations' },
  { colour: markerColours.cluster, text: 'Nearby locations grouped: how many; click to zoom in' },
  { colour: markerColours.selected, text: 'The location whose valuations are open' },
] as const;

interface MapLegendProps {
  /** All locations of the markers. */
  locationCount: number;
  /** Those drawn within the view (as a marker or in a cluster), once the map has settled. */
  locationsInView: number | null;
}

/** What the circles mean, and how many of the locations the view shows. */
export function MapLegend({ locationCount, locationsInView }: MapLegendProps) {
  return (
    <Group className={classes.legend} gap="sm" data-testid="map-legend" role="group" aria-label="Map legend">
      {entries.map(({ colour, text }) => (
        <Group key={text} gap={6} wrap="nowrap">
          <span className={classes.swatch} style={{ backgroundColor: cssColour(colour) }} aria-hidden />
          <Text size="xs">{text}</Text>
        </Group>
      ))}
      <Text size="xs" fw={600} data-testid="map-locations-in-view">
        {locationsInView === null
          ? locationCountLabel(locationCount)
          : `${locationsInView.toLocaleString('en-US')} of ${locationCountLabel(locationCount)} in view`}
      </Text>
    </Group>
  );
}
