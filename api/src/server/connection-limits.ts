import type { IncomingMessage, Server } from 'node:http';
import type { Socket } from 'node:net';
import { clientAddress } from './subscription-limits.ts';

export const tooManyConnectionsMessage = 'This address has too many connections open; close some and try again.';

/**
 * Open connections per client address, capped (`perAddress`; 0: no cap), so that one address cannot take every
 * socket the server can hold with slow or idle connections. A connection counts under its peer's address; one from
 * a proxy on this machine moves, at each request, to the client its `X-Forwarded-For` names (the address every
 * other limit uses), so the proxy's clients are not counted as one.
 */
export class ConnectionLimiter {
  private readonly open = new Map<string, number>();
  private readonly holders = new WeakMap<Socket, string>();

  constructor(
    server: Server,
    private readonly perAddress: number,
  ) {
    server.on('connection', (socket: Socket) => {
      if (!this.take(socket, socket.remoteAddress ?? '')) socket.destroy();
      socket.once('close', () => this.release(socket));
    });
  }

  /** Counts the request's connection under its client: false when that client holds as many as it may already. */
  admits(request: IncomingMessage): boolean {
    const { socket } = request;
    const client = clientAddress(request);
    if (this.holders.get(socket) === client) return true;
    this.release(socket);
    return this.take(socket, client);
  }

  private take(socket: Socket, address: string): boolean {
    const count = this.open.get(address) ?? 0;
    if (this.perAddress && count >= this.perAddress) return false;
    this.open.set(address, count + 1);
    this.holders.set(socket, address);
    return true;
  }

  private release(socket: Socket): void {
    const address = this.holders.get(socket);
    if (address === undefined) return;
    this.holders.delete(socket);
    const left = (this.open.get(address) ?? 1) - 1;
    if (left > 0) this.open.set(address, left);
    else this.open.delete(address);
  }
}
