/** A logarithmic axis over whole decades, for values that span several orders of magnitude. */
export interface LogScale {
  /** Where a positive value sits on the axis, from 0 (left) to 100 (right). */
  percentOf(value: number): number;
  ticks: { value: number; label: string; percent: number }[];
}

/** More decades than this get a label on every other one, so the labels never run into each other. */
const maxLabelledDecades = 6;

const magnitudes: [value: number, suffix: string][] = [
  [1e9, 'B'],
  [1e6, 'M'],
  [1e3, 'k'],
];

/** Short labels ("10k", "1M", "0.01"), so that a decade's label fits beside the next even on a phone. */
export function tickLabel(value: number): string {
  const magnitude = magnitudes.find(([size]) => value >= size);
  if (magnitude) return `${Number((value / magnitude[0]).toPrecision(1))}${magnitude[1]}`;
  return String(Number(value.toPrecision(1)));
}

/**
 * The axis from the decade at or below the smallest value to the decade at or above the largest; at least one
 * decade wide. The summary statistics only hold positive values (spec 000 §9 counts nonzero ones on a log10 scale).
 */
export function logScale(values: number[]): LogScale {
  const positive = values.filter((value) => value > 0 && Number.isFinite(value));
  const low = positive.length ? Math.floor(Math.log10(Math.min(...positive))) : 0;
  const highest = positive.length ? Math.ceil(Math.log10(Math.max(...positive))) : 1;
  const high = Math.max(highest, low + 1);
  const span = high - low;
  const percentOf = (value: number) =>
    Math.min(100, Math.max(0, ((Math.log10(Math.max(value, 10 ** low)) - low) / span) * 100));
  const step = span > maxLabelledDecades ? 2 : 1;
  const ticks = [];
  for (let exponent = low; exponent <= high; exponent += step) {
    const value = 10 ** exponent;
    ticks.push({ value, label: tickLabel(value), percent: percentOf(value) });
  }
  return { percentOf, ticks };
}
