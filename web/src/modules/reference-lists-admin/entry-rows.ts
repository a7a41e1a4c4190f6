import { maximumReferenceLevel } from '@esvd/schema/rules/reference-entries';

import { codedLabel, compareCodes } from '../common/reference-lists/reference-tree.ts';

/** What the admin table needs of an entry. */
export interface TreeEntry {
  id: number;
  code: string;
  label: string;
  sortOrder: number;
  parentId: number | null;
  /** Extra texts a search also looks in (a country's alpha-2 code, a currency's ISO code). */
  alpha2?: string | null;
  isoCode?: string | null;
}

/** A row of the table: the entry, how deep it sits (0 at the top) and whether it has sub-entries. */
export interface EntryRow<Entry extends TreeEntry> {
  entry: Entry;
  depth: number;
  hasChildren: boolean;
}

/** Siblings by their sort order, the admin's choice; equal sort orders by code, "1.9" before "1.10". */
const compareSiblings = (a: TreeEntry, b: TreeEntry): number =>
  a.sortOrder - b.sortOrder || compareCodes(a.code, b.code);

/** Each entry's sub-entries; an entry whose parent is not in the list is shown at the top rather than lost. */
function childrenByParent<Entry extends TreeEntry>(entries: readonly Entry[]): Map<number | null, Entry[]> {
  const ids = new Set(entries.map((entry) => entry.id));
  const children = new Map<number | null, Entry[]>();
  for (const entry of entries) {
    const parent = entry.parentId !== null && ids.has(entry.parentId) ? entry.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), entry]);
  }
  for (const siblings of children.values()) siblings.sort(compareSiblings);
  return children;
}

/** Whether an entry matches the search box: its code, label or extra codes contain the text, in any case. */
export function matchesSearch(entry: TreeEntry, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [entry.code, entry.label, entry.alpha2, entry.isoCode].some((text) => text?.toLowerCase().includes(needle));
}

interface RowOptions {
  hierarchical: boolean;
  /** Entries whose sub-entries are hidden. */
  collapsed: ReadonlySet<number>;
  search: string;
}

/**
 * The table's rows. A flat list keeps the server's order. A hierarchy reads as an indented tree, each entry followed
 * by its sub-entries unless it is collapsed. While searching, a hierarchy shows the matching entries with the entries
 * above them (so each match keeps its place in the tree) and ignores collapsing, so no match stays hidden.
 */
export function entryRows<Entry extends TreeEntry>(
  entries: readonly Entry[],
  { hierarchical, collapsed, search }: RowOptions,
): EntryRow<Entry>[] {
  if (!hierarchical) {
    return entries
      .filter((entry) => matchesSearch(entry, search))
      .map((entry) => ({ entry, depth: 0, hasChildren: false }));
  }
  const children = childrenByParent(entries);
  const searching = search.trim() !== '';
  const rows: EntryRow<Entry>[] = [];
  /** Adds the rows of a subtree and says whether any of its entries matches the search. */
  const addSubtree = (entry: Entry, depth: number): boolean => {
    const row: EntryRow<Entry> = { entry, depth, hasChildren: children.has(entry.id) };
    const at = rows.push(row) - 1;
    let matched = matchesSearch(entry, search);
    if (searching || !collapsed.has(entry.id)) {
      for (const child of children.get(entry.id) ?? []) matched = addSubtree(child, depth + 1) || matched;
    }
    if (!matched) rows.splice(at, 1);
    return matched;
  };
  for (const root of children.get(null) ?? []) addSubtree(root, 0);
  return rows;
}

/** The ids of the entries that have sub-entries: what "Collapse all" collapses. */
export function parentIds(entries: readonly TreeEntry[]): Set<number> {
  return new Set(entries.flatMap((entry) => (entry.parentId === null ? [] : [entry.parentId])));
}

/**
 * The entries a form may choose as the parent, in tree order: not the edited entry or one of its sub-entries (a
 * cycle), and none at the deepest level, whose sub-entries would go too deep (spec 000 §9).
 */
export function parentOptions(
  entries: readonly (TreeEntry & { level: number })[],
  editedId: number | null,
): { value: string; label: string }[] {
  const rows = entryRows(entries, { hierarchical: true, collapsed: new Set(), search: '' });
  const excluded = new Set<number>();
  if (editedId !== null) {
    excluded.add(editedId);
    // Tree order: an entry's sub-entries follow it directly, so each row whose parent is excluded is excluded too.
    for (const { entry } of rows) if (entry.parentId !== null && excluded.has(entry.parentId)) excluded.add(entry.id);
  }
  return rows
    .filter(({ entry }) => !excluded.has(entry.id) && entry.level < maximumReferenceLevel)
    .map(({ entry }) => ({ value: String(entry.id), label: codedLabel(entry) }));
}
