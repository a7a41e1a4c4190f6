// MapLibre for react-map-gl, loaded with the map's lazy chunk only.
import 'maplibre-gl/dist/maplibre-gl.css';

import * as maplibregl from 'maplibre-gl';
import maplibreWorkerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url';

// MapLibre 6 finds its worker next to its own module, a file a vite build does not emit; vite emits it from this
// import instead (STACK.md §3.4, with `worker.format: 'es'` in vite.config.ts).
maplibregl.setWorkerUrl(maplibreWorkerUrl);

export { maplibregl };
