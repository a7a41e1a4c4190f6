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
  'id status statusText percentage totalCount insertedCount updatedCount unchangedCount errorText warnings';

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
}

/** Polls a job until `until` holds (by default: it has ended) and returns it. */
export async function waitForJob(
  server: Server,
  token: string,
  id: number,
  until: (job: UploadJob) => boolean = (job) => job.status !== 'Running',
  timeoutMs = 60_000,
): Promise<UploadJob> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { uploadJob } = await graphqlData<{ uploadJob: UploadJob }>(
      server,
      `query Job($id: Int!) { uploadJob(id: $id) { ${uploadJobFields} } }`,
      { id },
      token,
    );
    if (until(uploadJob)) return uploadJob;
    if (Date.now() > deadline) throw new Error(`Upload ${id} did not get there: ${JSON.stringify(uploadJob)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
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
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { currentUpload } = await graphqlData<{ currentUpload: UploadJob | null }>(
      server,
      `query Current($kind: UploadKind!) { currentUpload(kind: $kind) { ${uploadJobFields} } }`,
      { kind },
      token,
    );
    if (currentUpload && until(currentUpload)) return currentUpload;
    if (Date.now() > deadline) throw new Error(`No running ${kind} upload got there: ${JSON.stringify(currentUpload)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
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
