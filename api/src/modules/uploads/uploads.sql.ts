import { sql, type SqlFragment } from '../../core/sql.ts';
import type { ColumnChange, ImportCounts } from './upload-importer.ts';
import { UploadStatus, type UploadKind } from './upload-job.entity.ts';

/** Advisory locks of running imports are (this, job id): held by the import's connection while it lives. */
const importLockSpace = 0x75706c64;

const jobColumns = sql`id, kind, filename, status, total_count as "totalCount", inserted_count as "insertedCount",
  updated_count as "updatedCount", unchanged_count as "unchangedCount", status_text as "statusText", error_text as "errorText",
  coalesce(warnings, '[]'::jsonb) as warnings, coalesce(column_changes, '[]'::jsonb) as "columnChanges",
  coalesce(standardisation_warnings, '[]'::jsonb) as "standardisationWarnings", created_on as "createdOn", started_at as "startedAt",
  finished_at as "finishedAt"`;

const newestJob = (condition: SqlFragment) =>
  sql`select ${jobColumns} from upload_job where ${condition} order by created_on desc, id desc limit 1`;

export const jobById = (id: number): SqlFragment => newestJob(sql`id = ${id}`);

export const runningJob = (kind: UploadKind): SqlFragment =>
  newestJob(sql`kind = ${kind} and status = ${UploadStatus.Running}`);

export const lastEndedJob = (kind: UploadKind): SqlFragment =>
  newestJob(sql`kind = ${kind} and status <> ${UploadStatus.Running}`);

export const requestCancel = (id: number): SqlFragment =>
  sql`update upload_job set cancel_requested = true where id = ${id} and status = ${UploadStatus.Running}
    returning id`;

/**
 * The counts of a job whose import ended without committing: its one transaction rolled back, so the rows it had
 * reached were not kept, and the job says so rather than showing how far it got.
 */
const nothingKept = sql`inserted_count = 0, updated_count = 0, unchanged_count = 0`;

/**
 * Fails every running job whose import is gone: its connection's advisory lock is free, or its heartbeat is older
 * than `staleAfter` (an interval).
 */
export const failAbandonedJobs = (staleAfter: string, statusText: string, errorText: string): SqlFragment =>
  sql`update upload_job job set status = ${UploadStatus.Failure}, status_text = ${statusText},
      error_text = ${errorText}, finished_at = now(), ${nothingKept}
    where job.status = ${UploadStatus.Running}
      and (job.heartbeat_at < now() - ${staleAfter}::interval or not exists (
        select from pg_locks lock where lock.locktype = 'advisory' and lock.granted
          and lock.database = (select oid from pg_database where datname = current_database())
          and lock.classid = ${importLockSpace}::int::oid and lock.objid = job.id::oid and lock.objsubid = 2))
    returning id, kind`;

export const drawJobId = sql`select nextval(pg_get_serial_sequence('upload_job', 'id'))::int as id`;

/** Taken by the import's connection, so a running job without it is a dead one. */
export const lockImport = (id: number): SqlFragment => sql`select pg_advisory_lock(${importLockSpace}, ${id})`;
export const unlockImport = (id: number): SqlFragment => sql`select pg_advisory_unlock(${importLockSpace}, ${id})`;

export const insertRunningJob = (job: {
  id: number;
  kind: UploadKind;
  filename: string;
  statusText: string;
  userId: number | null;
}): SqlFragment =>
  sql`insert into upload_job (id, kind, filename, status, total_count, status_text, created_by_id, started_at,
      heartbeat_at)
    values (${job.id}, ${job.kind}, ${job.filename}, ${UploadStatus.Running}, 0, ${job.statusText}, ${job.userId}, now(),
      now())
    returning ${jobColumns}`;

/**
 * A running job finished, inside the import's transaction: the data and "finished" commit together (at the clock's
 * time: now() is the transaction's start). A job failed meanwhile stays failed.
 */
export const finishJob = (
  id: number,
  outcome: ImportCounts & {
    status: UploadStatus;
    statusText: string;
    columnChanges?: readonly ColumnChange[];
    standardisationWarnings?: readonly string[];
  },
): SqlFragment =>
  sql`update upload_job set status = ${outcome.status}, status_text = ${outcome.statusText},
      column_changes = ${JSON.stringify(outcome.columnChanges ?? [])}::jsonb,
      standardisation_warnings = ${JSON.stringify(outcome.standardisationWarnings ?? [])}::jsonb,
      inserted_count = ${outcome.inserted}, updated_count = ${outcome.updated},
      unchanged_count = ${outcome.unchanged}, finished_at = clock_timestamp(),
      heartbeat_at = clock_timestamp()
    where id = ${id} and status = ${UploadStatus.Running}`;

/** A running job ended without its import (stopped, failed or refused). */
export const endJob = (
  id: number,
  ending: { status: UploadStatus; statusText: string; errorText: string | null },
): SqlFragment =>
  sql`update upload_job set status = ${ending.status}, status_text = ${ending.statusText},
      error_text = ${ending.errorText}, finished_at = now(), ${nothingKept}
    where id = ${id} and status = ${UploadStatus.Running}`;

export const expectRows = (id: number, rows: number): SqlFragment =>
  sql`update upload_job set total_count = ${rows} where id = ${id} and status = ${UploadStatus.Running}`;

export const recordCheckedFile = (
  id: number,
  file: { total: number; warnings: readonly string[]; statusText: string },
): SqlFragment =>
  sql`update upload_job set total_count = ${file.total}, warnings = ${JSON.stringify(file.warnings)}::jsonb,
      status_text = ${file.statusText}
    where id = ${id} and status = ${UploadStatus.Running}
    returning ${jobColumns}`;

/** The counts so far and a heartbeat; answers whether a cancel was asked for. */
export const recordProgress = (id: number, counts: ImportCounts): SqlFragment =>
  sql`update upload_job set inserted_count = ${counts.inserted}, updated_count = ${counts.updated},
      unchanged_count = ${counts.unchanged}, heartbeat_at = now()
    where id = ${id} and status = ${UploadStatus.Running}
    returning cancel_requested as "cancelRequested"`;

export const renewHeartbeat = (id: number): SqlFragment =>
  sql`update upload_job set heartbeat_at = now() where id = ${id} and status = ${UploadStatus.Running}`;

/** The demo data the first start wrote (`study.is_demo`): its studies and their records. */
export const demoDataCounts = sql`select (select count(*) from study where is_demo)::int as studies,
  (select count(*) from valuation v join study s on s.id = v.study_id where s.is_demo)::int as valuations`;

/** Deletes the demo studies, their records with them. */
export const deleteDemoData = sql`delete from study where is_demo`;
