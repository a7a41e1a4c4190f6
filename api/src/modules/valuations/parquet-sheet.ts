import { csvCellAsWritten } from '@esvd/schema/rules/csv-download';
import { ByteWriter, ParquetWriter, schemaFromColumnData } from 'hyparquet-writer';
import { extname } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Cell, ParquetColumn, ParquetType } from './export-columns.ts';

// Erasable TypeScript only (no parameter properties): a worker thread may load this file with its types stripped,
// where no TypeScript loader is registered (the unit tests).

/**
 * Rows per row group: enough for each column chunk's dictionary and compression to pay, few enough that a group's
 * cells and their encoding stay within a few megabytes whatever the file's size. Larger groups compress a little
 * better but cost more CPU: a group's cells live through more of the garbage collector's young-generation passes.
 */
const defaultRowGroupSize = 5_000;

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

/** A row group's metadata (hyparquet's RowGroup, which this package does not depend on by name). */
type RowGroup = ParquetWriter['row_groups'][number];

/** Every column optional (null cells), strings UTF-8. */
const schemaOf = (columns: readonly ParquetColumn[]) =>
  schemaFromColumnData({ columnData: columns.map(({ name, type }) => ({ name, type, data: [] })) });

/**
 * A row group as an encoder made it: its bytes, and its metadata with the offsets of the encoder's own stream, in
 * which the group began at `start`. Plain data, so that it can come from another thread.
 */
export interface EncodedGroup {
  chunks: Uint8Array[];
  rowGroup: RowGroup;
  start: number;
}

/**
 * Row groups encoded one at a time, SNAPPY-compressed, each handed back on its own (EncodedGroup) for a ParquetFile
 * to place. Statistics (min and max) are kept for the numeric columns only: comparing every string took a large share
 * of the encoding's time. No offset index: its page offsets would have to move with the group too, and a chunk of one
 * row group rarely has more than one page to index.
 */
export class ParquetGroupEncoder {
  private readonly bytes = new ChunkedBytes();
  private readonly writer: ParquetWriter;
  /** The pending row group, column by column. */
  private group: ParquetValue[][];
  /** The pending row group's rows. */
  rows = 0;

  private readonly columns: readonly ParquetColumn[];

  constructor(columns: readonly ParquetColumn[]) {
    this.columns = columns;
    this.writer = new ParquetWriter({ writer: this.bytes, schema: schemaOf(columns) });
    // The magic number the writer starts with is the file's, which ParquetFile writes.
    this.bytes.take();
    this.group = this.emptyGroup();
  }

  /** Adds a row to the pending group, its cells in the columns' order. */
  add(row: readonly Cell[]): void {
    if (row.length !== this.columns.length) {
      throw new RangeError(`A Parquet row has ${row.length} cells for ${this.columns.length} columns`);
    }
    for (let index = 0; index < row.length; index++) {
      const column = this.columns[index];
      this.group[index].push(parquetValueOf[column.type](row[index], column));
    }
    this.rows++;
  }

  /** The pending rows as a row group. */
  encode(): EncodedGroup {
    const start = this.bytes.offset;
    void this.writer.write({
      columnData: this.columns.map(({ name, type }, index) => ({
        name,
        data: this.group[index],
        statistics: type !== 'STRING',
        offsetIndex: false,
      })),
      rowGroupSize: this.rows,
    });
    this.group = this.emptyGroup();
    this.rows = 0;
    // Synchronous, ChunkedBytes only gathers; the writer keeps nothing of a group that ParquetFile does not.
    const rowGroup = this.writer.row_groups.pop()!;
    this.writer.pendingIndexes.length = 0;
    return { chunks: this.bytes.take(), rowGroup, start };
  }

  private emptyGroup(): ParquetValue[][] {
    return this.columns.map(() => []);
  }
}

/**
 * A Parquet file put together from row groups encoded elsewhere (ParquetGroupEncoder, on this thread or another):
 * it writes the magic number, hands each group's bytes on as they come, in the order given, and ends with the footer,
 * which lists every group's column chunks with their offsets moved from the encoder's stream to where the group
 * landed in the file.
 */
export class ParquetFile {
  private readonly bytes = new ChunkedBytes();
  /** Writes the magic number now and the footer at the end; the groups' bytes never pass through it. */
  private readonly writer: ParquetWriter;
  private offset: number;

  constructor(columns: readonly ParquetColumn[]) {
    this.writer = new ParquetWriter({ writer: this.bytes, schema: schemaOf(columns) });
    this.offset = this.bytes.offset;
  }

  /** The bytes written and not yet handed over: the magic number, at first. */
  ready(): Uint8Array[] {
    return this.bytes.take();
  }

  /** The file's bytes up to and with `group`'s. */
  place({ chunks, rowGroup, start }: EncodedGroup): Uint8Array[] {
    const shift = BigInt(this.offset - start);
    for (const chunk of rowGroup.columns) {
      chunk.file_offset += shift;
      const meta = chunk.meta_data!;
      meta.data_page_offset += shift;
      if (meta.dictionary_page_offset !== undefined) meta.dictionary_page_offset += shift;
    }
    for (const chunk of chunks) this.offset += chunk.byteLength;
    this.writer.row_groups.push(rowGroup);
    this.writer.num_rows += rowGroup.num_rows;
    return [...this.bytes.take(), ...chunks];
  }

  /** The rest of the file: the footer. */
  finish(): Uint8Array[] {
    void this.writer.finish();
    return this.bytes.take();
  }
}

/**
 * A Parquet file written as its rows come, one row group at a time, on this thread: each call hands back the bytes
 * that are ready, for the caller to write (and wait for) before it adds more, so that neither the rows nor the file
 * are ever held whole.
 */
export class ParquetSheet {
  private readonly encoder: ParquetGroupEncoder;
  private readonly file: ParquetFile;

  private readonly rowGroupSize: number;

  constructor(columns: readonly ParquetColumn[], rowGroupSize = defaultRowGroupSize) {
    this.rowGroupSize = rowGroupSize;
    this.encoder = new ParquetGroupEncoder(columns);
    this.file = new ParquetFile(columns);
  }

  /** Adds rows, their cells in the columns' order; returns the bytes of the row groups they completed. */
  add(rows: readonly (readonly Cell[])[]): Uint8Array[] {
    const chunks = this.file.ready();
    for (const row of rows) {
      this.encoder.add(row);
      if (this.encoder.rows === this.rowGroupSize) chunks.push(...this.file.place(this.encoder.encode()));
    }
    return chunks;
  }

  /** The last row group and the footer: the rest of the file. */
  finish(): Uint8Array[] {
    return [...(this.encoder.rows ? this.file.place(this.encoder.encode()) : []), ...this.file.finish()];
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

/** A worker thread that encodes row groups from CSV lines (parquet-lines.worker.ts), answering in order. */
class GroupThread {
  private readonly worker: Worker;
  private readonly waiting: { resolve: (group: EncodedGroup) => void; reject: (error: Error) => void }[] = [];
  private failure: Error | undefined;

  constructor(columns: readonly ParquetColumn[]) {
    // The worker's file is TypeScript beside this one where the api runs as such, JavaScript in the build.
    this.worker = new Worker(new URL(`./parquet-lines.worker${extname(import.meta.url)}`, import.meta.url), {
      workerData: columns,
    });
    this.worker.on('message', (group: EncodedGroup) => this.waiting.shift()?.resolve(group));
    this.worker.on('error', (error) => this.fail(error));
    this.worker.once('exit', (code) => this.fail(new Error(`The Parquet thread ended (exit code ${code})`)));
  }

  encode(lines: readonly string[]): Promise<EncodedGroup> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      this.worker.postMessage(lines);
    });
  }

  async stop(): Promise<void> {
    await this.worker.terminate();
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const { reject } of this.waiting.splice(0)) reject(this.failure);
  }
}

/** Threads that encode row groups: one core's worth of encoding was not enough for a whole database. */
const encodingThreads = 2;

/**
 * A Parquet file made from CSV lines (an export's, a release's) on worker threads, which keep the encoding off the
 * api's event loop and spread it over the cores. The lines are cut into row groups, handed to the threads in turn
 * (each encodes whole groups: parsing, dictionaries, compression); this thread puts the file together in order
 * (ParquetFile: each group's bytes as they come, then the footer with the groups' offsets moved to where they landed).
 * At most one group per thread is being encoded, so memory stays bounded; a call waits for the oldest group only when
 * every thread is busy. Each call resolves to the bytes that became ready, and calls are answered in order, so the
 * next batch can be handed over while the last one's bytes are written. `stop` ends the threads, whether the file was
 * finished or not.
 */
export class ParquetLinesThreads {
  private readonly threads: GroupThread[];
  private readonly file: ParquetFile;
  private lines: string[] = [];
  /** The groups handed to the threads and not yet placed, oldest first. */
  private readonly encoding: { group: Promise<EncodedGroup>; done?: EncodedGroup }[] = [];
  private turn = 0;
  /** The calls, one after the other: each places groups in the file's order. */
  private calls: Promise<unknown> = Promise.resolve();

  private readonly rowGroupSize: number;

  constructor(columns: readonly ParquetColumn[], rowGroupSize = defaultRowGroupSize, threads = encodingThreads) {
    this.rowGroupSize = rowGroupSize;
    this.threads = Array.from({ length: threads }, () => new GroupThread(columns));
    this.file = new ParquetFile(columns);
  }

  /** The bytes that became ready, once the CSV lines `lines` are handed over. */
  add(lines: readonly string[]): Promise<Uint8Array[]> {
    return this.call(() => {
      for (const line of lines) {
        this.lines.push(line);
        if (this.lines.length === this.rowGroupSize) this.handOver();
      }
      return this.placeEncoded(this.threads.length);
    });
  }

  /** The rest of the file. */
  finish(): Promise<Uint8Array[]> {
    return this.call(async () => {
      if (this.lines.length) this.handOver();
      return [...(await this.placeEncoded(0)), ...this.file.finish()];
    });
  }

  async stop(): Promise<void> {
    await Promise.all(this.threads.map((thread) => thread.stop()));
  }

  private call(run: () => Promise<Uint8Array[]>): Promise<Uint8Array[]> {
    const result = this.calls.then(run);
    this.calls = result.catch(() => {});
    return result;
  }

  private handOver(): void {
    const entry: { group: Promise<EncodedGroup>; done?: EncodedGroup } = {
      group: this.threads[this.turn].encode(this.lines),
    };
    // A failure is heard by the call that waits for this group; until then it is not an unhandled rejection.
    entry.group.then((group) => (entry.done = group)).catch(() => {});
    this.encoding.push(entry);
    this.turn = (this.turn + 1) % this.threads.length;
    this.lines = [];
  }

  /** Places the groups already encoded, in order, waiting for the oldest while more than `busy` are encoding. */
  private async placeEncoded(busy: number): Promise<Uint8Array[]> {
    const chunks = this.file.ready();
    while (this.encoding.length && (this.encoding[0].done || this.encoding.length > busy)) {
      const group = await this.encoding[0].group;
      this.encoding.shift();
      chunks.push(...this.file.place(group));
    }
    return chunks;
  }
}
