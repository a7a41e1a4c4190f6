import { earlyBirdListInput } from '@esvd/schema/rules/early-birds';
import { idParams, route, type RestRoute, type RestTag } from '../../core/rest.ts';
import type { EarlyBirdsService } from './early-birds.service.ts';

const listInputNote = 'offset, limit and freeText in the query string or the body.';

export const earlyBirdsTag: RestTag = {
  name: 'Early birds',
  description: 'The early birds: users who see new features first.',
};

/**
 * The early-bird calls of spec 001 §7. The two lists are POSTs whose offset, limit and freeText may come in the
 * query string or the body; the service validates them.
 */
export const earlyBirdRoutes = (earlyBirds: EarlyBirdsService): RestRoute[] => [
  route({
    method: 'POST',
    path: '/users/earlybirds',
    access: 'earlybirdSetup',
    summary: 'The early birds',
    description: listInputNote,
    serviceRules: { body: earlyBirdListInput },
    handle: ({ query, body }, context) => earlyBirds.earlyBirds(context, listInputOf(query, body)),
  }),
  route({
    method: 'POST',
    path: '/users/nonearlybirds',
    access: 'earlybirdSetup',
    summary: 'Users who are not early birds',
    description: listInputNote,
    serviceRules: { body: earlyBirdListInput },
    handle: ({ query, body }, context) => earlyBirds.nonEarlyBirds(context, listInputOf(query, body)),
  }),
  route({
    method: 'PUT',
    path: '/users/addearlybirds/:id',
    access: 'earlybirdSetup',
    summary: 'Make a user an early bird',
    params: idParams,
    handle: ({ params }, context) => earlyBirds.add(context, params.id),
  }),
  route({
    method: 'PUT',
    path: '/users/removeearlybirds/:id',
    access: 'earlybirdSetup',
    summary: 'Make an early bird an ordinary user',
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
