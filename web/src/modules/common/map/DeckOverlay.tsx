import { MapboxOverlay, type MapboxOverlayProps } from '@deck.gl/mapbox';
import { useEffect, type RefObject } from 'react';
import { useControl } from 'react-map-gl/maplibre';

/**
 * deck.gl layers drawn over the MapLibre map and moving with it, as a map control (react-map-gl's pattern).
 * `settings` is one memoised object, so the overlay is only updated when the layers or handlers change.
 */
export function DeckOverlay({
  settings,
  overlayRef,
}: {
  settings: MapboxOverlayProps;
  /** The overlay, for whoever reads its canvas (the map's PNG). */
  overlayRef?: RefObject<MapboxOverlay | null>;
}) {
  const overlay = useControl(
    // The markers' canvas keeps its last frame, so that the map's PNG can be taken at any time.
    () => new MapboxOverlay({ ...settings, deviceProps: { webgl: { preserveDrawingBuffer: true } } }),
  );
  useEffect(() => {
    if (!overlayRef) return;
    overlayRef.current = overlay;
    return () => {
      overlayRef.current = null;
    };
  }, [overlay, overlayRef]);
  useEffect(() => {
    overlay.setProps(settings);
  }, [overlay, settings]);
  return null;
}
