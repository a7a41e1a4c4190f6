import { vslEditMessages, vslFieldTitles } from '@esvd/schema/rules/vsl';
import { describe, expect, it } from 'vitest';

import {
  cellChange,
  cellProblem,
  cellValues,
  compareRows,
  creationValues,
  emptyRow,
  vslGridColumns,
  withCellChange,
  type VslRowData,
} from './vsl-grid-columns.ts';

const row = (overrides: Partial<VslRowData> = {}): VslRowData => ({
  ...emptyRow(),
  id: 1,
  version: 1,
  ...overrides,
});
const column = (title: string) => vslGridColumns.find((candidate) => candidate.title === title)!;

describe('the grid columns', () => {
  it('are the spec titles in the spec order, without the hidden id', () => {
    expect(vslGridColumns.map((candidate) => candidate.title)).toEqual([
      'Authors',
      'Year',
      'Title',
      'Reference',
      'ESVD Included',
      'StudyID',
      'Biomes',
      'Ecosystems',
      'ESVD2.0 Biome',
      'ESVD2.0 Ecozone',
      'ES (TEEB)',
      'Country',
      'Protection Status',
      'Repo Included',
      'Repo Folder',
      'Checked By',
      'Language',
      'Notes',
    ]);
    expect(vslGridColumns.map((candidate) => candidate.title)).toEqual(Object.values(vslFieldTitles));
  });

  it('show the labels of a code list and edit its codes', () => {
    const biomes = row({ flatVsBiomeV2Codes: '1;2', flatVsBiomeV2s: 'Marine; Forests' });
    expect(column('ESVD2.0 Biome').shown(biomes)).toBe('Marine; Forests');
    expect(column('ESVD2.0 Biome').edited(biomes)).toBe('1;2');
  });

  it('show inclusion, repository and numbers in words, and empty cells as nothing', () => {
    const study = row({ includedInEsvd: 'PendingReview', includedRepository: false, yearOfPublication: 2021 });
    expect(column('ESVD Included').shown(study)).toBe('Pending review');
    expect(column('Repo Included').shown(study)).toBe('No');
    expect(column('Year').edited(study)).toBe('2021');
    expect(column('Notes').shown(study)).toBe('');
    expect(column('Repo Included').shown(row())).toBe('');
  });
});

describe('cellChange', () => {
  it('checks a cell with the shared rule and gives its message', () => {
    expect(cellChange('yearOfPublication', '20x1')).toEqual({ ok: false, message: vslEditMessages.year });
    expect(cellProblem('yearOfPublication', '99')).toBe(vslEditMessages.year);
    expect(cellProblem('yearOfPublication', '1999')).toBeNull();
    expect(cellProblem('includedInEsvd', 'maybe')).toMatch(/ESVD Included must be one of/);
  });

  it('sends codes joined by semicolons, each once, inclusion by its GraphQL name, numbers as numbers', () => {
    expect(cellChange('flatVsCountryCodes', ' NLD; KEN;NLD ;')).toEqual({
      ok: true,
      change: { flatVsCountryCodes: 'NLD;KEN' },
    });
    expect(cellChange('includedInEsvd', 'pending review')).toEqual({
      ok: true,
      change: { includedInEsvd: 'PendingReview' },
    });
    expect(cellChange('studyId', ' 12345 ')).toEqual({ ok: true, change: { studyId: 12345 } });
    expect(cellChange('includedRepository', 'yes')).toEqual({ ok: true, change: { includedRepository: true } });
  });

  it('clears a cell left empty', () => {
    expect(cellChange('title', '   ')).toEqual({ ok: true, change: { title: null } });
    expect(cellChange('includedInEsvd', '')).toEqual({ ok: true, change: { includedInEsvd: null } });
    expect(cellChange('flatVsBiomeCodes', '')).toEqual({ ok: true, change: { flatVsBiomeCodes: '' } });
  });
});

describe('creationValues', () => {
  it('leaves an empty year out of a new record (spec 001 §5), and nothing left is nothing to create', () => {
    expect(creationValues({ yearOfPublication: null })).toBeNull();
    expect(creationValues({ yearOfPublication: 2020 })).toEqual({ yearOfPublication: 2020 });
    expect(creationValues({ title: 'A study' })).toEqual({ title: 'A study' });
  });
});

describe('withCellChange and cellValues', () => {
  it('show a code list edit as its codes until the api answers the labels, and put the cell back', () => {
    const before = row({ flatVsCountryCodes: 'NLD', flatVsCountries: 'Netherlands', title: 'Kept' });
    const pending = withCellChange(before, 'flatVsCountryCodes', { flatVsCountryCodes: 'NLD;KEN' });
    expect(column('Country').shown(pending)).toBe('NLD;KEN');
    expect(pending.title).toBe('Kept');
    const restored = { ...pending, ...cellValues(before, 'flatVsCountryCodes') };
    expect(column('Country').shown(restored)).toBe('Netherlands');
    expect(column('Country').edited(restored)).toBe('NLD');
  });
});

describe('compareRows', () => {
  const studyId = column('StudyID');
  const sorted = (rows: VslRowData[], descending: boolean) =>
    [...rows].sort((a, b) => compareRows(studyId, descending, a, b)).map((candidate) => candidate.id);

  it('orders numbers as numbers, empty cells last either way, the id breaking ties', () => {
    const rows = [
      row({ id: 1, studyId: 9 }),
      row({ id: 2, studyId: null }),
      row({ id: 3, studyId: 100 }),
      row({ id: 4, studyId: 9 }),
    ];
    expect(sorted(rows, false)).toEqual([1, 4, 3, 2]);
    expect(sorted(rows, true)).toEqual([3, 4, 1, 2]);
  });

  it('orders texts as people read them', () => {
    const title = column('Title');
    const rows = [row({ id: 1, title: 'b study' }), row({ id: 2, title: 'A study' }), row({ id: 3, title: 'a10' })];
    expect([...rows].sort((a, b) => compareRows(title, false, a, b)).map((candidate) => candidate.id)).toEqual([
      2, 3, 1,
    ]);
  });
});
