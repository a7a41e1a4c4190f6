import { csvSheetMessages, looksLikeText, readCsvSheet } from '@esvd/schema/uploads/csv-sheet';
import { uploadLimits } from '@esvd/schema/uploads/upload-limits';
import type { ParsedSheet } from '@esvd/schema/uploads/workbook-checks';
import ExcelJS from 'exceljs';
import { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { badRequest, DomainError } from '../../core/errors.ts';
import { worksheetRows, type CellFormats, type SheetRow } from './worksheet-rows.ts';

/** What a workbook may hold: far more than the ESVD's own, far less than a zip bomb unpacks to. */
export interface WorkbookLimits {
  maxRowsPerSheet: number;
  maxColumns: number;
  /** Bytes all the archive's entries unpack to together. */
  maxUnpackedBytes: number;
}

export const workbookLimits: WorkbookLimits = {
  maxRowsPerSheet: uploadLimits.maxRowsPerSheet,
  maxColumns: 1000,
  maxUnpackedBytes: 1024 * 1024 * 1024,
};

export const workbookFileMessages = {
  notXlsx:
    'The file is not an .xlsx workbook: its content is not one, whatever its name says. Save it from the ' +
    'spreadsheet program as an Excel workbook (.xlsx) and upload it again.',
  unreadable: (reason: string) => `The file could not be read as an .xlsx workbook (${reason}).`,
  tooManyRows: (sheet: string, max: number) =>
    `Sheet "${sheet}" has more than ${max.toLocaleString('en')} rows; a workbook may hold at most that many per sheet.`,
  tooManyColumns: (sheet: string, max: number) =>
    `Sheet "${sheet}" uses more than ${max.toLocaleString('en')} columns; a workbook may use at most that many.`,
  tooLargeUnpacked: (max: number) =>
    `The workbook unpacks to more than ${max.toLocaleString('en')} bytes, far more than any upload workbook needs.`,
} as const;

/** An .xlsx file is a zip archive: its first bytes are a zip entry's signature, whatever the file is called. */
const zipSignature = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * The parts of exceljs's streaming reader (4.4.0) that parse one archive entry each, and what they keep. Its own
 * archive loop (unzipper) ends as soon as its input is consumed, dropping entries it has not handed on yet: a small
 * workbook lost its workbook.xml and so its sheet names. So the entries are read here (yauzl) and given to these
 * parsers in the order they need: relationships, workbook, shared strings and styles; then each worksheet is named
 * by exceljs and its rows read by `worksheetRows`.
 */
interface StreamingReaderParts {
  sharedStrings?: unknown[];
  styles?: { getStyleModel(id: number): { numFmt?: string } | null };
  properties?: { model?: { date1904?: boolean } };
  _parseRels(entry: NodeJS.ReadableStream): Promise<void>;
  _parseWorkbook(entry: NodeJS.ReadableStream): Promise<void>;
  _parseSharedStrings(entry: NodeJS.ReadableStream): AsyncGenerator<unknown>;
  _parseStyles(entry: NodeJS.ReadableStream): Promise<void>;
  _parseWorksheet(
    iterator: AsyncIterable<Buffer>,
    sheetNo: string,
  ): Generator<{ eventType: string; value: ExcelJS.stream.xlsx.WorksheetReader & { name: string } }>;
}

const worksheetEntry = /^xl\/worksheets\/sheet(\d+)\.xml$/;

export type { SheetRow };

/** How many rows a batch of a streamed sheet holds. */
const streamedBatchRows = 500;

/**
 * An upload's sheets as read so far. The largest sheet of a workbook (the master) is streamed: in `sheets` it holds
 * its headings only, and its other rows arrive from `rowsAfterHeadings` while the upload is checked and written.
 */
export interface SheetsRead {
  sheets: ParsedSheet[];
  /** The file was a CSV text, read as one sheet. */
  csv: boolean;
  /** The sheet of `sheets` whose rows after the headings are still to be read, if any. */
  streamed?: ParsedSheet;
  /** The rows after the first of `sheet` (one of `sheets`), in batches; a streamed sheet's may be taken once. */
  rowsAfterHeadings(sheet: ParsedSheet): AsyncIterable<SheetRow[]>;
  /**
   * How many rows follow the first of `sheet`, blank ones too: for a streamed sheet as its dimension declares it (an
   * estimate until it is read; undefined when it declares none).
   */
  rowsAfterHeadingsCount(sheet: ParsedSheet): number | undefined;
}

/** Sheets held in memory whole: their rows after the first in one batch, numbered as in the spreadsheet. */
export function sheetsInMemory(sheets: ParsedSheet[], csv = false): SheetsRead {
  return {
    sheets,
    csv,
    async *rowsAfterHeadings(sheet) {
      yield sheet.rows.slice(1).map((cells, index) => ({ rowNumber: index + 2, cells }));
    },
    rowsAfterHeadingsCount: (sheet) => Math.max(sheet.rows.length - 1, 0),
  };
}

/**
 * An upload's sheets, told apart by content: an .xlsx workbook's (readWorkbook), or a CSV text file as one sheet
 * named `csvSheetName` (UTF-8 or Windows-1252, detected); anything else is refused.
 */
export async function readUploadSheets(
  bytes: Buffer,
  csvSheetName: string,
  limits: WorkbookLimits = workbookLimits,
): Promise<SheetsRead> {
  if (bytes.subarray(0, zipSignature.length).equals(zipSignature)) return readWorkbook(bytes, limits);
  if (!bytes.length || !looksLikeText(bytes)) throw badRequest(csvSheetMessages.notText);
  try {
    const { name, rows } = readCsvSheet(bytes, csvSheetName, limits.maxRowsPerSheet);
    return sheetsInMemory([{ name, rows }], true);
  } catch (error) {
    throw badRequest((error as Error).message);
  }
}

/** Adds a row at its place: rows exceljs skips (blank) stay as empty rows, so an index is a row number less one. */
function placeRow(sheet: ParsedSheet, { rowNumber, cells }: SheetRow): void {
  while (sheet.rows.length < rowNumber - 1) sheet.rows.push([]);
  sheet.rows.push(cells);
}

/** Every sheet with all its rows in memory, a streamed one read to its end. */
export async function wholeSheets(read: SheetsRead): Promise<ParsedSheet[]> {
  const { streamed } = read;
  if (streamed)
    for await (const batch of read.rowsAfterHeadings(streamed)) for (const row of batch) placeRow(streamed, row);
  return read.sheets;
}

/**
 * The sheets of an .xlsx workbook, each cell read as the workbook checks read it (`cellText`); the largest is
 * streamed (SheetsRead). The content is checked, never the name: the zip signature; the sizes the entries declare,
 * which may add up to at most `maxUnpackedBytes`, and which each entry must keep to while it is unpacked (yauzl's
 * entry size check), so a zip bomb is refused however its headers lie; then each sheet's rows are streamed
 * (`worksheetRows`), with at most `maxRowsPerSheet` rows and `maxColumns` columns (a streamed sheet's batches throw when it
 * has more).
 */
export async function readWorkbook(bytes: Buffer, limits: WorkbookLimits = workbookLimits): Promise<SheetsRead> {
  if (bytes.length < zipSignature.length || !bytes.subarray(0, zipSignature.length).equals(zipSignature)) {
    throw badRequest(workbookFileMessages.notXlsx);
  }
  const zip = await openArchive(bytes);
  try {
    const entries = new Map<string, yauzl.Entry>();
    let declared = 0;
    for await (const entry of zip.entries) {
      declared += entry.uncompressedSize;
      if (declared > limits.maxUnpackedBytes)
        throw badRequest(workbookFileMessages.tooLargeUnpacked(limits.maxUnpackedBytes));
      entries.set(entry.fileName, entry);
    }
    const open = (name: string) => {
      const entry = entries.get(name);
      return entry ? zip.open(entry) : undefined;
    };
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(new Readable({ read() {} }), {
      worksheets: 'emit',
      sharedStrings: 'cache',
      // Number formats tell dates from numbers.
      styles: 'cache',
      hyperlinks: 'ignore',
      entries: 'ignore',
    });
    const parts = reader as unknown as StreamingReaderParts;
    const relationships = await open('xl/_rels/workbook.xml.rels');
    const workbook = await open('xl/workbook.xml');
    if (!relationships || !workbook) throw badRequest(workbookFileMessages.notXlsx);
    await parts._parseRels(relationships);
    await parts._parseWorkbook(workbook);
    const sharedStrings = await open('xl/sharedStrings.xml');
    if (sharedStrings) for await (const _ of parts._parseSharedStrings(sharedStrings));
    const styles = await open('xl/styles.xml');
    if (styles) await parts._parseStyles(styles);

    const sheetNumbers = [...entries.keys()]
      .map((name) => worksheetEntry.exec(name)?.[1])
      .filter((number): number is string => number !== undefined)
      .sort((a, b) => Number(a) - Number(b));
    const sizeOf = (sheetNo: string) => entries.get(`xl/worksheets/sheet${sheetNo}.xml`)!.uncompressedSize;
    const largest = sheetNumbers.reduce<string | undefined>(
      (found, sheetNo) => (found === undefined || sizeOf(sheetNo) > sizeOf(found) ? sheetNo : found),
      undefined,
    );
    const formats: CellFormats = {
      sharedStrings: parts.sharedStrings ?? [],
      numberFormatOf: (styleId) => parts.styles?.getStyleModel(styleId)?.numFmt,
      date1904: Boolean(parts.properties?.model?.date1904),
    };
    const read = new Map<string, ParsedSheet[]>();
    let streamed: { sheet: ParsedSheet; rows: AsyncIterable<SheetRow[]>; lastRow?: number } | undefined;
    // The others first, whole: the largest is read while the upload is checked and written.
    for (const sheetNo of [...sheetNumbers.filter((sheetNo) => sheetNo !== largest), ...(largest ? [largest] : [])]) {
      const stream = (await open(`xl/worksheets/sheet${sheetNo}.xml`))!;
      read.set(sheetNo, []);
      for (const { value: worksheet } of parts._parseWorksheet(stream as AsyncIterable<Buffer>, sheetNo)) {
        const sheet: ParsedSheet = { name: worksheet.name, rows: [] };
        read.get(sheetNo)!.push(sheet);
        const batches = worksheetRows(
          stream as AsyncIterable<Buffer>,
          formats,
          {
            maxRows: limits.maxRowsPerSheet,
            maxColumns: limits.maxColumns,
            tooManyRows: () => badRequest(workbookFileMessages.tooManyRows(sheet.name, limits.maxRowsPerSheet)),
            tooManyColumns: () => badRequest(workbookFileMessages.tooManyColumns(sheet.name, limits.maxColumns)),
          },
          streamedBatchRows,
        );
        if (sheetNo !== largest) {
          for await (const batch of batches) for (const row of batch) placeRow(sheet, row);
          continue;
        }
        const first = await batches.next();
        const firstRows = first.done ? [] : first.value;
        const headed = firstRows[0]?.rowNumber === 1;
        sheet.rows.push(headed ? firstRows[0].cells : []);
        streamed = {
          sheet,
          rows: inBatches(headed ? firstRows.slice(1) : firstRows, batches, zip.close),
          lastRow: await declaredLastRow((await open(`xl/worksheets/sheet${sheetNo}.xml`))!),
        };
      }
    }
    // In the workbook's order, whichever was read last.
    const sheets = sheetNumbers.flatMap((sheetNo) => read.get(sheetNo)!);
    if (!streamed) zip.close();
    const memory = sheetsInMemory(sheets);
    return {
      sheets,
      csv: false,
      streamed: streamed?.sheet,
      rowsAfterHeadings: (sheet) => (sheet === streamed?.sheet ? streamed.rows : memory.rowsAfterHeadings(sheet)),
      rowsAfterHeadingsCount: (sheet) =>
        sheet === streamed?.sheet
          ? streamed.lastRow && Math.min(streamed.lastRow, limits.maxRowsPerSheet) - 1
          : memory.rowsAfterHeadingsCount(sheet),
    };
  } catch (error) {
    zip.close();
    throw readingProblem(error);
  }
}

/** The dimension a worksheet's XML declares before its rows (`<dimension ref="A1:EV100001"/>`): its last row. */
async function declaredLastRow(sheetXml: NodeJS.ReadableStream): Promise<number | undefined> {
  let head = '';
  try {
    for await (const chunk of sheetXml as AsyncIterable<Buffer>) {
      head += chunk.toString('utf8');
      const dimension = /<dimension\s+ref="[A-Z]+\d+(?::[A-Z]+(\d+))?"/.exec(head);
      if (dimension) return dimension[1] ? Number(dimension[1]) : 1;
      // The dimension comes before the rows, if at all.
      if (head.includes('<sheetData') || head.length > 65_536) return undefined;
    }
    return undefined;
  } finally {
    (sheetXml as unknown as { destroy(): void }).destroy();
  }
}

/** A problem while reading: a refusal as it is; anything else (exceljs, yauzl) says the file is unreadable. */
const readingProblem = (error: unknown) =>
  error instanceof DomainError
    ? error
    : badRequest(workbookFileMessages.unreadable(error instanceof Error ? error.message : String(error)));

/**
 * `first`, then the rest of a streamed sheet's batches, each problem while reading them a refusal (readingProblem);
 * `close` once they end or are let go.
 */
async function* inBatches(
  first: SheetRow[],
  rest: AsyncIterator<SheetRow[]>,
  close: () => void,
): AsyncGenerator<SheetRow[]> {
  try {
    if (first.length) yield first;
    for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
  } catch (error) {
    throw readingProblem(error);
  } finally {
    close();
  }
}

/** A zip archive in memory (yauzl): its entries, each opened on demand, unpacked and checked against its size. */
async function openArchive(bytes: Buffer) {
  const unreadable = (error: Error) => badRequest(workbookFileMessages.unreadable(error.message));
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (error, file) =>
      error ? reject(unreadable(error)) : resolve(file),
    ),
  );
  async function* entries(): AsyncGenerator<yauzl.Entry> {
    for (;;) {
      const next = await new Promise<yauzl.Entry | undefined>((resolve, reject) => {
        const cleanUp = () => zip.removeAllListeners('entry').removeAllListeners('end').removeAllListeners('error');
        zip.once('entry', (entry: yauzl.Entry) => (cleanUp(), resolve(entry)));
        zip.once('end', () => (cleanUp(), resolve(undefined)));
        zip.once('error', (error: Error) => (cleanUp(), reject(unreadable(error))));
        zip.readEntry();
      });
      if (!next) return;
      yield next;
    }
  }
  let closed = false;
  return {
    entries: entries(),
    open: (entry: yauzl.Entry) =>
      new Promise<NodeJS.ReadableStream>((resolve, reject) =>
        zip.openReadStream(entry, (error, stream) => (error ? reject(unreadable(error)) : resolve(stream))),
      ),
    /** Once: the archive is let go when its streamed sheet ends, or at once when reading fails. */
    close: () => {
      if (!closed) zip.close();
      closed = true;
    },
  };
}
