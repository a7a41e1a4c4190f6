import type { ResourceName } from '@esvd/schema/rules/resources';

export type { ResourceName };

/** The part of the viewer that access decisions need; structural so tests can build one by hand. */
export interface ViewerAccess {
  signedIn: boolean;
  resources: ReadonlyArray<{ resource: string; granted: boolean }>;
}

export const anonymousViewer: ViewerAccess = { signedIn: false, resources: [] };

export function isGranted(viewer: ViewerAccess, resource: ResourceName): boolean {
  return viewer.resources.some((access) => access.resource === resource && access.granted);
}
