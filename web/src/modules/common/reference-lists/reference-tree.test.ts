import { describe, expect, it } from 'vitest';

import { compareCodes, referenceTree, type ReferenceOption } from './reference-tree.ts';

const entry = (id: number, code: string, parentId: number | null = null): ReferenceOption => ({
  id,
  code,
  label: `Entry ${code}`,
  parentId,
});

describe('referenceTree', () => {
  it('nests entries under their parents with siblings in numeric code order, up to four levels', () => {
    const tree = referenceTree([
      entry(1, '1'),
      entry(2, '1.10', 1),
      entry(3, '1.9', 1),
      entry(4, '1.9.2', 3),
      entry(5, '1.9.2.1', 4),
      entry(6, '10'),
      entry(7, '2'),
    ]);
    expect(tree.map((node) => node.label)).toEqual(['1 Entry 1', '2 Entry 2', '10 Entry 10']);
    const [first] = tree;
    expect(first.children?.map((node) => node.value)).toEqual(['3', '2']);
    expect(first.children?.[0].children?.[0].children?.[0]).toEqual({ value: '5', label: '1.9.2.1 Entry 1.9.2.1' });
    expect(tree[1].children).toBeUndefined();
  });

  it('shows an entry whose parent is missing at the top', () => {
    expect(referenceTree([entry(8, '3.1', 99)]).map((node) => node.value)).toEqual(['8']);
  });
});

describe('compareCodes', () => {
  it('compares codes part by part as numbers', () => {
    expect(['1.1.10', '1.1.9', '1.2', '1.10', '11'].sort(compareCodes)).toEqual([
      '1.1.9',
      '1.1.10',
      '1.2',
      '1.10',
      '11',
    ]);
  });
});
