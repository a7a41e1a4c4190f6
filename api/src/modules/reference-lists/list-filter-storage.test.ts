import { listFilterCatalogue, listFiltersOf, type FilterSubject } from '@esvd/schema/rules/list-filters';
import { optionalValuationFilter } from '@esvd/schema/rules/search';
import { vslFilterFields } from '@esvd/schema/rules/vsl';
import { describe, expect, it } from 'vitest';
import { filterCondition } from '../valuations/valuation-filter.sql.ts';
import { vslCondition } from '../vsl/vsl.sql.ts';
import { referenceListByName, type ReferenceListName } from './reference-lists.registry.ts';

/** The SQL of one search that chooses entries 4 and 9 of one filter. */
const conditionText: Record<FilterSubject, (name: string) => string> = {
  valuation: (name) =>
    filterCondition({
      filter: optionalValuationFilter.parse({ [name]: [4, 9] }),
      wordQueries: [],
      phrasePatterns: [],
    }).toQuery().text,
  vsl: (name) => vslCondition(vslFilterFields.parse({ [name]: [4, 9] })).toQuery().text,
};

describe('the SQL of each list filter comes from its catalogue entry', () => {
  const cases = (['valuation', 'vsl'] as const).flatMap((subject) =>
    listFiltersOf(subject).map((name) => [subject, name] as const),
  );

  it.each(cases)('%s search by %s', (subject, name) => {
    const { storage, referenceList, hierarchical } = listFilterCatalogue[name];
    const stored = storage[subject as keyof typeof storage] as { kind: string; table?: string; column: string };
    const text = conditionText[subject](name);
    if (stored.kind === 'link') expect(text).toContain(`from ${stored.table} link`);
    expect(text).toContain(stored.column);
    const entries = referenceListByName(referenceList as ReferenceListName);
    expect(entries.hierarchical).toBe(hierarchical);
    // A hierarchy matches the chosen entries' descendants, found by path in the entries' own table.
    expect(text.includes(`from ${entries.tableName} entry`)).toBe(hierarchical);
  });

  it('combines several link filters in the link keys, a column filter on the record itself', () => {
    const text = filterCondition({
      filter: optionalValuationFilter.parse({ countries: [1], ecosystemServices: [2], continents: [3] }),
      wordQueries: [],
      phrasePatterns: [],
    }).toQuery().text;
    expect(text).toContain('valuation_link_keys');
    expect(text).toContain('v.continent_id = any(');
  });
});
