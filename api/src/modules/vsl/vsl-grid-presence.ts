import type { EventBus } from '../../core/events.ts';
import type { Logger } from '../../core/logger.ts';
import type { VslGridLeases } from './vsl-grid-leases.ts';
import { vslGridPresence } from './vsl-grid-notices.ts';

/** How often at most a process reads the admins online for its grids. */
export const presenceBatchMs = 1000;

/**
 * The admins online, as the grids of this process hear of them. Every join, leave or lapse (on any process) only
 * marks the list stale; at most once per `presenceBatchMs` the process reads it once and hands it to each of its
 * grids. Were each change sent to each grid, a grid's watchers joining together would cost the square of their number.
 */
export class VslGridPresence {
  private readonly watchers = new Set<(onlineAdmins: string[]) => void>();
  private readonly changes: AsyncIterator<unknown>;
  private stale = false;
  private reading = false;
  private timer: NodeJS.Timeout | undefined;
  private lastReadAt = 0;

  constructor(
    events: EventBus,
    private readonly leases: VslGridLeases,
    private readonly logger: Logger,
  ) {
    this.changes = (events.subscribe(vslGridPresence) as AsyncIterable<unknown>)[Symbol.asyncIterator]();
    this.hear().catch((error: unknown) => logger.warn(`The VSL grid stopped hearing presence changes: ${error}`));
  }

  /** `deliver` gets the admins online after each batch that read them, until the returned function is called. */
  watch(deliver: (onlineAdmins: string[]) => void): () => void {
    this.watchers.add(deliver);
    return () => this.watchers.delete(deliver);
  }

  stop(): void {
    clearTimeout(this.timer);
    void this.changes.return?.();
  }

  private async hear(): Promise<void> {
    for (let next = await this.changes.next(); !next.done; next = await this.changes.next()) this.changed();
  }

  private changed(): void {
    this.stale = true;
    if (this.timer || this.reading || !this.watchers.size) return;
    const wait = Math.max(0, this.lastReadAt + presenceBatchMs - Date.now());
    this.timer = setTimeout(() => void this.read(), wait).unref();
  }

  private async read(): Promise<void> {
    this.timer = undefined;
    this.reading = true;
    // A change heard while reading may be missing from what is read: it marks the list stale again.
    this.stale = false;
    this.lastReadAt = Date.now();
    try {
      const onlineAdmins = await this.leases.onlineAdmins();
      for (const deliver of this.watchers) deliver(onlineAdmins);
    } catch (error) {
      this.logger.warn(`The admins online of the VSL grid could not be read: ${error}`);
    } finally {
      this.reading = false;
      if (this.stale) this.changed();
    }
  }
}
