import { z } from 'zod';
import { idParams, route, type RestRoute } from '../../server/rest.ts';
import { referenceLists } from './reference-lists.registry.ts';

const statsReadyParams = idParams.extend({
  value: z.enum(['true', 'false'], { error: 'value must be true or false' }).transform((value) => value === 'true'),
});

/** POST, PUT and DELETE /api/{list} for each of the 19 lists, and the stats-ready toggle (spec 000 §7). */
export const referenceListWriteRoutes: RestRoute[] = [
  route({
    method: 'PUT',
    path: '/biomev2ecosystemv2ecozones/statsready/:id/:value',
    access: 'statsReady',
    params: statsReadyParams,
    handle: ({ params }, context) =>
      context.services.referenceListWrites.setStatsReady(context, params.id, params.value),
  }),
  ...referenceLists.flatMap((list) => [
    route({
      method: 'POST',
      path: `/${list.path}`,
      access: 'referenceLists',
      body: z.unknown(),
      handle: ({ body }, context) => context.services.referenceListWrites.create(context, list.name, body),
    }),
    route({
      method: 'PUT',
      path: `/${list.path}/:id`,
      access: 'referenceLists',
      params: idParams,
      body: z.unknown(),
      handle: ({ params, body }, context) =>
        context.services.referenceListWrites.update(context, list.name, params.id, body),
    }),
    route({
      method: 'DELETE',
      path: `/${list.path}/:id`,
      access: 'referenceLists',
      params: idParams,
      handle: ({ params }, context) => context.services.referenceListWrites.delete(context, list.name, params.id),
    }),
  ]),
];
