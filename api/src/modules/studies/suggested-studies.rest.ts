import { suggestStudyInput } from '@esvd/schema/rules/studies';
import { z } from 'zod';
import { idParams, route, type RestRoute } from '../../core/rest.ts';
import type { SuggestedStudiesService } from './suggested-studies.service.ts';

/** POST /api/suggeststudies of spec 000 §7, and the admins' list and downloads. */
export const suggestedStudyRoutes = (suggestedStudies: SuggestedStudiesService): RestRoute[] => [
  route({
    method: 'POST',
    path: '/suggeststudies',
    access: 'suggestStudy',
    summary: 'Suggest a study, with its documents',
    description: 'Documents as base64; at most 10 MB in all.',
    serviceRules: { body: suggestStudyInput },
    // Validated by the service with the shared suggest rules, then by content.
    body: z.unknown(),
    handle: ({ body }, context) => suggestedStudies.suggest(context, body),
  }),
  route({
    method: 'GET',
    path: '/suggeststudies',
    access: 'admin',
    summary: 'The suggested studies',
    handle: (_input, context) => suggestedStudies.list(context),
  }),
  route({
    method: 'GET',
    path: '/suggeststudies/attachments/:id',
    access: 'admin',
    summary: "Download a suggestion's document",
    fileAnswer: 'attachment',
    params: idParams,
    handle: async ({ params }, context, response) => {
      const file = await suggestedStudies.attachment(context, params.id);
      response.attachment(file.filename).type(file.contentType).send(file.content);
    },
  }),
];
