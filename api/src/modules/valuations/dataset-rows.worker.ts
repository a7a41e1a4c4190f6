// The thread that reads a dataset upload's master sheet, checks its rows and matches their codes (dataset-rows.ts),
// and sends them to the importer (dataset-workbook-import.ts) in chunks: reading and checking a large sheet keeps a
// core busy for seconds, which the api's event loop must not spend.
import { checkDatasetSheets, datasetMasterChecker, datasetMasterPrefix } from '@esvd/schema/uploads/dataset-workbook';
import { isBlankRow } from '@esvd/schema/uploads/workbook-checks';
import { parentPort, workerData } from 'node:worker_threads';
import { threadFailureOf } from '../../core/domain-error.ts';
import { ReferenceLookup, sourceOf, workbookRefusal } from '../workbooks/index.ts';
import {
  DatasetRowResolver,
  type DatasetRowsInput,
  type DatasetRowsMessage,
  type StoredStudiesAnswer,
  type StudyFacts,
} from './dataset-rows.ts';

const port = parentPort!;
const send = (message: DatasetRowsMessage) => port.postMessage(message);

const input = workerData as DatasetRowsInput;

/** The first chunk's rows, at most. */
const firstChunkRowsAtMost = 250;

/** The studies of each chunk sent, until the importer answers which of them the database held. */
const unanswered: StudyFacts[][] = [];
let answered: (() => void) | undefined;
const answerCame = () => new Promise<void>((resolve) => (answered = resolve));

try {
  const read = await sourceOf(input.filename, input.content).sheets(datasetMasterPrefix);
  const { master, problems: sheetProblems } = checkDatasetSheets(read.sheets, { csv: read.csv });
  if (!master) throw workbookRefusal(sheetProblems);
  const headingRow = master.rows[0] ?? [];
  const checker = datasetMasterChecker(master.name, headingRow);
  const rows = new DatasetRowResolver(
    master.name,
    new Set(headingRow.map((heading) => heading.trim().toLowerCase())),
    new Map([...input.references].map(([table, entries]) => [table, ReferenceLookup.of(entries)])),
  );
  port.on('message', ({ storedStudyIds }: StoredStudiesAnswer) => {
    rows.learnStored(unanswered.shift()!, storedStudyIds);
    answered?.();
  });
  send({ type: 'started', expectedRows: read.rowsAfterHeadingsCount(master), valuationColumns: rows.valuationColumns });
  // The first chunk is small: its rows are written, and the first progress seen, without waiting for a whole chunk.
  let chunkRows = Math.min(firstChunkRowsAtMost, input.chunkRows);
  const sendChunk = async (last: boolean) => {
    chunkRows = input.chunkRows;
    const chunk = rows.take();
    unanswered.push(chunk.studies);
    send({ type: 'chunk', ...chunk, fatal: checker.hasFatal() || rows.hasFatal(), last });
    // The importer's answers bound how far reading runs ahead of writing; the last chunk's is awaited too.
    while (unanswered.length >= (last ? 1 : input.chunksAhead)) await answerCame();
  };
  for await (const batch of read.rowsAfterHeadings(master)) {
    for (const { rowNumber, cells } of batch) {
      if (!isBlankRow(cells)) rows.add(checker.row(rowNumber, cells));
      if (rows.pendingRows >= chunkRows) await sendChunk(false);
    }
  }
  await sendChunk(true);
  send({ type: 'checked', problems: [...checker.finish(), ...rows.problems()], added: rows.added });
} catch (error) {
  send({ type: 'failed', failure: threadFailureOf(error) });
}
