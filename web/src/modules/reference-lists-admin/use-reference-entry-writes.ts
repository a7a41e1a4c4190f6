import { useMutation } from '@apollo/client/react';

import type { ReferenceEntryInput, ReferenceListName } from '../../gql/graphql.ts';
import {
  AdminReferenceEntriesDocument,
  CreateReferenceEntryDocument,
  DeleteReferenceEntryDocument,
  UpdateReferenceEntryDocument,
} from './reference-lists-admin.generated.ts';

/**
 * Create, update and delete for the entries of one list. Each write fetches the list again before it resolves: the
 * list's entries sit in one cache field that every page reading the list shares (the search filters, the entry
 * forms), so they all see a new or deleted entry at once, and the table never shows the list without it.
 */
export function useReferenceEntryWrites(list: ReferenceListName) {
  const refetch = {
    refetchQueries: [{ query: AdminReferenceEntriesDocument, variables: { list } }],
    awaitRefetchQueries: true,
  };
  const [create] = useMutation(CreateReferenceEntryDocument, refetch);
  const [update] = useMutation(UpdateReferenceEntryDocument, refetch);
  const [remove] = useMutation(DeleteReferenceEntryDocument, refetch);

  return {
    create: async (input: ReferenceEntryInput) => {
      const { data } = await create({ variables: { list, input } });
      return data?.createReferenceEntry;
    },
    update: async (id: number, input: ReferenceEntryInput) => {
      const { data } = await update({ variables: { list, id, input } });
      return data?.updateReferenceEntry;
    },
    remove: async (id: number) => {
      await remove({ variables: { list, id } });
    },
  };
}
