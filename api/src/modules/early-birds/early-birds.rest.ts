import { idParams, route, type RestRoute } from '../../core/rest.ts';
import type { EarlyBirdsService } from './early-birds.service.ts';

/**
 * The early-bird calls of spec 001 §7. The two lists are POSTs whose offset, limit and freeText may come in the
 * query string or the body; the service validates them.
 */
export const earlyBirdRoutes = (earlyBirds: EarlyBirdsService): RestRoute[] => [
  route({
    method: 'POST',
    path: '/users/earlybirds',
    access: 'earlybirdSetup',
    handle: ({ query, body }, context) => earlyBirds.earlyBirds(context, listInputOf(query, body)),
  }),
  route({
    method: 'POST',
    path: '/users/nonearlybirds',
    access: 'earlybirdSetup',
    handle: ({ query, body }, context) => earlyBirds.nonEarlyBirds(context, listInputOf(query, body)),
  }),
  route({
    method: 'PUT',
    path: '/users/addearlybirds/:id',
    access: 'earlybirdSetup',
    params: idParams,
    handle: ({ params }, context) => earlyBirds.add(context, params.id),
  }),
  route({
    method: 'PUT',
    path: '/users/removeearlybirds/:id',
    access: 'earlybirdSetup',
    params: idParams,
    handle: ({ params }, context) => earlyBirds.remove(context, params.id),
  }),
];

/** The query string's fields, then the body's (a JSON object) over them. */
function listInputOf(query: unknown, body: unknown): Record<string, unknown> {
  const fields = (value: unknown) =>
    typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  return { ...fields(query), ...fields(body) };
}
