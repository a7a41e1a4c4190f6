/**
 * Map mode of the database search page (spec 000 §2, §9): the search's valuations as markers grouped by identical
 * latitude and longitude, and a side panel with the valuations of the marker clicked.
 *
 * Loaded lazily, so the map stack (MapLibre, the basemap) stays out of the first page: other modules use the
 * lazy component that `map/index.ts` exports, `<MapMode filter={filter} />` inside a Suspense boundary.
 *
 * How a browser test clicks a real marker: MapLibre draws the markers on its canvas, so there is no element per marker.
 * The map's container, `[data-testid="valuation-map"]`, gets `data-map-ready="true"` once the basemap has loaded,
 * the view has been fitted to the search's locations and their markers are drawn, and then carries one marker's
 * position in CSS pixels from the container's top left corner: `data-marker-x`, `data-marker-y`, with
 * `data-marker-label` ("Lake Naivasha — 3 valuations", also the heading and count its panel shows) and
 * `data-marker-key`. It is the marker nearest the centre of the view that lies wholly inside the map, clear of the
 * map's buttons, and overlaps no other, so a click there picks exactly it. The map window does not
 * move or resize when the panel opens, so a second click on the same point closes the panel again. After a drag or
 * zoom, wait for `data-map-idle="true"`, when the position has been brought up to date:
 *
 *   const map = page.getByTestId('valuation-map');
 *   await page.locator('[data-testid="valuation-map"][data-map-ready="true"]').waitFor();
 *   const x = Number(await map.getAttribute('data-marker-x')); // and y, label
 *   const box = await map.boundingBox();
 *   await page.mouse.click(box.x + x, box.y + y); // opens [data-testid="marker-panel"]; again closes it
 *
 * The view opens on the spec's centre (latitude -3.745, longitude -38.523, zoom 2.5), jumps to fit the search's
 * locations once they are known and glides to fit each later search's. Nearby locations are grouped into clusters
 * (grey, counting locations); the probe above offers a single location only, and `data-cluster-x`,
 * `data-cluster-y` and `data-cluster-count` give a cluster to click (which zooms in; `data-map-zoom` is the map's
 * zoom at its last stop). The legend below the map says how many locations the view shows
 * (`[data-testid="map-locations-in-view"]`: "40 of 40 locations in view"), counting each cluster's locations.
 * `data-place-names` lists the country names the map draws in view, separated by "|", once it stands still. A
 * location's colour is the class of its records' median value; the legend's entries
 * (`[data-testid="map-value-class"]`) carry each class's `data-class`, `data-low`, `data-high` (a decade range) and
 * `data-count` (its locations).
 */
import { useQuery } from '@apollo/client/react';
import { unpackMapMarkers } from '@esvd/schema/rules/map-markers';
import { Alert, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';

import { describeError } from '../common/errors.ts';
import type { ValuationFilter } from '../../gql/graphql.ts';
import { MapMarkersDocument } from './map.generated.ts';
import { MarkerValuations } from './MarkerValuations.tsx';
import { locationCountLabel, valuationCountLabel } from '../common/map/markers.ts';
import { ValuationMap } from '../common/map/ValuationMap.tsx';

export default function MapMode({ filter }: { filter: ValuationFilter }) {
  // While a changed filter loads, the previous markers stay on the map, under a note that new ones are coming.
  const { data, previousData, error, loading } = useQuery(MapMarkersDocument, { variables: { filter } });
  const packed = (data ?? previousData)?.mapMarkers;
  const markers = useMemo(() => (packed ? unpackMapMarkers(packed) : []), [packed]);

  if (error) return <Alert color="red">{describeError(error).message}</Alert>;

  const mappedCount = markers.reduce((sum, marker) => sum + marker.count, 0);
  return (
    <Stack gap="sm">
      <Text size="sm" aria-live="polite">
        {!packed
          ? 'Loading the markers…'
          : mappedCount === 0
            ? 'None of the valuations found has coordinates, so the map has no markers.'
            : `${valuationCountLabel(mappedCount)} with coordinates at ${locationCountLabel(markers.length)}.`}
      </Text>
      <ValuationMap
        markers={markers}
        loading={loading}
        renderValuations={(marker) => <MarkerValuations marker={marker} />}
      />
    </Stack>
  );
}
