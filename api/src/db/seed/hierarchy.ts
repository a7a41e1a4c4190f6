/** One entry of a reference list as the curated data states it. */
export interface ReferenceSeedEntry {
  code: string;
  label: string;
  /** Where the entry came from: classification, edition, package, or "curated for this product". */
  source: string;
  /**
   * Path of the parent in the same list ("5/5.3"; a top-level parent's path is its code); absent for a top-level
   * entry. A path rather than a code, because codes repeat across levels: TEEB sub-service 11 (Fish) sits under
   * service 1, beside the service 11 (Waste treatment).
   */
  parentPath?: string;
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

/** Where an entry sits: its parent's path and its code ("19/191"). */
const seedPathOf = (entry: ReferenceSeedEntry): string =>
  entry.parentPath === undefined ? entry.code : `${entry.parentPath}/${entry.code}`;

/**
 * Turns a list's entries into table rows: parents before children, siblings ordered by code (or kept
 * in the given order for curated flat lists), ids and sortOrder numbered 1..n in that pre-order, so
 * ordering by sortOrder shows the tree as it should read. Refuses what the database refuses: two siblings
 * with the same code or the same name (in any case), and unknown parents.
 */
export function buildReferenceRows(
  entries: readonly ReferenceSeedEntry[],
  siblingOrder: 'code' | 'given' = 'code',
): ReferenceSeedRow[] {
  const paths = new Set(entries.map(seedPathOf));
  const children = new Map<string | undefined, ReferenceSeedEntry[]>();
  const siblingKeys = new Set<string>();
  const claim = (entry: ReferenceSeedEntry, what: 'code' | 'name', value: string) => {
    const key = JSON.stringify([entry.parentPath ?? null, what, value.toLowerCase()]);
    if (siblingKeys.has(key))
      throw new Error(`Duplicate reference ${what} "${value}" under "${entry.parentPath ?? ''}"`);
    siblingKeys.add(key);
  };
  for (const entry of entries) {
    if (entry.parentPath !== undefined && !paths.has(entry.parentPath)) {
      throw new Error(`Reference code "${entry.code}" names an unknown parent "${entry.parentPath}"`);
    }
    claim(entry, 'code', entry.code);
    claim(entry, 'name', entry.label);
    const siblings = children.get(entry.parentPath) ?? [];
    siblings.push(entry);
    children.set(entry.parentPath, siblings);
  }

  const rows: ReferenceSeedRow[] = [];
  const visit = (parent: ReferenceSeedRow | undefined) => {
    const siblings = [...(children.get(parent?.path) ?? [])];
    if (siblingOrder === 'code') siblings.sort((a, b) => compareCodes(a.code, b.code));
    for (const entry of siblings) {
      const row: ReferenceSeedRow = {
        ...entry,
        id: rows.length + 1,
        sortOrder: rows.length + 1,
        path: seedPathOf(entry),
        level: parent ? parent.level + 1 : 1,
        isSub: parent !== undefined,
        parentId: parent?.id ?? null,
      };
      rows.push(row);
      visit(row);
    }
  };
  visit(undefined);
  return rows;
}
