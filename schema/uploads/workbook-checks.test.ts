import { describe, expect, it } from 'vitest';
import {
  cellText,
  checkSheetsAndHeadings,
  dataRows,
  duplicateIdProblems,
  findSheet,
  findSheetByPrefix,
  splitCodeList,
  summarisedProblems,
  type ParsedSheet,
} from './workbook-checks.ts';

const sheet = (name: string, ...rows: string[][]): ParsedSheet => ({ name, rows });

describe('the shared workbook checks (spec 001 §5)', () => {
  it('finds a sheet by its label in any case, and the master by the start of its name', () => {
    const sheets = [sheet('esvd master 2023'), sheet('countries')];
    expect(findSheet(sheets, 'Countries')?.name).toBe('countries');
    expect(findSheet(sheets, 'Country')).toBeUndefined();
    expect(findSheetByPrefix(sheets, 'ESVD MASTER')?.name).toBe('esvd master 2023');
    expect(findSheetByPrefix(sheets, 'VSL MASTER')).toBeUndefined();
  });

  it('reports a missing sheet by its label', () => {
    expect(checkSheetsAndHeadings([], [{ label: 'Countries', headings: ['Code'] }])).toEqual([
      {
        severity: 'fatal',
        message: 'Sheet with label "Countries" is missing from the upload file.',
        sheet: 'Countries',
      },
    ]);
  });

  it('reports missing headings of the top row, in any case, at row 1', () => {
    const sheets = [sheet('countries', ['code', 'Name'], ['KEN', 'Kenya'])];
    expect(checkSheetsAndHeadings(sheets, [{ label: 'Countries', headings: ['Code', 'Label', 'Parent'] }])).toEqual([
      {
        severity: 'fatal',
        message:
          'Sheet with label countries is missing the following column headings: Label, Parent. ' +
          'If they are included, they must be the top row.',
        sheet: 'countries',
        row: 1,
        column: 'Label',
      },
    ]);
  });

  it('splits a semicolon list, trimmed, each code once, naming the repeated ones', () => {
    expect(splitCodeList(' 5; 8;;5 ;9;8;5 ')).toEqual({ codes: ['5', '8', '9'], duplicates: ['5', '8'] });
    expect(splitCodeList('')).toEqual({ codes: [], duplicates: [] });
  });

  it('numbers data rows as the spreadsheet does, leaving blank rows out', () => {
    const rows = dataRows(sheet('S', ['A'], ['1'], [], ['', ''], ['4']));
    expect(rows).toEqual([
      { rowNumber: 2, cells: ['1'] },
      { rowNumber: 5, cells: ['4'] },
    ]);
  });

  it('puts a summary above its located cells, and nothing when there are none', () => {
    expect(summarisedProblems('warning', 'S', '1 entries.', [])).toEqual([]);
    expect(summarisedProblems('warning', 'S', '1 entries.', [{ message: 'here', sheet: 'S', row: 3 }])).toEqual([
      { severity: 'warning', message: '1 entries.', sheet: 'S' },
      { severity: 'warning', message: 'here', sheet: 'S', row: 3 },
    ]);
  });

  it('reports rows sharing an id: the count of repeats, then every row of each such id; rows without one left out', () => {
    const rows = [
      { id: 7, rowNumber: 2 },
      { id: null, rowNumber: 3 },
      { id: 8, rowNumber: 4 },
      { id: 7, rowNumber: 5 },
      { id: 7, rowNumber: 6 },
    ];
    const summary = (count: number) => `${count} repeated.`;
    expect(duplicateIdProblems('S', 'Id', 'Id', rows, summary)).toEqual([
      { severity: 'fatal', message: '2 repeated.', sheet: 'S' },
      ...[2, 5, 6].map((row) => ({
        severity: 'fatal',
        message: 'Id 7 is in rows 2, 5, 6.',
        sheet: 'S',
        row,
        column: 'Id',
      })),
    ]);
    expect(duplicateIdProblems('S', 'Id', 'Id', [{ id: null, rowNumber: 2 }], summary)).toEqual([]);
  });

  it('reads exceljs cell values as text', () => {
    expect(cellText('  a ')).toBe('  a ');
    expect(cellText(12050001)).toBe('12050001');
    expect(cellText(null)).toBe('');
    expect(cellText(new Date(Date.UTC(2021, 2, 4)))).toBe('04-03-2021');
    expect(cellText(new Date(Date.UTC(2021, 2, 4, 13, 5, 9)))).toBe('04-03-2021 13:05:09');
    expect(cellText({ richText: [{ text: 'Ke' }, { text: 'nya ' }] })).toBe('Kenya ');
    expect(cellText({ formula: 'A1*2', result: 4 })).toBe('4');
    expect(cellText({ text: 'link', hyperlink: 'https://example.org' })).toBe('link');
    expect(cellText({ error: '#N/A' })).toBe('');
  });
});
