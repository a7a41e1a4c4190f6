import { downloadTimeZoneInput } from '@esvd/schema/rules/csv-download';
import { pageInput } from '@esvd/schema/rules/paging';
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
    summary: 'Save a search filter for the filter-query list',
    description: 'Body `{ "filterString": "<the query string of a search>" }`, validated with the search rules.',
    // { filterString }: validated by the service with the shared search rules.
    body: z.unknown(),
    handle: ({ body }, context) => filterQueries.saveFilterString(context, body),
  }),
  route({
    method: 'GET',
    path: '/filterqueries/totalcount',
    access: 'downloads',
    summary: 'Number of saved filter queries',
    handle: (_input, context) => filterQueries.count(context),
  }),
  route({
    method: 'GET',
    path: '/filterqueries',
    access: 'downloads',
    summary: 'The saved filter queries (a page)',
    serviceRules: { query: [pageInput] },
    handle: ({ query }, context) => filterQueries.list(context, query),
  }),
  route({
    method: 'GET',
    path: '/filterqueries/csv',
    access: 'downloads',
    summary: 'Download the saved filter queries',
    serviceRules: { query: [downloadTimeZoneInput] },
    fileAnswer: 'csv',
    // Every saved query as CSV (query timeZone): the spec's client built it in the browser.
    handle: async ({ query }, context, response) => sendCsvFile(response, await filterQueries.download(context, query)),
  }),
  route({
    method: 'DELETE',
    path: '/filterqueries/:id',
    access: 'downloads',
    summary: 'Delete a saved filter query',
    params: idParams,
    handle: ({ params }, context) => filterQueries.delete(context, params.id),
  }),
];
