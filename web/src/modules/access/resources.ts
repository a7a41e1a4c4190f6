/**
 * The resource names the api grants (api/src/modules/access/roles.ts). Kept as a literal list so a typo in a
 * guard or a menu entry fails the typecheck instead of silently hiding a page.
 */
export const resourceNames = [
  'home',
  'esvd',
  'userProfile',
  'suggestStudy',
  'study',
  'editData',
  'manageStudies',
  'admin',
  'downloads',
  'settings',
  'vtt',
  'vttCalculations',
  'uploads',
  'vsl',
  'vsluploads',
  'apikeySetup',
  'earlybirdSetup',
  'statsReady',
  'referenceLists',
] as const;

export type ResourceName = (typeof resourceNames)[number];

/** The part of the viewer that access decisions need; structural so tests can build one by hand. */
export interface ViewerAccess {
  signedIn: boolean;
  resources: ReadonlyArray<{ resource: string; granted: boolean }>;
}

export const anonymousViewer: ViewerAccess = { signedIn: false, resources: [] };

export function isGranted(viewer: ViewerAccess, resource: ResourceName): boolean {
  return viewer.resources.some((access) => access.resource === resource && access.granted);
}
