import type { IncomingMessage } from 'node:http';
import { GraphQLError } from 'graphql';
import type { Context as SocketContext } from 'graphql-ws';

/**
 * How many operations may be under way over the websocket at once (subscriptions, mostly): per socket, per caller
 * (the bearer token a socket signed in with, or its address when it sent none), per address, and in all. Each holds
 * memory and its share of every event published: past these a caller is told which limit it met, not served.
 */
export const subscriptionLimits = { perSocket: 25, perCaller: 50, perAddress: 1_000, total: 10_000 } as const;

export const subscriptionLimitMessages = {
  perSocket: `A websocket runs at most ${subscriptionLimits.perSocket} operations at once; close some first.`,
  perCaller: `A caller runs at most ${subscriptionLimits.perCaller} websocket operations at once; close some first.`,
  perAddress: `An address runs at most ${subscriptionLimits.perAddress} websocket operations at once; close some first.`,
  total: 'The server runs as many websocket operations as it can take; try again later.',
} as const;

type LimitedContext = SocketContext<{ authorization?: unknown } | undefined, { request: IncomingMessage }>;

/**
 * The client's address as the HTTP side sees it (Express's `trust proxy` 'loopback'): a proxy on this machine's
 * `X-Forwarded-For` (the entry it added, the last), else the peer's.
 */
export function clientAddress(request: IncomingMessage): string {
  const peer = request.socket.remoteAddress ?? '';
  const forwarded = request.headers['x-forwarded-for'];
  const isLoopback = peer === '::1' || peer.startsWith('127.') || peer === '::ffff:127.0.0.1';
  if (!isLoopback || !forwarded) return peer;
  const entries = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded).split(',');
  return entries[entries.length - 1].trim() || peer;
}

const addressOf = ({ extra: { request } }: LimitedContext): string => clientAddress(request);

const callerOf = (context: LimitedContext): string => {
  const authorization = context.connectionParams?.authorization;
  return typeof authorization === 'string' && authorization
    ? `token:${authorization}`
    : `address:${addressOf(context)}`;
};

const underWay = (context: LimitedContext) => Object.keys(context.subscriptions).length;

/** The open sockets, and the limit an operation about to start would pass. */
export class SubscriptionLimiter {
  private readonly sockets = new Set<LimitedContext>();

  opened(context: LimitedContext): void {
    this.sockets.add(context);
  }

  closed(context: LimitedContext): void {
    this.sockets.delete(context);
  }

  /**
   * Why the operation `context` is starting must not start, if it must not. graphql-ws counts it among the socket's
   * own already; counted over the open sockets each time, so nothing is left over when one ends however it ends.
   */
  refusal(context: LimitedContext): GraphQLError | undefined {
    const refused = (limit: keyof typeof subscriptionLimits) =>
      new GraphQLError(subscriptionLimitMessages[limit], { extensions: { code: 'TOO_MANY_OPERATIONS', limit } });
    if (underWay(context) > subscriptionLimits.perSocket) return refused('perSocket');
    const caller = callerOf(context);
    const address = addressOf(context);
    let ofCaller = 0;
    let ofAddress = 0;
    let total = 0;
    for (const socket of this.sockets) {
      const count = underWay(socket);
      total += count;
      if (callerOf(socket) === caller) ofCaller += count;
      if (addressOf(socket) === address) ofAddress += count;
    }
    if (ofCaller > subscriptionLimits.perCaller) return refused('perCaller');
    if (ofAddress > subscriptionLimits.perAddress) return refused('perAddress');
    if (total > subscriptionLimits.total) return refused('total');
    return undefined;
  }
}
