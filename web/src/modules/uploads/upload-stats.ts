import type { UploadJobFieldsFragment } from '../../gql/graphql.ts';

type UploadJob = UploadJobFieldsFragment;

/** What the two panels show: the running upload of the kind, and the last one that ended. */
export interface UploadStats {
  currentUpload: UploadJob | null;
  lastUpload: UploadJob | null;
}

export const isRunning = (job: UploadJob) => job.status === 'Running' || job.status === 'Pending';

const doneOf = (job: UploadJob) => job.insertedCount + job.updatedCount + job.unchangedCount;

/**
 * The panels after news of `job`, from a progress event or a query. News can arrive late and out of order (each
 * event reads the job when it is sent, a query may be answered after the events that followed it), so the panels
 * only move forward: an end is final, a running job only moves on, and jobs are told apart by id, which grows with
 * each upload. A running job is the current upload unless an upload as new or newer has ended; an ended one is the
 * last upload unless a newer one is, and ends the current upload unless that is newer.
 */
export function nextUploadStats(stats: UploadStats | null, job: UploadJob): UploadStats {
  const currentUpload = stats?.currentUpload ?? null;
  const lastUpload = stats?.lastUpload ?? null;
  if (isRunning(job)) {
    const stale =
      (lastUpload !== null && lastUpload.id >= job.id) ||
      (currentUpload !== null && currentUpload.id === job.id && doneOf(job) < doneOf(currentUpload));
    return stale ? { currentUpload, lastUpload } : { currentUpload: job, lastUpload };
  }
  return {
    currentUpload: currentUpload !== null && currentUpload.id <= job.id ? null : currentUpload,
    lastUpload: lastUpload === null || job.id >= lastUpload.id ? job : lastUpload,
  };
}

/** The panels after a query's answer, taken as news of the jobs it names (its "nothing running" may be old news). */
export function withQueriedStats(stats: UploadStats | null, queried: UploadStats): UploadStats {
  let next = stats ?? { currentUpload: null, lastUpload: null };
  if (queried.lastUpload) next = nextUploadStats(next, queried.lastUpload);
  if (queried.currentUpload) next = nextUploadStats(next, queried.currentUpload);
  return next;
}
