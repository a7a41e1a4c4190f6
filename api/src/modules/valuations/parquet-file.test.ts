import { DuckDBInstance } from '@duckdb/node-api';
import { csvLine } from '@esvd/schema/rules/csv-download';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, type Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { ParquetColumn, ParquetType } from './export-columns.ts';
import { ParquetSpool } from './parquet-file.ts';

const columns: ParquetColumn[] = [
  { name: 'ValueId', type: 'INT64' },
  { name: 'Year', type: 'INT32' },
  { name: 'Value', type: 'DOUBLE' },
  { name: 'Notes, "quoted"', type: 'STRING' },
];

const write = async (destination: Writable, chunks: readonly Uint8Array[]) => {
  for (const chunk of chunks) destination.write(chunk);
};

/** The Parquet file of `lines` as the spool sends it, and its columns' types and rows as DuckDB reads them. */
async function parquetOf(lines: string[]): Promise<{ types: string[]; rows: unknown[][] }> {
  const spool = await ParquetSpool.open(columns);
  const destination = new PassThrough();
  const chunks: Buffer[] = [];
  destination.on('data', (chunk: Buffer) => chunks.push(chunk));
  try {
    await spool.add(lines);
    await spool.writeTo(destination, write);
  } finally {
    await spool.close();
  }
  const folder = await mkdtemp(path.join(tmpdir(), 'parquet-file-test-'));
  try {
    const file = path.join(folder, 'read.parquet');
    await writeFile(file, Buffer.concat(chunks));
    const connection = await (await DuckDBInstance.create(':memory:')).connect();
    const types = (await connection.runAndReadAll(`describe select * from read_parquet('${file}')`)).getRowsJS();
    const rows = (await connection.runAndReadAll(`select * from read_parquet('${file}')`)).getRowsJS();
    connection.closeSync();
    return { types: types.map(([, type]) => String(type)), rows };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

const spoolFolders = async () => (await readdir(tmpdir())).filter((name) => name.startsWith('esvd-parquet-spool-'));

describe('ParquetSpool', () => {
  it('makes a typed Parquet file of CSV lines in their order, with the texts as they were before the CSV', async () => {
    const before = await spoolFolders();
    const { types, rows } = await parquetOf([
      csvLine([99310000001, 2020, -1.5e-7, '=SUM(A1), "quoted"\r\nline two']),
      csvLine([2, null, null, null]),
      csvLine([3, -7, 1e21, "'=kept after one apostrophe"]),
      csvLine([4, 0, 0.1, 'Farmers’ fields; \t-not a formula']),
      csvLine([5, 1, 2, '@x']),
    ]);
    expect(types).toEqual(['BIGINT', 'INTEGER', 'DOUBLE', 'VARCHAR']);
    expect(rows).toEqual([
      [99310000001n, 2020, -1.5e-7, '=SUM(A1), "quoted"\r\nline two'],
      [2n, null, null, null],
      [3n, -7, 1e21, "'=kept after one apostrophe"],
      [4n, 0, 0.1, 'Farmers’ fields; \t-not a formula'],
      [5n, 1, 2, '@x'],
    ]);
    // Its files are gone once it is closed.
    expect(await spoolFolders()).toEqual(before);
  });

  it('makes a file with no rows', async () => {
    expect((await parquetOf([])).rows).toEqual([]);
  });

  it('refuses a line its columns cannot hold, naming the column', async () => {
    await expect(parquetOf([csvLine([1, 'n/a', 1, 'x'])])).rejects.toThrow(/converting column "Year"/);
    await expect(parquetOf([csvLine([1, 2 ** 31, 1, 'x'])])).rejects.toThrow(/converting column "Year"/);
  });

  it('stops taking lines once DuckDB has refused one, with its reason', async () => {
    const before = await spoolFolders();
    const spool = await ParquetSpool.open(columns);
    const many = Array.from({ length: 2000 }, (_, index) => csvLine([index, 1, 1, 'x'.repeat(1000)]));
    try {
      await expect(
        (async () => {
          await spool.add([csvLine([1, 'n/a', 1, 'x'])]);
          // More than the pipe holds: without the refusal heard, these would wait for a reader for ever.
          for (let round = 0; round < 20; round++) await spool.add(many);
        })(),
      ).rejects.toThrow(/converting column "Year"/);
    } finally {
      await spool.close();
    }
    expect(await spoolFolders()).toEqual(before);
  });

  it('fails to open, leaving nothing behind, when DuckDB refuses the statement', async () => {
    const before = await spoolFolders();
    await expect(ParquetSpool.open([{ name: 'a', type: 'DATE' as ParquetType }])).rejects.toThrow();
    expect(await spoolFolders()).toEqual(before);
  });

  it('ends half-way when closed before the file is made (a client that left)', async () => {
    const before = await spoolFolders();
    const spool = await ParquetSpool.open(columns);
    await spool.add([csvLine([1, 2, 3, 'x'])]);
    await spool.close();
    expect(await spoolFolders()).toEqual(before);
  });

  it('removes the spool folders of a process that died, and only those', async () => {
    // A process that has ended: its id is free.
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    const left = path.join(tmpdir(), `esvd-parquet-spool-${dead}-test`);
    const ours = path.join(tmpdir(), `esvd-parquet-spool-${process.pid}-test-own`);
    await mkdir(left, { recursive: true });
    await mkdir(ours, { recursive: true });
    await writeFile(path.join(left, 'lines.csv'), 'a\r\n');
    try {
      const spool = await ParquetSpool.open(columns);
      await spool.close();
      expect(existsSync(left)).toBe(false);
      expect(existsSync(ours)).toBe(true);
    } finally {
      await rm(left, { recursive: true, force: true });
      await rm(ours, { recursive: true, force: true });
    }
  });
});
