// The analytics module: page views and their counts.
export { PageView } from './page-view.entity.ts';
export { AnalyticsService } from './analytics.service.ts';
