import { route, type RestRoute } from '../../core/rest.ts';
import { readUploadedFile } from '../../core/uploaded-file.ts';
import { UploadKind, UploadStatus } from './upload-job.entity.ts';
import { uploadResource, type UploadJobView, type UploadsService } from './uploads.service.ts';

/** The most an upload may be (spec 001 §5, §9: 52,428,800 bytes). */
export const maxUploadBytes = 52_428_800;

/** A status by the names the spec gives the results (Success, Failure, SuccessWithWarning), as GraphQL has them. */
const statusNames = new Map(Object.entries(UploadStatus).map(([name, value]) => [value, name]));

/** A job in the spec's names for upload progress and last upload statistics (spec 001 §3), with its id and state. */
export function uploadStatistics(job: UploadJobView) {
  return {
    id: job.id,
    filename: job.filename,
    uploading: job.status === UploadStatus.Running,
    status: statusNames.get(job.status),
    esvdTotalCount: job.totalCount,
    uploadedEsvdCount: job.insertedCount + job.updatedCount,
    esvdInserted: job.insertedCount,
    esvdUpdated: job.updatedCount,
    percentage: job.percentage,
    uploadedSuccessfully: job.status === UploadStatus.Success || job.status === UploadStatus.SuccessWithWarning,
    uploadFailed: job.errorText,
    statusText: job.statusText,
    warnings: job.warnings,
    dateUploaded: job.createdOn,
  };
}

const statisticsOrNothing = (job: UploadJobView | null) => (job ? uploadStatistics(job) : null);

/**
 * The upload paths of spec 001 §7 under `/{base}` (dataupload, vsldataupload): POST uploadfiledataset (the workbook
 * as multipart/form-data, field "file") answers the started job; GET / the last upload's statistics; GET
 * UploadComplete the running upload's, else the last one's (`uploading` false: complete); POST cancel stops the
 * running one.
 */
export const uploadRoutes = (uploads: UploadsService, base: string, kind: UploadKind): RestRoute[] => [
  route({
    method: 'POST',
    path: `/${base}/uploadfiledataset`,
    access: uploadResource[kind],
    handle: async (_input, context, response) =>
      uploadStatistics(await uploads.start(context, kind, await readUploadedFile(response.req, maxUploadBytes))),
  }),
  route({
    method: 'GET',
    path: `/${base}/UploadComplete`,
    access: uploadResource[kind],
    handle: async (_input, context) => statisticsOrNothing(await uploads.currentOrLast(context, kind)),
  }),
  route({
    method: 'POST',
    path: `/${base}/cancel`,
    access: uploadResource[kind],
    handle: async (_input, context) => uploadStatistics(await uploads.cancelRunning(context, kind)),
  }),
  route({
    method: 'GET',
    path: `/${base}`,
    access: uploadResource[kind],
    handle: async (_input, context) => statisticsOrNothing(await uploads.last(context, kind)),
  }),
];

export const vslUploadRoutes = (uploads: UploadsService): RestRoute[] =>
  uploadRoutes(uploads, 'vsldataupload', UploadKind.Vsl);
