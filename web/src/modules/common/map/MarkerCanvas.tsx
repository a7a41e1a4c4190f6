import type { PickingInfo } from '@deck.gl/core';
import type { MapboxOverlayProps } from '@deck.gl/mapbox';
import { use, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Map, NavigationControl, type MapRef } from 'react-map-gl/maplibre';

import { loadBasemapStyle } from './basemap.ts';
import { DeckOverlay } from './DeckOverlay.tsx';
import { initialViewState, maxBounds, maxZoom, minZoom } from './map-view.ts';
import { maplibregl } from './maplibre.ts';
import { markerLayers } from './marker-layers.ts';
import { findMarkerProbe, showMarkerProbe } from './marker-probe.ts';
import { markerKey, markerLabel, type ValuationMarker } from './markers.ts';
import classes from './ValuationMap.module.css';

interface MarkerCanvasProps {
  markers: readonly ValuationMarker[];
  selectedKey: string | null;
  onMarkerClick: (marker: ValuationMarker) => void;
}

interface HoveredMarker {
  label: string;
  x: number;
  y: number;
}

/**
 * The MapLibre map with the markers drawn by deck.gl. Its container says `data-map-ready="true"` once the basemap
 * has loaded and the markers are drawn, `data-map-idle="true"` while the map stands still, and carries a marker's
 * position for browser tests (see marker-probe.ts).
 */
export function MarkerCanvas({ markers, selectedKey, onMarkerClick }: MarkerCanvasProps) {
  const mapStyle = use(loadBasemapStyle());
  const mapRef = useRef<MapRef>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const markersDrawn = useRef(false);
  const [hovered, setHovered] = useState<HoveredMarker | null>(null);

  const updateProbe = useCallback(() => {
    const map = mapRef.current?.getMap();
    const container = containerRef.current;
    if (!map?.loaded() || !container || !markersDrawn.current) return;
    showMarkerProbe(container, findMarkerProbe(map, markers));
    container.dataset.mapReady = 'true';
  }, [markers]);

  // `data-map-idle` tells a test that the map has stopped moving (after a drag, a zoom or a glide to a place).
  const onMoveStart = () => {
    if (containerRef.current) delete containerRef.current.dataset.mapIdle;
  };
  const onIdle = () => {
    updateProbe();
    if (containerRef.current) containerRef.current.dataset.mapIdle = 'true';
  };

  // New markers on an unmoved map: the map does not go idle again, so the probe is refreshed here.
  useEffect(updateProbe, [updateProbe]);

  // A place chosen from the list may lie outside the view: the map moves to it, so that everyone sees where it is.
  // A marker clicked on the map is in view already, and the map stays put for a second click.
  useEffect(() => {
    const map = mapRef.current?.getMap();
    const chosen = markers.find((marker) => markerKey(marker) === selectedKey);
    if (!map || !chosen) return;
    const { x, y } = map.project([chosen.longitude, chosen.latitude]);
    const { clientWidth, clientHeight } = map.getContainer();
    if (x < 0 || y < 0 || x > clientWidth || y > clientHeight)
      map.easeTo({ center: [chosen.longitude, chosen.latitude] });
  }, [markers, selectedKey]);

  const onHover = useCallback((info: PickingInfo<ValuationMarker>) => {
    setHovered(info.object ? { label: markerLabel(info.object), x: info.x, y: info.y } : null);
  }, []);

  const overlaySettings = useMemo<MapboxOverlayProps>(
    () => ({
      layers: markerLayers({ markers, selectedKey, onClick: onMarkerClick, onHover }),
      onAfterRender: () => {
        if (markersDrawn.current) return;
        markersDrawn.current = true;
        updateProbe();
      },
    }),
    [markers, selectedKey, onMarkerClick, onHover, updateProbe],
  );

  return (
    <div ref={containerRef} className={classes.canvas} data-testid="valuation-map">
      <Map
        ref={mapRef}
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
        onMoveStart={onMoveStart}
        onIdle={onIdle}
      >
        <NavigationControl position="top-left" showCompass={false} />
        <DeckOverlay settings={overlaySettings} />
      </Map>
      {hovered && (
        <div className={classes.tooltip} style={{ left: hovered.x, top: hovered.y }} aria-hidden>
          {hovered.label}
        </div>
      )}
    </div>
  );
}
