import { referenceEntryInput } from '@esvd/schema/rules/reference-entries';
import { z } from 'zod';
import { idParams, route, type RestRoute } from '../../core/rest.ts';
import { referenceLists } from './reference-lists.registry.ts';
import type { ReferenceListWritesService } from './reference-list-writes.service.ts';

const statsReadyParams = idParams.extend({
  value: z.enum(['true', 'false'], { error: 'value must be true or false' }).transform((value) => value === 'true'),
});

/** POST, PUT and DELETE /api/{list} for each of the 19 lists, and the stats-ready toggle (spec 000 §7). */
export const referenceListWriteRoutes = (writes: ReferenceListWritesService): RestRoute[] => [
  route({
    method: 'PUT',
    path: '/biomev2ecosystemv2ecozones/statsready/:id/:value',
    access: 'statsReady',
    summary: 'Include an ecozone in the summary statistics, or not',
    params: statsReadyParams,
    handle: ({ params }, context) => writes.setStatsReady(context, params.id, params.value),
  }),
  ...referenceLists.flatMap((list) => [
    route({
      method: 'POST',
      path: `/${list.path}`,
      access: 'referenceLists',
      summary: `Add an entry to ${list.title}`,
      serviceRules: { body: referenceEntryInput },
      body: z.unknown(),
      handle: ({ body }, context) => writes.create(context, list.name, body),
    }),
    route({
      method: 'PUT',
      path: `/${list.path}/:id`,
      access: 'referenceLists',
      summary: `Change an entry of ${list.title}`,
      serviceRules: { body: referenceEntryInput },
      params: idParams,
      body: z.unknown(),
      handle: ({ params, body }, context) => writes.update(context, list.name, params.id, body),
    }),
    route({
      method: 'DELETE',
      path: `/${list.path}/:id`,
      access: 'referenceLists',
      summary: `Delete an entry of ${list.title}`,
      description: 'Refused while used.',
      params: idParams,
      handle: ({ params }, context) => writes.delete(context, list.name, params.id),
    }),
  ]),
];
