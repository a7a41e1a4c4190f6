import type { StyleSpecification } from 'maplibre-gl';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countriesTopologyUrl from 'world-atlas/countries-50m.json?url';

import { featuresWithShortEdges, withShortEdges } from './antimeridian.ts';
import countryLabelTable from './country-label-points.json';
import { countryLabelFeatures, type CountryLabelPoint } from './country-labels.ts';

/**
 * An online style (a MapLibre style URL) replaces the offline basemap when the build sets it, e.g.
 * `VITE_MAP_STYLE_URL=https://tiles.example.org/styles/positron/style.json npm run build`.
 */
const configuredStyleUrl: string | undefined = import.meta.env.VITE_MAP_STYLE_URL || undefined;

const colours = {
  sea: '#d5e6ef',
  land: '#f3f0e8',
  border: '#b9b2a4',
  coast: '#9fb8c6',
  // Dark enough on land and sea alike (WCAG AA for text), with a halo that keeps it readable over borders.
  label: '#4a4740',
  labelHalo: 'rgba(255, 255, 255, 0.85)',
} as const;

/** The layer of country names, for tests that look for it. */
export const countryLabelLayer = 'country-labels';

type CountriesTopology = Topology<{ countries: GeometryCollection; land: GeometryCollection }>;

const attribution = 'Natural Earth';

/**
 * Sea, land, borders and country names without a single request to the internet: Natural Earth 1:50m, shipped with
 * the app. The style names no glyphs URL, so MapLibre draws the names' letters itself with the browser's fonts.
 */
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
      // Points need no finer tiles: one zoom's tiles serve every deeper zoom, so a glide makes no new ones.
      [countryLabelLayer]: {
        type: 'geojson',
        data: countryLabelFeatures(countryLabelTable as CountryLabelPoint[]),
        maxzoom: 4,
      },
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
      {
        id: countryLabelLayer,
        type: 'symbol',
        source: countryLabelLayer,
        layout: {
          'text-field': ['get', 'name'],
          'text-font': ['system-ui', 'sans-serif'],
          'text-size': ['interpolate', ['linear'], ['zoom'], 1, 10, 4, 13, 7, 16],
          'text-max-width': 7,
          'text-padding': 4,
          // Where names collide, the larger country keeps its name.
          'symbol-sort-key': ['get', 'rank'],
        },
        paint: { 'text-color': colours.label, 'text-halo-color': colours.labelHalo, 'text-halo-width': 1.2 },
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
