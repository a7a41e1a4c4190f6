import { graphqlData, type Server } from '../support/http.ts';

export const uploadPath = '/api/vsldataupload/uploadfiledataset';

/** The REST facade's upload statistics (spec 001 §3). */
export interface UploadStatistics {
  id: number;
  filename: string;
  uploading: boolean;
  status: string;
  esvdTotalCount: number;
  uploadedEsvdCount: number;
  esvdInserted: number;
  esvdUpdated: number;
  uploadedSuccessfully: boolean;
  uploadFailed: string | null;
  statusText: string | null;
}

/** The GraphQL selection of an UploadJob the tests read. */
export const uploadJobFields =
  'id status statusText percentage totalCount insertedCount updatedCount unchangedCount errorText warnings standardisationWarnings';

export interface UploadJob {
  id: number;
  status: string;
  statusText: string | null;
  percentage: number;
  totalCount: number;
  insertedCount: number;
  updatedCount: number;
  unchangedCount: number;
  errorText: string | null;
  warnings: string[];
  standardisationWarnings: string[];
}

/** Reads `read` every 50 ms until `until` holds for what it answers, and returns that. */
async function pollUntil<Answer>(
  read: () => Promise<Answer>,
  until: (answer: Answer) => boolean,
  timeoutMs: number,
  failure: (last: Answer) => string,
): Promise<Answer> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await read();
    if (until(answer)) return answer;
    if (Date.now() > deadline) throw new Error(failure(answer));
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Polls a job until `until` holds (by default: it has ended) and returns it. */
export function waitForJob(
  server: Server,
  token: string,
  id: number,
  until: (job: UploadJob) => boolean = (job) => job.status !== 'Running',
  timeoutMs = 60_000,
): Promise<UploadJob> {
  return pollUntil(
    async () =>
      (
        await graphqlData<{ uploadJob: UploadJob }>(
          server,
          `query Job($id: Int!) { uploadJob(id: $id) { ${uploadJobFields} } }`,
          { id },
          token,
        )
      ).uploadJob,
    until,
    timeoutMs,
    (job) => `Upload ${id} did not get there: ${JSON.stringify(job)}`,
  );
}

/**
 * Polls the running upload of a kind until `until` holds and returns it: an upload is answered once its file is
 * checked, which for a dataset is late in its import, so a test that acts on a running import watches its job.
 */
export async function waitForRunningUpload(
  server: Server,
  token: string,
  kind: 'Dataset' | 'Vsl',
  until: (job: UploadJob) => boolean,
  timeoutMs = 60_000,
): Promise<UploadJob> {
  const job = await pollUntil(
    async () =>
      (
        await graphqlData<{ currentUpload: UploadJob | null }>(
          server,
          `query Current($kind: UploadKind!) { currentUpload(kind: $kind) { ${uploadJobFields} } }`,
          { kind },
          token,
        )
      ).currentUpload,
    (current) => current !== null && until(current),
    timeoutMs,
    (current) => `No running ${kind} upload got there: ${JSON.stringify(current)}`,
  );
  return job!;
}

/** The whole list with its links, as one digest per table: equal digests, an identical list. */
export async function listSnapshot(
  query: (text: string) => Promise<Record<string, unknown>[]>,
): Promise<Record<string, unknown>> {
  const [row] = await query(
    `select (select count(*)::int from vsl_study) as studies,
       (select md5(coalesce(string_agg(t::text, '|' order by t.id), '')) from vsl_study t) as vsl_study,
       ${['vsl_study_biome_ecosystem', 'vsl_study_biome_v2', 'vsl_study_ecosystem_service', 'vsl_study_country']
         .map(
           (table) =>
             `(select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from ${table} t) as ${table}`,
         )
         .join(', ')}`,
  );
  return row;
}
