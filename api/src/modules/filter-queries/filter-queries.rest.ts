import { z } from 'zod';
import { idParams, route, type RestRoute } from '../../server/rest.ts';

/** The Filter queries calls of spec 000 §7. */
export const filterQueryRoutes: RestRoute[] = [
  route({
    method: 'POST',
    path: '/filterqueries',
    access: 'esvd',
    // { filterString }: validated by the service with the shared search rules.
    body: z.unknown(),
    handle: ({ body }, context) => context.services.filterQueries.saveFilterString(context, body),
  }),
  route({
    method: 'GET',
    path: '/filterqueries/totalcount',
    access: 'downloads',
    handle: (_input, context) => context.services.filterQueries.count(context),
  }),
  route({
    method: 'GET',
    path: '/filterqueries',
    access: 'downloads',
    handle: ({ query }, context) => context.services.filterQueries.list(context, query),
  }),
  route({
    method: 'DELETE',
    path: '/filterqueries/:id',
    access: 'downloads',
    params: idParams,
    handle: ({ params }, context) => context.services.filterQueries.delete(context, params.id),
  }),
];
