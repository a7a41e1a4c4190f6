import { z } from 'zod';
import { route, type RestRoute } from '../../server/rest.ts';

/** Filters, paging and format all travel in the query string; the service validates them with the shared rules. */
type SearchQuery = Record<string, unknown>;

const studyParams = z.object({ studyId: z.string() });

/**
 * The Valuations calls of spec 000 §7 (array parameters as repeated query strings: `?countries=3&countries=7`),
 * plus the downloads, a keyset pull for scripts, and the external API's study call.
 */
export const valuationRoutes: RestRoute[] = [
  route({
    method: 'GET',
    path: '/esvds/totalcount',
    access: 'public',
    handle: (_input, context) => context.services.valuations.totalCount(context),
  }),
  route({
    method: 'GET',
    path: '/esvds/count',
    access: 'esvd',
    handle: ({ query }, context) => context.services.valuations.count(context, query),
  }),
  route<unknown, SearchQuery>({
    method: 'GET',
    path: '/esvds/after',
    access: 'esvd',
    handle: ({ query }, context) => context.services.valuations.pageAfter(context, query, query),
  }),
  route({
    method: 'GET',
    path: '/esvds/mapdata',
    access: 'esvd',
    handle: ({ query }, context) => context.services.valuations.mapMarkers(context, query),
  }),
  route<unknown, SearchQuery>({
    method: 'GET',
    path: '/esvds/mapmarkerdata',
    access: 'esvd',
    handle: ({ query }, context) =>
      context.services.valuations.markerDetails(context, query.valueids ?? query.valueIds),
  }),
  route({
    method: 'GET',
    path: '/esvds/totalmaplistcount',
    access: 'public',
    handle: (_input, context) => context.services.valuations.mappedCount(context, null),
  }),
  route({
    method: 'GET',
    path: '/esvds/maplistcount',
    access: 'esvd',
    handle: ({ query }, context) => context.services.valuations.mappedCount(context, query),
  }),
  route({
    method: 'GET',
    path: '/esvds/summarystats',
    access: 'esvd',
    handle: ({ query }, context) => context.services.valuations.summaryStatistics(context, query),
  }),
  route({
    method: 'GET',
    path: '/esvds/studyvaluations/:studyId',
    access: 'public',
    params: studyParams,
    handle: ({ params }, context) => context.services.valuations.studyValuations(context, params.studyId),
  }),
  route<unknown, SearchQuery>({
    method: 'GET',
    path: '/esvds/download',
    access: 'esvd',
    handle: ({ query }, context, response) =>
      context.services.valuations.export(context, query, query.format, response),
  }),
  route<unknown, SearchQuery>({
    method: 'GET',
    path: '/esvds/download/all',
    access: 'esvd',
    handle: ({ query }, context, response) => context.services.valuations.export(context, null, query.format, response),
  }),
  route<unknown, SearchQuery>({
    method: 'GET',
    path: '/esvds',
    access: 'esvd',
    handle: async ({ query }, context) =>
      (await context.services.valuations.search(context, query, query, { withTotal: false })).items,
  }),
  route({
    method: 'GET',
    path: '/externalApi/study/valuations/:id',
    access: 'esvd',
    params: z.object({ id: z.string() }),
    handle: ({ params }, context) => context.services.valuations.studyValuationRows(context, params.id),
  }),
];
