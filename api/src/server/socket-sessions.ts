import type { EntityManager } from '@mikro-orm/postgresql';
import { CloseCode, type Context as SocketContext } from 'graphql-ws';
import type { WebSocket } from 'ws';
import type { Logger } from '../core/logger.ts';
import { bearerToken, liveRolesOf } from '../modules/accounts/index.ts';

type WatchedContext = SocketContext<{ authorization?: unknown } | undefined, { socket: WebSocket }>;

/** How often the open signed-in websockets' sessions are read again: a change is acted on within this. */
export const sessionRecheckMs = 2_000;

/**
 * The signed-in websockets and the role each signed in with. Every `sessionRecheckMs` their sessions are read again
 * (one statement for all of them, in whichever api process holds the socket): a socket whose session ended (signed
 * out, expired, idle, its user disabled or its password reset) or whose user's role changed is closed with 4403, so
 * no subscription goes on delivering what its caller may no longer see.
 */
export class SocketSessions {
  private readonly sockets = new Map<WatchedContext, { token: string; role: string }>();
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly em: () => EntityManager,
    private readonly logger: Logger,
  ) {}

  async opened(context: WatchedContext): Promise<void> {
    const authorization = context.connectionParams?.authorization;
    const token = bearerToken(typeof authorization === 'string' ? authorization : undefined);
    if (!token) return;
    const role = (await liveRolesOf(this.em(), [token])).get(token);
    if (!role) return;
    this.sockets.set(context, { token, role });
    this.timer ??= setInterval(() => void this.recheck(), sessionRecheckMs).unref();
  }

  closed(context: WatchedContext): void {
    this.sockets.delete(context);
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private async recheck(): Promise<void> {
    if (!this.sockets.size) return;
    let roles: Map<string, string>;
    try {
      roles = await liveRolesOf(this.em(), [...new Set([...this.sockets.values()].map(({ token }) => token))]);
    } catch (error) {
      // The database is away: the sockets are read again at the next turn.
      this.logger.warn(`Could not read the websockets' sessions again: ${(error as Error).message}`);
      return;
    }
    for (const [context, { token, role }] of this.sockets) {
      if (roles.get(token) === role) continue;
      this.sockets.delete(context);
      context.extra.socket.close(CloseCode.Forbidden, 'Forbidden: the session ended or its rights changed');
    }
  }
}
