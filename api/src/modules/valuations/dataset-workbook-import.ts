import { ownValuationFields, referenceValuationFields } from '@esvd/schema/rules/valuation-fields';
import { reportOf } from '@esvd/schema/uploads/workbook-checks';
import { on } from 'node:events';
import { extname } from 'node:path';
import { Worker } from 'node:worker_threads';
import { signedInUserId } from '../../core/caller.ts';
import type { Context } from '../../core/context.ts';
import { errorOfThread } from '../../core/errors.ts';
import { queryRows } from '../../core/sql.ts';
import {
  type ImportOutcome,
  type ImportTransaction,
  type UploadImporter,
  UploadKind,
  UploadStatus,
} from '../uploads/index.ts';
import { ReferenceLookup, warningLines, workbookRefusal, type UploadSource } from '../workbooks/index.ts';
import { flaggedRecordsAmong, type FlaggedRecord } from '../standardisation/index.ts';
import { DatasetWriter, type ImportedValuation } from './dataset-import-writes.ts';
import { storedStudyIdsAmong, unpublishedAmong } from './dataset-import-writes.sql.ts';
import {
  datasetImportMessages,
  isIncompleteNewStudy,
  linkTables,
  type DatasetRowsInput,
  type DatasetRowsMessage,
  type StoredStudiesAnswer,
  type StudyFacts,
} from './dataset-rows.ts';

/** Chunks checked and waiting to be written, at most, before the dataset upload reads on. */
const chunksAhead = 2;

/** The thread that reads and checks an upload's rows (dataset-rows.worker.ts): its input, then its messages in order. */
function datasetRowsThread(input: DatasetRowsInput) {
  // The worker's file is TypeScript beside this one where the api runs as such, JavaScript in the build.
  const worker = new Worker(new URL(`./dataset-rows.worker${extname(import.meta.url)}`, import.meta.url), {
    workerData: input,
  });
  let stopping = false;
  // While the importer listens, `on` throws the thread's error; one that comes after must not end the process.
  worker.on('error', () => undefined);
  worker.once('exit', (code) => {
    if (!stopping) worker.emit('error', new Error(`The upload's reading thread ended early (exit code ${code})`));
  });
  return {
    async *messages(): AsyncGenerator<DatasetRowsMessage> {
      for await (const [message] of on(worker, 'message')) yield message as DatasetRowsMessage;
    },
    answer: (answer: StoredStudiesAnswer) => worker.postMessage(answer),
    async stop() {
      stopping = true;
      await worker.terminate();
    },
  };
}

/** Per-row lines of the standardisation checks' warnings the report lists at most, after their summary. */
const standardisationWarningLinesListed = 1000;

/** The ESVD column each field a standardisation check names is uploaded in. */
const headingOfField = new Map(ownValuationFields.map((field) => [field.name as string, field.heading]));

/**
 * The report's lines for the uploaded records the standardisation checks flag (issue 37): a summary, then each
 * warning at its row and column, as the file's own warnings are.
 */
function standardisationWarningLines(
  flagged: { vintage: string; records: readonly FlaggedRecord[] },
  rowOfValueId: ReadonlyMap<number, number>,
): string[] {
  if (!flagged.records.length) return [];
  const lines = flagged.records
    .map((record) => ({ row: rowOfValueId.get(record.valueId)!, warnings: record.warnings }))
    .sort((first, second) => first.row - second.row)
    .flatMap(({ row, warnings }) =>
      warnings.map(
        (warning) => `Row ${row}, ${headingOfField.get(warning.field) ?? warning.field}: ${warning.message}`,
      ),
    );
  const unlisted = lines.length - standardisationWarningLinesListed;
  return [
    datasetImportMessages.standardisationFlagged(flagged.records.length, flagged.vintage),
    ...lines.slice(0, standardisationWarningLinesListed),
    ...(unlisted > 0 ? [datasetImportMessages.moreStandardisationWarnings(unlisted)] : []),
  ];
}

/** Which of `studies` the database holds, asked before the upload writes them (outside its transaction). */
async function storedStudyIds(em: Context['em'], studies: readonly StudyFacts[]): Promise<Set<number>> {
  if (!studies.length) return new Set();
  const rows = await queryRows<{ studyId: number }>(em, storedStudyIdsAmong(studies.map((study) => study.studyId)));
  return new Set(rows.map((row) => row.studyId));
}

/**
 * The dataset upload (spec 001 §3, §5; issue 14): the ESVD MASTER sheet of a dataset workbook, or the ESVD's own
 * CSV export (one sheet), checked by the shared workbook rules and matched against the reference lists in the
 * database (codes first, names where the ESVD gives only names; the columns that repeat a code are checked, not
 * trusted). Each row updates the valuation with its ValueId, or inserts it keeping its ValueId and StudyId; a new
 * StudyId brings its study, published. The workbook's reference sheets are checked for their headings; the lists
 * themselves are edited on the reference lists page, not replaced by an upload.
 */
export class DatasetWorkbookImporter implements UploadImporter {
  readonly kind = UploadKind.Dataset;

  async import(context: Context, source: UploadSource, transaction: ImportTransaction): Promise<ImportOutcome> {
    // Each chunk the thread has checked is queued to be written while it reads and checks the rest (PostgreSQL
    // writes on one core while the thread reads on the other), one after the other. Writing is the slower: the
    // thread waits while `chunksAhead` are queued, which bounds the memory and spreads the reading over the upload.
    // Once a row has a fatal problem nothing more is queued (the file will be refused), but the rest is still
    // checked, to report every problem.
    let fatal = false;
    let rest: Extract<DatasetRowsMessage, { type: 'chunk' }> | undefined;
    let writing: Promise<void> = Promise.resolve();
    const queued: Promise<void>[] = [];
    let stopped = false;
    /**
     * Every row's ValueId with its row number: to tell at the end how many records went into studies not published,
     * and which rows the standardisation checks flag.
     */
    const uploadedRows = new Map<number, number>();
    const keepRows = (valuations: readonly ImportedValuation[]) => {
      for (const { valueId, rowNumber } of valuations) uploadedRows.set(valueId, rowNumber);
    };
    let writeFailure: unknown;
    const rows = datasetRowsThread({
      filename: source.filename,
      content: source.content,
      references: await ReferenceLookup.allEntriesOf(context.em, [
        ...referenceValuationFields.map(({ table }) => table),
        ...linkTables.map(({ table }) => table),
      ]),
      chunkRows: transaction.chunkRows,
      chunksAhead,
    });
    try {
      // Listening from the same turn as the thread started: its messages wait for the listener.
      const messages = rows.messages();
      const started = (await messages.next()).value as DatasetRowsMessage | undefined;
      if (started?.type === 'failed') throw errorOfThread(started.failure);
      if (started?.type !== 'started') throw new Error("The upload's reading thread did not start");
      if (started.expectedRows) await transaction.expecting(started.expectedRows);
      const writer = new DatasetWriter(
        transaction,
        { columns: started.valuationColumns, links: linkTables, userId: signedInUserId(context.principal) },
        context.em,
      );
      for await (const message of messages) {
        // A cancel, or a failed write, ends the reading too.
        if (writeFailure) throw writeFailure;
        if (message.type === 'failed') throw errorOfThread(message.failure);
        if (message.type === 'started') throw new Error("The upload's reading thread started twice");
        if (message.type === 'chunk') {
          const stored = await storedStudyIds(context.em, message.studies);
          fatal ||= message.fatal || message.studies.some((study) => isIncompleteNewStudy(study, stored));
          if (message.last) rest = message;
          else if (!fatal) {
            // Made ready here, while the chunks before it are written: PostgreSQL then goes from statement to
            // statement.
            keepRows(message.valuations);
            const prepared = await writer.prepare(message.studies, message.valuations);
            writing = writing.then(() => (stopped ? undefined : writer.write(prepared)));
            writing.catch((error: unknown) => (writeFailure ??= error));
            queued.push(writing);
            if (queued.length >= chunksAhead) await queued.shift()!.catch(() => undefined);
          }
          rows.answer({ storedStudyIds: [...stored] });
        } else {
          const report = reportOf(message.problems);
          if (report.fatal) throw workbookRefusal(report.problems);
          const { valuations, excluded } = message.added;
          await transaction.checked({ total: valuations, warnings: warningLines(report.problems) });
          await writing;
          await writer.write(await writer.prepare(rest!.studies, rest!.valuations));
          await writer.finish();
          keepRows(rest!.valuations);
          const uploadedValueIds = [...uploadedRows.keys()];
          const [{ count: unpublished }] = (
            await transaction.client.query<{ count: number }>(unpublishedAmong(uploadedValueIds).toQuery())
          ).rows;
          const flagged = await flaggedRecordsAmong(transaction.client, uploadedValueIds);
          const warnings = [
            ...(excluded ? [datasetImportMessages.zeroDisplay(excluded)] : []),
            ...(unpublished ? [datasetImportMessages.inUnpublishedStudies(unpublished)] : []),
          ];
          const ended = {
            ...writer.counts,
            columnChanges: writer.changes,
            standardisationWarnings: standardisationWarningLines(flagged, uploadedRows),
          };
          return warnings.length
            ? { ...ended, status: UploadStatus.SuccessWithWarning, statusText: warnings.join(' ') }
            : { ...ended, status: UploadStatus.Success };
        }
      }
      throw new Error("The upload's reading thread stopped without its report");
    } catch (error) {
      // Nothing more is written, and what is being written ends before the engine rolls the transaction back.
      stopped = true;
      await writing.catch(() => undefined);
      throw error;
    } finally {
      await rows.stop();
    }
  }
}
