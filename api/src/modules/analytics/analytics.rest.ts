import { pageViewInput } from '@esvd/schema/rules/analytics';
import { z } from 'zod';
import { route, type RestRoute } from '../../core/rest.ts';
import type { AnalyticsService } from './analytics.service.ts';

/** POST /api/analytics/pageview: the web's page views, sent only after the visitor's consent. */
export const analyticsRoutes = (analytics: AnalyticsService): RestRoute[] => [
  route({
    method: 'POST',
    path: '/analytics/pageview',
    access: 'public',
    summary: 'Count a page view (after consent)',
    serviceRules: { body: pageViewInput },
    // The body is validated by the service with the shared rule.
    body: z.unknown(),
    handle: ({ body }, context) => analytics.recordPageView(context, body),
  }),
];
