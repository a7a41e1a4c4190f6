import type { TreeNodeData } from '@mantine/core';

/** An entry of a reference list as the filters need it. */
export interface ReferenceOption {
  id: number;
  code: string;
  label: string;
  parentId: number | null;
}

/** "1.1.9" before "1.1.10": codes compare part by part as numbers (spec 000 §9). */
export const compareCodes = (a: string, b: string): number =>
  a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' });

/** How a hierarchical entry reads in a filter: its code, which people who know the classification look for, first. */
export const codedLabel = (entry: { code: string; label: string }): string => `${entry.code} ${entry.label}`;

/** A record's entries with their codes ("2.4 Coastal wetlands; ..."), for lists whose codes and names come in step. */
export const codedList = (codes: readonly string[], names: readonly string[]): string =>
  names.map((name, index) => (codes[index] ? `${codes[index]} ${name}` : name)).join('; ');

/**
 * A hierarchical list (TEEB services and sub-services, CICES sections to classes, ESVD 2.0 biomes, ecozones and
 * ecosystems, SEEA) as the tree a tree select shows, siblings in numeric code order. An entry whose parent is not in
 * the list is shown at the top rather than lost.
 */
export function referenceTree(entries: ReferenceOption[]): TreeNodeData[] {
  const ids = new Set(entries.map((entry) => entry.id));
  const childrenOf = new Map<number | null, ReferenceOption[]>();
  for (const entry of entries) {
    const parent = entry.parentId !== null && ids.has(entry.parentId) ? entry.parentId : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), entry]);
  }
  const nodesUnder = (parent: number | null): TreeNodeData[] =>
    (childrenOf.get(parent) ?? [])
      .sort((a, b) => compareCodes(a.code, b.code))
      .map((entry) => {
        const children = nodesUnder(entry.id);
        return { value: String(entry.id), label: codedLabel(entry), ...(children.length ? { children } : {}) };
      });
  return nodesUnder(null);
}
