// The ledger of the live VSL grid benchmark: which edits were sent, and which subscriber heard which of them when.

/** A subscriber of the grid, with the api process it is subscribed through. */
export interface Listener {
  name: string;
  process: string;
}

/** An edit as sent: its row, the new value of its cell (unique to it), its section of the run and when it left. */
export interface SentEdit {
  id: number;
  value: string;
  section: string;
  sentAt: number;
}

export interface SectionSummary {
  edits: number;
  /** From just before the edit was sent until each other subscriber heard it, in ms (first deliveries only). */
  latencies: number[];
  /** From the first edit sent until the last of their deliveries, in ms. */
  spanMs: number;
  /** (edit, subscriber) pairs never heard; the editor is not expected to hear its own edits. */
  lost: number;
  /** Deliveries past the first of an edit to a subscriber. */
  duplicated: number;
  /** Deliveries of the editor's own edits to its own grid. */
  echoed: number;
}

/**
 * Who should hear each edit and who did: every subscriber but the editor exactly once, the editor never. An edited
 * event that matches no edit sent (another id or value) counts as unexpected.
 */
export class DeliveryLedger {
  private readonly edits = new Map<string, SentEdit>();
  /** Per listener: the arrival times of each edit's deliveries, by the edit's value. */
  private readonly heard = new Map<string, Map<string, number[]>>();
  unexpected = 0;

  constructor(
    private readonly listeners: Listener[],
    private readonly editor: string,
  ) {
    for (const listener of listeners) this.heard.set(listener.name, new Map());
  }

  sent(edit: SentEdit): void {
    this.edits.set(edit.value, edit);
  }

  /** An edit the api refused: nobody hears of it. */
  withdrawn(value: string): void {
    this.edits.delete(value);
  }

  received(listener: string, id: number | null | undefined, value: unknown, at: number): void {
    const edit = typeof value === 'string' ? this.edits.get(value) : undefined;
    const arrivals = this.heard.get(listener);
    if (!edit || edit.id !== id || !arrivals) {
      this.unexpected++;
      return;
    }
    arrivals.set(edit.value, [...(arrivals.get(edit.value) ?? []), at]);
  }

  /** Whether every subscriber but the editor heard each of `section`'s edits. */
  complete(section: string): boolean {
    return this.pairs(section).every(({ listener, arrivals }) => listener.name === this.editor || arrivals.length > 0);
  }

  /** A section's deliveries, to every subscriber or to those of one api process. */
  summary(section: string, process?: string): SectionSummary {
    const summary: SectionSummary = { edits: 0, latencies: [], spanMs: 0, lost: 0, duplicated: 0, echoed: 0 };
    let firstSent = Infinity;
    let lastHeard = -Infinity;
    for (const edit of this.edits.values()) {
      if (edit.section !== section) continue;
      summary.edits++;
      firstSent = Math.min(firstSent, edit.sentAt);
    }
    for (const { edit, listener, arrivals } of this.pairs(section, process)) {
      if (listener.name === this.editor) {
        summary.echoed += arrivals.length;
        continue;
      }
      if (!arrivals.length) summary.lost++;
      else summary.latencies.push(arrivals[0] - edit.sentAt);
      summary.duplicated += Math.max(0, arrivals.length - 1);
      lastHeard = Math.max(lastHeard, ...arrivals);
    }
    summary.spanMs = Math.max(0, lastHeard - firstSent);
    return summary;
  }

  /** Each edit of `section` with each subscriber (of `process`, if given) and the times it heard the edit. */
  private pairs(section: string, process?: string) {
    const pairs: { edit: SentEdit; listener: Listener; arrivals: number[] }[] = [];
    for (const edit of this.edits.values()) {
      if (edit.section !== section) continue;
      for (const listener of this.listeners) {
        if (process && listener.process !== process) continue;
        pairs.push({ edit, listener, arrivals: this.heard.get(listener.name)!.get(edit.value) ?? [] });
      }
    }
    return pairs;
  }
}
