import { cellText } from '@esvd/schema/uploads/workbook-checks';
import { textOfXlsxCell } from '@esvd/schema/uploads/xlsx-text';
import type ExcelJS from 'exceljs';
import type { EventEmitter } from 'node:events';
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';

/** A row of a sheet as read: its number in the spreadsheet (1 for the headings) and its cells' texts. */
export interface SheetRow {
  rowNumber: number;
  cells: string[];
}

/** The most rows and columns a sheet may have, and the refusal of one that has more. */
export interface RowLimits {
  maxRows: number;
  maxColumns: number;
  tooManyRows(): Error;
  tooManyColumns(): Error;
}

/**
 * A row as the uploads page reads it (web/src/modules/uploads/workbook-check.ts): each cell's `cellText`, from column
 * A to the last cell with a value, a formula by its result; undefined for a row without any value. A formula's error
 * result reads as no value, as exceljs's whole-workbook load gives it (its streaming reader gives NaN).
 */
/**
 * exceljs, imported when a workbook is first read: it takes a third of a second to load, which the dataset upload's
 * reading thread then spends only for a workbook, never for a CSV file (the ESVD's own export).
 */
export async function excelJs(): Promise<typeof ExcelJS> {
  return (await import('exceljs')).default;
}

/** exceljs's kind of a formula cell (`ValueType.Formula`): `sheetRow` runs once exceljs is loaded, but synchronously. */
const formulaCell = 6 as ExcelJS.ValueType.Formula;

export function sheetRow(row: ExcelJS.Row, limits: RowLimits): SheetRow | undefined {
  if (row.number > limits.maxRows) throw limits.tooManyRows();
  const cells: string[] = [];
  row.eachCell((cell, column) => {
    if (column > limits.maxColumns) throw limits.tooManyColumns();
    while (cells.length < column - 1) cells.push('');
    cells.push(textOfXlsxCell(cellText(cell.type === formulaCell ? resultOf(cell) : cell.value)));
  });
  return cells.length ? { rowNumber: row.number, cells } : undefined;
}

const resultOf = (cell: ExcelJS.Cell) => (Number.isNaN(cell.result) ? null : cell.result);

/** A part of a workbook's archive, to be given to exceljs's streaming reader: its name, size and bytes. */
export interface WorkbookPart {
  name: string;
  size: number;
  crc32: number;
  /** The part's bytes, unpacked (and checked against `size`) as they are read. */
  bytes(): Promise<AsyncIterable<Buffer>>;
}

/** One worksheet to stream: what the workbook names it, and its XML's part. */
export interface StreamedSheet {
  name: string;
  part: WorkbookPart;
}

/** What exceljs's streaming reader needs besides the worksheets: relationships, workbook, shared strings, styles. */
export interface WorkbookParts {
  relationships: WorkbookPart;
  workbook: WorkbookPart;
  sharedStrings?: WorkbookPart;
  styles?: WorkbookPart;
}

/**
 * exceljs's streaming reader holds back every worksheet that comes before the shared strings in a temporary file:
 * a workbook without shared strings (every text inline) is given an empty table.
 */
const noSharedStrings = Buffer.from('<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>');

/**
 * The rows of `sheets` as exceljs's public streaming reader (`ExcelJS.stream.xlsx.WorkbookReader`) reads them, each
 * as `sheetRow` reads it, in batches of about `batchRows` rows, each with the index of its sheet in `sheets`.
 *
 * The reader is given an archive made here rather than the upload: the parts it needs, in the order it reads them,
 * stored, each unpacked from the upload as it is read (so that it never unpacks more than the upload's own reader
 * checked). Its worksheet parts are named `xl/worksheets/sheet<N>.xml` for the Nth of `sheets`, and the reader tells
 * each one's N as it comes (its `entry` event): the reader names a sheet only when the workbook's relationship
 * targets it as `worksheets/sheet<N>.xml`, not when the target is absolute (`/xl/worksheets/sheet1.xml`, as openpyxl
 * writes it), so the names are the caller's.
 */
export async function* streamedRows(
  parts: WorkbookParts,
  sheets: readonly StreamedSheet[],
  limitsOf: (sheet: StreamedSheet) => RowLimits,
  batchRows: number,
): AsyncGenerator<{ sheet: number; rows: SheetRow[] }> {
  let failure: unknown;
  let fail: (error: unknown) => void = () => undefined;
  // The reader's archive parser does not hear of its input's failure: cut short inside an entry, it waits for the
  // rest of it for ever. Every wait on the reader is therefore raced against the input's failure.
  const failed = new Promise<never>((_, reject) => (fail = reject));
  failed.catch(() => undefined);
  async function* archive(): AsyncGenerator<Buffer> {
    try {
      const sharedStrings = parts.sharedStrings ?? inMemoryPart('xl/sharedStrings.xml', noSharedStrings);
      for (const part of [parts.relationships, parts.workbook, sharedStrings, ...(parts.styles ? [parts.styles] : [])])
        yield* storedEntry(part);
      for (const [index, { part }] of sheets.entries())
        yield* storedEntry({ ...part, name: `xl/worksheets/sheet${index + 1}.xml` });
      yield endOfArchive;
    } catch (error) {
      failure = error;
      fail(error);
    }
  }
  const input = Readable.from(archive(), { objectMode: false });
  const reader = new (await excelJs()).stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    // Number formats tell dates from numbers.
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'emit',
  });
  let sheetNumber: number | undefined;
  // The reader is an EventEmitter (its README's "Readable stream" interface), which its typings leave out.
  (reader as unknown as EventEmitter).on('entry', (entry: { type: string; id?: string }) => {
    if (entry.type === 'worksheet') sheetNumber = Number(entry.id);
  });
  let sheetsRead = 0;
  try {
    for await (const worksheet of untilFailed(reader, failed)) {
      const sheet = sheetNumber === undefined ? -1 : sheetNumber - 1;
      sheetNumber = undefined;
      if (!sheets[sheet]) throw new Error('exceljs read a worksheet without saying which');
      sheetsRead++;
      const limits = limitsOf(sheets[sheet]);
      let rows: SheetRow[] = [];
      // A refusal (a limit passed) comes after the rows read before it.
      let refusal: unknown;
      for await (const row of untilFailed(worksheet, failed)) {
        try {
          const read = sheetRow(row, limits);
          if (read) rows.push(read);
        } catch (error) {
          refusal = error;
          break;
        }
        if (rows.length >= batchRows) {
          yield { sheet, rows };
          rows = [];
        }
      }
      if (rows.length) yield { sheet, rows };
      if (refusal) throw refusal;
    }
  } catch (error) {
    throw failure ?? error;
  } finally {
    input.destroy();
  }
  if (failure) throw failure;
  if (sheetsRead !== sheets.length) throw new Error('exceljs did not read every worksheet');
}

/** The items of `iterable` until it ends, or until `failed` rejects, whichever comes first. */
async function* untilFailed<T>(iterable: AsyncIterable<T>, failed: Promise<never>): AsyncGenerator<T> {
  const iterator = iterable[Symbol.asyncIterator]();
  for (let next = await Promise.race([iterator.next(), failed]); !next.done;) {
    yield next.value;
    next = await Promise.race([iterator.next(), failed]);
  }
}

function inMemoryPart(name: string, bytes: Buffer): WorkbookPart {
  return { name, size: bytes.length, crc32: crc32(bytes), bytes: async () => Readable.from([bytes]) };
}

/** A zip entry, stored (not compressed): its local header, then its bytes. */
async function* storedEntry(part: WorkbookPart): AsyncGenerator<Buffer> {
  const name = Buffer.from(part.name, 'utf8');
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  // UTF-8 name; stored, so the sizes are known before the bytes.
  header.writeUInt16LE(0x0800, 6);
  header.writeUInt32LE(part.crc32 >>> 0, 14);
  header.writeUInt32LE(part.size, 18);
  header.writeUInt32LE(part.size, 22);
  header.writeUInt16LE(name.length, 26);
  yield Buffer.concat([header, name]);
  for await (const chunk of await part.bytes()) yield chunk;
}

/** An empty central directory's end: the reader's archive parser stops at it. */
const endOfArchive = (() => {
  const record = Buffer.alloc(22);
  record.writeUInt32LE(0x06054b50, 0);
  return record;
})();
