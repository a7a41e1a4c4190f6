import { pageInput } from '@esvd/schema/rules/paging';
import { z } from 'zod';
import { idParams, route, type RestRoute } from '../../server/rest.ts';

export const referenceInfoRoutes: RestRoute[] = [
  route({
    method: 'GET',
    path: '/referenceinfos',
    access: 'public',
    query: pageInput,
    handle: ({ query }, context) => context.services.referenceInfo.list(context, query),
  }),
  route({
    method: 'GET',
    path: '/referenceinfos/currentversion',
    access: 'public',
    handle: (_input, context) => context.services.referenceInfo.current(context),
  }),
  route({
    method: 'POST',
    path: '/referenceinfos',
    access: 'settings',
    // The body is validated by the service with the shared rule.
    body: z.unknown(),
    handle: ({ body }, context) => context.services.referenceInfo.create(context, body),
  }),
  route({
    method: 'DELETE',
    path: '/referenceinfos/:id',
    access: 'settings',
    params: idParams,
    handle: ({ params }, context) => context.services.referenceInfo.delete(context, params.id),
  }),
];
