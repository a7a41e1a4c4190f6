import { csvField, csvLineFields } from '@esvd/schema/rules/csv-download';
import type { ReleaseFormat } from '@esvd/schema/rules/releases';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Writable } from 'node:stream';
import type pg from 'pg';
import QueryStream from 'pg-query-stream';
import { withStatementTimeout, type SqlFragment } from '../../core/sql.ts';
import {
  cellsOfCsvText,
  exportParquetColumns,
  ParquetLinesThreads,
  writeChunks,
  xlsxWorkbook,
  type ParquetColumn,
} from '../valuations/index.ts';
import { releaseDiffRecords, releaseLines } from './releases.sql.ts';

/** A release as its files are written from it. */
export interface ReleaseSource {
  id: number;
  /** Its CSV header line, as the export wrote it when the release was made. */
  header: string;
  vintage: string;
}

/** Rows read from a cursor at a time, and text written at a time. */
const batchSize = 1000;
const chunkLength = 32 * 1024;

const typeOfColumn = new Map(exportParquetColumns.map((column) => [column.name, column.type]));

/** The columns of a release's header, typed as the export types them today (a column it no longer has: text). */
export const columnsOf = (headings: readonly string[]): ParquetColumn[] =>
  headings.map((name) => ({ name, type: typeOfColumn.get(name) ?? 'STRING' }));

export const headingsOf = (header: string): string[] => csvLineFields(header);

/**
 * Writes a release to `destination` in `format` and ends it: the CSV as the stored lines are, the XLSX and Parquet
 * files with the same cells typed by the columns (what the CSV holds, as the search's downloads do). Stops quietly
 * once `destination` is gone (the client went away).
 */
export async function writeRelease(
  em: EntityManager,
  release: ReleaseSource,
  format: ReleaseFormat,
  destination: Writable,
): Promise<void> {
  const headings = headingsOf(release.header);
  const columns = columnsOf(headings);
  const linesOf = (rows: unknown[][]) => rows.map(([line]) => line as string);
  const statement = releaseLines(release.id);
  try {
    switch (format) {
      case 'csv': {
        // The byte order mark lets spreadsheet programs read the file as UTF-8.
        destination.write(`\uFEFF${release.header}`);
        await readBatches(em, statement, (rows) => writeText(destination, linesOf(rows)));
        break;
      }
      case 'xlsx': {
        const workbook = xlsxWorkbook(destination, headings, release.vintage);
        await readBatches(em, statement, (rows) =>
          workbook.add(linesOf(rows).map((line) => cellsOfCsvText(csvLineFields(line), columns))),
        );
        await workbook.finish();
        break;
      }
      case 'parquet': {
        const thread = new ParquetLinesThreads(columns);
        try {
          await readBatches(em, statement, async (rows) => writeChunks(destination, await thread.add(linesOf(rows))));
          await writeChunks(destination, await thread.finish());
        } finally {
          await thread.stop();
        }
        break;
      }
    }
    destination.end();
  } catch (error) {
    if (!destination.destroyed) throw error;
  }
}

const diffHeader = `${['ValueId', 'Change', 'Changed columns', 'Changes'].map((heading) => csvField(heading)).join(',')}\r\n`;

/** The records that differ between two releases as CSV, one line each: ValueId, the change, and what changed. */
export async function writeReleaseDiff(
  em: EntityManager,
  from: ReleaseSource,
  to: ReleaseSource,
  destination: Writable,
): Promise<void> {
  const fromHeadings = headingsOf(from.header);
  const toHeadings = headingsOf(to.header);
  try {
    destination.write(`\uFEFF${diffHeader}`);
    await readBatches(em, releaseDiffRecords(from.id, to.id), (rows) =>
      writeText(
        destination,
        rows.map(([valueId, fromLine, toLine]) =>
          diffLine(Number(valueId), fromLine as string | null, toLine as string | null, fromHeadings, toHeadings),
        ),
      ),
    );
    destination.end();
  } catch (error) {
    if (!destination.destroyed) throw error;
  }
}

/** A record's line of a diff: added or removed, or changed with each changed column's value before and after. */
function diffLine(
  valueId: number,
  fromLine: string | null,
  toLine: string | null,
  fromHeadings: readonly string[],
  toHeadings: readonly string[],
): string {
  const fields = (change: string, columns: string[] = [], changes: string[] = []) =>
    `${[valueId, change, columns.join('; '), changes.join('; ')].map((cell) => csvField(cell)).join(',')}\r\n`;
  if (fromLine === null) return fields('added');
  if (toLine === null) return fields('removed');
  const cells = (line: string, headings: readonly string[]) =>
    new Map(csvLineFields(line).map((cell, index) => [headings[index], cell]));
  const before = cells(fromLine, fromHeadings);
  const after = cells(toLine, toHeadings);
  const columns = [...new Set([...fromHeadings, ...toHeadings])].filter(
    (heading) => (before.get(heading) ?? '') !== (after.get(heading) ?? ''),
  );
  return fields(
    'changed',
    columns,
    columns.map((heading) => `${heading}: "${before.get(heading) ?? ''}" → "${after.get(heading) ?? ''}"`),
  );
}

/** Writes lines in chunks of about `chunkLength`, waiting whenever `destination` is full. */
function writeText(destination: Writable, lines: readonly string[]): Promise<void> {
  const chunks: string[] = [];
  let chunk = '';
  for (const line of lines) {
    chunk += line;
    if (chunk.length >= chunkLength) {
      chunks.push(chunk);
      chunk = '';
    }
  }
  if (chunk) chunks.push(chunk);
  return writeChunks(destination, chunks);
}

/** Hands `statement`'s rows to `handle` a cursor's batch at a time, waiting for each before reading on. */
async function readBatches(
  em: EntityManager,
  statement: SqlFragment,
  handle: (rows: unknown[][]) => Promise<void>,
): Promise<void> {
  const { text, values, types } = statement.toQuery();
  // The cursor lasts as long as the download: a million records to a slow client take minutes.
  await withStatementTimeout(em, '1h', async (client: pg.Client) => {
    const stream = client.query(new QueryStream(text, values, { batchSize, rowMode: 'array', types }));
    try {
      let rows: unknown[][] = [];
      for await (const row of stream as AsyncIterable<unknown[]>) {
        rows.push(row);
        if (rows.length === batchSize) {
          await handle(rows);
          rows = [];
        }
      }
      if (rows.length) await handle(rows);
    } finally {
      stream.destroy();
    }
  });
}
