/** The map constants of spec 000 §9 and spec 001 §9. */
export const initialViewState = { latitude: -3.745, longitude: -38.523, zoom: 2.5 } as const;

export const minZoom = 2.5;
export const maxZoom = 18;

/**
 * MapLibre wraps longitudes into one world, so bounds of exactly -180 to 180 read as zero wide and break every
 * matrix (maplibre-gl-js#6148); stopping a hair (about 0.1 m) inside the antimeridian keeps the whole world.
 */
const antimeridianMargin = 1e-6;

/** West, south, east, north: latitudes within ±85, longitudes within ±180. */
export const maxBounds: [number, number, number, number] = [
  -180 + antimeridianMargin,
  -85,
  180 - antimeridianMargin,
  85,
];

export const mapHeight = '70vh';
