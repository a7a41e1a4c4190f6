import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';

import { LogoutDocument, ViewerDocument } from './session.generated.ts';
import { bearerAuthorization, clearSessionToken, readSessionToken, storeSessionToken } from './session-token.ts';

export const graphqlPath = '/graphql';

/** The graphql-ws address of this site's GraphQL endpoint (wss: on an https: page). */
export function webSocketUrl(): string {
  const url = new URL(graphqlPath, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/** Adds the bearer token to every HTTP request; read per request so a login takes effect without a reload. */
const authorizationLink = new SetContextLink((previousContext) => {
  const authorization = bearerAuthorization();
  return authorization ? { headers: { ...previousContext.headers, authorization } } : {};
});

const httpLink = new HttpLink({ uri: graphqlPath });

const maximumRetryWaitMs = 30_000;

/**
 * Subscriptions share one socket. connectionParams is evaluated on every (re)connect, so the token is current.
 * Retries never give up (capped backoff), so live updates such as the footer's version return after an api restart.
 */
const subscriptionClient = createClient({
  url: webSocketUrl,
  connectionParams: () => {
    const authorization = bearerAuthorization();
    return authorization ? { authorization } : {};
  },
  retryAttempts: Number.POSITIVE_INFINITY,
  shouldRetry: () => true,
  retryWait: (retries) =>
    new Promise((resolve) => setTimeout(resolve, Math.min(maximumRetryWaitMs, 1000 * 2 ** retries))),
});

/**
 * Calls `listener` each time the subscription socket is connected again after it was lost: events published
 * meanwhile never arrived, so a live view refetches what it shows. Answers the unsubscribe.
 */
export function onSubscriptionsReconnected(listener: () => void): () => void {
  return subscriptionClient.on('connected', (_socket, _payload, wasRetry) => {
    if (wasRetry) listener();
  });
}

/**
 * Reconnects the subscription socket so the server sees the current token (it reads it once, when the socket
 * opens). A terminated socket is not fatal to graphql-ws: it reconnects at once and resubscribes.
 */
function restartSubscriptions(): void {
  subscriptionClient.terminate();
}

/**
 * A call refused as unauthenticated while a token is held may mean the session ended on the server (idle timeout,
 * revoked by a password reset): asking the server about the token tells, and drops it if so.
 */
const sessionCheckLink = new ErrorLink(({ error, operation }) => {
  const unauthenticated =
    CombinedGraphQLErrors.is(error) && error.errors.some((problem) => problem.extensions?.code === 'UNAUTHENTICATED');
  if (unauthenticated && operation.operationName !== 'Viewer') void verifySession();
});

const link = ApolloLink.split(
  (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
  new GraphQLWsLink(subscriptionClient),
  ApolloLink.from([sessionCheckLink, authorizationLink, httpLink]),
);

export const apolloClient = new ApolloClient({
  link,
  cache: new InMemoryCache({
    typePolicies: {
      // Each reference list numbers its own entries, so an id alone names different entries in different lists.
      ReferenceEntry: { keyFields: ['list', 'id'] },
      // A statistics group is an answer to one search, not an entity to merge across searches.
      SummaryGroup: { keyFields: false },
    },
  }),
});

/**
 * Drops everything fetched under the previous token and runs the queries on screen again under the current one. A
 * query that fails, or is dropped because its page went away, tells its own page; the change of session stands.
 */
async function refetchEverything(): Promise<void> {
  await apolloClient.resetStore().catch(() => undefined);
}

/** Signed in: the token goes into session storage, the socket reconnects with it, and every query runs again. */
export async function startSession(token: string): Promise<void> {
  storeSessionToken(token);
  restartSubscriptions();
  await refetchEverything();
}

/** Forgets the token and everything fetched with it; the queries on screen run again as a visitor. */
async function forgetSession(): Promise<void> {
  clearSessionToken();
  restartSubscriptions();
  await refetchEverything();
}

/** Sign out: the server revokes the session, then the app forgets it. */
export async function endSession(): Promise<void> {
  if (readSessionToken()) {
    try {
      await apolloClient.mutate({ mutation: LogoutDocument });
    } catch {
      // Signed out here all the same; a session the server could not revoke now ends by its idle timeout.
    }
  }
  await forgetSession();
}

/**
 * Session restore (spec 000 §4): asks the server who holds this token. A token it no longer knows (expired,
 * revoked, ended by the idle timeout) is dropped and the app goes on signed out. When the server cannot be asked,
 * the token is kept: it may well be valid.
 */
export async function verifySession(): Promise<void> {
  const token = readSessionToken();
  if (!token) return;
  try {
    const { data } = await apolloClient.query({ query: ViewerDocument, fetchPolicy: 'network-only' });
    // A login in the meantime brought a new token, which this answer says nothing about.
    if (data?.viewer.signedIn || readSessionToken() !== token) return;
  } catch {
    return;
  }
  await forgetSession();
}
