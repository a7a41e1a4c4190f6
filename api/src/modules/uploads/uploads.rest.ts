import { datasetMasterPrefix } from '@esvd/schema/uploads/dataset-workbook';
import { uploadLimits } from '@esvd/schema/uploads/upload-limits';
import { vslMasterPrefix } from '@esvd/schema/uploads/vsl-workbook';
import { z } from 'zod';
import { route, type RestRoute, type RestTag } from '../../core/rest.ts';
import { readUploadedFile } from '../../core/uploaded-file.ts';
import { fileSource, jsonSource } from '../workbooks/index.ts';
import { UploadKind, UploadStatus } from './upload-job.entity.ts';
import { uploadResource, type UploadJobView, type UploadsService } from './uploads.service.ts';

export const uploadsTag: RestTag = {
  name: 'Uploads',
  description: 'Workbook uploads: the dataset (ESVD uploads) and the valuation studies list (VSL uploads).',
};

/** The most an upload may be (spec 001 §5, §9: 52,428,800 bytes). */
export const maxUploadBytes = uploadLimits.maxFileBytes;

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
    uploadedEsvdCount: job.insertedCount + job.updatedCount + job.unchangedCount,
    esvdInserted: job.insertedCount,
    esvdUpdated: job.updatedCount,
    esvdUnchanged: job.unchangedCount,
    percentage: job.percentage,
    uploadedSuccessfully: job.status === UploadStatus.Success || job.status === UploadStatus.SuccessWithWarning,
    uploadFailed: job.errorText,
    statusText: job.statusText,
    warnings: job.warnings,
    standardisationWarnings: job.standardisationWarnings,
    columnChanges: job.columnChanges,
    dateUploaded: job.createdOn,
  };
}

const statisticsOrNothing = (job: UploadJobView | null) => (job ? uploadStatistics(job) : null);

/** Each kind's workbook, in words. */
export const workbookNames: Record<UploadKind, string> = {
  [UploadKind.Dataset]: 'dataset workbook',
  [UploadKind.Vsl]: 'VSL workbook',
};

const masterPrefix: Record<UploadKind, string> = {
  [UploadKind.Dataset]: datasetMasterPrefix,
  [UploadKind.Vsl]: vslMasterPrefix,
};

/** The JSON body of uploadjsondataset (spec 001 §3): the parsed workbook, its file name and its master's row count. */
const jsonDatasetBody = z.object({
  jsonDataset: z.string({ error: 'jsonDataset must be the workbook as a JSON string.' }),
  filename: z.string({ error: 'filename must be a text.' }).min(1, 'filename must not be empty.').max(255),
  esvdCount: z.number().int().nonnegative().optional(),
});

/**
 * The upload paths of spec 001 §7 under `/{base}` (dataupload, vsldataupload): POST uploadfiledataset and uploadfile
 * (the workbook as multipart/form-data, field "file"; the dataset also takes the ESVD's CSV export) and
 * uploadjsondataset (the workbook parsed by the browser, as JSON) answer the started job; GET / the last upload's
 * statistics; GET UploadComplete the running upload's, else the last one's (`uploading` false: complete); POST
 * cancel stops the running one.
 */
export const uploadRoutes = (uploads: UploadsService, base: string, kind: UploadKind): RestRoute[] => [
  ...[
    {
      path: 'uploadfiledataset',
      summary: `Start an upload of the ${workbookNames[kind]} (a file)`,
      description: 'The workbook as multipart/form-data in the field "file"; answers the started job.',
    },
    {
      path: 'uploadfile',
      summary: `Start an upload of the ${workbookNames[kind]} (a file, the spec's second name)`,
      description: 'The same as uploadfiledataset.',
    },
  ].map(({ path, summary, description }) =>
    route({
      method: 'POST',
      path: `/${base}/${path}`,
      access: uploadResource[kind],
      summary,
      description,
      fileUpload: true,
      handle: async (_input, context, response) =>
        uploadStatistics(
          await uploads.start(context, kind, fileSource(await readUploadedFile(response.req, maxUploadBytes))),
        ),
    }),
  ),
  route({
    method: 'POST',
    path: `/${base}/uploadjsondataset`,
    access: uploadResource[kind],
    summary: `Start an upload of the ${workbookNames[kind]} parsed as JSON`,
    body: jsonDatasetBody,
    handle: async ({ body }, context) =>
      uploadStatistics(
        await uploads.start(
          context,
          kind,
          jsonSource(body.filename, body.jsonDataset, body.esvdCount, masterPrefix[kind]),
        ),
      ),
  }),
  route({
    method: 'GET',
    path: `/${base}/UploadComplete`,
    access: uploadResource[kind],
    summary: "The running upload's progress, else the last upload's statistics",
    handle: async (_input, context) => statisticsOrNothing(await uploads.currentOrLast(context, kind)),
  }),
  route({
    method: 'POST',
    path: `/${base}/cancel`,
    access: uploadResource[kind],
    summary: 'Cancel the running upload',
    handle: async (_input, context) => uploadStatistics(await uploads.cancelRunning(context, kind)),
  }),
  route({
    method: 'GET',
    path: `/${base}`,
    access: uploadResource[kind],
    summary: "The last upload's statistics",
    handle: async (_input, context) => statisticsOrNothing(await uploads.last(context, kind)),
  }),
];

export const vslUploadRoutes = (uploads: UploadsService): RestRoute[] =>
  uploadRoutes(uploads, 'vsldataupload', UploadKind.Vsl);

export const datasetUploadRoutes = (uploads: UploadsService): RestRoute[] =>
  uploadRoutes(uploads, 'dataupload', UploadKind.Dataset);
