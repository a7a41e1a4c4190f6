import { useQuery } from '@apollo/client/react';

import type { ReferenceListName } from '../../../gql/graphql.ts';
import { SearchReferenceListDocument } from './reference-lists.generated.ts';

/**
 * A filter's reference list. Lists change only when an administrator edits one, so Apollo's cache (which keys
 * entries by list and id) serves it for the whole session after the first fetch.
 */
export function useReferenceList(list: ReferenceListName) {
  const { data, error } = useQuery(SearchReferenceListDocument, { variables: { list }, fetchPolicy: 'cache-first' });
  const options = data?.referenceList;
  return { options: options ?? [], loading: !options && !error, failed: !options && Boolean(error) };
}
