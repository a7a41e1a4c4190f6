import { referenceListQuery } from '@esvd/schema/rules/reference-entries';
import { idParams, route, type RestRoute, type RestTag } from '../../core/rest.ts';
import { sendCsvFile } from '../downloads/csv-file.rest.ts';
import { referenceLists } from './reference-lists.registry.ts';
import type { ReferenceListsService } from './reference-lists.service.ts';

export const referenceListsTag: RestTag = {
  name: 'Reference lists',
  description: 'The 19 classification lists (countries, TEEB services, CICES, biomes, ...), each at /api/{list}.',
};

/**
 * GET /api/{list}/ (also ?name=, in any case) and GET /api/{list}/{id} for each of the 19 lists (spec 000 §7), and
 * GET /api/{list}/download, the list as a CSV file of its own (spec 000 §3), before {id} takes the path.
 */
export const referenceListRoutes = (reads: ReferenceListsService): RestRoute[] =>
  referenceLists.flatMap((list) => [
    route({
      method: 'GET',
      path: `/${list.path}/download`,
      access: 'public',
      summary: `Download ${list.title} as CSV`,
      description:
        "Every entry in display order: Code, Label, Parent Code, Level, Source, and the list's own fields its " +
        'entries have (Alpha-2, ISO 4217, Stats Ready). Named after the list and the database version.',
      fileAnswer: 'csv',
      handle: async (_request, context, response) => sendCsvFile(response, await reads.download(context, list.name)),
    }),
    route({
      method: 'GET',
      path: `/${list.path}`,
      access: 'public',
      summary: `List ${list.title}`,
      description:
        'Pages, or the entries with a name. The whole list carries an ETag: send it back in If-None-Match and an ' +
        'unchanged list is answered 304 Not Modified, without a body.',
      query: referenceListQuery,
      handle: ({ query }, context) => reads.listAnswer(context, list.name, query),
    }),
    route({
      method: 'GET',
      path: `/${list.path}/:id`,
      access: 'public',
      summary: `One entry of ${list.title}`,
      params: idParams,
      handle: ({ params }, context) => reads.get(context, list.name, params.id),
    }),
  ]);
