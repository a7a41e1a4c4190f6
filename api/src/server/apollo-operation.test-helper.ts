import { ApolloServer, type ApolloServerOptions, type GraphQLRequest } from '@apollo/server';

/** Runs one operation on an Apollo server made for it (tests): the HTTP status and the single result. */
export async function runOperation(options: ApolloServerOptions<Record<string, never>>, request: GraphQLRequest) {
  const server = new ApolloServer(options);
  await server.start();
  try {
    const response = await server.executeOperation(request);
    if (response.body.kind !== 'single') throw new Error('expected a single result');
    return { status: response.http.status, ...response.body.singleResult };
  } finally {
    await server.stop();
  }
}
