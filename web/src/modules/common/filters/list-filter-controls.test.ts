import { listFilterCatalogue, listFiltersOf, type ListFilterDefinition } from '@esvd/schema/rules/list-filters';
import { describe, expect, it } from 'vitest';

import { listFilterControls } from './list-filter-controls.ts';

describe('listFilterControls', () => {
  it.each(['valuation', 'vsl'] as const)("builds the %s controls from the catalogue's entries", (subject) => {
    const controls = listFilterControls(subject, {});
    expect(controls.map((control) => control.name)).toEqual(listFiltersOf(subject));
    for (const control of controls) {
      const entry: ListFilterDefinition = listFilterCatalogue[control.name];
      const label = subject === 'vsl' ? (entry.vslLabel ?? entry.label) : entry.label;
      expect(control).toMatchObject({ label, list: entry.referenceList, excludedBecause: null });
      expect(control.shape === 'tree').toBe(entry.hierarchical);
    }
  });

  it("names the valuation studies list's filters in the words of its Filters card (spec 001 §2)", () => {
    const labels = (subject: 'valuation' | 'vsl') => listFilterControls(subject, {}).map((control) => control.label);
    expect(labels('vsl')).toEqual([
      'Country',
      'Protection Status',
      'Biome/Ecosystem',
      'ESVD2.0 Biome/Ecozone',
      'TEEB services classification',
    ]);
    expect(labels('valuation')).toContain('Countries');
  });

  it('offers one entry where the subject keeps one, codes where people know them', () => {
    const vslProtection = listFilterControls('vsl', {}).find((control) => control.name === 'protectionStatuses');
    const searchProtection = listFilterControls('valuation', {}).find((c) => c.name === 'protectionStatuses');
    expect(vslProtection?.shape).toBe('one');
    expect(searchProtection?.shape).toBe('flat');
    expect(listFilterControls('valuation', {}).find((c) => c.name === 'valuationMethods')?.withCodes).toBe(true);
  });

  it('disables a filter that a chosen exclusive partner excludes, with the reason', () => {
    const controls = listFilterControls('valuation', { ecosystemServices: [3] });
    const cices = controls.find((control) => control.name === 'ciceses');
    expect(cices?.excludedBecause).toBe(listFilterCatalogue.ecosystemServices.exclusiveWith.message);
    expect(controls.find((control) => control.name === 'ecosystemServices')?.excludedBecause).toBeNull();
  });
});
