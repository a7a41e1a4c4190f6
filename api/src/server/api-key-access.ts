import type { ApolloServerPlugin } from '@apollo/server';
import { apiKeyHeaderName } from '@esvd/schema/rules/api-keys';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { NextFunction, Request, Response } from 'express';
import { GraphQLError } from 'graphql';
import type { Principal } from '../core/caller.ts';
import type { Context } from '../core/context.ts';
import { mapError } from '../core/errors.ts';
import { bearerToken, principalForToken } from '../modules/accounts/index.ts';
import { principalForApiKey, refuseApiKeyWrites } from '../modules/api-keys/index.ts';

/**
 * Who calls over HTTP, for GraphQL and REST alike: the API key of the X-API-Key header when one is sent (a bad one
 * is refused, never read as a visitor), else the session of the bearer token, else nobody.
 */
export function principalForRequest(em: EntityManager, request: Request, apiKeyRequestsPerMinute: number) {
  const apiKey = request.get(apiKeyHeaderName);
  return apiKey === undefined
    ? principalForToken(em, bearerToken(request.headers.authorization))
    : principalForApiKey(em, apiKey.trim(), apiKeyRequestsPerMinute);
}

/** REST: an API key reads with GET (and HEAD) only. */
export function restReadOnlyForApiKeys(principalOf: (response: Response) => Principal) {
  return (request: Request, response: Response, next: NextFunction) => {
    try {
      refuseApiKeyWrites(principalOf(response), ['GET', 'HEAD'].includes(request.method) ? 'read' : 'write');
      next();
    } catch (error) {
      next(error);
    }
  };
}

/** GraphQL: an API key runs queries only; a mutation or a subscription is refused (403) before any resolver runs. */
export const graphqlReadOnlyForApiKeys: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ contextValue, operation }) {
        try {
          refuseApiKeyWrites(contextValue.principal, operation?.operation === 'query' ? 'read' : 'write');
        } catch (error) {
          const { message, code, status } = mapError(error);
          throw new GraphQLError(message, { extensions: { code, status, http: { status } } });
        }
      },
    };
  },
};
