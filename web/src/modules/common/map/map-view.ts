/**
 * The map constants of spec 000 §9 and spec 001 §9: the first view, the bounds and the deepest zoom. The spec's
 * smallest zoom (2.5) is not kept: it showed a third of the world, so a search's places east of Africa or north of
 * the tropics could not be seen at all. The bounds now set how far out the map goes: the whole world fills the map.
 */
export const initialViewState = { latitude: -3.745, longitude: -38.523, zoom: 2.5 } as const;

export const minZoom = 0;
export const maxZoom = 18;

/**
 * How close a fit to a search's locations may come: one location is shown with its region around it (coasts and
 * borders); several may come closer, until they stand apart.
 */
export const fitMaxZoom = { oneLocation: 6, severalLocations: 10 } as const;

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
