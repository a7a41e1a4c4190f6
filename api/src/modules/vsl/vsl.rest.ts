import { route, type RestRoute } from '../../core/rest.ts';
import type { VslService } from './vsl.service.ts';

/**
 * The VSL reads of spec 001 §7: GET /valuationstudies/ (offset, sortColumn, isDescend and the filters, lists as
 * repeated or comma-separated query parameters) and GET /valuationstudies/count.
 */
export const vslRoutes = (vsl: VslService): RestRoute[] => [
  route({
    method: 'GET',
    path: '/valuationstudies/count',
    access: 'suggestStudy',
    handle: ({ query }, context) => vsl.count(context, vslFilterOf(query)),
  }),
  route({
    method: 'GET',
    path: '/valuationstudies',
    access: 'suggestStudy',
    handle: ({ query }, context) => vsl.search(context, vslFilterOf(query), query),
  }),
];

/** The spec names the inclusion filter `includedESVD`; the GraphQL name is taken too. */
function vslFilterOf(query: unknown): Record<string, unknown> {
  const params = query as Record<string, unknown>;
  return { ...params, includedEsvd: params.includedESVD ?? params.includedEsvd };
}
