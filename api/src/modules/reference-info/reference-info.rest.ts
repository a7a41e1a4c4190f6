import { pageInput } from '@esvd/schema/rules/paging';
import { z } from 'zod';
import { idParams, route, type RestRoute } from '../../core/rest.ts';
import type { ReferenceInfoService } from './reference-info.service.ts';

export const referenceInfoRoutes = (referenceInfo: ReferenceInfoService): RestRoute[] => [
  route({
    method: 'GET',
    path: '/referenceinfos',
    access: 'public',
    query: pageInput,
    handle: ({ query }, context) => referenceInfo.list(context, query),
  }),
  route({
    method: 'GET',
    path: '/referenceinfos/currentversion',
    access: 'public',
    handle: (_input, context) => referenceInfo.current(context),
  }),
  route({
    method: 'GET',
    path: '/referenceinfos/citation',
    access: 'public',
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
    // The body is validated by the service with the shared rule.
    body: z.unknown(),
    handle: ({ body }, context) => referenceInfo.create(context, body),
  }),
  route({
    method: 'DELETE',
    path: '/referenceinfos/:id',
    access: 'settings',
    params: idParams,
    handle: ({ params }, context) => referenceInfo.delete(context, params.id),
  }),
];
