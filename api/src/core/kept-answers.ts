import { createHash } from 'node:crypto';
import { constants, gzipSync } from 'node:zlib';

/** Shorter answers are sent as they are (as answer-compression.ts does). */
const minimumGzipBytes = 1024;

/**
 * A JSON answer made once for many requests: its text, gzipped, and its entity tag. A REST route that returns one
 * sends it without serialising or compressing it again, and answers a client that already has it with 304.
 */
export class PreparedJson {
  readonly text: Buffer;
  /** Null when the text is too short to be worth it. */
  readonly gzipped: Buffer | null;
  /** Weak, as the same entity is sent gzipped or not. */
  readonly etag: string;

  constructor(value: unknown) {
    this.text = Buffer.from(JSON.stringify(value));
    // Made once, so the smallest answer is worth the time.
    this.gzipped =
      this.text.length >= minimumGzipBytes ? gzipSync(this.text, { level: constants.Z_BEST_COMPRESSION }) : null;
    this.etag = `W/"${createHash('sha256').update(this.text).digest('base64url').slice(0, 32)}"`;
  }
}

/**
 * Answers computed once and kept in this process until `forget()`: for slow-changing data whose every change
 * arrives as an event (EventBus.watch), which calls it. Concurrent requests for a missing answer share one
 * computation; a failed one is not kept.
 */
export class KeptAnswers<T> {
  private readonly kept = new Map<string, Promise<T>>();

  get(key: string, compute: () => Promise<T>): Promise<T> {
    const kept = this.kept.get(key);
    if (kept) return kept;
    const computing = compute();
    this.kept.set(key, computing);
    computing.catch(() => {
      if (this.kept.get(key) === computing) this.kept.delete(key);
    });
    return computing;
  }

  /** A computation under way is dropped too: it may have read what the change replaced. */
  forget(): void {
    this.kept.clear();
  }
}
