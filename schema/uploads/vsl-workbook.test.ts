import { describe, expect, it } from 'vitest';
import { checkVslWorkbook, vslMasterColumns, vslReferenceSheets } from './vsl-workbook.ts';
import type { ParsedSheet } from './workbook-checks.ts';

const headings = Object.values(vslMasterColumns);
const study = (values: Partial<Record<keyof typeof vslMasterColumns, string>>): string[] =>
  (Object.keys(vslMasterColumns) as (keyof typeof vslMasterColumns)[]).map((field) => values[field] ?? '');
const references: ParsedSheet[] = vslReferenceSheets.map(({ label, headings }) => ({
  name: label,
  rows: [[...headings]],
}));
const workbook = (...rows: string[][]): ParsedSheet[] => [
  { name: 'VSL MASTER 2024', rows: [headings, ...rows] },
  ...references,
];

describe('the VSL workbook (spec 001 §5)', () => {
  it('returns the cleaned rows of a valid workbook', () => {
    const report = checkVslWorkbook(
      workbook(
        study({
          studyId: '1205',
          yearOfPublication: '2001',
          includedInEsvd: 'Pending review',
          includedRepository: 'Yes',
        }),
        [],
        study({ studyId: '1206', authors: 'Ada', biomeCodes: '1;2', countryCodes: 'KEN' }),
      ),
    );
    expect(report.problems).toEqual([]);
    expect(report.fatal).toBe(false);
    expect(report.rows).toEqual([
      expect.objectContaining({
        rowNumber: 2,
        studyId: 1205,
        yearOfPublication: 2001,
        includedInEsvd: 'pending review',
        includedRepository: true,
        authors: null,
      }),
      expect.objectContaining({
        rowNumber: 4,
        studyId: 1206,
        authors: 'Ada',
        biomeCodes: ['1', '2'],
        countryCodes: ['KEN'],
      }),
    ]);
  });

  it('needs a sheet whose name starts with VSL MASTER', () => {
    const report = checkVslWorkbook(references);
    expect(report.fatal).toBe(true);
    expect(report.problems).toEqual([{ severity: 'fatal', message: 'No sheet name starting with "VSL MASTER"' }]);
  });

  it('names a missing reference sheet', () => {
    const report = checkVslWorkbook(workbook().filter((sheet) => sheet.name !== 'TEEB'));
    expect(report.problems).toEqual([
      { severity: 'fatal', message: 'Sheet with label "TEEB" is missing from the upload file.', sheet: 'TEEB' },
    ]);
  });

  it('names the missing headings of the master sheet', () => {
    const [master, ...rest] = workbook();
    const report = checkVslWorkbook([
      { ...master, rows: [headings.filter((heading) => heading !== 'Notes' && heading !== 'Year')] },
      ...rest,
    ]);
    expect(report.problems).toEqual([
      {
        severity: 'fatal',
        message:
          'Sheet with label VSL MASTER 2024 is missing the following column headings: Year, Notes. ' +
          'If they are included, they must be the top row.',
        sheet: 'VSL MASTER 2024',
        row: 1,
        column: 'Year',
      },
    ]);
  });

  it('refuses duplicate study ids, with the id and the rows', () => {
    const report = checkVslWorkbook(
      workbook(study({ studyId: '7' }), study({ studyId: '8' }), study({ studyId: '7' }), study({ studyId: '7' })),
    );
    expect(report.fatal).toBe(true);
    expect(report.problems).toEqual([
      { severity: 'fatal', message: '2 duplicate valuation studies found.', sheet: 'VSL MASTER 2024' },
      ...[2, 4, 5].map((row) => ({
        severity: 'fatal',
        message: 'Study id 7 is in rows 2, 4, 5.',
        sheet: 'VSL MASTER 2024',
        row,
        column: 'StudyId',
      })),
    ]);
  });

  it('warns about repeated codes per list and keeps each code once', () => {
    const report = checkVslWorkbook(
      workbook(
        study({ studyId: '1', biomeCodes: '1; 1', ecosystemServiceCodes: '19;19;2' }),
        study({ studyId: '2', biomeCodes: '3;3;4;4' }),
      ),
    );
    expect(report.fatal).toBe(false);
    expect(report.rows.map((row) => [row.biomeCodes, row.ecosystemServiceCodes])).toEqual([
      [['1'], ['19', '2']],
      [['3', '4'], []],
    ]);
    expect(report.problems).toEqual([
      { severity: 'warning', message: '2 entries with duplicate biome codes.', sheet: 'VSL MASTER 2024' },
      { severity: 'warning', message: 'Repeated 1: kept once.', sheet: 'VSL MASTER 2024', row: 2, column: 'BiomeCode' },
      {
        severity: 'warning',
        message: 'Repeated 3, 4: kept once.',
        sheet: 'VSL MASTER 2024',
        row: 3,
        column: 'BiomeCode',
      },
      { severity: 'warning', message: '1 entries with duplicate TEEB codes.', sheet: 'VSL MASTER 2024' },
      {
        severity: 'warning',
        message: 'Repeated 19: kept once.',
        sheet: 'VSL MASTER 2024',
        row: 2,
        column: 'EcosystemServiceCode',
      },
    ]);
  });

  it('refuses cells of the wrong type: "Invalid data format. Please verify."', () => {
    const report = checkVslWorkbook(
      workbook(
        study({ studyId: '12.5', yearOfPublication: '20x1' }),
        study({ studyId: '3', includedInEsvd: 'maybe', includedRepository: 'perhaps' }),
      ),
    );
    expect(report.fatal).toBe(true);
    const at = (row: number, column: string, message: string) => ({
      severity: 'fatal',
      message,
      sheet: 'VSL MASTER 2024',
      row,
      column,
    });
    expect(report.problems).toEqual([
      { severity: 'fatal', message: 'Invalid data format. Please verify.', sheet: 'VSL MASTER 2024' },
      at(2, 'StudyId', 'StudyId must be a positive whole number, not "12.5".'),
      at(2, 'Year', 'Year must be a 4-digit year, not "20x1".'),
      at(3, 'Included in ESVD', 'Included in ESVD must be one of included, excluded, pending review, not "maybe".'),
      at(3, 'Included Repository', 'Included Repository must be Yes or No, not "perhaps".'),
    ]);
  });
});
