import { describe, expect, it } from 'vitest';
import { cellsOfCsvText, type ParquetColumn } from './export-columns.ts';

const columns: ParquetColumn[] = [
  { name: 'ValueId', type: 'INT64' },
  { name: 'Year', type: 'INT32' },
  { name: 'Value', type: 'DOUBLE' },
  { name: 'ESVD2.0_Biome', type: 'STRING' },
];

describe('cellsOfCsvText', () => {
  it('reads numbers back as written, empty cells as null and texts without the apostrophe before a formula', () => {
    expect(cellsOfCsvText(['99310000001', '2020', '-1.5e-7', "'=SUM(A1)"], columns)).toEqual([
      99310000001,
      2020,
      -1.5e-7,
      '=SUM(A1)',
    ]);
    expect(cellsOfCsvText(['1', '', '', ''], columns)).toEqual([1, null, null, null]);
  });

  it('refuses a number the CSV writer would not have written', () => {
    expect(() => cellsOfCsvText(['1', '2020.0', '', ''], columns)).toThrow(/Year \(INT32\) cannot hold "2020.0"/);
    expect(() => cellsOfCsvText(['1', '', 'n/a', ''], columns)).toThrow(/Value \(DOUBLE\)/);
    expect(() => cellsOfCsvText(['1'], columns)).toThrow('A CSV row has 1 cells for 4 columns');
  });
});
