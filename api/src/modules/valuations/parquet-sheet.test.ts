import { DuckDBInstance } from '@duckdb/node-api';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ParquetColumn } from './export-columns.ts';
import { csvLine, csvLineFields } from '@esvd/schema/rules/csv-download';
import { cellsOfCsvText, ParquetLinesThreads, ParquetSheet } from './parquet-sheet.ts';

const columns: ParquetColumn[] = [
  { name: 'ValueId', type: 'INT64' },
  { name: 'Year', type: 'INT32' },
  { name: 'Value', type: 'DOUBLE' },
  { name: 'ESVD2.0_Biome', type: 'STRING' },
];

/** The file's rows and row-group sizes as DuckDB reads them. */
async function readBack(chunks: Uint8Array[]): Promise<{ rows: unknown[][]; groups: number[] }> {
  const folder = await mkdtemp(path.join(tmpdir(), 'parquet-sheet-'));
  try {
    const file = path.join(folder, 'sheet.parquet');
    await writeFile(file, Buffer.concat(chunks));
    const connection = await (await DuckDBInstance.create(':memory:')).connect();
    const rows = (await connection.runAndReadAll(`select * from read_parquet('${file}')`)).getRowsJS();
    const groups = (
      await connection.runAndReadAll(
        `select distinct row_group_id, row_group_num_rows from parquet_metadata('${file}') order by 1`,
      )
    ).getRowsJS();
    connection.closeSync();
    return { rows, groups: groups.map(([, count]) => Number(count)) };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

describe('ParquetSheet', () => {
  it('writes a row group whenever one is full, handing back the bytes as they are ready', async () => {
    const sheet = new ParquetSheet(columns, 2);
    const chunks = [...sheet.add([[99310000001, 2020, -1.5, 'Coastal systems; Inland wetlands']])];
    // Until a row group is full, only the file's magic number.
    expect(Buffer.concat(chunks).toString()).toBe('PAR1');
    chunks.push(...sheet.add([[2, null, null, null]]));
    expect(Buffer.concat(chunks).length).toBeGreaterThan(4);
    chunks.push(...sheet.add([[3, -7, 1e21, 'Farmers’ fields, "quoted"']]), ...sheet.finish());
    expect(await readBack(chunks)).toEqual({
      rows: [
        [99310000001n, 2020, -1.5, 'Coastal systems; Inland wetlands'],
        [2n, null, null, null],
        [3n, -7, 1e21, 'Farmers’ fields, "quoted"'],
      ],
      groups: [2, 1],
    });
  });

  it('writes a file with no rows', async () => {
    expect(await readBack(new ParquetSheet(columns).finish())).toEqual({ rows: [], groups: [] });
  });

  it('refuses a cell its column cannot hold, naming the column', () => {
    const sheet = new ParquetSheet(columns);
    expect(() => sheet.add([[1, 2.5, 1, 'x']])).toThrow('The Parquet column Year (INT32) cannot hold 2.5');
    expect(() => sheet.add([[1, 2 ** 31, 1, 'x']])).toThrow(/Year \(INT32\)/);
    expect(() => sheet.add([['1', 2, 1, 'x']])).toThrow(/ValueId \(INT64\) cannot hold "1"/);
    expect(() => sheet.add([[1, 2, 1, 3]])).toThrow(/ESVD2.0_Biome \(STRING\)/);
    expect(() => sheet.add([[1, 2, 1]])).toThrow('A Parquet row has 3 cells for 4 columns');
  });
});

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

describe('ParquetLinesThreads', () => {
  it('puts together the row groups its threads encode into the file one thread writes', async () => {
    const rows = Array.from({ length: 23 }, (_, index) => [
      99310000000 + index,
      index % 3 ? 2000 + index : null,
      index % 4 ? index / 8 : null,
      index % 5 ? `Biome ${index % 7}, "quoted"` : '=formula',
    ]);
    const lines = rows.map((row) => csvLine(row));
    const threads = new ParquetLinesThreads(columns, 4, 2);
    const chunks: Uint8Array[] = [];
    try {
      // Batches that do not line up with the row groups.
      for (let start = 0; start < lines.length; start += 3)
        chunks.push(...(await threads.add(lines.slice(start, start + 3))));
      chunks.push(...(await threads.finish()));
    } finally {
      await threads.stop();
    }
    const sheet = new ParquetSheet(columns, 4);
    const oneThread = [
      ...sheet.add(lines.map((line) => cellsOfCsvText(csvLineFields(line), columns))),
      ...sheet.finish(),
    ];
    expect(Buffer.concat(chunks).equals(Buffer.concat(oneThread))).toBe(true);
    const read = await readBack(chunks);
    expect(read.groups).toEqual([4, 4, 4, 4, 4, 3]);
    expect(read.rows).toEqual(rows.map(([valueId, ...rest]) => [BigInt(valueId as number), ...rest]));
  });
});
