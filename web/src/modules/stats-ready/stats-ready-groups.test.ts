import { describe, expect, it } from 'vitest';

import { biomeEcozones, ecozoneName, type StatsReadyEntry } from './stats-ready-groups.ts';

const entry = (id: number, code: string, level: number, parentId: number | null): StatsReadyEntry => ({
  id,
  code,
  label: `Entry ${code}`,
  level,
  parentId,
  statsReady: level === 2,
});

describe('biomeEcozones', () => {
  it('puts each biome with its own ecozones, both in numeric code order, and leaves the ecosystems out', () => {
    const entries = [
      entry(1, '10', 1, null),
      entry(2, '2', 1, null),
      entry(3, '2.10', 2, 2),
      entry(4, '2.9', 2, 2),
      entry(5, '2.9.1', 3, 4),
      entry(6, '10.1', 2, 1),
    ];
    expect(
      biomeEcozones(entries).map(({ biome, ecozones }) => [biome.code, ecozones.map((zone) => zone.code)]),
    ).toEqual([
      ['2', ['2.9', '2.10']],
      ['10', ['10.1']],
    ]);
  });

  it('keeps a biome without ecozones, with none', () => {
    expect(biomeEcozones([entry(1, '12', 1, null)])).toEqual([{ biome: entry(1, '12', 1, null), ecozones: [] }]);
  });
});

describe('ecozoneName', () => {
  it('reads "code - label"', () => {
    expect(ecozoneName({ code: '10.1', label: 'Semi-deserts' })).toBe('10.1 - Semi-deserts');
  });
});
