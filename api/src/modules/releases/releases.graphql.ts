import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Arg, Authorized, Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '../../core/context.ts';
import { count, typicalList, work } from '../../core/graphql-costs.ts';
import { Public } from '../access/index.ts';
import type { ReleaseDiffView, ReleasesService, ReleaseView } from './releases.service.ts';

@ObjectType('Release', {
  description:
    'A frozen version of the database: the published records as they were when an admin saved the database ' +
    'version it is labelled by. Its files: GET /api/releases/{label}/download?format=csv.',
})
class ReleaseType implements ReleaseView {
  @Field(() => String, { description: 'The database version it froze: "NOV2026V1.0".' })
  label!: string;

  @Field(() => GraphQLDateTimeISO)
  createdOn!: Date;

  @Field(() => Int)
  recordCount!: number;

  @Field(() => String, { description: 'How to cite it.' })
  citation!: string;

  @Field(() => String, { description: 'The World Bank vintage its computed columns were made with.' })
  vintage!: string;
}

@ObjectType('ReleaseDiff', { description: 'How many records changed from one release to another.' })
class ReleaseDiffType implements ReleaseDiffView {
  @Field(() => String)
  from!: string;

  @Field(() => String)
  to!: string;

  @Field(() => Int, { description: 'Records in `to` only.' })
  added!: number;

  @Field(() => Int, { description: 'Records in both whose exported line differs.' })
  changed!: number;

  @Field(() => Int, { description: 'Records in `from` only.' })
  removed!: number;

  @Field(() => Int)
  unchanged!: number;
}

@Resolver()
export class ReleasesResolver {
  constructor(private readonly service: ReleasesService) {}

  @Public()
  @Query(() => [ReleaseType], {
    description: 'Every release, newest first.',
    complexity: work({ statements: 1, items: typicalList }),
  })
  releases(@Ctx() context: Context): Promise<ReleaseView[]> {
    return this.service.list(context);
  }

  @Authorized('esvd')
  @Query(() => ReleaseDiffType, {
    description:
      'Counts of what changed between two releases (the records themselves: GET /api/releases/diff?format=csv).',
    complexity: work(count),
  })
  releaseDiff(
    @Ctx() context: Context,
    @Arg('from', () => String) from: string,
    @Arg('to', () => String) to: string,
  ): Promise<ReleaseDiffView> {
    return this.service.diff(context, { from, to });
  }
}
