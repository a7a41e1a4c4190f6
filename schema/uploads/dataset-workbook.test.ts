import { describe, expect, it } from 'vitest';
import {
  checkDatasetWorkbook,
  datasetMasterChecker,
  datasetWorkbookMessages,
  datasetReferenceSheets,
  parseWorkbookDate,
} from './dataset-workbook.ts';
import { esvdColumns, esvdExportHeader } from './esvd-columns.ts';
import type { ParsedSheet } from './workbook-checks.ts';

const master = 'ESVD MASTER';
const references: ParsedSheet[] = datasetReferenceSheets.map(({ label, headings }) => ({
  name: label,
  rows: [[...headings]],
}));
/** A master row from its cells by heading, in the export's column order. */
const valuation = (cells: Record<string, string>): string[] => esvdExportHeader.map((heading) => cells[heading] ?? '');
const workbook = (...rows: string[][]): ParsedSheet[] => [
  { name: master, rows: [[...esvdExportHeader], ...rows] },
  ...references,
];
const at = (row: number, column: string, message: string, severity = 'fatal') => ({
  severity,
  message,
  sheet: master,
  row,
  column,
});

describe('the dataset workbook (spec 001 §5)', () => {
  it('takes the full download: the export header, its dates with a time of day, as is', () => {
    const report = checkDatasetWorkbook(
      workbook(
        valuation({
          ValueId: '12050001',
          StudyId: '1205',
          'Coded Date': '04-03-2021 13:05:09',
          'Reviewed Date': '29-02-2024',
          Latitude: '-1.25',
          Longitude: '36.8',
          'ESVD2.0_Biome_Codes': '5; 8',
          'Present Value Year': '25',
        }),
      ),
    );
    expect(report).toMatchObject({ problems: [], fatal: false });
    expect(report.rows).toEqual([
      expect.objectContaining({
        rowNumber: 2,
        valueId: 12050001,
        studyId: 1205,
        codedDate: new Date(Date.UTC(2021, 2, 4, 13, 5, 9)),
        reviewedDate: new Date(Date.UTC(2024, 1, 29)),
        latitude: -1.25,
        longitude: 36.8,
      }),
    ]);
    expect(report.rows[0].cells.get('ESVD2.0_Biome_Codes')).toBe('5; 8');
  });

  it('takes the 126 ESVD columns alone, in any case, and reads each cell as its ESVD heading', () => {
    const [, ...rest] = workbook();
    const headings = esvdColumns.map((heading) => heading.toUpperCase());
    const cells = esvdColumns.map(
      (heading) => ({ ValueId: '10001', StudyId: '1', Notes: 'Notes text' })[heading] ?? '',
    );
    const report = checkDatasetWorkbook([{ name: 'esvd master', rows: [headings, cells] }, ...rest]);
    expect(report.problems).toEqual([]);
    expect(report.rows[0].cells.get('Notes')).toBe('Notes text');
    expect(report.rows[0].cells.has('NOTES')).toBe(false);
  });

  it('says a file of headings alone, or of nothing, has no rows', () => {
    const noRows = { severity: 'fatal', message: datasetWorkbookMessages.noRows, sheet: master };
    expect(checkDatasetWorkbook(workbook()).problems).toEqual([noRows]);
    expect(checkDatasetWorkbook([{ name: master, rows: [] }], { csv: true }).problems).toEqual([noRows]);
  });

  it('names a missing sheet under "Incorrect sheet names and/or column labels."', () => {
    const report = checkDatasetWorkbook(workbook().filter((sheet) => sheet.name !== 'Currencies'));
    expect(report.problems).toEqual([
      { severity: 'fatal', message: 'Incorrect sheet names and/or column labels.' },
      {
        severity: 'fatal',
        message: 'Sheet with label "Currencies" is missing from the upload file.',
        sheet: 'Currencies',
      },
    ]);
  });

  it('needs the master sheet', () => {
    const report = checkDatasetWorkbook(references);
    expect(report.problems).toEqual([
      { severity: 'fatal', message: 'Incorrect sheet names and/or column labels.' },
      { severity: 'fatal', message: 'Sheet with label "ESVD MASTER" is missing from the upload file.', sheet: master },
    ]);
  });

  it('names the missing headings of the top row', () => {
    const [, ...rest] = workbook();
    const headings = esvdExportHeader.filter((heading) => heading !== 'Latitude' && heading !== 'TEEB_SubES');
    const report = checkDatasetWorkbook([{ name: master, rows: [headings] }, ...rest]);
    expect(report.problems).toEqual([
      { severity: 'fatal', message: 'Incorrect sheet names and/or column labels.' },
      at(
        1,
        'TEEB_SubES',
        'Sheet with label ESVD MASTER is missing the following column headings: TEEB_SubES, Latitude. ' +
          'If they are included, they must be the top row.',
      ),
    ]);
  });

  it('counts rows without a value id: "N entries with no value Ids."', () => {
    const report = checkDatasetWorkbook(workbook(valuation({ StudyId: '1' }), valuation({ StudyId: '1', Notes: 'x' })));
    expect(report.problems).toEqual([
      { severity: 'fatal', message: '2 entries with no value Ids.', sheet: master },
      at(2, 'ValueId', 'ValueId is empty.'),
      at(3, 'ValueId', 'ValueId is empty.'),
    ]);
  });

  it('counts rows without a study id: "N entries with no study Ids."', () => {
    const report = checkDatasetWorkbook(workbook(valuation({ ValueId: '10001' })));
    expect(report.problems).toEqual([
      { severity: 'fatal', message: '1 entries with no study Ids.', sheet: master },
      at(2, 'StudyId', 'StudyId is empty.'),
    ]);
  });

  it('refuses duplicate value ids, with their rows', () => {
    const row = (valueId: string) => valuation({ ValueId: valueId, StudyId: '1' });
    const report = checkDatasetWorkbook(workbook(row('10001'), row('10002'), row('10001')));
    expect(report.problems).toEqual([
      { severity: 'fatal', message: '1 duplicate valuation studies found.', sheet: master },
      at(2, 'ValueId', 'ValueId 10001 is in rows 2, 4.'),
      at(4, 'ValueId', 'ValueId 10001 is in rows 2, 4.'),
    ]);
  });

  it('takes dates strictly as DD-MM-YYYY: "N entries with invalid coded date found."', () => {
    const row = (valueId: string, date: string) => valuation({ ValueId: valueId, StudyId: '1', 'Coded Date': date });
    const report = checkDatasetWorkbook(
      workbook(row('1', '2021-03-04'), row('2', '31-02-2021'), row('3', '4-3-2021'), row('4', '04-03-2021')),
    );
    expect(report.problems).toEqual([
      { severity: 'fatal', message: '3 entries with invalid coded date found.', sheet: master },
      at(2, 'Coded Date', 'Coded Date must be a date as DD-MM-YYYY, not "2021-03-04".'),
      at(3, 'Coded Date', 'Coded Date must be a date as DD-MM-YYYY, not "31-02-2021".'),
      at(4, 'Coded Date', 'Coded Date must be a date as DD-MM-YYYY, not "4-3-2021".'),
    ]);
  });

  it('"N entries with invalid reviewed date found."', () => {
    const report = checkDatasetWorkbook(
      workbook(valuation({ ValueId: '1', StudyId: '1', 'Reviewed Date': '04/03/2021' })),
    );
    expect(report.problems).toEqual([
      { severity: 'fatal', message: '1 entries with invalid reviewed date found.', sheet: master },
      at(2, 'Reviewed Date', 'Reviewed Date must be a date as DD-MM-YYYY, not "04/03/2021".'),
    ]);
  });

  it('keeps latitude within -90..90 and longitude within -180..180', () => {
    const row = (valueId: string, latitude: string, longitude: string) =>
      valuation({ ValueId: valueId, StudyId: '1', Latitude: latitude, Longitude: longitude });
    const report = checkDatasetWorkbook(
      workbook(row('1', '90', '-180'), row('2', '90.5', '181'), row('3', 'north', '')),
    );
    expect(report.problems).toEqual([
      { severity: 'fatal', message: '3 entries with invalid latitude or longitude found.', sheet: master },
      at(3, 'Latitude', 'Latitude must be a number from -90 to 90, not "90.5".'),
      at(3, 'Longitude', 'Longitude must be a number from -180 to 180, not "181".'),
      at(4, 'Latitude', 'Latitude must be a number from -90 to 90, not "north".'),
    ]);
  });

  it('warns about repeated codes in the semicolon lists and keeps each once', () => {
    const report = checkDatasetWorkbook(
      workbook(valuation({ ValueId: '1', StudyId: '1', TEEB_SubES: '191; 191; 14', CICES: '3.1.1.1;3.1.1.1' })),
    );
    expect(report.fatal).toBe(false);
    expect(report.rows[0].cells.get('TEEB_SubES')).toBe('191; 14');
    expect(report.rows[0].cells.get('CICES')).toBe('3.1.1.1');
    expect(report.problems).toEqual([
      { severity: 'warning', message: '1 entries with duplicate sub-TEEB codes.', sheet: master },
      at(2, 'TEEB_SubES', 'Repeated 191: kept once.', 'warning'),
      { severity: 'warning', message: '1 entries with duplicate CICES codes.', sheet: master },
      at(2, 'CICES', 'Repeated 3.1.1.1: kept once.', 'warning'),
    ]);
  });

  it('refuses numbers that are not numbers: "Invalid data format. Please verify."', () => {
    const report = checkDatasetWorkbook(
      workbook(valuation({ ValueId: '1x', StudyId: '1', 'Site Area': '12 ha', Year_Pub: '2001.5' })),
    );
    expect(report.problems).toEqual([
      { severity: 'fatal', message: 'Invalid data format. Please verify.', sheet: master },
      at(2, 'Site Area', 'Site Area must be a number, not "12 ha".'),
      at(2, 'Year_Pub', 'Year_Pub must be a whole number from 0 to 32767, not "2001.5".'),
      at(2, 'ValueId', 'ValueId must be a positive whole number, not "1x".'),
    ]);
  });

  it('tells, row by row, once a row checked so far has a fatal problem (an upload writes nothing more then)', () => {
    const checker = datasetMasterChecker(master, [...esvdExportHeader]);
    const check = (rowNumber: number, cells: Record<string, string>) => {
      checker.row(rowNumber, valuation(cells));
      return checker.hasFatal();
    };
    expect(check(2, { ValueId: '10001', StudyId: '1', TEEB_SubES: '191; 191' })).toBe(false);
    expect(check(3, { ValueId: '10002', StudyId: '1' })).toBe(false);
    expect(check(4, { ValueId: '10001', StudyId: '1' })).toBe(true);
    const fatalRows: Record<string, string>[] = [
      { ValueId: '', StudyId: '1' },
      { ValueId: '1', StudyId: '' },
      { ValueId: '1', StudyId: '1', 'Coded Date': '2021-03-04' },
      { ValueId: '1', StudyId: '1', Latitude: '91' },
      { ValueId: '1', StudyId: '1', 'Site Area': '12 ha' },
    ];
    for (const fatal of fatalRows) {
      const fresh = datasetMasterChecker(master, [...esvdExportHeader]);
      fresh.row(2, valuation(fatal));
      expect(fresh.hasFatal(), JSON.stringify(fatal)).toBe(true);
    }
  });

  it('reads the single-sheet variant (a CSV, a workbook of one sheet) without reference sheets', () => {
    const csv: ParsedSheet = {
      name: 'esvd-export.csv',
      rows: [[...esvdExportHeader], valuation({ ValueId: '1', StudyId: '1' })],
    };
    expect(checkDatasetWorkbook([csv], { csv: true })).toMatchObject({ problems: [], fatal: false });
    expect(checkDatasetWorkbook([csv])).toMatchObject({ problems: [], fatal: false });
    // Two sheets are a workbook: its master is found by name, and the reference sheets are needed.
    expect(checkDatasetWorkbook([csv, { name: 'Notes', rows: [] }]).fatal).toBe(true);
  });
});

describe('workbook dates', () => {
  it('are real days as DD-MM-YYYY, with an optional HH:mm:ss', () => {
    expect(parseWorkbookDate('01-01-0001')).toEqual(new Date('0001-01-01T00:00:00Z'));
    expect(parseWorkbookDate('31-12-2020 23:59:59')).toEqual(new Date('2020-12-31T23:59:59Z'));
    for (const text of [
      '00-01-2020',
      '29-02-2023',
      '01-13-2020',
      '01-01-0000',
      '01-01-2020 24:00:00',
      '01-01-2020T10:00:00',
    ])
      expect(parseWorkbookDate(text)).toBeUndefined();
  });
});
