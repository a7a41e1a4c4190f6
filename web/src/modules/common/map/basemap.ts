import type { StyleSpecification } from 'maplibre-gl';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countriesTopologyUrl from 'world-atlas/countries-50m.json?url';

import { featuresWithShortEdges, withShortEdges } from './antimeridian.ts';

/**
 * An online style (a MapLibre style URL) replaces the offline basemap when the build sets it, e.g.
 * `VITE_MAP_STYLE_URL=https://tiles.example.org/styles/positron/style.json npm run build`.
 */
const configuredStyleUrl: string | undefined = import.meta.env.VITE_MAP_STYLE_URL || undefined;

const colours = { sea: '#d5e6ef', land: '#f3f0e8', border: '#b9b2a4', coast: '#9fb8c6' } as const;

type CountriesTopology = Topology<{ countries: GeometryCollection; land: GeometryCollection }>;

const attribution = 'Natural Earth';

/** Sea, land and borders without a single request to the internet: Natural Earth 1:50m, shipped with the app. */
function offlineStyle(topology: CountriesTopology | null): StyleSpecification {
  const sea = { id: 'sea', type: 'background', paint: { 'background-color': colours.sea } } as const;
  if (!topology) return { version: 8, sources: {}, layers: [sea] };
  const { countries, land } = topology.objects;
  return {
    version: 8,
    sources: {
      land: { type: 'geojson', data: featuresWithShortEdges(feature(topology, land)), attribution },
      // Shared arcs only: each border once, and no line along the coast.
      borders: { type: 'geojson', data: withShortEdges(mesh(topology, countries, (a, b) => a !== b)) },
      coast: { type: 'geojson', data: withShortEdges(mesh(topology, land)) },
    },
    layers: [
      sea,
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': colours.land } },
      { id: 'coast', type: 'line', source: 'coast', paint: { 'line-color': colours.coast, 'line-width': 0.8 } },
      {
        id: 'borders',
        type: 'line',
        source: 'borders',
        paint: { 'line-color': colours.border, 'line-width': ['interpolate', ['linear'], ['zoom'], 2, 0.5, 8, 1.2] },
      },
    ],
  };
}

async function loadOfflineStyle(): Promise<StyleSpecification> {
  try {
    const response = await fetch(countriesTopologyUrl);
    if (!response.ok) throw new Error(`${countriesTopologyUrl}: HTTP ${response.status}`);
    return offlineStyle((await response.json()) as CountriesTopology);
  } catch {
    // The markers matter more than the shapes behind them: a plain sea keeps the map usable.
    return offlineStyle(null);
  }
}

let basemapStyle: Promise<StyleSpecification | string> | undefined;

/** The map's style, fetched once per page load and shared by every map (for React's `use`). */
export function loadBasemapStyle(): Promise<StyleSpecification | string> {
  basemapStyle ??= configuredStyleUrl ? Promise.resolve(configuredStyleUrl) : loadOfflineStyle();
  return basemapStyle;
}
