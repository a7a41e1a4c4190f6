import { Arg, Authorized, Ctx, Field, InputType, Int, Mutation, Resolver } from 'type-graphql';
import type { Context } from '../../core/context.ts';
import { work, write } from '../../core/graphql-costs.ts';
import { ReferenceEntryType, ReferenceListNameEnum } from './reference-lists.graphql.ts';
import type { ReferenceListName } from './reference-lists.registry.ts';
import type { ReferenceEntryView } from './reference-lists.service.ts';
import type { ReferenceListWritesService } from './reference-list-writes.service.ts';

@InputType('ReferenceEntryInput', { description: 'An entry of a reference list; the extras apply to their lists.' })
class ReferenceEntryInput {
  @Field(() => String)
  code!: string;

  @Field(() => String)
  label!: string;

  @Field(() => Int, { nullable: true, description: 'Last in the list when absent.' })
  sortOrder?: number;

  @Field(() => Int, { nullable: true, description: 'An entry of the same (hierarchical) list.' })
  parentId?: number;

  @Field(() => String, { nullable: true })
  source?: string;

  @Field(() => Boolean, { nullable: true, description: 'ESVD 2.0 biomes / ecozones / ecosystems only.' })
  statsReady?: boolean;

  @Field(() => String, { nullable: true, description: 'Countries only.' })
  alpha2?: string;

  @Field(() => Int, { nullable: true, description: 'Countries only.' })
  continentId?: number;

  @Field(() => String, { nullable: true, description: 'Currencies only.' })
  isoCode?: string;
}

@Resolver()
export class ReferenceListWritesResolver {
  constructor(private readonly service: ReferenceListWritesService) {}

  @Authorized('referenceLists')
  @Mutation(() => ReferenceEntryType, { complexity: work(write) })
  createReferenceEntry(
    @Ctx() context: Context,
    @Arg('list', () => ReferenceListNameEnum) list: ReferenceListName,
    @Arg('input', () => ReferenceEntryInput) input: ReferenceEntryInput,
  ): Promise<ReferenceEntryView> {
    return this.service.create(context, list, { ...input });
  }

  @Authorized('referenceLists')
  @Mutation(() => ReferenceEntryType, { complexity: work(write) })
  updateReferenceEntry(
    @Ctx() context: Context,
    @Arg('list', () => ReferenceListNameEnum) list: ReferenceListName,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => ReferenceEntryInput) input: ReferenceEntryInput,
  ): Promise<ReferenceEntryView> {
    return this.service.update(context, list, id, { ...input });
  }

  @Authorized('referenceLists')
  @Mutation(() => Boolean, {
    description: 'Refused for an entry that records or sub-entries use.',
    complexity: work(write),
  })
  async deleteReferenceEntry(
    @Ctx() context: Context,
    @Arg('list', () => ReferenceListNameEnum) list: ReferenceListName,
    @Arg('id', () => Int) id: number,
  ): Promise<boolean> {
    await this.service.delete(context, list, id);
    return true;
  }

  @Authorized('statsReady')
  @Mutation(() => ReferenceEntryType, {
    description: 'Whether summary statistics are shown for the entry.',
    complexity: work(write),
  })
  setStatsReady(
    @Ctx() context: Context,
    @Arg('id', () => Int) id: number,
    @Arg('statsReady', () => Boolean) statsReady: boolean,
  ): Promise<ReferenceEntryView> {
    return this.service.setStatsReady(context, id, statsReady);
  }
}
