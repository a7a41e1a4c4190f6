import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { unwrapResolverError } from '@apollo/server/errors';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type NextFunction, type Request, type Response } from 'express';
import { GraphQLError, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import http, { type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../core/config.ts';
import { createContext, type Context } from '../core/context.ts';
import { mapError, type MappedError } from '../core/errors.ts';
import type { Logger } from '../core/logger.ts';
import { parsedRawJson, stringifyWithRawJson } from '../core/raw-json.ts';
import type { RestRoute } from '../core/rest.ts';
import { queryRows } from '../core/sql.ts';
import { databaseAnswers } from '../db/database.sql.ts';
import type { AccessPolicy } from '../modules/access/index.ts';
import { bearerToken, principalForToken } from '../modules/accounts/index.ts';
import { maxUploadBytes } from '../modules/uploads/uploads.rest.ts';
import { compressAnswers } from './answer-compression.ts';
import { answerTimingOf, executionTiming, noteArrival, timeAnswers, timedContext } from './answer-timing.ts';
import { graphqlReadOnlyForApiKeys, principalForRequest, restReadOnlyForApiKeys } from './api-key-access.ts';
import { unstorableTextPlugin } from './graphql-input-text.ts';
import { inputShapeProblem } from '../core/input-shape.ts';
import { ConnectionLimiter, tooManyConnectionsMessage } from './connection-limits.ts';
import { clientAddress, SubscriptionLimiter } from './subscription-limits.ts';
import { SocketSessions } from './socket-sessions.ts';
import { costLimitPlugin, graphqlLimits, limitedWebSocketOperation, limitRules } from './graphql-limits.ts';
import { buildRestRouter } from './rest-routes.ts';
import { securityHeaders } from './security-headers.ts';
import { serveWebApp } from './web-app.ts';

export interface HttpServer {
  server: http.Server;
  close(): Promise<void>;
}

/** Suggested studies carry up to 10 MB of documents as base64 (about 13.4 MB); every other body is small. */
const largestBodyBytes = 15 * 1024 * 1024;

const problemBody = (mapped: MappedError) => ({
  status: mapped.status,
  title: mapped.message,
  ...(mapped.problems.length ? { errors: mapped.problems } : {}),
});

const isGraphqlRequest = (request: Request) => request.baseUrl === '/graphql' || request.path.startsWith('/graphql');

/**
 * A refusal before a handler ran, in the words of the caller's API: GraphQL `errors` on /graphql (its clients read
 * nothing else), a problem object on the REST facade.
 */
function answerProblem(request: Request, response: Response, status: number, code: string, message: string): void {
  if (isGraphqlRequest(request)) {
    response.status(status).json({ errors: [{ message, extensions: { code, status } }] });
  } else {
    response.status(status).json({ status, title: message });
  }
}

/** Refuses a JSON body nested past the input limits (400) before any handler walks it (core/input-shape.ts). */
function shallowBodies(request: Request, response: Response, next: NextFunction): void {
  const problem = inputShapeProblem(request.body);
  if (problem) answerProblem(request, response, 400, 'BAD_USER_INPUT', problem);
  else next();
}

/**
 * One HTTP server: GraphQL over HTTP and graphql-ws on /graphql, the REST facade under /api,
 * /healthz, and the built web app with a fallback to index.html for client-side routes.
 */
export async function createHttpServer(options: {
  orm: MikroORM;
  config: Config;
  logger: Logger;
  /** The policy REST routes are checked against (GraphQL's is the schema's own). */
  access: AccessPolicy;
  schema: GraphQLSchema;
  restRoutes: readonly RestRoute[];
  /** What the web app's index page carries in its head as served (the dataset's JSON-LD). */
  indexHead: () => Promise<string>;
}): Promise<HttpServer> {
  const { orm, config, logger, access, schema, restRoutes, indexHead } = options;
  const app = express();
  const server = http.createServer(
    {
      headersTimeout: config.HEADERS_TIMEOUT_MS,
      requestTimeout: config.REQUEST_TIMEOUT_MS,
      // Node looks for requests past their time this often (30 s by default, longer than the headers may take).
      connectionsCheckingInterval: Math.min(5000, config.HEADERS_TIMEOUT_MS / 4),
    },
    app,
  );
  app.set('trust proxy', 'loopback');
  const connections = new ConnectionLimiter(server, config.CONNECTIONS_PER_ADDRESS);
  // Before ws takes the socket: a websocket is a connection too.
  server.prependListener('upgrade', (request: IncomingMessage, socket: Duplex) => {
    if (!connections.admits(request)) socket.destroy();
  });

  app.use(noteArrival);
  app.use(securityHeaders(config.mapOrigins));
  app.use((request, response, next) => {
    if (connections.admits(request)) return next();
    response.setHeader('Connection', 'close');
    answerProblem(request, response, 429, 'TOO_MANY_REQUESTS', tooManyConnectionsMessage);
  });
  app.use((request, response, next) => {
    const origin = request.headers.origin;
    if (origin && config.corsOrigins.includes(origin)) {
      response.setHeader('Access-Control-Allow-Origin', origin);
      response.setHeader('Vary', 'Origin');
      response.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, X-API-Key');
      response.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
      if (request.method === 'OPTIONS') return void response.status(204).end();
    }
    next();
  });

  app.get('/healthz', async (_request, response) => {
    try {
      await queryRows(orm.em, databaseAnswers);
      response.json({ status: 'ok' });
    } catch {
      response.status(503).json({ status: 'unavailable' });
    }
  });

  // Every API request gets its own context: a MikroORM fork and the caller behind the API key or bearer token.
  const withContext = async (request: Request, response: Response, next: NextFunction) => {
    try {
      const timing = answerTimingOf(response);
      timing?.step('request');
      const em = orm.em.fork();
      const principal = await principalForRequest(em, request, config.API_KEY_RATE_LIMIT);
      timing?.step('session');
      response.locals.context = createContext(principal, em, {
        ipAddress: request.ip,
        userAgent: request.headers['user-agent'],
      });
      next();
    } catch (error) {
      next(error);
    }
  };
  const contextOf = (response: Response) => response.locals.context as Context;

  // The same limits over HTTP and over the websocket, where any operation may be sent, not only subscriptions.
  const limits = graphqlLimits(config);
  // A message as large as the largest request body (a suggested study with its documents); ws would take 100 MB.
  const wsServer = new WebSocketServer({ server, path: '/graphql', maxPayload: largestBodyBytes });
  const subscriptionLimiter = new SubscriptionLimiter();
  const socketSessions = new SocketSessions(() => orm.em.fork(), logger);
  const limitedOperation = limitedWebSocketOperation(schema, limits);
  const wsCleanup = useServer<{ authorization?: string }, { request: IncomingMessage }>(
    {
      schema,
      onConnect: async (socket) => {
        subscriptionLimiter.opened(socket);
        await socketSessions.opened(socket);
      },
      onClose: (socket) => {
        subscriptionLimiter.closed(socket);
        socketSessions.closed(socket);
      },
      onSubscribe: (socket, id, payload) => {
        const refusal = subscriptionLimiter.refusal(socket);
        return refusal ? [refusal] : limitedOperation(socket, id, payload);
      },
      jsonMessageReplacer: parsedRawJson,
      // The address as over HTTP, so that what counts per address (sign-ups, sign-in failures) counts here too.
      context: async ({ connectionParams, extra: { request } }) => {
        const em = orm.em.fork();
        return createContext(await principalForToken(em, bearerToken(connectionParams?.authorization)), em, {
          ipAddress: clientAddress(request),
          userAgent: request.headers['user-agent'],
        });
      },
    },
    wsServer,
  );

  const statusFromErrors: ApolloServerPlugin = {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          // An operation that failed as a whole gets the HTTP status of its error, so REST-minded
          // clients see 4xx; partial results keep 200 as GraphQL expects.
          if (response.body.kind !== 'single' || response.body.singleResult.data != null) return;
          const statuses = (response.body.singleResult.errors ?? [])
            .map((error) => error.extensions?.status)
            .filter((status): status is number => typeof status === 'number');
          if (statuses.length) response.http.status = Math.max(...statuses);
          const retryAfter = response.body.singleResult.errors?.find((error) => error.extensions?.retryAfterSeconds);
          if (retryAfter) response.http.headers.set('Retry-After', String(retryAfter.extensions?.retryAfterSeconds));
        },
      };
    },
  };

  const apollo = new ApolloServer<Context>({
    schema,
    introspection: true,
    includeStacktraceInErrorResponses: false,
    // Answers with JSON made by PostgreSQL (map markers) take it as it is.
    stringifyResult: stringifyWithRawJson,
    parseOptions: { maxTokens: limits.maxTokens },
    validationRules: limitRules(limits),
    // main.ts owns SIGINT and SIGTERM. Apollo's own handlers (on unless NODE_ENV is test) stop Apollo alone and then
    // raise the signal again, which ended the process before the embedded PostgreSQL was stopped.
    stopOnTerminationSignals: false,
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer: server }),
      // No HTTP caching of GraphQL answers here; the default cache-control plugin would still wrap every
      // field's resolver to compute hints nobody reads.
      ApolloServerPluginCacheControlDisabled(),
      {
        async serverWillStart() {
          return {
            async drainServer() {
              socketSessions.stop();
              await wsCleanup.dispose();
            },
          };
        },
      },
      costLimitPlugin(schema, limits.maxCost),
      unstorableTextPlugin,
      graphqlReadOnlyForApiKeys,
      statusFromErrors,
      executionTiming,
    ],
    formatError: (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
      const original = unwrapResolverError(error);
      const ownGraphqlError =
        original instanceof GraphQLError &&
        !['UNAUTHORIZED', 'UNAUTHENTICATED'].includes(String(original.extensions?.code));
      if (ownGraphqlError) return formatted;
      const mapped = mapError(original);
      if (mapped.unexpected) logger.error('GraphQL operation failed', original);
      return {
        message: mapped.message,
        locations: formatted.locations,
        path: formatted.path,
        extensions: {
          code: mapped.code,
          status: mapped.status,
          ...(mapped.problems.length ? { problems: mapped.problems } : {}),
          ...(mapped.retryAfterSeconds ? { retryAfterSeconds: mapped.retryAfterSeconds } : {}),
        },
      };
    },
  });
  await apollo.start();

  const smallBody = [express.json({ limit: '2mb' }), shallowBodies];
  const attachmentBody = [express.json({ limit: largestBodyBytes }), shallowBodies];
  app.use('/api/suggeststudies', attachmentBody);
  // A workbook parsed by the browser, as JSON: about twice the bytes of the file (its 50 MB at most).
  app.use(
    ['/api/dataupload/uploadjsondataset', '/api/vsldataupload/uploadjsondataset'],
    express.json({ limit: 2 * maxUploadBytes }),
    shallowBodies,
  );

  // Every answer of the API as the client accepts it: map markers of a broad search run to megabytes and a search
  // page or a reference list to tens of kilobytes; JSON gzips to about a fifth, and so does a CSV download (an XLSX
  // file or a PDF is compressed already, and left as it is).
  // Each answer says what it cost in its Server-Timing header (answer-timing.ts).
  app.use(['/graphql', '/api'], compressAnswers(), timeAnswers());
  // GraphQL answers POSTs, which no client revalidates, yet Express would hash every answer whole for an ETag (a broad
  // search's map markers are megabytes): its routes are an application of their own, without ETags.
  const graphqlRoutes = express().disable('etag').disable('x-powered-by');
  graphqlRoutes.use(
    attachmentBody,
    withContext,
    expressMiddleware(apollo, { context: async ({ res }) => timedContext(contextOf(res), res) }),
  );
  app.use('/graphql', graphqlRoutes);

  app.use(
    '/api',
    smallBody,
    withContext,
    restReadOnlyForApiKeys((response) => contextOf(response).principal),
    buildRestRouter(restRoutes, access, (request) => contextOf(request.res!)),
  );
  app.use('/api', (request, response) => {
    response.status(404).json({ status: 404, title: `There is no API path ${request.method} ${request.originalUrl}.` });
  });

  serveWebApp(app, config.WEB_DIST, indexHead);

  app.use((error: unknown, request: Request, response: Response, _next: NextFunction) => {
    const bodyError = error as { type?: string };
    // The client left before its body arrived (or ran out of REQUEST_TIMEOUT_MS, answered 408): nobody to answer.
    if (bodyError?.type === 'request.aborted') return void response.end();
    if (bodyError?.type === 'entity.parse.failed') {
      return void answerProblem(request, response, 400, 'BAD_REQUEST', 'The request body is not valid JSON.');
    }
    if (bodyError?.type === 'entity.too.large') {
      return void answerProblem(request, response, 413, 'PAYLOAD_TOO_LARGE', 'The request body is too large.');
    }
    const mapped = mapError(error);
    if (mapped.unexpected) logger.error('Request failed', error);
    if (mapped.retryAfterSeconds) response.setHeader('Retry-After', String(mapped.retryAfterSeconds));
    if (isGraphqlRequest(request))
      return void answerProblem(request, response, mapped.status, mapped.code, mapped.message);
    response.status(mapped.status).type('application/problem+json').json(problemBody(mapped));
  });

  return {
    server,
    async close() {
      await apollo.stop();
      wsServer.close();
    },
  };
}
