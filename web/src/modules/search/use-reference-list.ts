import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';

import { SearchReferenceListDocument, type ReferenceListName } from '../../gql/graphql.ts';
import type { ReferenceOption } from './reference-tree.ts';

/** Reference lists change only when an administrator edits one: one fetch per list serves the whole session. */
const sessionLists = new Map<ReferenceListName, ReferenceOption[]>();

/**
 * A filter's reference list. Kept out of Apollo's cache, which identifies an entry by its id alone while ids repeat
 * from list to list (country 1 and continent 1 would become one object); this module keeps the lists instead.
 */
export function useReferenceList(list: ReferenceListName) {
  const known = sessionLists.get(list);
  const { data, error } = useQuery(SearchReferenceListDocument, {
    variables: { list },
    fetchPolicy: 'no-cache',
    skip: known !== undefined,
  });
  const options = useMemo(() => {
    if (known || !data) return known;
    const fetched = data.referenceList.map(({ id, code, label, parentId }) => ({ id, code, label, parentId }));
    sessionLists.set(list, fetched);
    return fetched;
  }, [known, data, list]);
  return { options: options ?? [], loading: !options && !error, failed: !options && Boolean(error) };
}
