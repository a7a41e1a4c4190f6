import { listFilterCatalogue, listFiltersOf } from '@esvd/schema/rules/list-filters';
import { describe, expect, it } from 'vitest';

import { listFilterControls } from './list-filter-controls.ts';

describe('listFilterControls', () => {
  it.each(['valuation', 'vsl'] as const)("builds the %s controls from the catalogue's entries", (subject) => {
    const controls = listFilterControls(subject, {});
    expect(controls.map((control) => control.name)).toEqual(listFiltersOf(subject));
    for (const control of controls) {
      const entry = listFilterCatalogue[control.name];
      expect(control).toMatchObject({ label: entry.label, list: entry.referenceList, excludedBecause: null });
      expect(control.shape === 'tree').toBe(entry.hierarchical);
    }
  });

  it('shows one label per filter wherever it is offered', () => {
    const label = (subject: 'valuation' | 'vsl') =>
      listFilterControls(subject, {}).find((control) => control.name === 'countries')?.label;
    expect(label('valuation')).toBe('Countries');
    expect(label('vsl')).toBe(label('valuation'));
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
