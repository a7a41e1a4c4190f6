import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';

import { useViewer } from '../../access/index.ts';
import { PageLoader } from '../../common/PageLoader.tsx';

interface SignedOutOnlyProps {
  /** Where a signed-in user goes instead: home, or the path they were logging in for. */
  signedInTo: string;
  children: ReactNode;
}

/**
 * Login and sign-up are for visitors (issue 39, item 6): a signed-in user who opens them (a bookmark, the back
 * button) is sent on rather than shown forms that would start a second session or a second account.
 */
export function SignedOutOnly({ signedInTo, children }: SignedOutOnlyProps) {
  const { viewer, loading } = useViewer();
  if (!viewer && loading) return <PageLoader />;
  if (viewer?.signedIn) return <Navigate to={signedInTo} replace />;
  return children;
}
