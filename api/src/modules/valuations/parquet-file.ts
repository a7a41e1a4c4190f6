import type { DuckDBConnection, DuckDBInstance } from '@duckdb/node-api';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import type { ParquetColumn, ParquetType } from './export-columns.ts';

/** The spool folders' prefix; the owning process's id follows, so that a later process can tell its own from a dead one's. */
const spoolPrefix = 'esvd-parquet-spool-';

/** Bytes read from the finished file at a time, as the response takes them. */
const readChunkBytes = 256 * 1024;

const duckTypes: Record<ParquetType, string> = {
  INT32: 'INTEGER',
  INT64: 'BIGINT',
  DOUBLE: 'DOUBLE',
  STRING: 'VARCHAR',
};

const sqlText = (text: string) => `'${text.replaceAll("'", "''")}'`;
const sqlName = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * A text cell as it was before `csvField` wrote it: the apostrophe written before a formula taken off, as
 * `csvCellAsWritten` does (schema/rules/csv-download.ts), in DuckDB's SQL. The prefix test spares the regular
 * expression for nearly every cell.
 */
const textAsWritten = (name: string) =>
  `case when prefix(${name}, '''') and regexp_matches(${name}, '^''+[=+\\-@\\t\\r]') then ${name}[2:] else ${name} end`;

/**
 * The statement that turns the spooled CSV (no header, every field as `csvField` wrote it) into the Parquet file:
 * the columns typed as `columns` say, an empty field null, SNAPPY-compressed, in the lines' order.
 */
export function parquetCopyStatement(columns: readonly ParquetColumn[], csvPath: string, parquetPath: string): string {
  const types = columns.map(({ name, type }) => `${sqlText(name)}: ${sqlText(duckTypes[type])}`).join(', ');
  const cells = columns
    .map(({ name, type }) =>
      type === 'STRING' ? `${textAsWritten(sqlName(name))} as ${sqlName(name)}` : sqlName(name),
    )
    .join(', ');
  const source =
    `read_csv(${sqlText(csvPath)}, header = false, auto_detect = false, delim = ',', quote = '"', escape = '"', ` +
    `new_line = '\\r\\n', columns = {${types}})`;
  return `copy (select ${cells} from ${source}) to ${sqlText(parquetPath)} (format parquet, compression snappy)`;
}

let duckdb: Promise<DuckDBInstance> | undefined;

/**
 * The process's DuckDB, in memory, loaded at the first Parquet download (an api that never sends one never loads the
 * native library): it reads the spooled CSV and writes the file on every core, and downloads at the same time share
 * its threads.
 */
function parquetEngine(): Promise<DuckDBInstance> {
  duckdb ??= import('@duckdb/node-api')
    .then(({ DuckDBInstance }) => DuckDBInstance.create(':memory:'))
    .catch((error: unknown) => {
      duckdb = undefined;
      throw error;
    });
  return duckdb;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: a process of another user has that id now.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes the spool folders that a killed process left behind (a readdir of the temp folder: cheap for a download). */
async function sweepDeadSpools(): Promise<void> {
  for (const name of await readdir(tmpdir()).catch(() => [] as string[])) {
    const pid = Number(/^esvd-parquet-spool-(\d+)-/.exec(name)?.[1]);
    if (pid && pid !== process.pid && !alive(pid)) {
      await rm(path.join(tmpdir(), name), { recursive: true, force: true }).catch(() => undefined);
    }
  }
}

/**
 * A Parquet download made by DuckDB: the CSV lines (an export's, a release's) are spooled to a temporary file as they
 * come, DuckDB turns it into a Parquet file on every core, and that file is streamed. hyparquet-writer encoded on
 * one thread, too slow for the whole database. `close` removes the files, whether the download finished or not.
 */
export class ParquetSpool {
  private closed = false;

  private constructor(
    private readonly columns: readonly ParquetColumn[],
    private readonly folder: string,
    private readonly csv: WriteStream,
  ) {}

  static async open(columns: readonly ParquetColumn[]): Promise<ParquetSpool> {
    await sweepDeadSpools();
    const folder = await mkdtemp(path.join(tmpdir(), `${spoolPrefix}${process.pid}-`));
    return new ParquetSpool(columns, folder, createWriteStream(path.join(folder, 'lines.csv')));
  }

  /** Spools CSV lines, each CRLF-ended as `csvLine` writes them; resolves once the file can take more. */
  async add(lines: readonly string[]): Promise<void> {
    if (!lines.length) return;
    if (!this.csv.write(lines.join(''))) {
      await new Promise<void>((resolve, reject) => {
        const done = (error?: Error) => {
          this.csv.off('drain', done);
          this.csv.off('error', done);
          if (error) reject(error);
          else resolve();
        };
        this.csv.on('drain', done);
        this.csv.on('error', done);
      });
    }
  }

  /**
   * Makes the Parquet file of the lines spooled and writes it to `destination` with `write` (which waits while the
   * destination is full and throws once it is gone). A destination that goes away meanwhile interrupts DuckDB.
   */
  async writeTo(
    destination: Writable,
    write: (destination: Writable, chunks: readonly Uint8Array[]) => Promise<void>,
  ): Promise<void> {
    await new Promise<void>((resolve, reject) =>
      this.csv.end((error?: Error | null) => (error ? reject(error) : resolve())),
    );
    const csvPath = path.join(this.folder, 'lines.csv');
    const parquetPath = path.join(this.folder, 'file.parquet');
    const connection: DuckDBConnection = await (await parquetEngine()).connect();
    const interrupt = () => connection.interrupt();
    destination.once('close', interrupt);
    try {
      await connection.run(parquetCopyStatement(this.columns, csvPath, parquetPath));
    } catch (error) {
      // Interrupted: the destination is gone, which `write` reports as such.
      if (!destination.destroyed) throw error;
    } finally {
      destination.off('close', interrupt);
      connection.closeSync();
    }
    // The CSV's space is given back before the file is sent.
    await rm(csvPath, { force: true });
    await write(destination, []);
    for await (const chunk of createReadStream(parquetPath, { highWaterMark: readChunkBytes })) {
      await write(destination, [chunk as Buffer]);
    }
  }

  /** Removes the spooled files. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.csv.destroy();
    await rm(this.folder, { recursive: true, force: true });
  }
}
