import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';

import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';

import { graphqlPath, webSocketUrl } from '../common/apollo.ts';
import { bearerAuthorization } from '../common/session-token.ts';
import classes from './GraphqlExplorer.module.css';

/** Public fields, so that a visitor's first run answers at once. */
const exampleQuery = `# Run it with ▶ or Ctrl+Enter.
# The records themselves need a session or an API key.
{
  totalValuationCount
  currentDatabaseVersion {
    label
  }
}
`;

/**
 * GraphiQL's requests: each carries the signed-in user's session token, read per request so that a sign-in elsewhere
 * in the app counts at once; headers typed in GraphiQL's header editor (X-API-Key) go along too.
 */
const fetcher = createGraphiQLFetcher({
  url: graphqlPath,
  subscriptionUrl: webSocketUrl(),
  wsConnectionParams: () => {
    const authorization = bearerAuthorization();
    return authorization ? { authorization } : {};
  },
  fetch: (input, init) => {
    const authorization = bearerAuthorization();
    const headers = new Headers(init?.headers);
    if (authorization && !headers.has('authorization')) headers.set('authorization', authorization);
    return fetch(input, { ...init, headers });
  },
});

/** GraphiQL over this site's /graphql, in the app's light theme. */
export function GraphqlExplorer() {
  return (
    <div className={classes.explorer}>
      <GraphiQL fetcher={fetcher} defaultQuery={exampleQuery} forcedTheme="light" />
    </div>
  );
}
