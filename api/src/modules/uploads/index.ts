// The uploads module: upload jobs, their progress and cancel, and what a workbook importer implements.
export { UploadJob, UploadKind, UploadStatus } from './upload-job.entity.ts';
export { uploadProgress, UploadsService, type UploadProgressEvent } from './uploads.service.ts';
export type {
  ColumnChange,
  ImportCounts,
  ImportOutcome,
  ImportTransaction,
  UploadImporter,
} from './upload-importer.ts';
