import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';

import { vslCsv, vslCsvFileName } from './vsl-csv.ts';
import { emptyRow } from './vsl-grid-columns.ts';

describe('vslCsv', () => {
  it('writes the id and the columns as the grid shows them, formula-safe', () => {
    const text = vslCsv([
      {
        ...emptyRow(),
        id: 7,
        version: 2,
        title: '=HYPERLINK("http://x")',
        studyId: 123,
        flatVsCountryCodes: 'NLD',
        flatVsCountries: 'Netherlands',
        includedInEsvd: 'Included',
      },
    ]);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, row] = Papa.parse<string[]>(text.slice(1).trim()).data;
    expect(header.slice(0, 4)).toEqual(['Id', 'Authors', 'Year', 'Title']);
    expect(header).toHaveLength(19);
    const cell = (title: string) => row[header.indexOf(title)];
    expect(cell('Id')).toBe('7');
    expect(cell('Title')).toBe(`'=HYPERLINK("http://x")`);
    expect(cell('Country')).toBe('Netherlands');
    expect(cell('ESVD Included')).toBe('Included');
    expect(cell('StudyID')).toBe('123');
  });
});

describe('vslCsvFileName', () => {
  it('carries the time of the download', () => {
    expect(vslCsvFileName(new Date('2026-11-28T14:05:09.123Z'))).toBe('ESVD_VSL_2026-11-28_14-05-09.csv');
  });
});
