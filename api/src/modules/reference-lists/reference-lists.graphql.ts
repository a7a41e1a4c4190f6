import { referenceListQuery } from '@esvd/schema/rules/reference-entries';
import { Arg, Ctx, Field, FieldResolver, Int, ObjectType, Query, Resolver, Root, registerEnumType } from 'type-graphql';
import type { Context } from '../../core/context.ts';
import { lookup, page, work } from '../../core/graphql-costs.ts';
import { parseInput } from '../../core/errors.ts';
import { Public } from '../access/index.ts';
import { referenceLists, type ReferenceListName } from './reference-lists.registry.ts';
import type { ReferenceEntryView, ReferenceListsService } from './reference-lists.service.ts';

export const ReferenceListNameEnum = Object.fromEntries(referenceLists.map((list) => [list.name, list.name])) as {
  [Name in ReferenceListName]: Name;
};

registerEnumType(ReferenceListNameEnum, {
  name: 'ReferenceListName',
  description: 'The 19 reference lists; REST serves each under /api/{path}/.',
});

@ObjectType('ReferenceList', { description: 'A reference list and how to reach it.' })
class ReferenceListInfo {
  @Field(() => ReferenceListNameEnum)
  name!: ReferenceListName;

  @Field(() => String, { description: 'REST path segment: GET /api/{path}/' })
  path!: string;

  @Field(() => String)
  title!: string;

  @Field(() => Boolean, { description: 'Entries have parents (levels 1 to 4).' })
  hierarchical!: boolean;
}

@ObjectType('ReferenceEntry', {
  description: 'An entry of a reference list. Hierarchical lists fill parentId and a path of codes ("19/191").',
})
export class ReferenceEntryType implements ReferenceEntryView {
  @Field(() => ReferenceListNameEnum)
  list!: ReferenceListName;

  @Field(() => Int)
  id!: number;

  @Field(() => String)
  code!: string;

  @Field(() => String)
  label!: string;

  @Field(() => String, { description: 'Codes from the root to this entry, joined with "/".' })
  path!: string;

  @Field(() => Int)
  sortOrder!: number;

  @Field(() => Int, { description: '1 for top-level entries, up to 4.' })
  level!: number;

  @Field(() => Boolean)
  isSub!: boolean;

  @Field(() => Int, { nullable: true })
  parentId!: number | null;

  @Field(() => String, { nullable: true, description: 'Where the entry comes from.' })
  source!: string | null;

  @Field(() => Boolean, { nullable: true, description: 'ESVD 2.0 entries only: ready for summary statistics.' })
  statsReady!: boolean | null;

  @Field(() => String, { nullable: true, description: 'Countries only: ISO 3166-1 alpha-2 (code is alpha-3).' })
  alpha2!: string | null;

  @Field(() => Int, { nullable: true, description: 'Countries only: the continent entry.' })
  continentId!: number | null;

  @Field(() => String, { nullable: true, description: 'Currencies only: ISO 4217 code.' })
  isoCode!: string | null;
}

@Resolver(() => ReferenceEntryType)
export class ReferenceListsResolver {
  constructor(private readonly service: ReferenceListsService) {}

  @Public()
  @Query(() => [ReferenceListInfo], { description: 'The reference lists there are.', complexity: work({}) })
  referenceLists(): ReferenceListInfo[] {
    return this.service.definitions().map(({ name, path, title, hierarchical }) => ({
      name,
      path,
      title,
      hierarchical,
    }));
  }

  @Public()
  @Query(() => [ReferenceEntryType], {
    description: 'The entries of one list in display order.',
    complexity: work({ statements: 1, items: page }),
  })
  referenceList(
    @Ctx() context: Context,
    @Arg('list', () => ReferenceListNameEnum) list: ReferenceListName,
    @Arg('limit', () => Int, { nullable: true }) limit?: number,
    @Arg('offset', () => Int, { nullable: true }) offset?: number,
    @Arg('name', () => String, {
      nullable: true,
      description: 'Only the entries with this name, matched in any case ("HECTARE" finds hectare).',
    })
    name?: string,
  ): Promise<ReferenceEntryView[]> {
    return this.service.list(context, list, parseInput(referenceListQuery, { limit, offset, name: name ?? undefined }));
  }

  @Public()
  @Query(() => ReferenceEntryType, { description: 'One entry; an unknown id is an error.', complexity: work(lookup) })
  referenceEntry(
    @Ctx() context: Context,
    @Arg('list', () => ReferenceListNameEnum) list: ReferenceListName,
    @Arg('id', () => Int) id: number,
  ): Promise<ReferenceEntryView> {
    return this.service.get(context, list, id);
  }

  @FieldResolver(() => ReferenceEntryType, {
    nullable: true,
    // Looked up together with every other parent the request asks for, in one statement (a per-request loader).
    complexity: work({}),
  })
  parent(@Ctx() context: Context, @Root() entry: ReferenceEntryView): Promise<ReferenceEntryView | null> {
    return this.service.parent(context, entry);
  }
}
