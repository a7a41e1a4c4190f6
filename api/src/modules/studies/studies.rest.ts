import { z } from 'zod';
import { idParams, route, type RestRoute } from '../../server/rest.ts';

/** The Studies calls of spec 000 §7; who may do what on which study is the service's rule. */
export const studyRoutes: RestRoute[] = [
  route({
    method: 'GET',
    path: '/studies/userstudies',
    access: 'signedIn',
    handle: (_input, context) => context.services.studies.userStudies(context),
  }),
  route({
    method: 'GET',
    path: '/studies',
    access: 'editData',
    handle: ({ query }, context) => context.services.studies.search(context, query),
  }),
  route({
    method: 'GET',
    path: '/studies/:id/history',
    access: 'editData',
    params: idParams,
    handle: ({ params }, context) => context.services.studies.history(context, params.id),
  }),
  route({
    method: 'GET',
    path: '/studies/:id',
    access: 'signedIn',
    params: idParams,
    handle: ({ params }, context) => context.services.studies.get(context, params.id),
  }),
  route({
    method: 'POST',
    path: '/studies',
    access: 'signedIn',
    // Validated by the service with the shared study rules.
    body: z.unknown(),
    handle: ({ body }, context) => context.services.studies.create(context, body),
  }),
  route({
    method: 'PUT',
    path: '/studies/:id',
    access: 'signedIn',
    params: idParams,
    body: z.unknown(),
    handle: ({ params, body }, context) => context.services.studies.update(context, params.id, body),
  }),
  route({
    method: 'DELETE',
    path: '/studies/:id',
    access: 'signedIn',
    params: idParams,
    handle: ({ params }, context) => context.services.studies.delete(context, params.id),
  }),
];
