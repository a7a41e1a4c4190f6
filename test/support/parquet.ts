// Parquet files as the tests read them: with DuckDB, the way a data scientist would, and compared with a CSV's cells.
import { DuckDBInstance } from '@duckdb/node-api';
import { csvCellAsWritten } from '@esvd/schema/rules/csv-download';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface ParquetTable {
  names: string[];
  /** DuckDB's names of the column types: BIGINT, INTEGER, DOUBLE, VARCHAR. */
  types: string[];
  /** The rows, BIGINT as numbers. */
  rows: unknown[][];
}

/** A Parquet file's columns, their types and its rows, as DuckDB reads them. */
export async function readParquet(bytes: Buffer): Promise<ParquetTable> {
  const folder = await mkdtemp(path.join(tmpdir(), 'esvd-parquet-'));
  const connection = await (await DuckDBInstance.create(':memory:')).connect();
  try {
    const file = path.join(folder, 'read.parquet');
    await writeFile(file, bytes);
    const source = `read_parquet('${file}')`;
    const described = (await connection.runAndReadAll(`describe select * from ${source}`)).getRowObjectsJS();
    const rows = (await connection.runAndReadAll(`select * from ${source}`)).getRowsJS();
    return {
      names: described.map((column) => String(column.column_name)),
      types: described.map((column) => String(column.column_type)),
      rows: rows.map((row) => row.map((value) => (typeof value === 'bigint' ? Number(value) : value))),
    };
  } finally {
    connection.closeSync();
    await rm(folder, { recursive: true, force: true });
  }
}

/** A CSV cell as a Parquet column of DuckDB type `type` holds it: empty is null, a number a number, a text as it was. */
export const parquetCellOfCsv = (text: string, type: string): unknown =>
  text === '' ? null : type === 'VARCHAR' ? csvCellAsWritten(text) : Number(text);
