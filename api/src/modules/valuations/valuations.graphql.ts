import { Ctx, Int, Query, Resolver } from 'type-graphql';
import type { Context } from '../../server/context.ts';
import { Public } from '../access/public.ts';

@Resolver()
export class ValuationsResolver {
  @Public()
  @Query(() => Int, { description: 'How many value records the database holds (published studies).' })
  totalValuationCount(@Ctx() context: Context): Promise<number> {
    return context.services.valuations.totalCount(context);
  }
}
