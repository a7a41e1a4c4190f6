import { pageViewInput, pageViewPeriod } from '@esvd/schema/rules/analytics';
import type { Context } from '../../core/context.ts';
import { parseInput } from '../../core/errors.ts';
import { queryRows } from '../../core/sql.ts';
import type { AccessPolicy } from '../access/index.ts';
import { countPageView, mostViewedPages } from './analytics.sql.ts';

export interface PageViewCount {
  path: string;
  views: number;
}

/**
 * The product's own analytics, the only ones there are: a page view is counted per path and day, only when the
 * visitor accepted (the web sends none otherwise), with nothing that tells who viewed it. Administrators read the
 * counts on the Admin page.
 */
export class AnalyticsService {
  constructor(private readonly access: AccessPolicy) {}

  async recordPageView(context: Context, input: unknown): Promise<boolean> {
    const { path } = parseInput(pageViewInput, input);
    await queryRows(context.em, countPageView(path));
    return true;
  }

  /** The most viewed pages of the last `days` days, most viewed first. */
  async pageViews(context: Context, days: number): Promise<PageViewCount[]> {
    this.access.require(context.principal, 'admin');
    const period = parseInput(pageViewPeriod, { days });
    return queryRows<PageViewCount>(context.em, mostViewedPages(period.days));
  }
}
