import { Arg, Authorized, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '../../core/context.ts';
import { work, write } from '../../core/graphql-costs.ts';
import { Public } from '../access/index.ts';
import type { AnalyticsService, PageViewCount } from './analytics.service.ts';

@ObjectType('PageViewCount', { description: "A page's views over a period." })
class PageViewCountType implements PageViewCount {
  @Field(() => String)
  path!: string;

  @Field(() => Int)
  views!: number;
}

@Resolver()
export class AnalyticsResolver {
  constructor(private readonly service: AnalyticsService) {}

  @Public()
  @Mutation(() => Boolean, {
    description: 'Counts a view of a page (its path only); sent only after consent.',
    complexity: work(write),
  })
  recordPageView(@Ctx() context: Context, @Arg('path', () => String) path: string): Promise<boolean> {
    return this.service.recordPageView(context, { path });
  }

  @Authorized('admin')
  @Query(() => [PageViewCountType], {
    description: 'The most viewed pages of the last days, most viewed first.',
    complexity: work({ statements: 1, items: { atMost: 50 } }),
  })
  pageViews(
    @Ctx() context: Context,
    @Arg('days', () => Int, { defaultValue: 30 }) days: number,
  ): Promise<PageViewCount[]> {
    return this.service.pageViews(context, days);
  }
}
