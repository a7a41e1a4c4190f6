import type { Response } from 'express';
import type { Access } from '../../core/caller.ts';
import type { Context } from '../../core/context.ts';
import { route, type RestRoute } from '../../core/rest.ts';
import type { ReferenceListsService } from '../reference-lists/index.ts';
import { UploadKind } from './upload-job.entity.ts';
import { workbookNames } from './uploads.rest.ts';
import { datasetTemplate, vslTemplate, workbookTemplateFile, type WorkbookTemplate } from './workbook-template.ts';

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * "Download template" of the uploads screens (spec 001 §2): GET /api/dataupload/template for the dataset workbook
 * (resource uploads) and GET /api/vsldataupload/template for the VSL workbook (resource vsluploads).
 */
export const workbookTemplateRoutes = (referenceLists: ReferenceListsService): RestRoute[] => {
  const templateRoute = (path: string, access: Access, kind: UploadKind, template: WorkbookTemplate) =>
    route({
      method: 'GET',
      path,
      access,
      summary: `Download an empty ${workbookNames[kind]} template`,
      fileAnswer: 'xlsx',
      handle: async (_input, context: Context, response: Response) => {
        const file = await workbookTemplateFile(context, referenceLists, template);
        response
          .status(200)
          .set({
            'Content-Type': xlsxType,
            'Content-Disposition': `attachment; filename="${template.fileName}"`,
            'Access-Control-Expose-Headers': 'Content-Disposition',
            'Cache-Control': 'no-store',
          })
          .send(file);
      },
    });
  return [
    templateRoute('/dataupload/template', 'uploads', UploadKind.Dataset, datasetTemplate),
    templateRoute('/vsldataupload/template', 'vsluploads', UploadKind.Vsl, vslTemplate),
  ];
};
