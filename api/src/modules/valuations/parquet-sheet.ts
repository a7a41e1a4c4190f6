import { csvCellAsWritten } from '@esvd/schema/rules/csv-download';
import { ByteWriter, ParquetWriter, schemaFromColumnData } from 'hyparquet-writer';
import { extname } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Cell, ParquetColumn, ParquetType } from './export-columns.ts';

/**
 * Rows per row group: enough for each column chunk's dictionary and compression to pay, few enough that a group's
 * cells and their encoding stay within tens of megabytes whatever the file's size.
 */
const defaultRowGroupSize = 10_000;

/** Bytes gathered before they are handed over: a row group leaves in several chunks, not one buffer of its size. */
const chunkBytes = 256 * 1024;

/** A value as hyparquet-writer takes it for its column's type: INT64 as a bigint. */
type ParquetValue = string | number | bigint | null;

const misfit = (column: ParquetColumn, cell: Cell) =>
  new TypeError(`The Parquet column ${column.name} (${column.type}) cannot hold ${JSON.stringify(cell)}`);

const int32Range = 2 ** 31;

/** Each type's conversion of a cell; a cell that does not fit is a fault of the columns' types, not of the data. */
const parquetValueOf: Record<ParquetType, (cell: Cell, column: ParquetColumn) => ParquetValue> = {
  INT32: (cell, column) => {
    if (cell === null) return null;
    if (!Number.isInteger(cell) || (cell as number) < -int32Range || (cell as number) >= int32Range) {
      throw misfit(column, cell);
    }
    return cell;
  },
  INT64: (cell, column) => {
    if (cell === null) return null;
    if (!Number.isSafeInteger(cell)) throw misfit(column, cell);
    return BigInt(cell);
  },
  DOUBLE: (cell, column) => {
    if (cell !== null && typeof cell !== 'number') throw misfit(column, cell);
    return cell;
  },
  STRING: (cell, column) => {
    if (cell !== null && typeof cell !== 'string') throw misfit(column, cell);
    return cell;
  },
};

/** The file's bytes, handed over in chunks of about `chunkBytes` as hyparquet-writer appends them. */
class ChunkedBytes extends ByteWriter {
  private readonly chunks: Uint8Array[] = [];

  constructor() {
    super(chunkBytes);
  }

  override ensure(size: number): void {
    // Only ever appended to, so what is gathered can leave before more comes.
    if (this.index >= chunkBytes) this.handOver();
    super.ensure(size);
  }

  /** The chunks gathered since the last call. */
  take(): Uint8Array[] {
    this.handOver();
    return this.chunks.splice(0);
  }

  private handOver(): void {
    if (!this.index) return;
    // A copy with a buffer of its own (one a thread can hand over): the buffer is written over from its start again.
    this.chunks.push(this.getBytes().slice());
    this.index = 0;
  }
}

/**
 * A Parquet file written as its rows come, one row group at a time, SNAPPY-compressed: each call hands back the bytes
 * that are ready, for the caller to write (and wait for) before it adds more, so that neither the rows nor the file
 * are ever held whole. Every column is optional (null cells); strings are UTF-8. Statistics (min and max) are kept
 * for the numeric columns only: comparing every string took a large share of the encoding's time.
 */
export class ParquetSheet {
  private readonly bytes = new ChunkedBytes();
  private readonly writer: ParquetWriter;
  /** The pending row group, column by column. */
  private group: ParquetValue[][];
  private groupRows = 0;

  constructor(
    private readonly columns: readonly ParquetColumn[],
    private readonly rowGroupSize = defaultRowGroupSize,
  ) {
    const schema = schemaFromColumnData({ columnData: columns.map(({ name, type }) => ({ name, type, data: [] })) });
    this.writer = new ParquetWriter({ writer: this.bytes, schema });
    this.group = this.emptyGroup();
  }

  /** Adds rows, their cells in the columns' order; returns the bytes of the row groups they completed. */
  add(rows: readonly (readonly Cell[])[]): Uint8Array[] {
    for (const row of rows) {
      if (row.length !== this.columns.length) {
        throw new RangeError(`A Parquet row has ${row.length} cells for ${this.columns.length} columns`);
      }
      for (let index = 0; index < row.length; index++) {
        const column = this.columns[index];
        this.group[index].push(parquetValueOf[column.type](row[index], column));
      }
      if (++this.groupRows === this.rowGroupSize) this.writeGroup();
    }
    return this.bytes.take();
  }

  /** The last row group and the footer: the rest of the file. */
  finish(): Uint8Array[] {
    if (this.groupRows) this.writeGroup();
    // Synchronous: ChunkedBytes only gathers.
    void this.writer.finish();
    return this.bytes.take();
  }

  private emptyGroup(): ParquetValue[][] {
    return this.columns.map(() => []);
  }

  private writeGroup(): void {
    void this.writer.write({
      columnData: this.columns.map(({ name, type }, index) => ({
        name,
        data: this.group[index],
        statistics: type !== 'STRING',
      })),
      rowGroupSize: this.groupRows,
    });
    this.group = this.emptyGroup();
    this.groupRows = 0;
  }
}

/**
 * A row of CSV text cells (a stored export line, parsed) as typed cells by `columns`' types: an empty cell is null, a
 * number is read back from the text `csvField` wrote, and a text loses the apostrophe written before a formula. A
 * Parquet file made from CSV lines thus holds what one made from the records holds.
 */
export function cellsOfCsvText(texts: readonly string[], columns: readonly ParquetColumn[]): Cell[] {
  if (texts.length !== columns.length) {
    throw new RangeError(`A CSV row has ${texts.length} cells for ${columns.length} columns`);
  }
  return texts.map((text, index) => {
    if (text === '') return null;
    const column = columns[index];
    if (column.type === 'STRING') return csvCellAsWritten(text);
    const value = Number(text);
    // csvField writes String(number), which reads back to the same number and text.
    if (String(value) !== text) throw misfit(column, text);
    return value;
  });
}

/**
 * A Parquet file made from CSV lines (an export's, a release's) on a thread of its own (parquet-lines.worker.ts):
 * encoding keeps a core busy for as long as the download lasts, in steps of a row group, which the api's event loop
 * must not spend. Each call hands over a batch and resolves to the bytes it completed; calls are answered in order,
 * so the next batch can be handed over while the last one's bytes are written. `stop` ends the thread, whether the
 * file was finished or not.
 */
export class ParquetLinesThread {
  private readonly worker: Worker;
  private readonly waiting: { resolve: (chunks: Uint8Array[]) => void; reject: (error: Error) => void }[] = [];
  private failure: Error | undefined;

  constructor(columns: readonly ParquetColumn[]) {
    // The worker's file is TypeScript beside this one where the api runs as such, JavaScript in the build.
    this.worker = new Worker(new URL(`./parquet-lines.worker${extname(import.meta.url)}`, import.meta.url), {
      workerData: columns,
    });
    this.worker.on('message', (chunks: Uint8Array[]) => this.waiting.shift()?.resolve(chunks));
    this.worker.on('error', (error) => this.fail(error));
    this.worker.once('exit', (code) => this.fail(new Error(`The Parquet thread ended (exit code ${code})`)));
  }

  /** The bytes of the row groups the CSV lines `lines` completed. */
  add(lines: readonly string[]): Promise<Uint8Array[]> {
    return this.ask(lines);
  }

  /** The rest of the file. */
  finish(): Promise<Uint8Array[]> {
    return this.ask(null);
  }

  async stop(): Promise<void> {
    await this.worker.terminate();
  }

  private ask(lines: readonly string[] | null): Promise<Uint8Array[]> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      this.worker.postMessage(lines);
    });
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const { reject } of this.waiting.splice(0)) reject(this.failure);
  }
}
