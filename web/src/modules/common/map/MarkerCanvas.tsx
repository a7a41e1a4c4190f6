import { Button, Group, Loader, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { use, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Map as MaplibreMap } from 'maplibre-gl';
import {
  Layer,
  Map,
  NavigationControl,
  Source,
  type MapEvent,
  type MapLayerMouseEvent,
  type ViewStateChangeEvent,
} from 'react-map-gl/maplibre';

import { countryLabelLayer, loadBasemapStyle } from './basemap.ts';
import { describeError } from '../errors.ts';
import { saveFile } from '../file-download.ts';
import { MapLegend } from './MapLegend.tsx';
import { fitPadding, fitZoomLimit, markerBounds } from './map-fit.ts';
import { mapImageFileName, mapPng } from './map-image.ts';
import { initialViewState, maxBounds, maxZoom, minZoom } from './map-view.ts';
import { maplibregl } from './maplibre.ts';
import { clusterMaxZoom, locationsWithin, MarkerClusters, type MapItem } from './marker-clusters.ts';
import {
  markerCircleLayer,
  markerCircleLayerId,
  markerCountLayer,
  markerFeatures,
  markerSourceId,
  type MarkerProperties,
} from './marker-layers.ts';
import { controlObstacles, findProbes, showProbes } from './marker-probe.ts';
import { locationCountLabel, markerKey, markerLabel, valuationCountLabel, type ValuationMarker } from './markers.ts';
import type { ValueClasses } from './value-classes.ts';
import classes from './ValuationMap.module.css';

interface MarkerCanvasProps {
  markers: readonly ValuationMarker[];
  /** The colours of the markers by their median value, shared with the legend. */
  valueClasses: ValueClasses;
  selectedKey: string | null;
  /** A search is on its way: the markers shown are the previous search's, or none yet. */
  loading: boolean;
  onMarkerClick: (marker: ValuationMarker) => void;
}

interface HoveredItem {
  label: string;
  x: number;
  y: number;
}

/** The locations in view, counted for one set of markers (a new search's are counted once its map has settled). */
interface LocationsInView {
  markers: readonly ValuationMarker[];
  count: number;
}

function hoverLabel(item: MapItem): string {
  if (item.kind === 'location') return markerLabel(item.marker);
  return `${locationCountLabel(item.locationCount)}, ${valuationCountLabel(item.valuationCount)}: click to zoom in`;
}

/**
 * The MapLibre map with the markers drawn by its own layers (a GeoJSON source of the items at the map's zoom),
 * grouped into clusters where they would crowd, and its legend. The map opens on the spec's view, jumps to the
 * search's locations and glides to the next search's. Its container says `data-map-ready="true"` once the basemap
 * has loaded and the search's markers are drawn and fitted, `data-map-idle="true"` while the map stands still, and
 * carries a marker's position for browser tests (see marker-probe.ts).
 */
export function MarkerCanvas({ markers, valueClasses, selectedKey, loading, onMarkerClick }: MarkerCanvasProps) {
  const mapStyle = use(loadBasemapStyle());
  // The map once loaded: state, not a ref, as the markers' click handlers and effects move it.
  const [map, setMap] = useState<MaplibreMap | null>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const fittedMarkers = useRef<readonly ValuationMarker[] | null>(null);
  const [zoomLevel, setZoomLevel] = useState(Math.floor(initialViewState.zoom));
  const [inView, setInView] = useState<LocationsInView | null>(null);
  const [hovered, setHovered] = useState<HoveredItem | null>(null);
  const [savingImage, setSavingImage] = useState(false);
  const [imageFailure, setImageFailure] = useState<string | null>(null);

  const saveImage = async () => {
    if (!map) return;
    setSavingImage(true);
    setImageFailure(null);
    try {
      const blob = await mapPng(map);
      saveFile({ blob, fileName: mapImageFileName(), rows: null });
    } catch (error) {
      setImageFailure(describeError(error).message);
    } finally {
      setSavingImage(false);
    }
  };

  const clusters = useMemo(() => new MarkerClusters(markers), [markers]);
  const items = clusters.itemsAt(zoomLevel);

  // Read from the map itself, which may have moved on since React last drew the items.
  const updateProbe = useCallback(
    (loadedMap: MaplibreMap) => {
      const container = containerRef.current;
      // Drawn once the markers' source has been made into tiles (an idle map has drawn every loaded source).
      const markersDrawn = loadedMap.getSource(markerSourceId) && loadedMap.isSourceLoaded(markerSourceId);
      if (!loadedMap.loaded() || loadedMap.isMoving() || !container || !markersDrawn) return;
      const shown = clusters.itemsAt(loadedMap.getZoom());
      showProbes(container, findProbes(loadedMap, shown, controlObstacles(container)));
      container.dataset.mapZoom = loadedMap.getZoom().toFixed(2);
      // The country names drawn in view, for tests: MapLibre draws them on the canvas, where no element shows them.
      container.dataset.placeNames = loadedMap.getLayer(countryLabelLayer)
        ? loadedMap
            .queryRenderedFeatures({ layers: [countryLabelLayer] })
            .map((label) => String(label.properties.name))
            .join('|')
        : '';
      const view = loadedMap.getBounds();
      const count = locationsWithin(shown, [view.getWest(), view.getSouth(), view.getEast(), view.getNorth()]);
      setInView({ markers, count });
      // Ready once the search's own markers are drawn, not the previous search's (nor none) while they load.
      if (!loading) container.dataset.mapReady = 'true';
    },
    [clusters, markers, loading],
  );

  // The search's locations fill the view, clear of the edges and the zoom buttons: at once when the map opens, as a
  // glide there only delays the first markers (by seconds on a slow machine); a glide after a search.
  const fitToMarkers = useCallback(
    (loadedMap: MaplibreMap, animate = true) => {
      fittedMarkers.current = markers;
      const bounds = markerBounds(markers);
      if (bounds) {
        const { clientWidth, clientHeight } = loadedMap.getContainer();
        loadedMap.fitBounds(bounds, {
          padding: fitPadding(clientWidth, clientHeight),
          maxZoom: fitZoomLimit(markers.length),
          animate,
        });
      }
      // A fit that leaves the map where it is still ends in an idle map, which brings the probe and counts up to date.
      loadedMap.triggerRepaint();
    },
    [markers],
  );

  // On load the map jumps to the locations, so it is not idle (nor ready) before it shows them.
  const onLoad = (event: MapEvent) => {
    fitToMarkers(event.target, false);
    setMap(event.target);
  };
  useEffect(() => {
    // A glide from one search's locations to the next; a jump when the map has shown none yet.
    if (map && fittedMarkers.current !== markers) fitToMarkers(map, Boolean(fittedMarkers.current?.length));
  }, [map, markers, fitToMarkers]);

  // `data-map-idle` tells a test that the map has stopped moving (after a drag, a zoom or a glide to a place).
  const onMoveStart = () => {
    if (containerRef.current) delete containerRef.current.dataset.mapIdle;
  };
  // The zoom the map shows, not the event's view state: that is the camera asked for, before the bounds constrain it.
  const onZoom = (event: ViewStateChangeEvent) => setZoomLevel(Math.floor(event.target.getZoom()));
  const onIdle = (event: MapEvent) => {
    setZoomLevel(Math.floor(event.target.getZoom()));
    updateProbe(event.target);
    if (containerRef.current) containerRef.current.dataset.mapIdle = 'true';
  };

  // A place chosen from the list may lie outside the view or inside a cluster: the map moves (and zooms) until it
  // shows on its own, so that everyone sees where it is. A marker clicked on the map shows already, and the map
  // stays put for a second click.
  useEffect(() => {
    const chosen = markers.find((marker) => markerKey(marker) === selectedKey);
    if (!map || !chosen || !selectedKey) return;
    const zoom = map.getZoom();
    let shownAlone = Math.floor(zoom);
    while (shownAlone <= clusterMaxZoom && !clusters.itemsAt(shownAlone).some((item) => item.key === selectedKey)) {
      shownAlone += 1;
    }
    const { x, y } = map.project([chosen.longitude, chosen.latitude]);
    const { clientWidth, clientHeight } = map.getContainer();
    const outside = x < 0 || y < 0 || x > clientWidth || y > clientHeight;
    if (outside || shownAlone > zoom) {
      map.easeTo({ center: [chosen.longitude, chosen.latitude], zoom: Math.max(zoom, shownAlone) });
    }
  }, [map, markers, clusters, selectedKey]);

  const onItemClick = useCallback(
    (item: MapItem) => {
      if (item.kind === 'location') {
        onMarkerClick(item.marker);
        return;
      }
      map?.easeTo({
        center: [item.longitude, item.latitude],
        zoom: Math.min(clusters.expansionZoom(item.clusterId), maxZoom),
      });
    },
    [map, clusters, onMarkerClick],
  );

  // What MapLibre drew under the pointer: the topmost circle (a zoom behind the items while the map moves).
  const itemAt = (event: MapLayerMouseEvent): MapItem | undefined => {
    const key = (event.features?.[0]?.properties as MarkerProperties | undefined)?.key;
    return key === undefined ? undefined : clusters.item(key);
  };
  const onMouseMove = (event: MapLayerMouseEvent) => {
    const item = itemAt(event);
    setHovered(item ? { label: hoverLabel(item), x: event.point.x, y: event.point.y } : null);
  };
  const onClick = (event: MapLayerMouseEvent) => {
    const item = itemAt(event);
    if (item) onItemClick(item);
  };

  const features = useMemo(() => markerFeatures(items, valueClasses, selectedKey), [items, valueClasses, selectedKey]);

  return (
    <div className={classes.mapColumn}>
      <div ref={containerRef} className={classes.canvas} data-testid="valuation-map" aria-busy={loading}>
        <Map
          mapLib={maplibregl}
          mapStyle={mapStyle}
          initialViewState={initialViewState}
          minZoom={minZoom}
          maxZoom={maxZoom}
          maxBounds={maxBounds}
          dragRotate={false}
          pitchWithRotate={false}
          touchPitch={false}
          cursor={hovered ? 'pointer' : 'grab'}
          style={{ width: '100%', height: '100%' }}
          onLoad={onLoad}
          onMoveStart={onMoveStart}
          onZoom={onZoom}
          onIdle={onIdle}
          interactiveLayerIds={[markerCircleLayerId]}
          onMouseMove={onMouseMove}
          onMouseOut={() => setHovered(null)}
          onClick={onClick}
        >
          <NavigationControl position="top-left" showCompass={false} />
          <Source id={markerSourceId} type="geojson" data={features}>
            <Layer {...markerCircleLayer} />
            <Layer {...markerCountLayer} />
          </Source>
        </Map>
        {hovered && (
          <div className={classes.tooltip} style={{ left: hovered.x, top: hovered.y }} aria-hidden>
            {hovered.label}
          </div>
        )}
        {loading && (
          <div className={classes.loading} role="status">
            <Loader size={14} aria-hidden />
            Loading the markers…
          </div>
        )}
      </div>
      <MapLegend
        markers={markers}
        valueClasses={valueClasses}
        locationsInView={inView?.markers === markers ? inView.count : null}
      />
      <Group gap="xs">
        <Button
          variant="default"
          size="xs"
          leftSection={<IconDownload size={14} aria-hidden />}
          disabled={!map}
          loading={savingImage}
          onClick={() => void saveImage()}
        >
          Download the map as PNG
        </Button>
        {imageFailure && (
          <Text size="xs" c="red.8" role="alert">
            {imageFailure}
          </Text>
        )}
      </Group>
    </div>
  );
}
