import type { DuckDBConnection, DuckDBInstance } from '@duckdb/node-api';
import { execFile } from 'node:child_process';
import { closeSync, constants, createReadStream, open, openSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import net from 'node:net';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { promisify } from 'node:util';
import type { ParquetColumn, ParquetType } from './export-columns.ts';

/** The spool folders' prefix; the owning process's id follows, so that a later process can tell its own from a dead one's. */
const spoolPrefix = 'esvd-parquet-spool-';

const runFile = promisify(execFile);
const openFile = promisify(open);

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

/** How DuckDB's statement, or a wait for the pipe, ended: with an error or without. */
type Settled = { error?: unknown };

/**
 * A Parquet download made by DuckDB while its CSV lines (an export's, a release's) come: they are written to a named
 * pipe in a temporary folder, which DuckDB's statement reads as a CSV file, so that DuckDB parses and encodes while
 * PostgreSQL and the api read on (hyparquet-writer encoded on one thread, too slow for the whole database). The file
 * is sent once made: a Parquet file's footer comes last, and DuckDB writes the row groups in order. `close` ends the
 * statement and removes the folder, whether the download finished or not.
 */
export class ParquetSpool {
  private closed = false;

  private constructor(
    private readonly folder: string,
    private readonly pipe: net.Socket,
    private readonly connection: DuckDBConnection,
    /** The statement's outcome, settled once DuckDB has read the pipe to its end and written the file (or failed). */
    private readonly copied: Promise<Settled>,
  ) {
    // A statement that failed leaves nobody to read the pipe: writing waits for it no longer.
    void copied.then(({ error }) => error && pipe.destroy());
    // Its error surfaces where the writes or the statement are awaited.
    pipe.on('error', () => undefined);
  }

  private get parquetPath(): string {
    return path.join(this.folder, 'file.parquet');
  }

  static async open(columns: readonly ParquetColumn[]): Promise<ParquetSpool> {
    await sweepDeadSpools();
    const engine = await parquetEngine();
    const folder = await mkdtemp(path.join(tmpdir(), `${spoolPrefix}${process.pid}-`));
    const pipePath = path.join(folder, 'lines.csv');
    let connection: DuckDBConnection | undefined;
    try {
      await runFile('mkfifo', ['-m', '600', pipePath]);
      connection = await engine.connect();
      const copied = connection.run(parquetCopyStatement(columns, pipePath, path.join(folder, 'file.parquet'))).then(
        (): Settled => ({}),
        (error: unknown): Settled => ({ error }),
      );
      // Opening the writing end waits for DuckDB to open the reading end: closed before that, the pipe would leave
      // DuckDB waiting for a writer for ever. A statement that fails first never opens it: a reading end of our own
      // then lets the open finish.
      const opening = openFile(pipePath, constants.O_WRONLY);
      const failed = await Promise.race([opening.then(() => undefined), copied.then(({ error }) => error)]);
      if (failed) {
        closeSync(openSync(pipePath, constants.O_RDONLY | constants.O_NONBLOCK));
        closeSync(await opening);
        throw failed;
      }
      const pipe = new net.Socket({ fd: await opening, readable: false, writable: true });
      return new ParquetSpool(folder, pipe, connection, copied);
    } catch (error) {
      connection?.closeSync();
      await rm(folder, { recursive: true, force: true });
      throw error;
    }
  }

  /** Hands CSV lines, each CRLF-ended as `csvLine` writes them, to DuckDB; resolves once the pipe can take more. */
  async add(lines: readonly string[]): Promise<void> {
    if (!lines.length) return;
    if (this.pipe.write(lines.join(''))) return;
    const settled = await Promise.race([
      this.copied,
      new Promise<Settled>((resolve) => {
        const done = () => {
          this.pipe.off('drain', done);
          this.pipe.off('close', done);
          resolve({ error: this.pipe.destroyed ? new Error('The Parquet pipe closed') : undefined });
        };
        this.pipe.on('drain', done);
        this.pipe.on('close', done);
      }),
    ]);
    if (settled.error) throw (await this.failure()) ?? settled.error;
  }

  /**
   * Ends the lines, waits for DuckDB to finish the file and writes it to `destination` with `write` (which waits while
   * the destination is full and throws once it is gone). A destination that goes away meanwhile interrupts DuckDB.
   */
  async writeTo(
    destination: Writable,
    write: (destination: Writable, chunks: readonly Uint8Array[]) => Promise<void>,
  ): Promise<void> {
    this.pipe.end();
    const interrupt = () => this.connection.interrupt();
    destination.once('close', interrupt);
    let settled: Settled;
    try {
      settled = await this.copied;
    } finally {
      destination.off('close', interrupt);
    }
    // Interrupted: the destination is gone, which `write` reports as such.
    if (settled.error && !destination.destroyed) throw settled.error;
    await write(destination, []);
    for await (const chunk of createReadStream(this.parquetPath, { highWaterMark: readChunkBytes })) {
      await write(destination, [chunk as Buffer]);
    }
  }

  /** Ends DuckDB's statement if it still runs and removes the folder. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    // The pipe's end is DuckDB's end of file; the interruption stops it at its next step.
    this.pipe.destroy();
    this.connection.interrupt();
    await this.copied;
    this.connection.closeSync();
    await rm(this.folder, { recursive: true, force: true });
  }

  /** DuckDB's error, once the pipe failed: the reason it stopped reading. */
  private async failure(): Promise<unknown> {
    this.pipe.destroy();
    return (await this.copied).error;
  }
}
