import {
  vslEditableFields,
  vslFilterFields,
  vslPageInput,
  vslStudyChanges,
  vslStudyCreate,
} from '@esvd/schema/rules/vsl';
import { z } from 'zod';
import { idParams, route, type RestRoute, type RestTag } from '../../core/rest.ts';
import type { VslGridService } from './vsl-grid.service.ts';
import type { VslService } from './vsl.service.ts';

/** PUT /valuationstudies/{id}: the record as read, its version and the cells changed. */
const vslStudyUpdateRecord = vslStudyChanges.extend({ version: z.number().int().min(1) });

export const vslTag: RestTag = { name: 'Valuation studies list', description: 'The valuation studies list (VSL).' };

/**
 * The VSL calls of spec 001 §7: GET /valuationstudies/ (offset, sortColumn, isDescend and the filters, lists as
 * repeated or comma-separated query parameters), GET /valuationstudies/count, POST (a record without id), PUT and
 * DELETE /valuationstudies/{id}, and a record's history. The grid's real-time channel is the vslGridEvents
 * subscription of GraphQL.
 */
export const vslRoutes = (vsl: VslService, grid: VslGridService): RestRoute[] => [
  route({
    method: 'GET',
    path: '/valuationstudies/count',
    access: 'suggestStudy',
    summary: 'Number of listed studies a search finds',
    serviceRules: { query: [vslFilterFields] },
    handle: ({ query }, context) => vsl.count(context, vslFilterOf(query)),
  }),
  route({
    method: 'GET',
    path: '/valuationstudies',
    access: 'suggestStudy',
    summary: 'Search the valuation studies list',
    serviceRules: { query: [vslFilterFields, vslPageInput] },
    handle: ({ query }, context) => vsl.search(context, vslFilterOf(query), query),
  }),
  route({
    method: 'GET',
    path: '/valuationstudies/:id/history',
    access: 'vsl',
    summary: "A study record's versions, newest first",
    params: idParams,
    handle: ({ params }, context) => grid.records.history(context, params.id),
  }),
  route({
    method: 'POST',
    path: '/valuationstudies',
    access: 'vsl',
    summary: 'Add a study record',
    serviceRules: { body: vslStudyCreate },
    // Validated by the service with the shared VSL rules.
    body: z.unknown(),
    handle: ({ body }, context) => grid.records.create(context, cellsOf(body)),
  }),
  route({
    method: 'PUT',
    path: '/valuationstudies/:id',
    access: 'vsl',
    summary: 'Change cells of a study record',
    description:
      'The body is the record as read (its version and cells); a cell someone else changed since that version, ' +
      'or one another admin is editing, is refused with 409.',
    serviceRules: { body: vslStudyUpdateRecord },
    params: idParams,
    body: z.unknown(),
    handle: ({ params, body }, context) =>
      grid.records.update(context, params.id, {
        version: (body as { version?: unknown })?.version,
        changes: cellsOf(body),
      }),
  }),
  route({
    method: 'DELETE',
    path: '/valuationstudies/:id',
    access: 'vsl',
    summary: 'Delete a study record',
    params: idParams,
    handle: ({ params }, context) => grid.records.delete(context, params.id),
  }),
];

/** The spec names the inclusion filter `includedESVD`; the GraphQL name is taken too. */
function vslFilterOf(query: unknown): Record<string, unknown> {
  const params = query as Record<string, unknown>;
  return { ...params, includedEsvd: params.includedESVD ?? params.includedEsvd };
}

/**
 * The editable cells of a record as the spec's client sends it (the record as read, ids, labels and texts beside
 * the cells are left out); the spec's `includedInESVD` is taken for `includedInEsvd`.
 */
function cellsOf(body: unknown): Record<string, unknown> {
  const record = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const cells: Record<string, unknown> = { includedInEsvd: record.includedInESVD };
  for (const field of vslEditableFields) if (field in record) cells[field] = record[field];
  return cells;
}
