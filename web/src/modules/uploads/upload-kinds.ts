import { uploadLimits } from '@esvd/schema/uploads/upload-limits';

import type { UploadKind } from '../../gql/graphql.ts';
import type { FileLimits } from '../common/file-selection.ts';

/** What differs between the two uploads pages (spec 001 §2): the workbook, its REST paths and the files taken. */
export interface UploadKindInfo {
  kind: UploadKind;
  title: string;
  /** The workbook in words: "the dataset workbook". */
  workbook: string;
  intro: string;
  /** The REST facade's folder of the kind's paths (api/src/modules/uploads). */
  restBase: 'dataupload' | 'vsldataupload';
  limits: FileLimits;
}

const dropLimits = (...extensions: string[]): FileLimits => ({
  maxFiles: uploadLimits.maxFiles,
  maxFileBytes: uploadLimits.maxFileBytes,
  extensions,
});

export const uploadKinds: Record<UploadKind, UploadKindInfo> = {
  Dataset: {
    kind: 'Dataset',
    title: 'ESVD Uploads',
    workbook: 'the dataset workbook',
    intro:
      'Add and update valuations from the dataset workbook: its ESVD MASTER sheet with the columns of a full ' +
      'download, and the reference sheets. A CSV download of the database uploads as well. The file is checked ' +
      'here first; rows whose ValueId exists update that valuation, the others are added.',
    restBase: 'dataupload',
    // The ESVD's own CSV export (one sheet) uploads as well as the workbook.
    limits: dropLimits('xlsx', 'csv'),
  },
  Vsl: {
    kind: 'Vsl',
    title: 'VSL Upload',
    workbook: 'the VSL workbook',
    intro:
      'Replace the valuation studies list with the VSL workbook: its VSL MASTER sheet and the reference sheets. ' +
      'The file is checked here first.',
    restBase: 'vsldataupload',
    limits: dropLimits('xlsx'),
  },
};

/** "Download template": an empty workbook with every sheet, its headings and the current reference lists. */
export const templateUrl = (kind: UploadKind) => `/api/${uploadKinds[kind].restBase}/template`;

/** Where a file is sent: POST, multipart/form-data, field "file". */
export const uploadUrl = (kind: UploadKind) => `/api/${uploadKinds[kind].restBase}/uploadfiledataset`;
