import { describe, expect, it } from 'vitest';

import { entryRows, parentIds, parentOptions } from './entry-rows.ts';

const entry = (id: number, code: string, parentId: number | null, level: number, sortOrder = id) => ({
  id,
  code,
  label: `Label ${code}`,
  sortOrder,
  parentId,
  level,
});

// Given out of order: the tree puts each entry under its parent, siblings by sort order.
const services = [
  entry(4, '1.10', 1, 2, 3),
  entry(2, '1.9', 1, 2, 2),
  entry(1, '1', null, 1),
  entry(5, '1.9.1', 2, 3),
  entry(3, '2', null, 1),
];

const shape = (rows: ReturnType<typeof entryRows>) => rows.map((row) => `${'-'.repeat(row.depth)}${row.entry.code}`);
const all = { hierarchical: true, collapsed: new Set<number>(), search: '' };

describe('entryRows', () => {
  it('reads a hierarchy as an indented tree in sort order', () => {
    expect(shape(entryRows(services, all))).toEqual(['1', '-1.9', '--1.9.1', '-1.10', '2']);
    expect(entryRows(services, all).map((row) => row.hasChildren)).toEqual([true, true, false, false, false]);
  });

  it('hides the sub-entries of a collapsed entry', () => {
    expect(shape(entryRows(services, { ...all, collapsed: new Set([2]) }))).toEqual(['1', '-1.9', '-1.10', '2']);
    expect(shape(entryRows(services, { ...all, collapsed: parentIds(services) }))).toEqual(['1', '2']);
  });

  it('searches code and label, keeping the entries above a match and ignoring collapsing', () => {
    const search = { ...all, collapsed: parentIds(services), search: 'label 1.9.1' };
    expect(shape(entryRows(services, search))).toEqual(['1', '-1.9', '--1.9.1']);
    expect(shape(entryRows(services, { ...all, search: '2' }))).toEqual(['2']);
    expect(entryRows(services, { ...all, search: 'nothing like it' })).toEqual([]);
  });

  it('keeps a flat list in the order given and searches extra codes too', () => {
    const countries = [
      { ...entry(7, 'KEN', null, 1), label: 'Kenya', alpha2: 'KE' },
      { ...entry(6, 'NLD', null, 1), label: 'Netherlands', alpha2: 'NL' },
    ];
    const flat = { hierarchical: false, collapsed: new Set<number>(), search: '' };
    expect(shape(entryRows(countries, flat))).toEqual(['KEN', 'NLD']);
    expect(shape(entryRows(countries, { ...flat, search: 'nl' }))).toEqual(['NLD']);
  });

  it('shows an entry whose parent is missing at the top', () => {
    expect(shape(entryRows([entry(9, '9.1', 99, 2)], all))).toEqual(['9.1']);
  });
});

describe('parentOptions', () => {
  it('offers neither the entry itself nor its sub-entries, nor entries at the deepest level', () => {
    const deep = [...services, entry(6, '1.9.1.1', 5, 4)];
    expect(parentOptions(deep, 2).map((option) => option.label)).toEqual(['1 Label 1', '1.10 Label 1.10', '2 Label 2']);
    expect(parentOptions(deep, null).map((option) => option.value)).toEqual(['1', '2', '5', '4', '3']);
  });
});
