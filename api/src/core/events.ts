import { Repeater } from '@graphql-yoga/subscription';
import type { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { PubSub } from 'type-graphql';
import { listenForEvents, notifyEvent } from './events.sql.ts';
import type { Logger } from './logger.ts';
import { executeIn } from './sql.ts';

interface Envelope {
  topic: string;
  payload: unknown;
}

/** Events a subscriber may leave unread before its stream ends (a Repeater refuses more than 1,024 at once). */
export const maxUnreadEvents = 1000;
export const laggingSubscriberMessage =
  'This subscription fell too far behind its events and was ended: subscribe again to start from the current state.';

/**
 * The subscribers of each topic in this process. A subscriber that leaves too many events unread (a client that
 * stopped reading its websocket) has its stream ended with an error instead of queueing without limit; publishing
 * never throws on its account.
 */
export class LocalTopics {
  private readonly subscribers = new Map<string, Set<(payload: unknown) => void>>();

  publish(topic: string, payload: unknown): void {
    for (const deliver of this.subscribers.get(topic) ?? []) deliver(payload);
  }

  /** Calls `deliver` for each event of `topic` as it is published, for as long as the process runs. */
  watch(topic: string, deliver: (payload: unknown) => void): void {
    this.subscribers.set(topic, (this.subscribers.get(topic) ?? new Set()).add(deliver));
  }

  subscribe(topic: string): AsyncIterable<unknown> {
    return new Repeater<unknown>(async (push, stop) => {
      let unread = 0;
      const deliver = (payload: unknown) => {
        if (unread >= maxUnreadEvents) {
          stop(new Error(laggingSubscriberMessage));
          return;
        }
        unread++;
        void push(payload).then(
          () => unread--,
          () => undefined,
        );
      };
      const topicSubscribers = this.subscribers.get(topic) ?? new Set();
      this.subscribers.set(topic, topicSubscribers.add(deliver));
      await stop;
      topicSubscribers.delete(deliver);
      if (!topicSubscribers.size) this.subscribers.delete(topic);
    });
  }
}

/**
 * Events through PostgreSQL LISTEN/NOTIFY, so a subscriber on any api process hears a change made
 * on any other. A notification sent inside a transaction is delivered only when it commits, which is
 * exactly "published after commit"; a rolled-back change publishes nothing. Payloads stay small
 * (PostgreSQL caps them at 8000 bytes): send ids and a few fields, not records.
 */
export class EventBus implements PubSub {
  private readonly local = new LocalTopics();
  private readonly sessions = new Map<string, (subscriber: unknown) => AsyncIterable<unknown>>();
  private readonly reconnectWatchers = new Set<() => void>();
  private listener?: pg.Client;
  private closed = false;

  private constructor(
    private readonly databaseUrl: string,
    private readonly logger: Logger,
  ) {}

  static async start(databaseUrl: string, logger: Logger): Promise<EventBus> {
    const bus = new EventBus(databaseUrl, logger);
    await bus.listen();
    return bus;
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl });
    client.on('notification', (message) => {
      if (!message.payload) return;
      const { topic, payload } = JSON.parse(message.payload) as Envelope;
      this.local.publish(topic, payload);
    });
    client.on('error', (error) => {
      this.logger.warn(`Event listener lost its connection (${error.message}); reconnecting`);
      void this.reconnect(client);
    });
    await client.connect();
    await client.query(listenForEvents.toQuery());
    this.listener = client;
  }

  private async reconnect(broken: pg.Client): Promise<void> {
    await broken.end().catch(() => undefined);
    for (let attempt = 1; !this.closed; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, Math.min(250 * 2 ** attempt, 10_000)));
      try {
        await this.listen();
        this.logger.info('Event listener reconnected');
        for (const watcher of this.reconnectWatchers) watcher();
        return;
      } catch (error) {
        this.logger.warn(`Event listener reconnect attempt ${attempt} failed: ${(error as Error).message}`);
      }
    }
  }

  /** Publishes as part of the caller's transaction: delivered to every process on commit. */
  async publishWithin(em: EntityManager, topic: string, payload: unknown): Promise<void> {
    const envelope: Envelope = { topic, payload };
    await executeIn(em, notifyEvent(envelope));
  }

  /** Publishes as part of the transaction open on `client` (raw SQL work): delivered to every process on commit. */
  async publishIn(client: pg.ClientBase, topic: string, payload: unknown): Promise<void> {
    const envelope: Envelope = { topic, payload };
    await client.query(notifyEvent(envelope).toQuery());
  }

  /** Publishes at once, outside any transaction (type-graphql's PubSub contract). */
  publish(topic: string, ...args: unknown[]): void {
    const envelope: Envelope = { topic, payload: args[0] };
    this.listener
      ?.query(notifyEvent(envelope).toQuery())
      .catch((error: Error) => this.logger.error(`Could not publish ${topic}`, error));
  }

  /**
   * For what a process keeps in memory (caches): `changed(payload)` for each event of `topic` this process hears, and
   * `changed(undefined)` once the listener is back after losing its connection, as the events sent meanwhile are lost.
   */
  watch(topic: string, changed: (payload: unknown) => void): void {
    this.local.watch(topic, changed);
    this.reconnectWatchers.add(() => changed(undefined));
  }

  /**
   * A subscription of `topic` (with type-graphql's `topicId` as its subscriber) is a session the service opens:
   * for streams that start with a snapshot or hold something (presence) for as long as the subscriber listens.
   */
  serveSessions(topic: string, open: (subscriber: unknown) => AsyncIterable<unknown>): void {
    this.sessions.set(topic, open);
  }

  subscribe(topic: string, subscriber?: unknown): AsyncIterable<unknown> {
    const open = this.sessions.get(topic);
    return open ? open(subscriber) : this.local.subscribe(topic);
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.listener?.end().catch(() => undefined);
  }
}
