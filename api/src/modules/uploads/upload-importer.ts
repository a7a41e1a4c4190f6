import type pg from 'pg';
import type { Context } from '../../core/context.ts';
import type { UploadKind, UploadStatus } from './upload-job.entity.ts';
import type { UploadSource } from '../workbooks/index.ts';

export interface ImportCounts {
  inserted: number;
  updated: number;
  /** Rows whose record is stored as the file has it already: nothing written. */
  unchanged: number;
}

/** Of one column of the file: how many stored values an upload changed, and how many of those it emptied. */
export interface ColumnChange {
  column: string;
  changed: number;
  emptied: number;
}

/** How an import ended, when it did not fail: Success, or SuccessWithWarning with its own status text. */
export interface ImportOutcome extends ImportCounts {
  status: UploadStatus.Success | UploadStatus.SuccessWithWarning;
  statusText?: string;
  /** Per column, the stored values changed (only columns with any); absent for an upload that replaces nothing. */
  columnChanges?: ColumnChange[];
  /** The standardisation checks' warnings on the rows written (dataset uploads), apart from the file's own. */
  standardisationWarnings?: readonly string[];
}

/** A file read to its end and checked: what the job shows from then on. */
export interface CheckedFile {
  /** Rows to import, with those written while reading: the 100 % of the progress. */
  total: number;
  /** Non-fatal problems of the file, kept with the job. */
  warnings: string[];
}

/** What the engine gives an import: the connection of its one transaction, and where to report. */
export interface ImportTransaction {
  /** In the import's transaction: everything written through it is committed together or not at all. */
  client: pg.ClientBase;
  /** How many rows a chunk holds: progress is reported (and cancellation heard) after each. */
  chunkRows: number;
  /**
   * Records the counts so far and publishes them (outside the transaction, so they are seen at once); throws when
   * the upload was cancelled or its process is stopping, which rolls the transaction back.
   */
  progress(counts: ImportCounts): Promise<void>;
  /** The rows the file seems to hold, until it is checked: the progress counts against them meanwhile. */
  expecting(rows: number): Promise<void>;
  /** The whole file is read and has no fatal problem: recorded with the job, and the upload answered with it. */
  checked(file: CheckedFile): Promise<void>;
}

/**
 * One kind of upload (the VSL workbook, the dataset workbook): reads, checks and imports a file in chunks, all inside
 * the transaction the engine (UploadsService) holds for its job.
 */
export interface UploadImporter {
  kind: UploadKind;
  /**
   * Reads the file, checks it and imports it. It may write what it has checked while it reads on: a file it then
   * refuses is rolled back with all of that. A refusal throws a 4xx DomainError (with the located problems) before
   * `transaction.checked`; nothing may be written in the transaction once this has ended, however it ended.
   */
  import(context: Context, source: UploadSource, transaction: ImportTransaction): Promise<ImportOutcome>;
}
