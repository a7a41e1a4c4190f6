// A thread that encodes Parquet row groups from CSV lines (ParquetLinesThreads in parquet-sheet.ts): each message is
// the lines of one row group, answered with the group (its bytes handed over, its metadata at the offsets of this
// thread's own stream), for the waiting side to place in the file. A line that cannot be read fails the thread,
// which the waiting side hears as an 'error'.
import { csvLineFields } from '@esvd/schema/rules/csv-download';
import { parentPort, workerData } from 'node:worker_threads';
import type { ParquetColumn } from './export-columns.ts';
import { cellsOfCsvText, ParquetGroupEncoder } from './parquet-sheet.ts';

const port = parentPort!;
const columns = workerData as ParquetColumn[];
const encoder = new ParquetGroupEncoder(columns);

port.on('message', (lines: string[]) => {
  for (const line of lines) encoder.add(cellsOfCsvText(csvLineFields(line), columns));
  const group = encoder.encode();
  port.postMessage(
    group,
    group.chunks.map((chunk) => chunk.buffer as ArrayBuffer),
  );
});
