import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

import { isGranted, type ResourceName, type ViewerAccess } from '../modules/access/resources.ts';
import { useViewer } from '../modules/access/use-viewer.ts';
import { PageLoader } from '../modules/common/PageLoader.tsx';

/** What the home page is told when a guard sent the user there: the path they may not open. */
export interface RefusedVisit {
  refusedPath: string;
}

export type GuardDecision =
  { kind: 'allow' } | { kind: 'login'; to: string } | { kind: 'refuse'; to: '/'; refused: RefusedVisit };

/**
 * Spec 000 §2: a signed-out visit to a protected page goes to /login followed by the original path (so login
 * can return there); a signed-in user without the resource goes home, where a notice says why.
 */
export function guardDecision(viewer: ViewerAccess, resource: ResourceName, path: string): GuardDecision {
  if (!viewer.signedIn) {
    const returnPath = path.replace(/^\/+/, '');
    return { kind: 'login', to: returnPath ? `/login/${returnPath}` : '/login' };
  }
  return isGranted(viewer, resource) ? { kind: 'allow' } : { kind: 'refuse', to: '/', refused: { refusedPath: path } };
}

/** The refused visit a guard left in the router's location state, if the state is one. */
export function refusedVisitOf(state: unknown): RefusedVisit | null {
  const refusedPath = (state as Partial<RefusedVisit> | null)?.refusedPath;
  return typeof refusedPath === 'string' ? { refusedPath } : null;
}

/** Wraps a page that needs a resource: `<RequireResource resource="vtt"><VttSetupPage /></RequireResource>`. */
export function RequireResource({ resource, children }: { resource: ResourceName; children: ReactNode }) {
  const location = useLocation();
  const { viewer, loading, error } = useViewer();

  if (loading) return <PageLoader />;
  if (!viewer) {
    return (
      <Alert color="red" title="We could not check your access">
        {error?.message ?? 'The server did not answer.'} Please reload the page to try again.
      </Alert>
    );
  }

  const decision = guardDecision(viewer, resource, `${location.pathname}${location.search}`);
  if (decision.kind === 'allow') return children;
  return <Navigate to={decision.to} replace state={decision.kind === 'refuse' ? decision.refused : undefined} />;
}
