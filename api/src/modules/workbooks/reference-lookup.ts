import type { EntityManager } from '@mikro-orm/postgresql';
import { queryRows } from '../../core/sql.ts';
import { referenceEntryKeys } from './workbooks.sql.ts';

export interface ReferenceEntryKey {
  id: number;
  code: string;
  label: string;
  level: number;
  /** The codes from the top of the hierarchy down to the entry's, joined with "/" (a sub-service 191: "19/191"). */
  path: string;
}

const key = (text: string) => text.trim().toLowerCase();

/**
 * One reference list as an upload matches a workbook's cells against it: by code first, then by name, both
 * case-insensitively and within the levels asked for, in their order.
 */
export class ReferenceLookup {
  private readonly byCodeKey = new Map<string, ReferenceEntryKey[]>();
  private readonly byNameKey = new Map<string, ReferenceEntryKey[]>();

  private constructor(entries: readonly ReferenceEntryKey[]) {
    for (const entry of entries) {
      this.add(this.byCodeKey, key(entry.code), entry);
      this.add(this.byNameKey, key(entry.label), entry);
    }
  }

  /** A list's entries as `entriesOf` reads them (they cross to another thread as plain data). */
  static of(entries: readonly ReferenceEntryKey[]): ReferenceLookup {
    return new ReferenceLookup(entries);
  }

  static async load(em: EntityManager, table: string): Promise<ReferenceLookup> {
    return new ReferenceLookup(await ReferenceLookup.entriesOf(em, table));
  }

  /** The lookups of `tables`, by table. */
  static async loadAll(em: EntityManager, tables: Iterable<string>): Promise<Map<string, ReferenceLookup>> {
    const entries = await ReferenceLookup.allEntriesOf(em, tables);
    return new Map([...entries].map(([table, list]) => [table, new ReferenceLookup(list)]));
  }

  /** The entries of `tables`, by table. */
  static async allEntriesOf(em: EntityManager, tables: Iterable<string>): Promise<Map<string, ReferenceEntryKey[]>> {
    const entries = new Map<string, ReferenceEntryKey[]>();
    for (const table of new Set(tables)) entries.set(table, await ReferenceLookup.entriesOf(em, table));
    return entries;
  }

  private static entriesOf(em: EntityManager, table: string): Promise<ReferenceEntryKey[]> {
    return queryRows<ReferenceEntryKey>(em, referenceEntryKeys(table));
  }

  byCode(code: string, levels?: readonly number[]): ReferenceEntryKey | undefined {
    return this.pick(this.byCodeKey.get(key(code)), levels);
  }

  byName(name: string, levels?: readonly number[]): ReferenceEntryKey | undefined {
    return this.pick(this.byNameKey.get(key(name)), levels);
  }

  /** A cell that may hold a code or a name (the export writes names; a workbook may give codes). */
  byCodeOrName(text: string, levels?: readonly number[]): ReferenceEntryKey | undefined {
    return this.byCode(text, levels) ?? this.byName(text, levels);
  }

  /** Whether `text` names the entry (a spread name column checked against its code). */
  static names(entry: ReferenceEntryKey, text: string): boolean {
    return key(entry.label) === key(text);
  }

  private add(map: Map<string, ReferenceEntryKey[]>, text: string, entry: ReferenceEntryKey) {
    const entries = map.get(text);
    if (entries) entries.push(entry);
    else map.set(text, [entry]);
  }

  private pick(entries: ReferenceEntryKey[] | undefined, levels?: readonly number[]) {
    if (!entries) return undefined;
    if (!levels) return entries[0];
    for (const level of levels) {
      const entry = entries.find((candidate) => candidate.level === level);
      if (entry) return entry;
    }
    return undefined;
  }
}
