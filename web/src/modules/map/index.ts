import { lazy } from 'react';

// The map module's public surface: the search's map mode. It loads lazily, with the map stack (MapLibre and
// the basemap), when it is first shown, so importing this file stays cheap; show it inside a Suspense boundary.
export const MapMode = lazy(() => import('./MapMode.tsx'));
