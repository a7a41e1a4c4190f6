import type { FeatureCollection, Geometry, Position } from 'geojson';

/**
 * Natural Earth cuts nothing at the antimeridian (Fiji, Chukotka), and MapLibre draws edges on a flat map, where an
 * edge from 179.9° to -180° crosses the whole world. Shifting longitudes by whole turns makes every edge short;
 * longitudes beyond ±180 are fine, as MapLibre's GeoJSON tiler wraps them around.
 */
function unwrapped(positions: Position[]): Position[] {
  let turns = 0;
  return positions.map(([longitude, latitude], index) => {
    const step = index === 0 ? 0 : longitude - positions[index - 1][0];
    if (step > 180) turns -= 1;
    if (step < -180) turns += 1;
    return [longitude + 360 * turns, latitude];
  });
}

/** A ring around a pole (Antarctica) cannot close with short edges; it stays as it is, beyond the map's ±85°. */
function unwrappedRing(ring: Position[]): Position[] {
  const result = unwrapped(ring);
  return result[0][0] === result[result.length - 1][0] ? result : ring;
}

/** Lines and polygons without edges that jump across the antimeridian; other geometries as they are. */
export function withShortEdges<Shape extends Geometry>(geometry: Shape): Shape {
  switch (geometry.type) {
    case 'LineString':
      return { ...geometry, coordinates: unwrapped(geometry.coordinates) };
    case 'MultiLineString':
      return { ...geometry, coordinates: geometry.coordinates.map(unwrapped) };
    case 'Polygon':
      return { ...geometry, coordinates: geometry.coordinates.map(unwrappedRing) };
    case 'MultiPolygon':
      return { ...geometry, coordinates: geometry.coordinates.map((polygon) => polygon.map(unwrappedRing)) };
    default:
      return geometry;
  }
}

export function featuresWithShortEdges(collection: FeatureCollection): FeatureCollection {
  return {
    ...collection,
    features: collection.features.map((item) => ({ ...item, geometry: withShortEdges(item.geometry) })),
  };
}
