import { createClient, type Client, type FormattedExecutionResult } from 'graphql-ws';
import WebSocket from 'ws';
import { graphqlData, type Server } from './http.ts';

export interface Subscription<TData> {
  /** The next event, or a rejection when none arrives within `timeoutMs`. */
  next(timeoutMs?: number): Promise<FormattedExecutionResult<TData, unknown>>;
  close(): Promise<void>;
}

/** A graphql-ws client of the server (the same websocket the web app uses), signed in with `token` if given. */
const webSocketClient = (server: Server, token?: string): Client =>
  createClient({
    url: `${server.url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
  });

/**
 * Subscribes over graphql-ws (the same websocket the web app uses) and resolves once the server has
 * taken the subscription: a query sent after it on the same socket has come back, so an event
 * published from now on is delivered.
 */
export async function subscribe<TData = Record<string, unknown>>(
  server: Server,
  query: string,
  variables?: Record<string, unknown>,
  token?: string,
): Promise<Subscription<TData>> {
  const client = webSocketClient(server, token);
  const events = client.iterate<TData>({ query, variables });
  const roundTrip = await client.iterate({ query: '{ __typename }' }).next();
  if (roundTrip.value?.errors) throw new Error(`The websocket did not answer: ${JSON.stringify(roundTrip.value)}`);

  return {
    async next(timeoutMs = 10_000) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`No event within ${timeoutMs} ms for: ${query}`)), timeoutMs);
      });
      try {
        const event = await Promise.race([events.next(), timeout]);
        if (event.done) throw new Error(`The subscription ended without an event: ${query}`);
        return event.value;
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      await events.return?.(undefined);
      await client.dispose();
    },
  };
}

/**
 * One query or mutation over graphql-ws on a connection of its own: its result, or the errors of the server's
 * error message (a refused operation).
 */
export async function executeOverWebSocket<TData = Record<string, unknown>>(
  server: Server,
  query: string,
  variables?: Record<string, unknown>,
  token?: string,
): Promise<FormattedExecutionResult<TData, unknown>> {
  const client = webSocketClient(server, token);
  try {
    return await new Promise((resolve, reject) => {
      let result: FormattedExecutionResult<TData, unknown> | undefined;
      client.subscribe<TData>(
        { query, variables },
        {
          next: (value) => (result = value),
          error: (error) =>
            Array.isArray(error) ? resolve({ errors: error as FormattedExecutionResult['errors'] }) : reject(error),
          complete: () => (result ? resolve(result) : reject(new Error(`No result over the websocket for: ${query}`))),
        },
      );
    });
  } finally {
    await client.dispose();
  }
}

/**
 * Resolves once `listener` has heard every event committed before the call: events reach a process in commit
 * order, so once a database version made now through `writer` (with an admin's `token`) has reached a subscriber
 * on `listener`, so have they. `year` keeps each call's version apart.
 */
export async function eventsHeardBy(listener: Server, writer: Server, token: string, year: number): Promise<void> {
  const subscription = await subscribe<{ databaseVersionChanged: { label: string } }>(
    listener,
    'subscription { databaseVersionChanged { label } }',
  );
  try {
    const { createDatabaseVersion: made } = await graphqlData<{ createDatabaseVersion: { label: string } }>(
      writer,
      'mutation Create($input: DatabaseVersionInput!) { createDatabaseVersion(input: $input) { label } }',
      { input: { month: 0, year, version: 1, subversion: 0, referenceText: 'A later event' } },
      token,
    );
    const event = await subscription.next();
    if (event.data?.databaseVersionChanged.label !== made.label)
      throw new Error(`Heard ${JSON.stringify(event)} instead of ${made.label}`);
  } finally {
    await subscription.close();
  }
}
