import type { EntityManager } from '@mikro-orm/postgresql';
import type pg from 'pg';
import type { ResourceName } from '@esvd/schema/rules/resources';
import { signedInUserId } from '../../core/caller.ts';
import type { Context } from '../../core/context.ts';
import { DomainError, notFound } from '../../core/errors.ts';
import type { EventBus } from '../../core/events.ts';
import type { Logger } from '../../core/logger.ts';
import { inTransaction, queryRows, withClient, withTransaction, type SqlFragment } from '../../core/sql.ts';
import type { AccessPolicy } from '../access/index.ts';
import type {
  CheckedFile,
  ColumnChange,
  ImportCounts,
  ImportOutcome,
  ImportTransaction,
  UploadImporter,
} from './upload-importer.ts';
import { UploadKind, UploadStatus } from './upload-job.entity.ts';
import type { UploadSource } from '../workbooks/index.ts';
import {
  deleteDemoData,
  demoDataCounts,
  drawJobId,
  endJob,
  expectRows,
  failAbandonedJobs,
  finishJob,
  insertRunningJob,
  jobById,
  lastEndedJob,
  lockImport,
  recordCheckedFile,
  recordProgress,
  renewHeartbeat,
  requestCancel,
  runningJob,
  unlockImport,
} from './uploads.sql.ts';

/** The topic of progress events: every change of a job, published at once to every api process. */
export const uploadProgress = 'uploadProgress';

export interface UploadProgressEvent {
  id: number;
  kind: UploadKind;
}

/** A job as both front doors show it. */
export interface UploadJobView {
  id: number;
  kind: UploadKind;
  filename: string;
  status: UploadStatus;
  totalCount: number;
  insertedCount: number;
  updatedCount: number;
  unchangedCount: number;
  /**
   * (inserted + updated) / total, in percent (spec 001 §4), with the unchanged rows counted as done; 100 for an
   * import that finished.
   */
  percentage: number;
  statusText: string | null;
  errorText: string | null;
  warnings: string[];
  /** Per column of the file, the stored values the import changed and emptied; empty until it finished. */
  columnChanges: ColumnChange[];
  /** The standardisation checks' warnings on the rows a dataset upload wrote; empty until it finished. */
  standardisationWarnings: string[];
  createdOn: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

/** Who may upload what (spec 001 §1): the dataset is ESVD Uploads, the VSL workbook is Vsl Upload. */
export const uploadResource: Record<UploadKind, ResourceName> = {
  [UploadKind.Dataset]: 'uploads',
  [UploadKind.Vsl]: 'vsluploads',
};

const kindLabel: Record<UploadKind, string> = {
  [UploadKind.Dataset]: 'dataset workbook',
  [UploadKind.Vsl]: 'VSL workbook',
};

export const uploadMessages = {
  finished: 'Finished successfully.',
  failed: 'Failed',
  cancelled: 'Cancelled.',
  checking: 'Reading and checking the file.',
  importing: 'Importing.',
  running: (kind: UploadKind, filename: string) =>
    `An upload of the ${kindLabel[kind]} is running ("${filename}"). Wait until it has finished, or cancel it, ` +
    'before uploading another.',
  notRunning: 'This upload is not running any more: there is nothing to cancel.',
  noneRunning: (kind: UploadKind) => `No upload of the ${kindLabel[kind]} is running: there is nothing to cancel.`,
  noSuchJob: 'There is no upload with this id.',
  demoDuringUpload: 'A dataset upload is running: remove the demo data once it has ended.',
  abandoned:
    'The api process that ran this upload stopped before it finished (it was killed, or lost its database ' +
    'connection). Nothing of the upload was saved; upload the file again.',
  shutDown: 'The api was shut down while this upload ran. Nothing of the upload was saved; upload the file again.',
} as const;

export interface UploadEngineOptions {
  /** Rows per chunk: progress is written and published, and cancellation heard, after each. */
  chunkRows: number;
  /** How often a running import renews its job's heartbeat. */
  heartbeatMs: number;
}

/** A heartbeat this many intervals old means the worker hangs (a dead one loses its lock at once). */
const staleHeartbeats = 12;

/** Thrown into an import to end it: the transaction rolls back and the job ends with `status`. */
class ImportStopped extends Error {
  constructor(
    readonly status: UploadStatus.Cancelled | UploadStatus.Failure,
    message: string,
  ) {
    super(message);
  }
}

/** The demo data in the database: generated studies and records, none of them real. */
export interface DemoDataView {
  studies: number;
  valuations: number;
}

function viewOf(row: Omit<UploadJobView, 'percentage'>): UploadJobView {
  const done = row.insertedCount + row.updatedCount + row.unchangedCount;
  const finished = row.status === UploadStatus.Success || row.status === UploadStatus.SuccessWithWarning;
  const percentage = row.totalCount > 0 ? Math.min(100, Math.round((done / row.totalCount) * 1000) / 10) : 0;
  return { ...row, percentage: finished ? 100 : percentage };
}

/**
 * The upload job engine (spec 001 §2-§4, §7, §8). An upload is a row of `upload_job`, made as the file arrives; the
 * file is read, checked and imported in the background in ONE transaction, so a refusal, a failure, a cancel or a
 * killed process leaves the database as it was. Progress is written to the row and published after each chunk from
 * outside that transaction. At most one upload of a kind runs at a time, whichever api process runs it: a partial
 * unique index says so, and the import's connection holds an advisory lock on its job, so a job whose process died
 * (the lock is gone) is failed at the next start or upload. Uploads of different kinds may run together: they write
 * different tables.
 */
export class UploadsService {
  private readonly importers: Map<UploadKind, UploadImporter>;
  private readonly running = new Set<Promise<void>>();
  private stopping = false;

  constructor(
    /** The root EntityManager: imports outlive the request that started them. */
    private readonly em: EntityManager,
    private readonly access: AccessPolicy,
    private readonly events: EventBus,
    private readonly logger: Logger,
    private readonly options: UploadEngineOptions,
    importers: readonly UploadImporter[],
  ) {
    this.importers = new Map(importers.map((importer) => [importer.kind, importer]));
  }

  /**
   * Creates the job (409 while another upload of the kind runs), then reads, checks and imports the file in the
   * background, in one transaction. Resolves with the job once the file is read and checked; a file with fatal
   * problems answers 4xx, nothing it wrote stays, and its job ends as a failure with the refusal's message.
   */
  async start(context: Context, kind: UploadKind, source: UploadSource): Promise<UploadJobView> {
    this.access.require(context.principal, uploadResource[kind]);
    const importer = this.importers.get(kind);
    if (!importer) throw notFound(`Uploads of the ${kindLabel[kind]} are not available.`);
    await this.failAbandonedJobs();
    await this.refuseWhileRunning(kind);
    const userId = signedInUserId(context.principal);
    return new Promise<UploadJobView>((resolve, reject) => {
      const work = withClient(this.em, async (client) => {
        let job: UploadJobView;
        try {
          job = await this.createJob(client, kind, source.filename, userId);
        } catch (error) {
          return reject(error as Error);
        }
        await this.run(client, job, (transaction) => importer.import(context, source, transaction), {
          resolve,
          reject,
        });
      })
        .catch((error: unknown) => this.logger.error(`The ${kindLabel[kind]} upload could not run`, error))
        .finally(() => this.running.delete(work));
      this.running.add(work);
    });
  }

  /** A job by id. */
  async job(context: Context, id: number): Promise<UploadJobView> {
    const job = await this.findJob(jobById(id));
    if (!job) throw notFound(uploadMessages.noSuchJob);
    this.access.require(context.principal, uploadResource[job.kind]);
    return job;
  }

  /** The running upload of a kind ("Current upload stats"), if any; a job whose process died first fails. */
  async current(context: Context, kind: UploadKind): Promise<UploadJobView | null> {
    this.access.require(context.principal, uploadResource[kind]);
    await this.failAbandonedJobs();
    return this.runningJob(kind);
  }

  /** The newest upload of a kind that has ended ("Last upload stats"), if any. */
  async last(context: Context, kind: UploadKind): Promise<UploadJobView | null> {
    this.access.require(context.principal, uploadResource[kind]);
    return this.findJob(lastEndedJob(kind));
  }

  /** How much demo data the database holds: an upload of real data should not land among it. */
  async demoData(context: Context): Promise<DemoDataView> {
    this.access.require(context.principal, uploadResource[UploadKind.Dataset]);
    const [counts] = await queryRows<DemoDataView>(this.em, demoDataCounts);
    return counts;
  }

  /** Deletes the demo data (its studies with their records), refused while a dataset upload runs. */
  async removeDemoData(context: Context): Promise<DemoDataView> {
    this.access.require(context.principal, uploadResource[UploadKind.Dataset]);
    await this.failAbandonedJobs();
    await withTransaction(this.em, async (client) => {
      if ((await client.query(runningJob(UploadKind.Dataset).toQuery())).rows.length) {
        throw new DomainError('conflict', uploadMessages.demoDuringUpload);
      }
      await client.query(deleteDemoData.toQuery());
    });
    return this.demoData(context);
  }

  /** The running upload of a kind if there is one, else the last that ended. */
  async currentOrLast(context: Context, kind: UploadKind): Promise<UploadJobView | null> {
    return (await this.current(context, kind)) ?? this.last(context, kind);
  }

  /** Asks a running upload to stop: its import rolls back after the chunk it is in. */
  async cancel(context: Context, id: number): Promise<UploadJobView> {
    const job = await this.job(context, id);
    const [asked] = await queryRows<{ id: number }>(this.em, requestCancel(job.id));
    if (!asked) throw new DomainError('conflict', uploadMessages.notRunning);
    return job;
  }

  /** Cancels the running upload of a kind (the REST facade names no id). */
  async cancelRunning(context: Context, kind: UploadKind): Promise<UploadJobView> {
    const running = await this.current(context, kind);
    if (!running) throw new DomainError('conflict', uploadMessages.noneRunning(kind));
    return this.cancel(context, running.id);
  }

  /**
   * Fails every running job whose import is gone: its connection's advisory lock is free (the process died; its
   * transaction was rolled back with it) or its heartbeat is stale (the process hangs). Run at start, and before
   * anything that would wait on such a job.
   */
  async failAbandonedJobs(): Promise<void> {
    const staleAfter = `${this.options.heartbeatMs * staleHeartbeats} milliseconds`;
    const failed = await queryRows<UploadProgressEvent>(
      this.em,
      failAbandonedJobs(staleAfter, uploadMessages.failed, uploadMessages.abandoned),
    );
    for (const job of failed) {
      this.logger.warn(`Upload ${job.id} (${job.kind}) was left running by a process that stopped: marked failed`);
      this.publish(job);
    }
  }

  /** Stops the imports of this process (rolled back, their jobs failed) and waits for them: at shutdown. */
  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.all(this.running);
  }

  private async refuseWhileRunning(kind: UploadKind): Promise<void> {
    const running = await this.runningJob(kind);
    if (running) throw new DomainError('conflict', uploadMessages.running(kind, running.filename));
  }

  private runningJob(kind: UploadKind): Promise<UploadJobView | null> {
    return this.findJob(runningJob(kind));
  }

  private async findJob(statement: SqlFragment): Promise<UploadJobView | null> {
    const [row] = await queryRows<Omit<UploadJobView, 'percentage'>>(this.em, statement);
    return row ? viewOf(row) : null;
  }

  /**
   * The job row, running, written at once (autocommit) so that every process sees it. Its id is drawn first and
   * locked by the import's connection before the row exists, so a running row without its lock is always a dead one.
   */
  private async createJob(
    client: pg.ClientBase,
    kind: UploadKind,
    filename: string,
    userId: number | null,
  ): Promise<UploadJobView> {
    const {
      rows: [{ id }],
    } = await client.query<{ id: number }>(drawJobId.toQuery());
    await client.query(lockImport(id).toQuery());
    try {
      const { rows } = await client.query<Omit<UploadJobView, 'percentage'>>(
        insertRunningJob({ id, kind, filename, statusText: uploadMessages.checking, userId }).toQuery(),
      );
      const job = viewOf(rows[0]);
      this.publish(job);
      return job;
    } catch (error) {
      await client.query(unlockImport(id).toQuery());
      if ((error as pg.DatabaseError).code === '23505') {
        const running = await this.runningJob(kind);
        throw new DomainError('conflict', uploadMessages.running(kind, running?.filename ?? filename));
      }
      throw error;
    }
  }

  /**
   * The upload in its one transaction on `client`, which holds the job's lock: the file read, checked and imported
   * (`importFile`, which answers once the file is checked); the job ends with its outcome, a refused file's as a
   * failure with the refusal's message.
   */
  private async run(
    client: pg.ClientBase,
    job: UploadJobView,
    importFile: (transaction: ImportTransaction) => Promise<ImportOutcome>,
    answer: { resolve(job: UploadJobView): void; reject(error: Error): void },
  ): Promise<void> {
    const heartbeat = setInterval(() => void this.beat(job.id), this.options.heartbeatMs);
    let answered = false;
    try {
      await inTransaction(client, async () => {
        const outcome = await importFile({
          client,
          chunkRows: this.options.chunkRows,
          progress: (counts) => this.progress(job, counts),
          expecting: (rows) => this.expecting(job, rows),
          checked: async (file) => {
            answer.resolve(await this.checked(job, file));
            answered = true;
          },
        });
        const finished = await client.query(
          finishJob(job.id, { ...outcome, statusText: outcome.statusText ?? uploadMessages.finished }).toQuery(),
        );
        if (!finished.rowCount) throw new ImportStopped(UploadStatus.Failure, uploadMessages.abandoned);
      });
    } catch (error) {
      const stopped = error instanceof ImportStopped ? error : undefined;
      if (!stopped && !(error instanceof DomainError)) this.logger.error(`Upload ${job.id} failed`, error);
      const status = stopped?.status ?? UploadStatus.Failure;
      await queryRows(
        this.em,
        endJob(job.id, {
          status,
          statusText: status === UploadStatus.Cancelled ? uploadMessages.cancelled : uploadMessages.failed,
          errorText: status === UploadStatus.Cancelled ? null : (error as Error).message,
        }),
      ).catch((writeError: unknown) =>
        this.logger.error(`Upload ${job.id}: its end could not be recorded`, writeError),
      );
      // Ended before the file was checked: a refusal (or a failure) is the answer; stopped, the job as it ended.
      if (!answered) {
        const ended = await this.findJob(jobById(job.id)).catch(() => null);
        if (stopped && ended) answer.resolve(ended);
        else answer.reject(error as Error);
      }
    } finally {
      clearInterval(heartbeat);
      await client.query(unlockImport(job.id).toQuery()).catch(() => undefined);
      this.publish(job);
    }
  }

  /** The rows the file seems to hold, recorded as the job's total until it is checked, and published. */
  private async expecting(job: UploadJobView, rows: number): Promise<void> {
    await queryRows(this.em, expectRows(job.id, rows));
    this.publish(job);
  }

  /** The file read and checked: the job's total and warnings recorded and published; answers the job. */
  private async checked(job: UploadJobView, file: CheckedFile): Promise<UploadJobView> {
    const [row] = await queryRows<Omit<UploadJobView, 'percentage'>>(
      this.em,
      recordCheckedFile(job.id, { ...file, statusText: uploadMessages.importing }),
    );
    if (!row) throw new ImportStopped(UploadStatus.Failure, uploadMessages.abandoned);
    this.publish(job);
    return viewOf(row);
  }

  /** After a chunk: counts written and published outside the transaction; a cancel or a shutdown stops the import. */
  private async progress(job: UploadJobView, counts: ImportCounts): Promise<void> {
    const [row] = await queryRows<{ cancelRequested: boolean }>(this.em, recordProgress(job.id, counts));
    this.publish(job);
    if (!row) throw new ImportStopped(UploadStatus.Failure, uploadMessages.abandoned);
    if (row.cancelRequested) throw new ImportStopped(UploadStatus.Cancelled, uploadMessages.cancelled);
    if (this.stopping) throw new ImportStopped(UploadStatus.Failure, uploadMessages.shutDown);
  }

  private async beat(id: number): Promise<void> {
    await queryRows(this.em, renewHeartbeat(id)).catch((error: unknown) =>
      this.logger.warn(`Upload ${id}: heartbeat failed (${(error as Error).message})`),
    );
  }

  private publish(job: UploadProgressEvent): void {
    const event: UploadProgressEvent = { id: job.id, kind: job.kind };
    this.events.publish(uploadProgress, event);
  }
}
