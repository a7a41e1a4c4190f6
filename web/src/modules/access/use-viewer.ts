import { useQuery } from '@apollo/client/react';

import { ViewerDocument } from '../common/session.generated.ts';

/** The signed-in user (or the anonymous viewer) with their granted resources, cached for the whole session. */
export function useViewer() {
  const { data, loading, error } = useQuery(ViewerDocument);
  return { viewer: data?.viewer, loading, error };
}
