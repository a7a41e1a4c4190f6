import { valuationInput, valuationUpdateInput } from '@esvd/schema/rules/studies';
import { z } from 'zod';
import { idParams, route, type RestRoute, type RestTag } from '../../core/rest.ts';
import type { ValuationEntryService } from './valuation-entry.service.ts';

export const valuationEntryTag: RestTag = {
  name: 'Valuation entry',
  description: "Read, add, copy, change and delete a study's value records.",
};

/** The valuation writes of spec 000 §7; who may change which study's valuations is the service's rule. */
export const valuationEntryRoutes = (valuationEntry: ValuationEntryService): RestRoute[] => [
  route({
    method: 'GET',
    path: '/esvds/:id',
    access: 'signedIn',
    summary: 'One value record',
    params: idParams,
    handle: ({ params }, context) => valuationEntry.get(context, params.id),
  }),
  route({
    method: 'POST',
    path: '/esvds/:id/copy',
    access: 'signedIn',
    summary: 'Copy a value record',
    params: idParams,
    handle: ({ params }, context) => valuationEntry.copy(context, params.id),
  }),
  route({
    method: 'POST',
    path: '/esvds',
    access: 'signedIn',
    summary: 'Add a value record to a study',
    serviceRules: { body: valuationInput },
    // Validated by the service with the shared valuation rules.
    body: z.unknown(),
    handle: ({ body }, context) => valuationEntry.create(context, body),
  }),
  route({
    method: 'PUT',
    path: '/esvds/:id',
    access: 'signedIn',
    summary: 'Change a value record',
    serviceRules: { body: valuationUpdateInput },
    params: idParams,
    body: z.unknown(),
    handle: ({ params, body }, context) => valuationEntry.update(context, params.id, body),
  }),
  route({
    method: 'DELETE',
    path: '/esvds/:id',
    access: 'signedIn',
    summary: 'Delete a value record',
    params: idParams,
    handle: async ({ params }, context) => ({
      message: await valuationEntry.delete(context, params.id),
    }),
  }),
];
