/**
 * A small seeded pseudo-random generator (mulberry32): the same seed gives the same sequence on every
 * machine, which is what makes the demo dataset reproducible. Not for anything secret.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** An independent stream derived from this seed and a label, so adding draws elsewhere does not shift it. */
  static derive(seed: number, label: string): Random {
    let hash = 2166136261 ^ seed;
    for (let index = 0; index < label.length; index++) hash = Math.imul(hash ^ label.charCodeAt(index), 16777619);
    return new Random(hash);
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Uniform in [min, max). */
  between(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  /** Integer in [min, max], both ends included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (!items.length) throw new Error('Cannot pick from an empty list');
    return items[Math.floor(this.next() * items.length)];
  }

  /** Up to `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const pool = [...items];
    const taken: T[] = [];
    while (taken.length < count && pool.length) taken.push(pool.splice(Math.floor(this.next() * pool.length), 1)[0]);
    return taken;
  }

  /** Standard normal draw (Box-Muller). */
  normal(): number {
    const u = 1 - this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next());
  }

  /** Log-normal draw with the given median and log-space standard deviation. */
  logNormal(median: number, sigma: number): number {
    return median * Math.exp(sigma * this.normal());
  }

  /** A date uniformly between two instants. */
  date(from: Date, to: Date): Date {
    return new Date(this.between(from.getTime(), to.getTime()));
  }
}

/** Picks items in proportion to their weights; the cumulative table is built once and searched by bisection. */
export class WeightedPicker<T> {
  private readonly cumulative: number[] = [];
  private readonly total: number;

  constructor(
    private readonly items: readonly T[],
    weightOf: (item: T) => number,
  ) {
    let sum = 0;
    for (const item of items) {
      sum += Math.max(0, weightOf(item));
      this.cumulative.push(sum);
    }
    if (!(sum > 0)) throw new Error('WeightedPicker needs at least one positive weight');
    this.total = sum;
  }

  pick(random: Random): T {
    const target = random.next() * this.total;
    let low = 0;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.cumulative[middle] > target) high = middle;
      else low = middle + 1;
    }
    return this.items[low];
  }
}
