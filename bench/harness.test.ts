import { describe, expect, it } from 'vitest';
import { answerStepsReport, compare, percentile, report } from './harness.ts';

describe('benchmark harness', () => {
  it('interpolates percentiles linearly between samples', () => {
    expect(percentile([4, 1, 3, 2], 0.5)).toBe(2.5);
    expect(percentile([10, 20], 0.95)).toBeCloseTo(19.5);
  });

  it('times a call and its baseline in alternation, each going first every other round', async () => {
    const calls: string[] = [];
    const timed = (name: string) => ({ name, run: async () => void calls.push(name) });
    const comparison = await compare(timed('api'), timed('sql'), 4);
    // Four warm-up rounds, then four measured ones.
    expect(calls).toHaveLength(16);
    expect(calls.slice(8)).toEqual(['api', 'sql', 'sql', 'api', 'api', 'sql', 'sql', 'api']);
    expect(comparison.subject.name).toBe('api');
    expect(comparison.subject.samples).toHaveLength(4);
    expect(comparison.baseline.samples).toHaveLength(4);
  });

  it('warms up for half as many rounds as it measures, at least five', async () => {
    let runs = 0;
    const counted = { name: 'api', run: async () => void runs++ };
    await compare(counted, { name: 'sql', run: async () => {} }, 100);
    expect(runs).toBe(150);
    runs = 0;
    await compare(counted, { name: 'sql', run: async () => {} }, 6);
    expect(runs).toBe(11);
  });

  it('reports the ratio of the medians', () => {
    const table = report([
      { subject: { name: 'api', samples: [3, 3, 3] }, baseline: { name: 'sql', samples: [2, 2, 2] } },
    ]);
    expect(table).toMatch(/api\s+3\.00\s+3\.00\s+sql\s+2\.00\s+1\.50/);
  });

  it("keeps the api's steps of each measured answer and says where the time goes", async () => {
    let call = 0;
    const api = { name: 'api', run: async () => ({ serverTiming: { execution: 4 + (call++ % 2), total: 6 } }) };
    const comparison = await compare(api, { name: 'sql', run: async () => undefined }, 4);
    expect(comparison.subject.answerSteps).toHaveLength(4);
    expect(comparison.baseline.answerSteps).toBeUndefined();
    const table = answerStepsReport([
      {
        subject: { ...comparison.subject, samples: [10, 10, 10, 10] },
        baseline: { name: 'sql', samples: [3, 3, 3, 3] },
      },
    ]);
    // Execution's median 4.5; outside the api 10 - 6; the work beyond the floor 4.5 - 3.
    expect(table).toMatch(/api\s+10\.00\s+-\s+-\s+4\.50\s+-\s+-\s+-\s+6\.00\s+4\.00\s+3\.00 \(sql\)\s+1\.50/);
  });
});
