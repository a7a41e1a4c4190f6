import type { Response } from 'express';
import { z } from 'zod';
import type { Context } from '../../core/context.ts';
import type { Logger } from '../../core/logger.ts';
import { route, type RestRoute } from '../../core/rest.ts';
import type { ValuationsService } from './valuations.service.ts';

/** Filters, paging and format all travel in the query string; the service validates them with the shared rules. */
type SearchQuery = Record<string, unknown>;

const studyParams = z.object({ studyId: z.string() });

interface ExportCall {
  valuations: ValuationsService;
  logger: Logger;
  context: Context;
  response: Response;
}

/**
 * Sends a download: its headers first, the row count among them (X-Total-Count) so that a browser can show
 * progress, then the records as they are read. An empty result is refused (400) before any header goes out;
 * a failure after them can only cut the download short, so it is logged and the connection closed.
 */
async function sendExport(
  { valuations, logger, context, response }: ExportCall,
  filter: unknown | null,
  format: unknown,
): Promise<void> {
  const download = await valuations.export(context, filter, format);
  response.status(200).set({
    'Content-Type': download.contentType,
    'Content-Disposition': `attachment; filename="${download.fileName}"`,
    'X-Total-Count': String(download.totalCount),
    'Access-Control-Expose-Headers': 'Content-Disposition, X-Total-Count',
    'Cache-Control': 'no-store',
  });
  response.flushHeaders();
  try {
    await download.write(response);
  } catch (error) {
    logger.error(`The ${download.format} export stopped after its headers were sent`, error);
    response.destroy();
  }
}

/**
 * The Valuations calls of spec 000 §7 (array parameters as repeated query strings: `?countries=3&countries=7`),
 * plus the downloads, a keyset pull for scripts, and the external API's study call.
 */
export const valuationRoutes = (valuations: ValuationsService, logger: Logger): RestRoute[] => [
  route({
    method: 'GET',
    path: '/esvds/totalcount',
    access: 'public',
    handle: (_input, context) => valuations.totalCount(context),
  }),
  route({
    method: 'GET',
    path: '/esvds/count',
    access: 'esvd',
    handle: ({ query }, context) => valuations.count(context, query),
  }),
  route<unknown, SearchQuery>({
    method: 'GET',
    path: '/esvds/after',
    access: 'esvd',
    handle: ({ query }, context) => valuations.pageAfter(context, query, query),
  }),
  route({
    method: 'GET',
    path: '/esvds/mapdata',
    access: 'esvd',
    handle: ({ query }, context) => valuations.mapMarkers(context, query),
  }),
  route<unknown, SearchQuery>({
    method: 'GET',
    path: '/esvds/mapmarkerdata',
    access: 'esvd',
    handle: ({ query }, context) => valuations.markerDetails(context, query.valueids ?? query.valueIds),
  }),
  route({
    method: 'GET',
    path: '/esvds/totalmaplistcount',
    access: 'public',
    handle: (_input, context) => valuations.mappedCount(context, null),
  }),
  route({
    method: 'GET',
    path: '/esvds/maplistcount',
    access: 'esvd',
    handle: ({ query }, context) => valuations.mappedCount(context, query),
  }),
  route({
    method: 'GET',
    path: '/esvds/summarystats',
    access: 'esvd',
    handle: ({ query }, context) => valuations.summaryStatistics(context, query),
  }),
  route({
    method: 'GET',
    path: '/esvds/studyvaluations/:studyId',
    access: 'public',
    params: studyParams,
    handle: ({ params }, context) => valuations.studyValuations(context, params.studyId),
  }),
  route<unknown, SearchQuery>({
    method: 'GET',
    path: '/esvds/download',
    access: 'esvd',
    handle: ({ query }, context, response) =>
      sendExport({ valuations, logger, context, response }, query, query.format),
  }),
  route<unknown, SearchQuery>({
    method: 'GET',
    path: '/esvds/download/all',
    access: 'esvd',
    handle: ({ query }, context, response) => sendExport({ valuations, logger, context, response }, null, query.format),
  }),
  route<unknown, SearchQuery>({
    method: 'GET',
    path: '/esvds',
    access: 'esvd',
    handle: async ({ query }, context) => (await valuations.search(context, query, query, { withTotal: false })).items,
  }),
  route({
    method: 'GET',
    path: '/externalApi/study/valuations/:id',
    access: 'esvd',
    params: z.object({ id: z.string() }),
    handle: ({ params }, context) => valuations.studyValuationRows(context, params.id),
  }),
];
