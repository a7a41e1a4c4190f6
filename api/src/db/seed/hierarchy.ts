/** One entry of a reference list as the curated data states it. */
export interface ReferenceSeedEntry {
  code: string;
  label: string;
  /** Where the entry came from: classification, edition, package, or "curated for this product". */
  source: string;
  /** Code of the parent in the same list; absent for a top-level entry. */
  parentCode?: string;
  /** List-specific columns by property name (Country.alpha2, Currency.isoCode, statsReady, ...). */
  extra?: Record<string, string | number | boolean | null>;
}

/** An entry with everything the table needs: id, materialised path, level, order and parent id. */
export interface ReferenceSeedRow extends ReferenceSeedEntry {
  id: number;
  path: string;
  level: number;
  isSub: boolean;
  sortOrder: number;
  parentId: number | null;
}

const numericSegment = /^\d+$/;

/**
 * Orders codes the way people read them: dot-separated segments compared as numbers where they are
 * numbers ("1.1.9" before "1.1.10"), numbers before letters ("1.3.1" before "1.3.X"), a parent
 * before its children ("5" before "5.1").
 */
export function compareCodes(left: string, right: string): number {
  const leftParts = left.split('.');
  const rightParts = right.split('.');
  for (let index = 0; index < Math.min(leftParts.length, rightParts.length); index++) {
    const a = leftParts[index];
    const b = rightParts[index];
    if (a === b) continue;
    const aNumeric = numericSegment.test(a);
    const bNumeric = numericSegment.test(b);
    if (aNumeric && bNumeric) return Number(a) - Number(b) || a.localeCompare(b);
    if (aNumeric !== bNumeric) return aNumeric ? -1 : 1;
    return a < b ? -1 : 1;
  }
  return leftParts.length - rightParts.length;
}

/**
 * Turns a list's entries into table rows: parents before children, siblings ordered by code (or kept
 * in the given order for curated flat lists), ids and sortOrder numbered 1..n in that pre-order, so
 * ordering by sortOrder shows the tree as it should read. Refuses duplicate codes and unknown parents.
 */
export function buildReferenceRows(
  entries: readonly ReferenceSeedEntry[],
  siblingOrder: 'code' | 'given' = 'code',
): ReferenceSeedRow[] {
  const byCode = new Map<string, ReferenceSeedEntry>();
  const children = new Map<string | undefined, ReferenceSeedEntry[]>();
  for (const entry of entries) {
    if (byCode.has(entry.code)) throw new Error(`Duplicate reference code "${entry.code}"`);
    byCode.set(entry.code, entry);
  }
  for (const entry of entries) {
    if (entry.parentCode !== undefined && !byCode.has(entry.parentCode)) {
      throw new Error(`Reference code "${entry.code}" names an unknown parent "${entry.parentCode}"`);
    }
    const siblings = children.get(entry.parentCode) ?? [];
    siblings.push(entry);
    children.set(entry.parentCode, siblings);
  }

  const rows: ReferenceSeedRow[] = [];
  const visit = (parent: ReferenceSeedRow | undefined) => {
    const siblings = [...(children.get(parent?.code) ?? [])];
    if (siblingOrder === 'code') siblings.sort((a, b) => compareCodes(a.code, b.code));
    for (const entry of siblings) {
      const row: ReferenceSeedRow = {
        ...entry,
        id: rows.length + 1,
        sortOrder: rows.length + 1,
        path: parent ? `${parent.path}/${entry.code}` : entry.code,
        level: parent ? parent.level + 1 : 1,
        isSub: parent !== undefined,
        parentId: parent?.id ?? null,
      };
      rows.push(row);
      visit(row);
    }
  };
  visit(undefined);
  if (rows.length !== entries.length) throw new Error('Reference entries form a cycle');
  return rows;
}
