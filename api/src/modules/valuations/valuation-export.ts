import type { EntityManager } from '@mikro-orm/postgresql';
import { xlsxCellText } from '@esvd/schema/uploads/xlsx-text';
import { worldBankAttribution, worldBankSeries, type WorldBankFactors } from '@esvd/schema/rules/standardisation/index';
import { downloadAboutSheetName } from '@esvd/schema/uploads/dataset-workbook';
import { computedIntPerHectarePerYearHeading, standardisationCheckHeading } from '@esvd/schema/uploads/esvd-columns';
import ExcelJS from 'exceljs';
import type { Writable } from 'node:stream';
import type pg from 'pg';
import QueryStream from 'pg-query-stream';
import { inTransaction, withClient, withStatementTimeout } from '../../core/sql.ts';
import { loadInUseFactors } from '../standardisation/index.ts';
import { csvHeader, csvRecord, exportCells, exportHeader, exportParquetColumns, type Cell } from './export-columns.ts';
import { ParquetLinesThreads } from './parquet-sheet.ts';
import {
  backToSavepointBeforeShareLocks,
  exportStatement,
  lockExportLines,
  recordsWithoutLines,
  savepointBeforeShareLocks,
  shareLockRecords,
  storeExportLines,
} from './valuation-export.sql.ts';
import type { SearchCondition } from './valuation-filter.sql.ts';
import { selectValuationRows, type ValuationRowView } from './valuation-rows.sql.ts';

export const exportFormats = ['csv', 'xlsx', 'parquet'] as const;
export type ExportFormat = (typeof exportFormats)[number];

export const exportContentTypes: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  parquet: 'application/vnd.apache.parquet',
};

/**
 * Records assembled per statement: enough to amortise a round trip. Larger batches cost more in garbage
 * collection than they save (the export rows of `npm run bench` show it).
 */
const batchSize = 500;

/** Lines made per transaction when warming them all. */
const lineBatchSize = 2000;

/** The client went away: stop reading the cursor, quietly. */
class ExportAborted extends Error {}

/**
 * Resolves once `destination` can take more, or throws once it is gone (the client went away). `full` is what the
 * last write said: a writer that has it passes it, because the response's own flag can disagree with the 'drain'
 * it waits for (gzip takes the 'drain' listeners of a compressed answer, and a corked response that flushed without
 * filling the socket keeps the flag up and never drains: the download then stalls for ever).
 */
async function drained(destination: Writable, full = destination.writableNeedDrain): Promise<void> {
  if (destination.destroyed) throw new ExportAborted();
  if (!full) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      destination.off('drain', done);
      destination.off('close', done);
      resolve();
    };
    destination.on('drain', done);
    destination.on('close', done);
  });
  if (destination.destroyed) throw new ExportAborted();
}

/** A record of an export as the cursor reads it: its id and, for CSV, its stored line if it has one. */
interface ExportRecord {
  id: number;
  line: string | null;
}

interface SheetWriter<Prepared> {
  /** Turns a batch of the cursor into what `write` takes, on a second connection, while the previous batch is written. */
  prepare(client: pg.Client, batch: ExportRecord[]): Promise<Prepared>;
  write(prepared: Prepared): Promise<void>;
  finish(): Promise<void>;
}

/** Postgres's "lock_not_available": a row another transaction is changing right now. */
const lockNotAvailable = '55P03';

/**
 * Makes the CSV lines of the valuations `ids` and stores them for the next export, in one transaction:
 * the table lock waits for a reference entry change to commit (its trigger drops every line), and the
 * share locks on the valuations and studies keep an edit from committing between reading a record and
 * storing its line (the edit's trigger then drops it). A record being edited right now is not waited
 * for: its lines are made and sent, just not stored. `factors` are the vintage in use's, for the computed columns
 * (choosing another vintage drops every line).
 */
export function makeExportLines(
  client: pg.Client,
  ids: readonly number[],
  factors: WorldBankFactors,
): Promise<Map<number, string>> {
  return inTransaction(client, async () => {
    await client.query(lockExportLines.toQuery());
    let store = true;
    await client.query(savepointBeforeShareLocks.toQuery());
    try {
      await client.query(shareLockRecords(ids).toQuery());
    } catch (error) {
      if ((error as { code?: string }).code !== lockNotAvailable) throw error;
      await client.query(backToSavepointBeforeShareLocks.toQuery());
      store = false;
    }
    const rows = await selectValuationRows(client, ids);
    const lines = rows.map((row) => csvRecord(row, factors));
    if (store) {
      await client.query(
        storeExportLines(
          rows.map((row) => row.id),
          lines,
        ).toQuery(),
      );
    }
    return new Map(rows.map((row, index) => [row.id, lines[index]]));
  });
}

/**
 * Text written at a time. Chunks stay well below V8's large-object size, so they die young in the
 * nursery; one string per batch (hundreds of kilobytes) would wait for a full collection, and an export
 * running at 100,000 rows/s would grow the heap by a hundred megabytes first.
 */
const chunkLength = 32 * 1024;

/** Writes `chunks`, then waits while `destination` is full; throws once it is gone (the client went away). */
export async function writeChunks(destination: Writable, chunks: readonly (string | Uint8Array)[]): Promise<void> {
  let accepted = true;
  for (const chunk of chunks) accepted = destination.write(chunk);
  await drained(destination, !accepted);
}

/**
 * The CSV lines of a batch in its order: the stored ones, and the missing ones made (and stored) now. A record deleted
 * since the cursor read it has no line any more, and is left out.
 */
async function linesOfBatch(client: pg.Client, batch: ExportRecord[], factors: WorldBankFactors): Promise<string[]> {
  const missing = batch.filter((record) => record.line === null).map((record) => record.id);
  const made = missing.length ? await makeExportLines(client, missing, factors) : undefined;
  const lines: string[] = [];
  for (const record of batch) {
    const line = record.line ?? made?.get(record.id);
    if (line !== undefined) lines.push(line);
  }
  return lines;
}

function csvWriter(destination: Writable, factors: WorldBankFactors): SheetWriter<string[]> {
  // The byte order mark lets spreadsheet programs read the file as UTF-8.
  destination.write(`\uFEFF${csvHeader}`);
  return {
    async prepare(client, batch) {
      const chunks: string[] = [];
      let chunk = '';
      for (const line of await linesOfBatch(client, batch, factors)) {
        chunk += line;
        if (chunk.length >= chunkLength) {
          chunks.push(chunk);
          chunk = '';
        }
      }
      if (chunk) chunks.push(chunk);
      return chunks;
    },
    write: (chunks) => writeChunks(destination, chunks),
    async finish() {
      destination.end();
    },
  };
}

/** What the About sheet says: the computed columns, their source with its vintage and licence (issue 37). */
const aboutRows = (vintage: string): string[][] => [
  [
    'Computed columns',
    `${computedIntPerHectarePerYearHeading} and ${standardisationCheckHeading}: the record's original value ` +
      'standardised to international dollars per hectare per year at 2020 prices, and how it compares with the ' +
      'stored Int$ Per Hectare Per Year, which is never changed by the computation.',
  ],
  [
    'Source',
    `${worldBankAttribution}: GDP deflator (${worldBankSeries.deflator}) and PPP conversion factor ` +
      `(${worldBankSeries.ppp}), vintage ${vintage}. https://datacatalog.worldbank.org/public-licenses#cc-by`,
  ],
];

/** An XLSX download being written: rows of cells in the order of its header, then the About sheet. */
export interface XlsxWorkbook {
  add(rows: readonly (readonly Cell[])[]): Promise<void>;
  finish(): Promise<void>;
}

/**
 * The XLSX download's workbook, streamed to `destination`: the header and then each row added on the master sheet,
 * the About sheet with `vintage` at the end. The sheet name is the one the dataset upload looks for, so a download
 * can be edited and uploaded.
 */
/** A cell as the workbook holds it: text with its control characters escaped (xlsx-text.ts). */
const xlsxCell = (cell: Cell) => (typeof cell === 'string' ? xlsxCellText(cell) : cell);

export function xlsxWorkbook(destination: Writable, header: readonly string[], vintage: string): XlsxWorkbook {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: destination,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('ESVD MASTER');
  sheet.addRow([...header]).commit();
  return {
    async add(rows) {
      for (const row of rows) sheet.addRow(row.map(xlsxCell)).commit();
      await drained(destination);
    },
    async finish() {
      sheet.commit();
      const about = workbook.addWorksheet(downloadAboutSheetName);
      for (const row of aboutRows(vintage)) about.addRow(row).commit();
      about.commit();
      await workbook.commit();
    },
  };
}

function xlsxWriter(destination: Writable, factors: WorldBankFactors): SheetWriter<ValuationRowView[]> {
  const workbook = xlsxWorkbook(destination, exportHeader, factors.vintage);
  return {
    prepare: (client, batch) =>
      selectValuationRows(
        client,
        batch.map((record) => record.id),
      ),
    write: (rows) => workbook.add(rows.map((row) => exportCells(row, factors))),
    finish: () => workbook.finish(),
  };
}

/**
 * The Parquet file, typed by the valuation field catalogue (export-columns.ts), made from the CSV lines as a release's
 * is: the stored lines spare rebuilding every record, and the file holds what the CSV holds. A batch is encoded on
 * the Parquet threads while the one before is written.
 */
function parquetWriter(
  destination: Writable,
  factors: WorldBankFactors,
): SheetWriter<Uint8Array[]> & { close(): Promise<void> } {
  const thread = new ParquetLinesThreads(exportParquetColumns);
  return {
    prepare: async (client, batch) => thread.add(await linesOfBatch(client, batch, factors)),
    write: (chunks) => writeChunks(destination, chunks),
    async finish() {
      await writeChunks(destination, await thread.finish());
      destination.end();
    },
    close: () => thread.stop(),
  };
}

/** The records of a search in valueId order, read from a server-side cursor in batches. */
async function* recordBatches(stream: QueryStream): AsyncGenerator<ExportRecord[]> {
  let batch: ExportRecord[] = [];
  for await (const [id, line] of stream as AsyncIterable<[number, string | null]>) {
    batch.push({ id, line });
    if (batch.length === batchSize) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

/**
 * Streams every valuation of a search to `destination` without ever holding the result: one connection
 * reads the records (with their stored CSV lines) from a cursor, a second prepares a batch while the
 * previous batch is being written, and writing waits whenever the destination is slower. Ends the
 * destination when done and returns the number of records written; a destination destroyed meanwhile
 * (a client that disconnects) ends it early.
 */
export async function streamValuationExport(
  em: EntityManager,
  condition: SearchCondition,
  format: ExportFormat,
  destination: Writable,
): Promise<number> {
  const factors = await withClient(em, loadInUseFactors);
  switch (format) {
    case 'csv':
      return streamSheet(em, condition, csvWriter(destination, factors), true);
    case 'xlsx':
      return streamSheet(em, condition, xlsxWriter(destination, factors), false);
    case 'parquet': {
      const writer = parquetWriter(destination, factors);
      try {
        return await streamSheet(em, condition, writer, true);
      } finally {
        await writer.close();
      }
    }
  }
}

/** bench/run.ts measures the export's statement against raw SQL. */
export { exportStatement };

async function streamSheet<Prepared>(
  em: EntityManager,
  condition: SearchCondition,
  writer: SheetWriter<Prepared>,
  withLines: boolean,
): Promise<number> {
  const { text, values, types } = exportStatement(condition, withLines).toQuery();
  let written = 0;
  // The cursor's statement lasts as long as the download: a million records to a slow client take minutes.
  await withStatementTimeout(em, '1h', (cursorClient) =>
    withClient(em, async (preparingClient) => {
      const stream = cursorClient.query(new QueryStream(text, values, { batchSize, rowMode: 'array', types }));
      const prepare = (batch: ExportRecord[]) => {
        const prepared = writer.prepare(preparingClient, batch).then((result) => ({ result, count: batch.length }));
        // Marked as handled now; a rejection still surfaces when it is awaited.
        prepared.catch(() => undefined);
        return prepared;
      };
      const write = async ({ result, count }: { result: Prepared; count: number }) => {
        await writer.write(result);
        written += count;
      };
      let preparing: ReturnType<typeof prepare> | undefined;
      try {
        for await (const batch of recordBatches(stream)) {
          const previous = preparing && (await preparing);
          preparing = prepare(batch);
          if (previous) await write(previous);
        }
        if (preparing) await write(await preparing);
        preparing = undefined;
        await writer.finish();
      } catch (error) {
        stream.destroy();
        // The preparing connection goes back to the pool only once its statement is over.
        await preparing?.catch(() => undefined);
        if (!(error instanceof ExportAborted)) throw error;
      }
    }),
  );
  return written;
}

/**
 * Makes the export lines every valuation lacks, in batches (after seeding, or to warm them after an
 * upgrade); `onProgress` hears how many were made so far.
 */
export async function makeMissingExportLines(em: EntityManager, onProgress?: (made: number) => void): Promise<number> {
  let made = 0;
  let after = 0;
  await withClient(em, async (client) => {
    const factors = await loadInUseFactors(client);
    for (;;) {
      // Keyset paging: a record whose line could not be stored (being edited) is not asked for again.
      const { rows } = await client.query<[number]>({
        ...recordsWithoutLines(after, lineBatchSize).toQuery(),
        rowMode: 'array',
      });
      if (!rows.length) return;
      after = rows[rows.length - 1][0];
      made += (
        await makeExportLines(
          client,
          rows.map(([id]) => id),
          factors,
        )
      ).size;
      onProgress?.(made);
    }
  });
  return made;
}

/**
 * The CSV lines of the valuations `ids` as an export writes them now, on `client` in whatever transaction it is in,
 * without storing them (a release makes the lines an edit dropped meanwhile).
 */
export async function exportLinesOf(
  client: pg.Client,
  ids: readonly number[],
  factors: WorldBankFactors,
): Promise<{ valueId: number; line: string }[]> {
  const rows = await selectValuationRows(client, ids);
  return rows.map((row) => ({ valueId: row.valueId, line: csvRecord(row, factors) }));
}
