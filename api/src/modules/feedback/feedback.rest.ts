import { feedbackInput } from '@esvd/schema/rules/feedback';
import { z } from 'zod';
import { route, type RestRoute, type RestTag } from '../../core/rest.ts';
import type { FeedbackService } from './feedback.service.ts';

export const feedbackTag: RestTag = {
  name: 'Feedback and page views',
  description: 'Feedback to the team and consented page views.',
};

/**
 * POST /api/feedback (spec 001 §7). The spec's client sends a title, an HTML body and a CSV it built; here the
 * answers themselves are sent (the GraphQL input's fields) and the server builds all three, so no caller can put
 * markup of its own into the team's mail.
 */
export const feedbackRoutes = (feedback: FeedbackService): RestRoute[] => [
  route({
    method: 'POST',
    path: '/feedback',
    access: 'signedIn',
    summary: 'Send feedback to the team',
    serviceRules: { body: feedbackInput },
    // The body is validated by the service with the shared rule.
    body: z.unknown(),
    handle: ({ body }, context) => feedback.send(context, body),
  }),
];
