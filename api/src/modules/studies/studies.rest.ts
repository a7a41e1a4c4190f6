import { studyInput, studyUpdateInput } from '@esvd/schema/rules/studies';
import { z } from 'zod';
import { idParams, route, type RestRoute, type RestTag } from '../../core/rest.ts';
import type { StudiesService } from './studies.service.ts';

export const studiesTag: RestTag = {
  name: 'Studies',
  description: 'Studies: their entry, their history and the suggestions of new ones.',
};

/** The Studies calls of spec 000 §7; who may do what on which study is the service's rule. */
export const studyRoutes = (studies: StudiesService): RestRoute[] => [
  route({
    method: 'GET',
    path: '/studies/userstudies',
    access: 'signedIn',
    summary: "The caller's own studies",
    handle: (_input, context) => studies.userStudies(context),
  }),
  route({
    method: 'GET',
    path: '/studies',
    access: 'editData',
    summary: 'Find studies to edit',
    serviceRules: { query: [z.object({ freeText: z.string().max(500).optional() })] },
    // Spec 000 §7: a study list (the GraphQL query also says how many the search finds in all).
    handle: async ({ query }, context) => (await studies.search(context, query)).items,
  }),
  route({
    method: 'GET',
    path: '/studies/:id/history',
    access: 'editData',
    summary: "A study's change history",
    params: idParams,
    handle: ({ params }, context) => studies.history(context, params.id),
  }),
  route({
    method: 'GET',
    path: '/studies/:id',
    access: 'signedIn',
    summary: 'One study',
    params: idParams,
    handle: ({ params }, context) => studies.get(context, params.id),
  }),
  route({
    method: 'POST',
    path: '/studies',
    access: 'signedIn',
    summary: 'Add a study',
    serviceRules: { body: studyInput },
    // Validated by the service with the shared study rules.
    body: z.unknown(),
    handle: ({ body }, context) => studies.create(context, body),
  }),
  route({
    method: 'PUT',
    path: '/studies/:id',
    access: 'signedIn',
    summary: 'Change a study',
    serviceRules: { body: studyUpdateInput },
    params: idParams,
    body: z.unknown(),
    handle: ({ params, body }, context) => studies.update(context, params.id, body),
  }),
  route({
    method: 'DELETE',
    path: '/studies/:id',
    access: 'signedIn',
    summary: 'Delete a study',
    params: idParams,
    handle: ({ params }, context) => studies.delete(context, params.id),
  }),
];
