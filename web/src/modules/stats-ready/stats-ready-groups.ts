import { compareCodes } from '../common/reference-lists/reference-tree.ts';

/** An ESVD 2.0 entry as Summary Stats Admin needs it. */
export interface StatsReadyEntry {
  id: number;
  code: string;
  label: string;
  level: number;
  parentId: number | null;
  statsReady: boolean | null;
}

export interface BiomeEcozones {
  biome: StatsReadyEntry;
  ecozones: StatsReadyEntry[];
}

/** How an ecozone reads on the page (spec 001 §2): "code - label". */
export const ecozoneName = (entry: { code: string; label: string }): string => `${entry.code} - ${entry.label}`;

/**
 * Each biome (level 1) with its ecozones (level 2), both in code order ("1.9" before "1.10"); the ecosystems below
 * them have no flag of their own on this page.
 */
export function biomeEcozones(entries: readonly StatsReadyEntry[]): BiomeEcozones[] {
  const byCode = (a: StatsReadyEntry, b: StatsReadyEntry) => compareCodes(a.code, b.code);
  return entries
    .filter((entry) => entry.level === 1)
    .sort(byCode)
    .map((biome) => ({
      biome,
      ecozones: entries.filter((entry) => entry.level === 2 && entry.parentId === biome.id).sort(byCode),
    }));
}
