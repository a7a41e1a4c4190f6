import type { ColumnChange } from './upload-importer.ts';
import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique, type Opt, type Rel } from '@mikro-orm/core';
import { User } from '../accounts/index.ts';

export enum UploadKind {
  Dataset = 'dataset',
  Vsl = 'vsl',
}

export enum UploadStatus {
  Pending = 'pending',
  Running = 'running',
  Success = 'success',
  SuccessWithWarning = 'success-with-warning',
  Failure = 'failure',
  Cancelled = 'cancelled',
}

/** One workbook upload, its progress (persisted so any process can report it) and its outcome. */
@Entity({ tableName: 'upload_job' })
@Index({ properties: ['kind', 'createdOn'] })
// At most one running upload of a kind, whichever api process runs it (migration 20261125120000).
@Unique({
  name: 'upload_job_one_running_per_kind',
  expression: `create unique index "upload_job_one_running_per_kind" on "upload_job" ("kind") where "status" = 'running'`,
})
export class UploadJob {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'text' })
  kind!: UploadKind;

  @Property({ type: 'text' })
  filename!: string;

  @Property({ type: 'text', default: UploadStatus.Pending })
  status: Opt<UploadStatus> = UploadStatus.Pending;

  @Property({ type: 'integer', default: 0 })
  totalCount: Opt<number> = 0;

  @Property({ type: 'integer', default: 0 })
  insertedCount: Opt<number> = 0;

  @Property({ type: 'integer', default: 0 })
  updatedCount: Opt<number> = 0;

  /** Rows whose record was stored as the file has it already: nothing written. */
  @Property({ type: 'integer', default: 0 })
  unchangedCount: Opt<number> = 0;

  @Property({ type: 'text', nullable: true })
  statusText?: string | null;

  @Property({ type: 'text', nullable: true })
  errorText?: string | null;

  @Property({ type: 'json', nullable: true })
  warnings?: string[] | null;

  /** The standardisation checks' warnings on the rows a dataset upload wrote, after a summary (issue 37). */
  @Property({ type: 'json', nullable: true })
  standardisationWarnings?: string[] | null;

  /** Per column of the file, the stored values the import changed and emptied (dataset uploads). */
  @Property({ type: 'json', nullable: true })
  columnChanges?: ColumnChange[] | null;

  @Property({ type: 'boolean', default: false })
  cancelRequested: Opt<boolean> = false;

  @ManyToOne({ entity: () => User, nullable: true, deleteRule: 'set null' })
  createdBy?: Rel<User> | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdOn: Opt<Date> = new Date();

  @Property({ type: 'datetime', nullable: true })
  startedAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  finishedAt?: Date | null;

  /** Renewed while a process works on the job; a stale heartbeat means the worker died. */
  @Property({ type: 'datetime', nullable: true })
  heartbeatAt?: Date | null;
}
