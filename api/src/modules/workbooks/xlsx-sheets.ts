import { csvSheetMessages, looksLikeText, readCsvSheet } from '@esvd/schema/uploads/csv-sheet';
import { uploadLimits } from '@esvd/schema/uploads/upload-limits';
import type { ParsedSheet } from '@esvd/schema/uploads/workbook-checks';
import type ExcelJS from 'exceljs';
import { posix } from 'node:path';
import yauzl from 'yauzl';
import { badRequest, DomainError } from '../../core/domain-error.ts';
import {
  excelJs,
  sheetRow,
  streamedRows,
  type RowLimits,
  type SheetRow,
  type StreamedSheet,
  type WorkbookPart,
} from './worksheet-rows.ts';

/** What a workbook may hold: far more than the ESVD's own, far less than a zip bomb unpacks to. */
export interface WorkbookLimits {
  maxRowsPerSheet: number;
  maxColumns: number;
  /** Bytes all the archive's entries unpack to together. */
  maxUnpackedBytes: number;
  /**
   * Bytes a workbook may unpack to for it to be read whole, as the uploads page reads it (exceljs's `xlsx.load`,
   * which holds the XML and an object for every cell at once); a larger one's largest sheet is streamed.
   */
  maxUnpackedBytesReadWhole: number;
}

export const workbookLimits: WorkbookLimits = {
  maxRowsPerSheet: uploadLimits.maxRowsPerSheet,
  maxColumns: 1000,
  maxUnpackedBytes: 1024 * 1024 * 1024,
  maxUnpackedBytesReadWhole: 4 * 1024 * 1024,
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

export type { SheetRow };

/** How many rows a batch of a streamed sheet holds. */
const streamedBatchRows = 500;

/**
 * An upload's sheets as read so far. The largest sheet of a large workbook (the master) is streamed: in `sheets` it
 * holds its headings only, and its other rows arrive from `rowsAfterHeadings` while the upload is checked and written.
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
  // An empty file reads as a CSV file of no rows, which the workbook's checks refuse in their own words.
  if (!looksLikeText(bytes)) throw badRequest(csvSheetMessages.notText);
  try {
    const { name, rows } = readCsvSheet(bytes, csvSheetName, limits.maxRowsPerSheet);
    return sheetsInMemory([{ name, rows }], true);
  } catch (error) {
    throw badRequest((error as Error).message);
  }
}

/** Adds a row at its place: blank rows left out stay as empty rows, so an index is a row number less one. */
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
 * The sheets of an .xlsx workbook, each cell read as the uploads page reads it (exceljs's value, as `cellText`
 * writes it). The content is checked, never the name: the zip signature; the sizes the entries declare, which may
 * add up to at most `maxUnpackedBytes`, and which each entry must keep to while it is unpacked (yauzl's entry size
 * check), so a zip bomb is refused however its headers lie; at most `maxRowsPerSheet` rows and `maxColumns` columns
 * a sheet (a streamed sheet's batches throw when it has more). A workbook that unpacks to at most
 * `maxUnpackedBytesReadWhole` is read whole by exceljs, as the page reads it; a larger one is streamed by exceljs
 * (streamedRows), its largest sheet while the upload is checked and written.
 */
export async function readWorkbook(bytes: Buffer, limits: WorkbookLimits = workbookLimits): Promise<SheetsRead> {
  if (bytes.length < zipSignature.length || !bytes.subarray(0, zipSignature.length).equals(zipSignature)) {
    throw badRequest(workbookFileMessages.notXlsx);
  }
  const archive = await openArchive(bytes, limits.maxUnpackedBytes);
  try {
    if (archive.unpackedBytes <= limits.maxUnpackedBytesReadWhole) {
      await archive.unpackEach();
      archive.close();
      return sheetsInMemory(await loadedSheets(bytes, limits));
    }
    return await streamedWorkbook(archive, limits);
  } catch (error) {
    archive.close();
    throw readingProblem(error);
  }
}

const rowLimits = (sheet: string, limits: WorkbookLimits): RowLimits => ({
  maxRows: limits.maxRowsPerSheet,
  maxColumns: limits.maxColumns,
  tooManyRows: () => badRequest(workbookFileMessages.tooManyRows(sheet, limits.maxRowsPerSheet)),
  tooManyColumns: () => badRequest(workbookFileMessages.tooManyColumns(sheet, limits.maxColumns)),
});

/** Every sheet of a workbook loaded whole by exceljs (`xlsx.load`), as the uploads page loads it. */
async function loadedSheets(bytes: Buffer, limits: WorkbookLimits): Promise<ParsedSheet[]> {
  const workbook = new (await excelJs()).Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  return workbook.worksheets.map((worksheet) => {
    const sheetLimits = rowLimits(worksheet.name, limits);
    if (worksheet.rowCount > limits.maxRowsPerSheet) throw sheetLimits.tooManyRows();
    const sheet: ParsedSheet = { name: worksheet.name, rows: [] };
    worksheet.eachRow((row) => {
      const read = sheetRow(row, sheetLimits);
      if (read) placeRow(sheet, read);
    });
    return sheet;
  });
}

/**
 * A workbook streamed by exceljs: its sheets but the largest read first, whole; then the largest's headings, its
 * other rows read as they are taken.
 */
async function streamedWorkbook(archive: Archive, limits: WorkbookLimits): Promise<SheetsRead> {
  const relationships = archive.part('xl/_rels/workbook.xml.rels');
  const workbook = archive.part('xl/workbook.xml');
  if (!relationships || !workbook) throw badRequest(workbookFileMessages.notXlsx);
  const parts = {
    relationships,
    workbook,
    sharedStrings: archive.part('xl/sharedStrings.xml'),
    styles: archive.part('xl/styles.xml'),
  };
  const listed = listedSheets(await textOf(workbook), await textOf(relationships)).flatMap(({ name, entry }) => {
    const part = archive.part(entry);
    return part ? [{ name, part }] : [];
  });
  const sheets = listed.map(({ name }): ParsedSheet => ({ name, rows: [] }));
  const largest = listed.reduce((found, sheet) => (sheet.part.size > found.part.size ? sheet : found), listed[0]);
  if (!largest) {
    archive.close();
    return sheetsInMemory(sheets);
  }
  const limitsOf = (sheet: StreamedSheet) => rowLimits(sheet.name, limits);
  const others = listed.filter((sheet) => sheet !== largest);
  if (others.length)
    for await (const { sheet, rows } of streamedRows(parts, others, limitsOf, streamedBatchRows))
      for (const row of rows) placeRow(sheets[listed.indexOf(others[sheet])], row);

  const streamed = sheets[listed.indexOf(largest)];
  const lastRow = await declaredLastRow(await largest.part.bytes());
  const batches = streamedRows(parts, [largest], limitsOf, streamedBatchRows);
  const first = await batches.next();
  const firstRows = first.done ? [] : first.value.rows;
  const headed = firstRows[0]?.rowNumber === 1;
  if (headed) streamed.rows.push(firstRows[0].cells);
  const rest = inBatches(
    headed ? firstRows.slice(1) : firstRows,
    (async function* () {
      for await (const { rows } of batches) yield rows;
    })(),
    archive.close,
  );
  const memory = sheetsInMemory(sheets);
  return {
    sheets,
    csv: false,
    streamed,
    rowsAfterHeadings: (sheet) => (sheet === streamed ? rest : memory.rowsAfterHeadings(sheet)),
    rowsAfterHeadingsCount: (sheet) =>
      sheet === streamed
        ? lastRow && Math.min(lastRow, limits.maxRowsPerSheet) - 1
        : memory.rowsAfterHeadingsCount(sheet),
  };
}

/**
 * The workbook's sheets in its order, each named and with its worksheet's entry in the archive: its workbook part
 * (`<sheet name="..." r:id="rId1"/>`) and that part's relationships (`<Relationship Id="rId1" Target="..."/>`),
 * the target relative to `xl/` or absolute in the archive. A sheet that is not a worksheet (a chart sheet) is left out.
 */
export function listedSheets(workbookXml: string, relationshipsXml: string): { name: string; entry: string }[] {
  const worksheetEntries = new Map<string, string>();
  for (const attributes of elementsAttributes(relationshipsXml, 'Relationship')) {
    const [id, target] = [attributes.get('Id'), attributes.get('Target')];
    if (id && target && attributes.get('Type')?.endsWith('/worksheet') && attributes.get('TargetMode') !== 'External')
      worksheetEntries.set(id, target.startsWith('/') ? target.slice(1) : posix.normalize(`xl/${target}`));
  }
  return elementsAttributes(workbookXml, 'sheet').flatMap((attributes) => {
    const name = attributes.get('name');
    // The relationship's id is the attribute `id` of the relationships namespace, whatever its prefix (`r:id`).
    const relationship = [...attributes].find(([attribute]) => attribute.endsWith(':id'))?.[1];
    const entry = relationship === undefined ? undefined : worksheetEntries.get(relationship);
    return name !== undefined && entry ? [{ name, entry }] : [];
  });
}

/** The attributes of each element `name` (in any namespace prefix) of a small XML part, their values decoded. */
function elementsAttributes(xml: string, name: string): Map<string, string>[] {
  const elements = new RegExp(`<(?:[\\w.-]+:)?${name}(?=[\\s/>])([^>]*)>`, 'g');
  return [...xml.matchAll(elements)].map(
    ([, attributes]) =>
      new Map(
        [...attributes.matchAll(/([\w.:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)].map(([, attribute, double, single]) => [
          attribute,
          decodeXml(double ?? single),
        ]),
      ),
  );
}

const xmlEntities: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const decodeXml = (text: string) =>
  text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g, (whole, entity: string) => {
    if (entity[0] !== '#') return xmlEntities[entity] ?? whole;
    const code = entity[1] === 'x' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
    return code > 0x10ffff ? whole : String.fromCodePoint(code);
  });

/** The most a part read as text (the workbook part, its relationships) may unpack to: far more than any list of sheets. */
const maxTextPartBytes = 16 * 1024 * 1024;

async function textOf(part: WorkbookPart): Promise<string> {
  if (part.size > maxTextPartBytes) throw new Error(`${part.name} is larger than ${maxTextPartBytes} bytes`);
  const chunks: Buffer[] = [];
  for await (const chunk of await part.bytes()) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** The dimension a worksheet's XML declares before its rows (`<dimension ref="A1:EV100001"/>`): its last row. */
async function declaredLastRow(sheetXml: AsyncIterable<Buffer>): Promise<number | undefined> {
  let head = '';
  try {
    for await (const chunk of sheetXml) {
      head += chunk.toString('utf8');
      const dimension = /<(?:[\w.-]+:)?dimension\s+ref="[A-Z]+\d+(?::[A-Z]+(\d+))?"/.exec(head);
      if (dimension) return dimension[1] ? Number(dimension[1]) : 1;
      // The dimension comes before the rows, if at all.
      if (head.includes('sheetData') || head.length > 65_536) return undefined;
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
    await rest.return?.();
    close();
  }
}

type Archive = Awaited<ReturnType<typeof openArchive>>;

/**
 * A zip archive in memory (yauzl), its entries listed and the sizes they declare added up (at most
 * `maxUnpackedBytes`); each entry is unpacked on demand and checked against its declared size as it is.
 */
async function openArchive(bytes: Buffer, maxUnpackedBytes: number) {
  const unreadable = (error: Error) => badRequest(workbookFileMessages.unreadable(error.message));
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (error, file) =>
      error ? reject(unreadable(error)) : resolve(file),
    ),
  );
  const nextEntry = () =>
    new Promise<yauzl.Entry | undefined>((resolve, reject) => {
      const cleanUp = () => zip.removeAllListeners('entry').removeAllListeners('end').removeAllListeners('error');
      zip.once('entry', (entry: yauzl.Entry) => (cleanUp(), resolve(entry)));
      zip.once('end', () => (cleanUp(), resolve(undefined)));
      zip.once('error', (error: Error) => (cleanUp(), reject(unreadable(error))));
      zip.readEntry();
    });
  const entries = new Map<string, yauzl.Entry>();
  let unpackedBytes = 0;
  try {
    for (let entry = await nextEntry(); entry; entry = await nextEntry()) {
      unpackedBytes += entry.uncompressedSize;
      if (unpackedBytes > maxUnpackedBytes) throw badRequest(workbookFileMessages.tooLargeUnpacked(maxUnpackedBytes));
      entries.set(entry.fileName, entry);
    }
  } catch (error) {
    zip.close();
    throw error;
  }
  const open = (entry: yauzl.Entry) =>
    new Promise<AsyncIterable<Buffer>>((resolve, reject) =>
      zip.openReadStream(entry, (error, stream) => (error ? reject(unreadable(error)) : resolve(stream))),
    );
  let closed = false;
  return {
    unpackedBytes,
    /** The entry `name` as a part of the workbook, if the archive has it. */
    part(name: string): WorkbookPart | undefined {
      const entry = entries.get(name);
      return entry && { name, size: entry.uncompressedSize, crc32: entry.crc32, bytes: () => open(entry) };
    },
    /** Unpacks every entry, to be sure that none unpacks to more than it declares. */
    async unpackEach() {
      for (const entry of entries.values()) for await (const _ of await open(entry));
    },
    /** Once: the archive is let go when its streamed sheet ends, or at once when reading fails. */
    close: () => {
      if (!closed) zip.close();
      closed = true;
    },
  };
}
