import { listFilterDefinition, type FilterSubject, type ListFilterName } from '@esvd/schema/rules/list-filters';
import { chosenEntriesAndDescendants, sql, trusted, type SqlFragment } from '../../core/sql.ts';
import { referenceListByName, type ReferenceListName } from './reference-lists.registry.ts';

/** Where a subject's records keep a list filter's entries (the filter catalogue), with the entries' own table. */
export type StoredListFilter = (
  { kind: 'link'; table: string; column: string } | { kind: 'column'; column: string }
) & {
  /** The reference list's table. */
  entries: string;
  hierarchical: boolean;
};

/** A filter kept in a link table. */
export type StoredLinkFilter = Extract<StoredListFilter, { kind: 'link' }>;

export function storedListFilter(name: ListFilterName, subject: FilterSubject): StoredListFilter {
  const { storage, referenceList, hierarchical } = listFilterDefinition(name);
  const stored = storage[subject];
  if (!stored) throw new Error(`The ${subject} records do not keep the ${name} filter`);
  const entries = referenceListByName(referenceList as ReferenceListName).tableName;
  return stored.kind === 'link'
    ? { kind: 'link', table: stored.table, column: stored.column, entries, hierarchical }
    : { kind: 'column', column: stored.column, entries, hierarchical };
}

/** The entries a filter matches: the chosen ones and, in a hierarchy, their descendants ("19" covers "19/191"). */
export function matchedEntries(filter: StoredListFilter, ids: number[]): SqlFragment {
  return filter.hierarchical ? chosenEntriesAndDescendants(filter.entries, ids) : sql`${ids}::int[]`;
}

/** The records a statement filters: the alias of their table and the column that names them in a link table. */
export interface FilteredRecords {
  alias: 'v' | 'vs';
  linkOwner: 'valuation_id' | 'vsl_study_id';
}

/** One list filter's condition: the record has a chosen entry (in a hierarchy, or a descendant of one). */
export function listFilterMatches(filter: StoredListFilter, ids: number[], records: FilteredRecords): SqlFragment {
  const alias = trusted(records.alias);
  if (filter.kind === 'column') return sql`${alias}.${trusted(filter.column)} = any(${matchedEntries(filter, ids)})`;
  return sql`exists (select from ${trusted(filter.table)} link where link.${trusted(records.linkOwner)} = ${alias}.id
    and link.${trusted(filter.column)} = any(${matchedEntries(filter, ids)}))`;
}
