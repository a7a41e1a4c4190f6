import { csvSheetMessages, looksLikeText, readCsvSheet } from '@esvd/schema/uploads/csv-sheet';
import { uploadLimits } from '@esvd/schema/uploads/upload-limits';
import { cellText, type ParsedSheet } from '@esvd/schema/uploads/workbook-checks';
import ExcelJS from 'exceljs';
import { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { badRequest, DomainError } from '../../core/errors.ts';

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
 * The parts of exceljs's streaming reader (4.4.0) that parse one archive entry each. Its own archive loop (unzipper)
 * ends as soon as its input is consumed, dropping entries it has not handed on yet: a small workbook lost its
 * workbook.xml and so its sheet names. So the entries are read here (yauzl) and given to these parsers in the order
 * they need: relationships, workbook, shared strings and styles, then each worksheet.
 */
interface StreamingReaderParts {
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

/**
 * An upload's sheets, told apart by content: an .xlsx workbook's (readWorkbookSheets), or a CSV text file as one
 * sheet named `csvSheetName` (UTF-8 or Windows-1252, detected); anything else is refused.
 */
export async function readUploadSheets(
  bytes: Buffer,
  csvSheetName: string,
  limits: WorkbookLimits = workbookLimits,
): Promise<{ sheets: ParsedSheet[]; csv: boolean }> {
  if (bytes.subarray(0, zipSignature.length).equals(zipSignature)) {
    return { sheets: await readWorkbookSheets(bytes, limits), csv: false };
  }
  if (!bytes.length || !looksLikeText(bytes)) throw badRequest(csvSheetMessages.notText);
  try {
    const { name, rows } = readCsvSheet(bytes, csvSheetName, limits.maxRowsPerSheet);
    return { sheets: [{ name, rows }], csv: true };
  } catch (error) {
    throw badRequest((error as Error).message);
  }
}

/**
 * The sheets of an .xlsx workbook, each cell read as the workbook checks read it (`cellText`). The content is
 * checked, never the name: the zip signature; the sizes the entries declare, which may add up to at most
 * `maxUnpackedBytes`, and which each entry must keep to while it is unpacked (yauzl's entry size check), so a zip
 * bomb is refused however its headers lie; then each sheet is streamed by exceljs's row parser, with at most
 * `maxRowsPerSheet` rows and `maxColumns` columns.
 */
export async function readWorkbookSheets(
  bytes: Buffer,
  limits: WorkbookLimits = workbookLimits,
): Promise<ParsedSheet[]> {
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

    const sheets: ParsedSheet[] = [];
    const sheetNumbers = [...entries.keys()]
      .map((name) => worksheetEntry.exec(name)?.[1])
      .filter((number): number is string => number !== undefined)
      .sort((a, b) => Number(a) - Number(b));
    for (const sheetNo of sheetNumbers) {
      const stream = (await open(`xl/worksheets/sheet${sheetNo}.xml`))!;
      for (const { value: worksheet } of parts._parseWorksheet(stream as AsyncIterable<Buffer>, sheetNo)) {
        sheets.push(await readSheet(worksheet, limits));
      }
    }
    return sheets;
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw badRequest(workbookFileMessages.unreadable(error instanceof Error ? error.message : String(error)));
  } finally {
    zip.close();
  }
}

async function readSheet(
  worksheet: ExcelJS.stream.xlsx.WorksheetReader & { name: string },
  limits: WorkbookLimits,
): Promise<ParsedSheet> {
  const rows: string[][] = [];
  for await (const row of worksheet) {
    if (row.number > limits.maxRowsPerSheet) {
      throw badRequest(workbookFileMessages.tooManyRows(worksheet.name, limits.maxRowsPerSheet));
    }
    const values = row.values as unknown[];
    if (values.length - 1 > limits.maxColumns) {
      throw badRequest(workbookFileMessages.tooManyColumns(worksheet.name, limits.maxColumns));
    }
    // Rows exceljs skips (blank) stay as empty rows, so a row's index is its spreadsheet number less one.
    while (rows.length < row.number - 1) rows.push([]);
    rows.push(Array.from({ length: Math.max(values.length - 1, 0) }, (_, index) => cellText(values[index + 1])));
  }
  return { name: worksheet.name, rows };
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
  return {
    entries: entries(),
    open: (entry: yauzl.Entry) =>
      new Promise<NodeJS.ReadableStream>((resolve, reject) =>
        zip.openReadStream(entry, (error, stream) => (error ? reject(unreadable(error)) : resolve(stream))),
      ),
    close: () => zip.close(),
  };
}
