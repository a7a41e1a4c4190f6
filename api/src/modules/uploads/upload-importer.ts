import type pg from 'pg';
import type { Context } from '../../core/context.ts';
import type { UploadKind, UploadStatus } from './upload-job.entity.ts';
import type { UploadSource } from './upload-source.ts';

export interface ImportCounts {
  inserted: number;
  updated: number;
  /** Rows whose record is stored as the file has it already: nothing written. */
  unchanged: number;
}

/** How an import ended, when it did not fail: Success, or SuccessWithWarning with its own status text. */
export interface ImportOutcome extends ImportCounts {
  status: UploadStatus.Success | UploadStatus.SuccessWithWarning;
  statusText?: string;
}

/** What the engine gives an import: the connection of its one transaction, and where to report each chunk. */
export interface ImportTransaction {
  /** In the import's transaction: everything written through it is committed together or not at all. */
  client: pg.ClientBase;
  /** How many rows a chunk holds: progress is reported (and cancellation heard) after each. */
  chunkRows: number;
  /**
   * Records the counts so far and publishes them (outside the transaction, so they are seen at once); throws when
   * the upload was cancelled or its process is stopping, which rolls the transaction back.
   */
  progress(counts: ImportCounts, statusText?: string): Promise<void>;
}

/** A file read and checked, ready to import. */
export interface PreparedImport {
  /** Rows to import: the 100 % of the progress. */
  total: number;
  /** Non-fatal problems of the file, kept with the job. */
  warnings: string[];
  run(transaction: ImportTransaction): Promise<ImportOutcome>;
}

/**
 * One kind of upload (the VSL workbook, the dataset workbook): reads and checks a file before any job exists, and
 * imports it in chunks inside the transaction the engine (UploadsService) holds.
 */
export interface UploadImporter {
  kind: UploadKind;
  /** Throws a 4xx DomainError (with the located problems) for a file that cannot be imported. */
  prepare(context: Context, source: UploadSource): Promise<PreparedImport>;
}
