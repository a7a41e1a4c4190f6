import { describe, expect, it } from 'vitest';
import {
  exclusionOf,
  listFilterCatalogue,
  listFiltersOf,
  maxBiomeEcozoneFilters,
  type ListFilterName,
} from './list-filters.ts';
import { valuationFilter, valuationFilterFields, valuationListFilters } from './search.ts';
import { vslFilterFields, vslListFilters } from './vsl.ts';

const names = Object.keys(listFilterCatalogue) as ListFilterName[];

describe('the filter catalogue', () => {
  it("gives each subject the filters whose storage names it, in the catalogue's order", () => {
    expect(listFiltersOf('valuation')).toEqual(
      names.filter((name) => 'valuation' in listFilterCatalogue[name].storage),
    );
    expect(valuationListFilters).toEqual(listFiltersOf('valuation'));
    expect(vslListFilters).toEqual(names.filter((name) => 'vsl' in listFilterCatalogue[name].storage));
    // The database search offers CICES; the valuation studies list, which has no CICES links, does not.
    expect(valuationListFilters).toContain('ciceses');
    expect(vslListFilters).not.toContain('ciceses');
  });

  it.each(names)('builds the rule of %s from its entry: ids as any client sends them, each once', (name) => {
    const { label, storage } = listFilterCatalogue[name];
    for (const fields of [valuationFilterFields, vslFilterFields]) {
      const offered = name in fields.shape;
      expect(offered).toBe(fields === valuationFilterFields ? 'valuation' in storage : 'vsl' in storage);
      if (!offered) continue;
      expect(fields.parse({ [name]: '3,1,3' })).toMatchObject({ [name]: [3, 1] });
      expect(fields.parse({ [name]: [7] })).toMatchObject({ [name]: [7] });
      expect(fields.parse({})).toMatchObject({ [name]: [] });
      const refused = fields.safeParse({ [name]: ['abc'] });
      expect(refused.success).toBe(false);
      expect(refused.error?.issues[0].message).toBe(`${label} must be ids`);
    }
  });

  it('limits the entries one filter may name, with the message of its entry', () => {
    const many = Array.from({ length: maxBiomeEcozoneFilters + 1 }, (_, index) => index + 1);
    const refused = valuationFilter.safeParse({ biomeV2EcosystemV2Ecozones: many });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      listFilterCatalogue.biomeV2EcosystemV2Ecozones.maxValues.message,
    ]);
  });

  it('refuses exclusive filters chosen together, and tells the controls which one excludes the other', () => {
    const refused = valuationFilter.safeParse({ ecosystemServices: [1], ciceses: [2] });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      listFilterCatalogue.ecosystemServices.exclusiveWith.message,
    ]);
    expect(exclusionOf('ciceses', { ecosystemServices: [1] })?.by).toBe('ecosystemServices');
    expect(exclusionOf('ecosystemServices', { ciceses: [1] })?.by).toBe('ciceses');
    // Both chosen: neither is locked, so either can be cleared.
    expect(exclusionOf('ciceses', { ecosystemServices: [1], ciceses: [2] })).toBeNull();
    expect(exclusionOf('countries', { ecosystemServices: [1] })).toBeNull();
  });
});
