import { CloseButton, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Suspense, useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';

import { MarkerCanvas } from './MarkerCanvas.tsx';
import { MarkerLocationList } from './MarkerLocationList.tsx';
import { markerKey, markerPlace, medianLabel, valuationCountLabel, type ValuationMarker } from './markers.ts';
import classes from './ValuationMap.module.css';
import { valueClasses } from './value-classes.ts';

interface ValuationMapProps {
  markers: readonly ValuationMarker[];
  /** A search is on its way: the map says so over the markers it shows until then. */
  loading?: boolean;
  /** The body of the side panel: the valuations of the chosen marker. */
  renderValuations: (marker: ValuationMarker) => ReactNode;
  /** A small map, beside other content (a record's or a study's page), instead of most of the screen. */
  compact?: boolean;
}

/**
 * A map of valuation markers with a side panel (spec 000 §2): clicking a marker opens the panel with its valuations,
 * clicking it again or the close button closes it; clicking a cluster of nearby locations zooms in. Beside the map,
 * a list of the locations opens the same panel for keyboard and screen-reader users. On a phone the panel and the
 * list sit below the map.
 */
export function ValuationMap({ markers, loading = false, renderValuations, compact = false }: ValuationMapProps) {
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  // A marker of an earlier search closes the panel by itself once it is gone from the markers.
  const selected = markers.find((marker) => markerKey(marker) === selectedKey) ?? null;
  const panelHeading = useRef<HTMLHeadingElement>(null);
  const locationList = useRef<HTMLDivElement>(null);
  const openedFromList = useRef(false);

  const toggleMarker = useCallback((marker: ValuationMarker) => {
    openedFromList.current = false;
    const key = markerKey(marker);
    setSelectedKey((current) => (current === key ? null : key));
  }, []);

  const chooseFromList = (marker: ValuationMarker) => {
    openedFromList.current = true;
    setSelectedKey(markerKey(marker));
  };

  // Opened from the list, the keyboard moves on to what opened: the panel's heading.
  useEffect(() => {
    if (selectedKey && openedFromList.current) panelHeading.current?.focus();
  }, [selectedKey]);

  const close = () => {
    const key = selectedKey;
    flushSync(() => setSelectedKey(null));
    if (!openedFromList.current) return;
    const button = locationList.current?.querySelector<HTMLElement>(`[data-location-key="${key}"]`);
    button?.focus();
  };

  const headingId = useId();
  const markerValueClasses = useMemo(() => valueClasses(markers.map((marker) => marker.median)), [markers]);

  return (
    <div className={compact ? `${classes.layout} ${classes.compact}` : classes.layout}>
      <Suspense fallback={<Skeleton className={classes.canvas} aria-label="Loading the map" />}>
        <MarkerCanvas
          markers={markers}
          valueClasses={markerValueClasses}
          selectedKey={selectedKey}
          loading={loading}
          onMarkerClick={toggleMarker}
        />
      </Suspense>
      <div className={classes.side}>
        {selected ? (
          <section className={classes.panel} aria-labelledby={headingId} data-testid="marker-panel">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Stack gap={2}>
                <Title
                  order={3}
                  size="h4"
                  id={headingId}
                  ref={panelHeading}
                  tabIndex={-1}
                  className={classes.panelHeading}
                >
                  {markerPlace(selected)}
                </Title>
                <Text size="sm" c="dimmed">
                  {valuationCountLabel(selected.count)} at {selected.latitude}, {selected.longitude};{' '}
                  {medianLabel(selected.median)}
                </Text>
              </Stack>
              <CloseButton onClick={close} aria-label="Close the valuations of this location" />
            </Group>
            {renderValuations(selected)}
          </section>
        ) : (
          <Text size="sm" c="dimmed">
            A circle is a location with valuations: its number says how many share those coordinates, its colour the
            median of their standardised values (the legend below the map). A grey circle groups nearby locations; click
            it to zoom in. Click a location, or choose one from the list, to see its valuations.
          </Text>
        )}
        <MarkerLocationList ref={locationList} markers={markers} selectedKey={selectedKey} onChoose={chooseFromList} />
      </div>
    </div>
  );
}
