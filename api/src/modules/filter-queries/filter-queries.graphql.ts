import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Arg, Authorized, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '../../core/context.ts';
import { count, page, work, write } from '../../core/graphql-costs.ts';
import { ValuationFilterInput } from '../valuations/valuations.graphql.ts';
import type { FilterQueryView, FilterQueriesService } from './filter-queries.service.ts';

@ObjectType('FilterQuery', { description: 'A search filter saved the first time it was used (spec 000 §4).' })
class FilterQueryType implements FilterQueryView {
  @Field(() => Int)
  id!: number;

  @Field(() => GraphQLDateTimeISO)
  createdOn!: Date;

  @Field(() => String, { description: 'JSON of the non-empty filters, hierarchical codes and resultsCount.' })
  filterString!: string;

  @Field(() => [String], {
    description: "The filter for people: a line per filter with its entries' names, the free text, the records found.",
  })
  filterInWords!: string[];

  @Field(() => String, { nullable: true })
  userName!: string | null;

  @Field(() => String, { nullable: true })
  displayName!: string | null;

  @Field(() => String, { nullable: true })
  email!: string | null;
}

@Resolver()
export class FilterQueriesResolver {
  constructor(private readonly service: FilterQueriesService) {}

  @Authorized('esvd')
  @Mutation(() => FilterQueryType, {
    description: 'Saves a non-empty search filter with its results count.',
    complexity: work(write),
  })
  saveFilterQuery(
    @Ctx() context: Context,
    @Arg('filter', () => ValuationFilterInput) filter: ValuationFilterInput,
    @Arg('resultsCount', () => Int, {
      nullable: true,
      description: 'The number of records the search found, when the caller knows it; counted otherwise.',
    })
    resultsCount?: number | null,
  ): Promise<FilterQueryView> {
    return this.service.save(context, { ...filter }, resultsCount);
  }

  @Authorized('downloads')
  @Query(() => [FilterQueryType], {
    description: 'Saved filter queries, newest first, 100 per page.',
    complexity: work({ statements: 1, items: page }),
  })
  filterQueries(
    @Ctx() context: Context,
    @Arg('limit', () => Int, { nullable: true }) limit?: number,
    @Arg('offset', () => Int, { nullable: true }) offset?: number,
  ): Promise<FilterQueryView[]> {
    return this.service.list(context, { limit, offset });
  }

  @Authorized('downloads')
  @Query(() => Int, { complexity: work(count) })
  filterQueryCount(@Ctx() context: Context): Promise<number> {
    return this.service.count(context);
  }

  @Authorized('downloads')
  @Mutation(() => Boolean, { complexity: work(write) })
  async deleteFilterQuery(@Ctx() context: Context, @Arg('id', () => Int) id: number): Promise<boolean> {
    await this.service.delete(context, id);
    return true;
  }
}
