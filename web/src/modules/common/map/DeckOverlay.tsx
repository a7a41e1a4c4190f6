import { MapboxOverlay, type MapboxOverlayProps } from '@deck.gl/mapbox';
import { useEffect } from 'react';
import { useControl } from 'react-map-gl/maplibre';

/**
 * deck.gl layers drawn over the MapLibre map and moving with it, as a map control (react-map-gl's pattern).
 * `settings` is one memoised object, so the overlay is only updated when the layers or handlers change.
 */
export function DeckOverlay({ settings }: { settings: MapboxOverlayProps }) {
  const overlay = useControl(() => new MapboxOverlay(settings));
  useEffect(() => {
    overlay.setProps(settings);
  }, [overlay, settings]);
  return null;
}
