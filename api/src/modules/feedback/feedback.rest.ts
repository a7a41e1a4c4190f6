import { z } from 'zod';
import { route, type RestRoute } from '../../core/rest.ts';
import type { FeedbackService } from './feedback.service.ts';

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
    // The body is validated by the service with the shared rule.
    body: z.unknown(),
    handle: ({ body }, context) => feedback.send(context, body),
  }),
];
