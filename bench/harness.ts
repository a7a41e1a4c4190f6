import { performance } from 'node:perf_hooks';
import { answerStepNames } from '../api/src/server/answer-timing.ts';

export interface Measurement {
  name: string;
  samples: number[];
  /** The api's steps for each sample, in ms by name, where the call's answers carry a Server-Timing header. */
  answerSteps?: Record<string, number>[];
}

/** A call to time: its name and what it runs. */
export interface Timed {
  name: string;
  run: () => Promise<unknown>;
}

/**
 * Times a call and its baseline in alternation, the call first in one round and the baseline first in the
 * next: the machine's slower and faster moments (another process, the kernel reclaiming memory) then weigh
 * on both alike, and their ratio describes the call rather than when each happened to run.
 */
export async function compare(subject: Timed, baseline: Timed, iterations: number): Promise<Comparison> {
  // Warm up caches and the JIT so the figures describe the steady state: half as many rounds as are
  // measured, at least five. V8 goes on optimising the api's paths for a few dozen requests, and a median
  // taken over the first ones describes unoptimised code.
  const warmupRounds = Math.max(Math.min(5, iterations), Math.ceil(iterations / 2));
  for (let i = 0; i < warmupRounds; i++) {
    await subject.run();
    await baseline.run();
  }
  const measurements = new Map<Timed, Measurement & { answerSteps: Record<string, number>[] }>([
    [subject, { name: subject.name, samples: [], answerSteps: [] }],
    [baseline, { name: baseline.name, samples: [], answerSteps: [] }],
  ]);
  for (let i = 0; i < iterations; i++) {
    for (const timed of i % 2 === 0 ? [subject, baseline] : [baseline, subject]) {
      const started = performance.now();
      const result = await timed.run();
      const measurement = measurements.get(timed)!;
      measurement.samples.push(performance.now() - started);
      const steps = (result as { serverTiming?: Record<string, number> } | undefined)?.serverTiming;
      if (steps && 'total' in steps) measurement.answerSteps.push(steps);
    }
  }
  const withSteps = ({ answerSteps, ...measurement }: Measurement & { answerSteps: Record<string, number>[] }) =>
    answerSteps.length === measurement.samples.length ? { ...measurement, answerSteps } : measurement;
  return { subject: withSteps(measurements.get(subject)!), baseline: withSteps(measurements.get(baseline)!) };
}

export function percentile(samples: number[], fraction: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const position = (sorted.length - 1) * fraction;
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  return sorted[lower] + (sorted[upper] - sorted[lower]) * (position - lower);
}

export interface Comparison {
  subject: Measurement;
  baseline: Measurement;
}

/** One line per comparison: the subject's median and p95, the baseline's median, and their ratio. */
export function report(comparisons: Comparison[]): string {
  const rows = comparisons.map(({ subject, baseline }) => {
    const subjectMedian = percentile(subject.samples, 0.5);
    const baselineMedian = percentile(baseline.samples, 0.5);
    return [
      subject.name,
      subjectMedian.toFixed(2),
      percentile(subject.samples, 0.95).toFixed(2),
      baseline.name,
      baselineMedian.toFixed(2),
      (subjectMedian / baselineMedian).toFixed(2),
    ];
  });
  return table(['measure', 'median ms', 'p95 ms', 'baseline', 'baseline median ms', 'ratio'], rows);
}

export interface Target {
  name: string;
  measured: string;
  limit: string;
  met: boolean;
}

/** One line per target of the issue: what was measured, the limit, and whether it is met. */
export function targetReport(targets: Target[]): string {
  const rows = targets.map((target) => [target.name, target.measured, target.limit, target.met ? 'met' : 'NOT MET']);
  return table(['target', 'measured', 'limit', ''], rows);
}

/** Columns padded to their widest cell, the header underlined. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column])).join('  ');
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

/**
 * Where each call's time goes, for the comparisons whose answers carried the api's steps: the median of each step,
 * the api's total until its headers, the rest (outside the api: the round trip, the transfer, the client's gunzip and
 * JSON parse, and a streamed answer's compression), the SQL floor, and the api's own work (execution or handler)
 * beyond that floor. Medians of each column; they add up only roughly.
 */
export function answerStepsReport(comparisons: Comparison[]): string {
  const ms = (value: number | undefined) => (value === undefined ? '-' : value.toFixed(2));
  const stepMedian = (steps: Record<string, number>[], name: string) =>
    steps.some((step) => name in step)
      ? percentile(
          steps.map((step) => step[name] ?? 0),
          0.5,
        )
      : undefined;
  const rows = comparisons
    .filter(({ subject }) => subject.answerSteps)
    .map(({ subject, baseline }) => {
      const steps = subject.answerSteps!;
      const floor = percentile(baseline.samples, 0.5);
      const work = (stepMedian(steps, 'execution') ?? 0) + (stepMedian(steps, 'handler') ?? 0);
      const outside = subject.samples.map((sample, index) => sample - steps[index].total);
      return [
        subject.name,
        ms(percentile(subject.samples, 0.5)),
        ...answerStepNames.map((name) => ms(stepMedian(steps, name))),
        ms(stepMedian(steps, 'total')),
        ms(percentile(outside, 0.5)),
        `${ms(floor)} (${baseline.name})`,
        ms(work - floor),
      ];
    });
  return table(
    ['call', 'median', ...answerStepNames, 'api total', 'outside the api', 'SQL floor', 'work - floor'],
    rows,
  );
}
