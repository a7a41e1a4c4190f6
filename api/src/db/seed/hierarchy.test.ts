import { describe, expect, it } from 'vitest';
import { buildReferenceRows, compareCodes } from './hierarchy.ts';

describe('compareCodes', () => {
  it('sorts codes numerically segment by segment, parents first and X codes last', () => {
    const codes = ['1.1.10', '10', '1.3.X', '1.1.9', '2', '1', '1.3.1', '1.1', '19.1', '1.10', '1.2'];
    expect([...codes].sort(compareCodes)).toEqual([
      '1',
      '1.1',
      '1.1.9',
      '1.1.10',
      '1.2',
      '1.3.1',
      '1.3.X',
      '1.10',
      '2',
      '10',
      '19.1',
    ]);
  });
});

describe('buildReferenceRows', () => {
  const entries = [
    { code: '1.10', label: 'ten', parentPath: '1', source: 'test' },
    { code: '2', label: 'two', source: 'test' },
    { code: '1.9', label: 'nine', parentPath: '1', source: 'test' },
    { code: '1', label: 'one', source: 'test' },
    { code: '1.9.1', label: 'nine one', parentPath: '1/1.9', source: 'test' },
  ];

  it('puts parents before children in numeric code order and fills path, level, parent and order', () => {
    const rows = buildReferenceRows(entries);
    expect(rows.map((row) => [row.id, row.code, row.path, row.level, row.isSub, row.parentId, row.sortOrder])).toEqual([
      [1, '1', '1', 1, false, null, 1],
      [2, '1.9', '1/1.9', 2, true, 1, 2],
      [3, '1.9.1', '1/1.9/1.9.1', 3, true, 2, 3],
      [4, '1.10', '1/1.10', 2, true, 1, 4],
      [5, '2', '2', 1, false, null, 5],
    ]);
  });

  it('keeps the given order of a curated flat list', () => {
    const rows = buildReferenceRows(
      [
        { code: 'b', label: 'B', source: 'test' },
        { code: 'a', label: 'A', source: 'test' },
      ],
      'given',
    );
    expect(rows.map((row) => row.code)).toEqual(['b', 'a']);
  });

  it('tells apart equal codes on different levels by their parent', () => {
    const rows = buildReferenceRows([
      { code: '1', label: 'Food', source: 'test' },
      { code: '11', label: 'Waste treatment', source: 'test' },
      { code: '11', label: 'Fish', parentPath: '1', source: 'test' },
      { code: '111', label: 'Water purification', parentPath: '11', source: 'test' },
    ]);
    expect(rows.map((row) => [row.path, row.label, row.parentId])).toEqual([
      ['1', 'Food', null],
      ['1/11', 'Fish', 1],
      ['11', 'Waste treatment', null],
      ['11/111', 'Water purification', 3],
    ]);
  });

  it('refuses what the database refuses: equal codes or names among siblings, in any case, and unknown parents', () => {
    expect(() => buildReferenceRows([...entries, { code: '2', label: 'again', source: 'test' }])).toThrow(
      'Duplicate reference code "2" under ""',
    );
    expect(() =>
      buildReferenceRows([...entries, { code: '1.11', label: 'TEN', parentPath: '1', source: 'test' }]),
    ).toThrow('Duplicate reference name "TEN" under "1"');
    expect(() =>
      buildReferenceRows([
        { code: 'ha', label: 'ha', source: 'test' },
        { code: 'HA', label: 'hectare', source: 'test' },
      ]),
    ).toThrow('Duplicate reference code "HA" under ""');
    // The same name under another parent is another entry.
    expect(() =>
      buildReferenceRows([...entries, { code: '1.9.2', label: 'two', parentPath: '1/1.9', source: 'test' }]),
    ).not.toThrow();
    expect(() => buildReferenceRows([{ code: '3.1', label: 'orphan', parentPath: '3', source: 'test' }])).toThrow(
      /unknown parent/,
    );
  });
});
