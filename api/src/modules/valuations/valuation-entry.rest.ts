import { z } from 'zod';
import { idParams, route, type RestRoute } from '../../server/rest.ts';

/** The valuation writes of spec 000 §7; who may change which study's valuations is the service's rule. */
export const valuationEntryRoutes: RestRoute[] = [
  route({
    method: 'GET',
    path: '/esvds/:id',
    access: 'signedIn',
    params: idParams,
    handle: ({ params }, context) => context.services.valuationEntry.get(context, params.id),
  }),
  route({
    method: 'POST',
    path: '/esvds/:id/copy',
    access: 'signedIn',
    params: idParams,
    handle: ({ params }, context) => context.services.valuationEntry.copy(context, params.id),
  }),
  route({
    method: 'POST',
    path: '/esvds',
    access: 'signedIn',
    // Validated by the service with the shared valuation rules.
    body: z.unknown(),
    handle: ({ body }, context) => context.services.valuationEntry.create(context, body),
  }),
  route({
    method: 'PUT',
    path: '/esvds/:id',
    access: 'signedIn',
    params: idParams,
    body: z.unknown(),
    handle: ({ params, body }, context) => context.services.valuationEntry.update(context, params.id, body),
  }),
  route({
    method: 'DELETE',
    path: '/esvds/:id',
    access: 'signedIn',
    params: idParams,
    handle: async ({ params }, context) => ({
      message: await context.services.valuationEntry.delete(context, params.id),
    }),
  }),
];
