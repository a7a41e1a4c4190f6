import { Group, Text } from '@mantine/core';
import { useMemo } from 'react';

import { cssColour, markerColours } from './marker-layers.ts';
import { locationCountLabel, type ValuationMarker } from './markers.ts';
import classes from './ValuationMap.module.css';
import type { ValueClasses } from './value-classes.ts';

const kinds = [
  { colour: markerColours.cluster, text: 'Nearby locations grouped: how many; click to zoom in' },
  { colour: markerColours.selected, text: 'The location whose valuations are open' },
] as const;

interface MapLegendProps {
  /** All markers of the search. */
  markers: readonly ValuationMarker[];
  valueClasses: ValueClasses;
  /** Those drawn within the view (as a marker or in a cluster), once the map has settled. */
  locationsInView: number | null;
}

/**
 * What the circles mean: the colours of the locations' median values with how many locations each has, the
 * clusters and the chosen location; and how many of the locations the view shows.
 */
export function MapLegend({ markers, valueClasses, locationsInView }: MapLegendProps) {
  const counts = useMemo(() => {
    const byClass = new Map<string, number>();
    for (const marker of markers) {
      const { key } = valueClasses.classOf(marker.median);
      byClass.set(key, (byClass.get(key) ?? 0) + 1);
    }
    return byClass;
  }, [markers, valueClasses]);

  return (
    <div className={classes.legend} data-testid="map-legend" role="group" aria-label="Map legend">
      {valueClasses.classes.length > 0 && (
        <Group gap="sm" mb={4} data-testid="map-value-legend">
          <Text size="xs" fw={600}>
            Median value of a location, Int$/ha/year:
          </Text>
          {valueClasses.classes.map((valueClass) => {
            const count = counts.get(valueClass.key) ?? 0;
            return (
              <Group
                key={valueClass.key}
                gap={6}
                wrap="nowrap"
                data-testid="map-value-class"
                data-class={valueClass.key}
                data-low={valueClass.low ?? undefined}
                data-high={valueClass.high ?? undefined}
                data-count={count}
              >
                <span
                  className={classes.swatch}
                  style={{ backgroundColor: cssColour(valueClass.colour) }}
                  aria-hidden
                />
                <Text size="xs">
                  {valueClass.label} ({locationCountLabel(count)})
                </Text>
              </Group>
            );
          })}
        </Group>
      )}
      <Group gap="sm">
        {kinds.map(({ colour, text }) => (
          <Group key={text} gap={6} wrap="nowrap">
            <span className={classes.swatch} style={{ backgroundColor: cssColour(colour) }} aria-hidden />
            <Text size="xs">{text}</Text>
          </Group>
        ))}
        <Text size="xs" fw={600} data-testid="map-locations-in-view">
          {locationsInView === null
            ? locationCountLabel(markers.length)
            : `${locationsInView.toLocaleString('en-US')} of ${locationCountLabel(markers.length)} in view`}
        </Text>
      </Group>
    </div>
  );
}
