import { useQuery, useSubscription } from '@apollo/client/react';

import { CurrentDatabaseVersionDocument, DatabaseVersionChangedDocument } from './database-version.generated.ts';

/** The current database version, or null when none is published or the call failed (spec 000 §7: ignored). */
export function useCurrentDatabaseVersion() {
  const { data, loading } = useQuery(CurrentDatabaseVersionDocument);
  return { databaseVersion: data?.currentDatabaseVersion ?? null, loading };
}

/**
 * Keeps the cached current version in step with the server: a published version replaces the root field, so
 * every component reading the version (footer, terms of use, later the search page) re-renders with it.
 */
export function useLiveDatabaseVersion() {
  useSubscription(DatabaseVersionChangedDocument, {
    onData: ({ client, data }) => {
      const changed = data.data?.databaseVersionChanged;
      if (!changed) return;
      client.writeQuery({ query: CurrentDatabaseVersionDocument, data: { currentDatabaseVersion: changed } });
    },
  });
}
