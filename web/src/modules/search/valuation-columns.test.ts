import { describe, expect, it } from 'vitest';

import type { ValuationTableRowFragment } from '../../gql/graphql.ts';
import { sortAfterHeaderClick, valuationColumns, valuationCountText } from './valuation-columns.ts';

const row: ValuationTableRowFragment = {
  __typename: 'ValuationRow',
  id: 7,
  valueId: 13600007,
  studyId: 136,
  biomes: ['Coastal systems'],
  biomeCodes: ['2'],
  ecozones: ['Coastal wetlands and river deltas'],
  ecozoneCodes: ['2.4'],
  ecosystems: [],
  ecosystemCodes: [],
  ecosystemServices: ['Recreation', 'Tourism'],
  teebCodes: ['19'],
  teebSubCodes: ['19.1', '19.2'],
  ciceses: [],
  cicesCodes: [],
  seeas: [],
  seeaCodes: [],
  countries: ['Peru', 'Bolivia'],
  countryCodes: ['PER', 'BOL'],
  continent: 'South America',
  studyLocation: null,
  siteAreaInHectares: 0.25,
  intPerHectarePerYear: 1234.56,
  valuationMethods: ['Travel cost'],
  valuationMethodCodes: ['TC'],
  valueMeasure: 'Consumer surplus',
  valuedChange: null,
  valueYear: 2011,
  authors: 'Ada Lovelace',
  title: 'Valuing Manu',
  reference: 'Lovelace, A. (2013). Valuing Manu. Journal of Parks 3, 1-9.',
  yearOfPublication: 2013,
  reviewed: false,
};

const column = (id: string) => valuationColumns.find((candidate) => candidate.id === id)!;

describe('valuationColumns', () => {
  it('shows lists with their codes, values as spec 000 §9 says and the reviewed status in words', () => {
    expect(column('countries').text(row)).toBe('PER Peru; BOL Bolivia');
    expect(column('ecozones').text(row)).toBe('2.4 Coastal wetlands and river deltas');
    expect(column('teeb').text(row)).toBe('Recreation; Tourism');
    expect(column('methods').text(row)).toBe('TC Travel cost');
    expect(column('value').text(row)).toBe('1,235');
    expect(column('siteArea').text(row)).toBe('0.3');
    expect(column('reviewed').text({ ...row, reviewed: true })).toBe('Reviewed');
    expect(column('reviewed').text(row)).toBe('Not reviewed');
  });

  it("shows spec 000 §3's TEEB sub-codes, value measure, valued change and reference", () => {
    expect(column('teebSubCodes').text(row)).toBe('19.1; 19.2');
    expect(column('valueMeasure').text(row)).toBe('Consumer surplus');
    expect(column('valuedChange').text(row)).toBe('');
    expect(column('reference').text(row)).toBe(row.reference);
  });

  it('leaves what a record lacks empty', () => {
    expect(column('studyLocation').text(row)).toBe('');
    expect(column('ecosystems').text(row)).toBe('');
    expect(column('value').text({ ...row, intPerHectarePerYear: null })).toBe('');
  });
});

describe('sortAfterHeaderClick', () => {
  const byValueId = { column: 'valueId', descending: false } as const;

  it('sorts by a new column ascending, and turns the sorted column around', () => {
    expect(sortAfterHeaderClick(column('value'), byValueId)).toEqual({
      column: 'intPerHectarePerYear',
      descending: false,
    });
    expect(sortAfterHeaderClick(column('valueId'), byValueId)).toEqual({ column: 'valueId', descending: true });
  });

  it('leaves columns the api cannot sort by alone', () => {
    expect(sortAfterHeaderClick(column('biomes'), byValueId)).toBeNull();
  });
});

describe('valuationCountText', () => {
  it('counts with separators', () => {
    expect(valuationCountText(1)).toBe('1 valuation');
    expect(valuationCountText(12345)).toBe('12,345 valuations');
  });
});
