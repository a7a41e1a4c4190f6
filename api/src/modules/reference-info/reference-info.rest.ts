import { databaseVersionInput } from '@esvd/schema/rules/database-version';
import { pageInput } from '@esvd/schema/rules/paging';
import { z } from 'zod';
import { idParams, route, type RestRoute, type RestTag } from '../../core/rest.ts';
import type { ReferenceInfoService } from './reference-info.service.ts';

export const databaseVersionsTag: RestTag = {
  name: 'Database versions',
  description: 'The database versions and the citation.',
};

export const referenceInfoRoutes = (referenceInfo: ReferenceInfoService): RestRoute[] => [
  route({
    method: 'GET',
    path: '/referenceinfos',
    access: 'public',
    summary: 'The database versions, newest first',
    query: pageInput,
    handle: ({ query }, context) => referenceInfo.list(context, query),
  }),
  route({
    method: 'GET',
    path: '/referenceinfos/currentversion',
    access: 'public',
    summary: 'The current database version',
    handle: (_input, context) => referenceInfo.current(context),
  }),
  route({
    method: 'GET',
    path: '/referenceinfos/citation',
    access: 'public',
    summary: 'Download the citation',
    fileAnswer: 'pdf',
    handle: async (_input, context, response) => {
      const { fileName, pdf } = await referenceInfo.citation(context);
      response
        .status(200)
        .set({
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="${fileName}"`,
          'Access-Control-Expose-Headers': 'Content-Disposition',
          'Cache-Control': 'no-store',
        })
        .send(pdf);
    },
  }),
  route({
    method: 'POST',
    path: '/referenceinfos',
    access: 'settings',
    summary: 'Save a database version or the citation text',
    serviceRules: { body: databaseVersionInput },
    // The body is validated by the service with the shared rule.
    body: z.unknown(),
    handle: ({ body }, context) => referenceInfo.create(context, body),
  }),
  route({
    method: 'DELETE',
    path: '/referenceinfos/:id',
    access: 'settings',
    summary: 'Delete a database version',
    params: idParams,
    handle: ({ params }, context) => referenceInfo.delete(context, params.id),
  }),
];
