import {
  markerValueIds,
  valuationCursorInput,
  valuationFilterFields,
  valuationPageInput,
} from '@esvd/schema/rules/search';
import { z } from 'zod';
import type { Logger } from '../../core/logger.ts';
import { route, sendStreamedFile, type RestRoute, type RestTag } from '../../core/rest.ts';
import { exportFormats } from './valuation-export.ts';
import type { ValuationsService } from './valuations.service.ts';

export const valuationsTag: RestTag = {
  name: 'Valuations',
  description: 'Search, count, map, summarise and download the value records of published studies.',
};

const searchFilterNote =
  'Filters travel in the query string, lists as repeated parameters (`?countries=3&countries=7`); at least one ' +
  'filter is needed, and TEEB services and CICES classes cannot be combined.';

const exportFormatQuery = z.object({ format: z.enum(exportFormats).default('csv') });

/** Filters, paging and format all travel in the query string; the service validates them with the shared rules. */
type SearchQuery = Record<string, unknown>;

const studyParams = z.object({ studyId: z.string() });

/**
 * The Valuations calls of spec 000 §7 (array parameters as repeated query strings: `?countries=3&countries=7`),
 * plus the downloads, a keyset pull for scripts, and the external API's study call.
 */
export const valuationRoutes = (valuations: ValuationsService, logger: Logger): RestRoute[] => [
  route({
    method: 'GET',
    path: '/esvds/totalcount',
    access: 'public',
    summary: 'Number of value records in the database',
    handle: (_input, context) => valuations.totalCount(context),
  }),
  route({
    method: 'GET',
    path: '/esvds/count',
    access: 'esvd',
    summary: 'Number of value records a search finds',
    serviceRules: { query: [valuationFilterFields] },
    handle: ({ query }, context) => valuations.count(context, query),
  }),
  route<unknown, SearchQuery>({
    method: 'GET',
    path: '/esvds/after',
    access: 'esvd',
    summary: 'The next records after a valueId (a keyset pull for scripts)',
    description: `Pages through a search in valueId order. ${searchFilterNote}`,
    serviceRules: { query: [valuationFilterFields, valuationCursorInput] },
    handle: ({ query }, context) => valuations.pageAfter(context, query, query),
  }),
  route({
    method: 'GET',
    path: '/esvds/mapdata',
    access: 'esvd',
    summary: 'Map markers of a search',
    serviceRules: { query: [valuationFilterFields] },
    handle: ({ query }, context) => valuations.mapMarkers(context, query),
  }),
  route<unknown, SearchQuery>({
    method: 'GET',
    path: '/esvds/mapmarkerdata',
    access: 'esvd',
    summary: "The records of a map marker's value ids",
    serviceRules: { query: [z.object({ valueIds: markerValueIds })] },
    handle: ({ query }, context) => valuations.markerDetails(context, query.valueids ?? query.valueIds),
  }),
  route({
    method: 'GET',
    path: '/esvds/totalmaplistcount',
    access: 'public',
    summary: 'Number of value records with a location',
    handle: (_input, context) => valuations.mappedCount(context, null),
  }),
  route({
    method: 'GET',
    path: '/esvds/maplistcount',
    access: 'esvd',
    summary: 'Number of value records with a location that a search finds',
    serviceRules: { query: [valuationFilterFields] },
    handle: ({ query }, context) => valuations.mappedCount(context, query),
  }),
  route({
    method: 'GET',
    path: '/esvds/summarystats',
    access: 'esvd',
    summary: 'Summary statistics of a search by biome and by ecozone',
    serviceRules: { query: [valuationFilterFields] },
    handle: ({ query }, context) => valuations.summaryStatistics(context, query),
  }),
  route({
    method: 'GET',
    path: '/esvds/studyvaluations/:studyId',
    access: 'public',
    summary: "A published study's value records",
    params: studyParams,
    handle: ({ params }, context) => valuations.studyValuations(context, params.studyId),
  }),
  route<unknown, SearchQuery>({
    method: 'GET',
    path: '/esvds/download',
    access: 'esvd',
    summary: 'Download the records a search finds',
    description: searchFilterNote,
    serviceRules: { query: [valuationFilterFields, exportFormatQuery] },
    fileAnswer: 'csvXlsxOrParquet',
    handle: async ({ query }, context, response) =>
      sendStreamedFile(response, logger, await valuations.export(context, query, query.format)),
  }),
  route<unknown, SearchQuery>({
    method: 'GET',
    path: '/esvds/download/all',
    access: 'esvd',
    summary: 'Download the whole database',
    serviceRules: { query: [exportFormatQuery] },
    fileAnswer: 'csvXlsxOrParquet',
    handle: async ({ query }, context, response) =>
      sendStreamedFile(response, logger, await valuations.export(context, null, query.format)),
  }),
  route<unknown, SearchQuery>({
    method: 'GET',
    path: '/esvds',
    access: 'esvd',
    summary: 'Search value records (a page)',
    description: searchFilterNote,
    serviceRules: { query: [valuationFilterFields, valuationPageInput] },
    handle: async ({ query }, context) => (await valuations.search(context, query, query, { withTotal: false })).items,
  }),
  route({
    method: 'GET',
    path: '/externalApi/study/valuations/:id',
    access: 'esvd',
    summary: "A published study's value records, by StudyID",
    params: z.object({ id: z.string() }),
    handle: ({ params }, context) => valuations.studyValuationRows(context, params.id),
  }),
];
