// The access module's public surface: who the viewer is and what they may open.
export { isGranted } from './resources.ts';
export { useViewer } from './use-viewer.ts';
