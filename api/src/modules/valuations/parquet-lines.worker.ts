// The thread that turns CSV lines into a Parquet file (ParquetLinesThread in parquet-sheet.ts): each message is a
// batch of lines, answered with the bytes of the row groups it completed, handed over; null finishes the file. A
// line that cannot be read fails the thread, which the waiting side hears as an 'error'.
import { csvLineFields } from '@esvd/schema/rules/csv-download';
import { parentPort, workerData } from 'node:worker_threads';
import type { ParquetColumn } from './export-columns.ts';
import { cellsOfCsvText, ParquetSheet } from './parquet-sheet.ts';

const port = parentPort!;
const columns = workerData as ParquetColumn[];
const sheet = new ParquetSheet(columns);

port.on('message', (lines: string[] | null) => {
  const chunks = lines ? sheet.add(lines.map((line) => cellsOfCsvText(csvLineFields(line), columns))) : sheet.finish();
  port.postMessage(
    chunks,
    chunks.map((chunk) => chunk.buffer as ArrayBuffer),
  );
});
