import { describe, expect, it } from 'vitest';
import { percentile, report } from './harness.ts';

describe('benchmark harness', () => {
  it('interpolates percentiles linearly between samples', () => {
    expect(percentile([4, 1, 3, 2], 0.5)).toBe(2.5);
    expect(percentile([10, 20], 0.95)).toBeCloseTo(19.5);
  });

  it('reports the ratio of the medians', () => {
    const table = report([
      { subject: { name: 'api', samples: [3, 3, 3] }, baseline: { name: 'sql', samples: [2, 2, 2] } },
    ]);
    expect(table).toMatch(/api\s+3\.00\s+3\.00\s+sql\s+2\.00\s+1\.50/);
  });
});
