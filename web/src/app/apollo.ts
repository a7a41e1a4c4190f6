import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';

import { bearerAuthorization } from './session-token.ts';

const graphqlPath = '/graphql';

function webSocketUrl(): string {
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

const link = ApolloLink.split(
  (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
  new GraphQLWsLink(subscriptionClient),
  ApolloLink.from([authorizationLink, httpLink]),
);

export const apolloClient = new ApolloClient({
  link,
  cache: new InMemoryCache(),
});
