import type { Map as MaplibreMap } from 'maplibre-gl';

/** What the map's canvas cannot show: the attribution control is an element beside it. */
export const mapImageAttribution = 'Natural Earth | MapLibre';

/** ESVD_map_2026-11-29.png */
export const mapImageFileName = (date = new Date()): string => `ESVD_map_${date.toISOString().slice(0, 10)}.png`;

/**
 * The map as the user sees it, as a PNG: MapLibre's canvas (markers included) and the attribution. MapLibre keeps
 * no copy of its frame (that would cost every frame), so the picture is taken in the `render` event of a frame asked
 * for, while that frame is still in the drawing buffer.
 */
export function mapPng(map: MaplibreMap): Promise<Blob> {
  return new Promise((resolve, reject) => {
    map.once('render', () => {
      const base = map.getCanvas();
      const picture = document.createElement('canvas');
      picture.width = base.width;
      picture.height = base.height;
      const context = picture.getContext('2d');
      if (!context) {
        reject(new Error('This browser cannot draw the map into a PNG.'));
        return;
      }
      context.drawImage(base, 0, 0);
      const scale = picture.width / map.getContainer().clientWidth;
      context.font = `${Math.round(11 * scale)}px system-ui, sans-serif`;
      context.textAlign = 'right';
      const margin = Math.round(6 * scale);
      const textWidth = context.measureText(mapImageAttribution).width;
      context.fillStyle = 'rgba(255, 255, 255, 0.8)';
      context.fillRect(
        picture.width - textWidth - 2 * margin,
        picture.height - 16 * scale - margin,
        textWidth + 2 * margin,
        16 * scale + margin,
      );
      context.fillStyle = '#343a40';
      context.fillText(mapImageAttribution, picture.width - margin, picture.height - margin);
      picture.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The PNG could not be made.'))), 'image/png');
    });
    map.triggerRepaint();
  });
}
