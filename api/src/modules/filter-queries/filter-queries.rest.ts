import { z } from 'zod';
import { idParams, route, type RestRoute } from '../../core/rest.ts';
import { sendCsvFile } from '../downloads/csv-file.rest.ts';
import type { FilterQueriesService } from './filter-queries.service.ts';

/** The Filter queries calls of spec 000 §7. */
export const filterQueryRoutes = (filterQueries: FilterQueriesService): RestRoute[] => [
  route({
    method: 'POST',
    path: '/filterqueries',
    access: 'esvd',
    // { filterString }: validated by the service with the shared search rules.
    body: z.unknown(),
    handle: ({ body }, context) => filterQueries.saveFilterString(context, body),
  }),
  route({
    method: 'GET',
    path: '/filterqueries/totalcount',
    access: 'downloads',
    handle: (_input, context) => filterQueries.count(context),
  }),
  route({
    method: 'GET',
    path: '/filterqueries',
    access: 'downloads',
    handle: ({ query }, context) => filterQueries.list(context, query),
  }),
  route({
    method: 'GET',
    path: '/filterqueries/csv',
    access: 'downloads',
    // Every saved query as CSV (query timeZone): the spec's client built it in the browser.
    handle: async ({ query }, context, response) => sendCsvFile(response, await filterQueries.download(context, query)),
  }),
  route({
    method: 'DELETE',
    path: '/filterqueries/:id',
    access: 'downloads',
    params: idParams,
    handle: ({ params }, context) => filterQueries.delete(context, params.id),
  }),
];
