import { pageInput } from '@esvd/schema/rules/paging';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import {
  Arg,
  Authorized,
  Ctx,
  Field,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
  Subscription,
} from 'type-graphql';
import type { Context } from '../../core/context.ts';
import { page, work, write } from '../../core/graphql-costs.ts';
import { parseInput } from '../../core/errors.ts';
import { Public } from '../access/index.ts';
import {
  databaseVersionChanged,
  type DatabaseVersionView,
  type ReferenceInfoService,
} from './reference-info.service.ts';

@ObjectType('DatabaseVersion', { description: 'A database version and its citation text.' })
class DatabaseVersionType implements DatabaseVersionView {
  @Field(() => Int)
  id!: number;

  @Field(() => Int, { description: '0 = January ... 11 = December.' })
  month!: number;

  @Field(() => Int)
  year!: number;

  @Field(() => Int)
  version!: number;

  @Field(() => Int)
  subversion!: number;

  @Field(() => String, { description: 'The citation text shown in the footer and the terms of use.' })
  referenceText!: string;

  @Field(() => GraphQLDateTimeISO)
  createdOn!: Date;

  @Field(() => Boolean)
  fromCitation!: boolean;

  @Field(() => String, { description: 'As displayed: "NOV2026V1.0".' })
  label!: string;
}

@InputType('DatabaseVersionInput', {
  description:
    'A database version (fromCitation false: month, year and version required), or a citation text (fromCitation true: referenceText required; filed under the version given, else the current one).',
})
class DatabaseVersionInput {
  @Field(() => Int, { nullable: true })
  month?: number;

  @Field(() => Int, { nullable: true })
  year?: number;

  @Field(() => Int, { nullable: true })
  version?: number;

  @Field(() => Int, { nullable: true, defaultValue: 0 })
  subversion?: number;

  @Field(() => String, { nullable: true, defaultValue: '' })
  referenceText?: string;

  @Field(() => Boolean, { nullable: true, defaultValue: false })
  fromCitation?: boolean;
}

@Resolver()
export class ReferenceInfoResolver {
  constructor(private readonly service: ReferenceInfoService) {}

  @Public()
  @Query(() => DatabaseVersionType, {
    nullable: true,
    description:
      'The current database version (the newest version), with the current citation text (the newest citation).',
    complexity: work({ statements: 2 }),
  })
  currentDatabaseVersion(@Ctx() context: Context): Promise<DatabaseVersionView | null> {
    return this.service.current(context);
  }

  @Public()
  @Query(() => [DatabaseVersionType], {
    description: 'All versions, newest first.',
    complexity: work({ statements: 1, items: page }),
  })
  databaseVersions(
    @Ctx() context: Context,
    @Arg('limit', () => Int, { nullable: true }) limit?: number,
    @Arg('offset', () => Int, { nullable: true }) offset?: number,
  ): Promise<DatabaseVersionView[]> {
    return this.service.list(context, parseInput(pageInput, { limit, offset }));
  }

  @Authorized('settings')
  @Mutation(() => DatabaseVersionType, { complexity: work(write) })
  createDatabaseVersion(
    @Ctx() context: Context,
    @Arg('input', () => DatabaseVersionInput) input: DatabaseVersionInput,
  ): Promise<DatabaseVersionView> {
    return this.service.create(context, { ...input });
  }

  @Authorized('settings')
  @Mutation(() => Boolean, { complexity: work(write) })
  async deleteDatabaseVersion(@Ctx() context: Context, @Arg('id', () => Int) id: number): Promise<boolean> {
    await this.service.delete(context, id);
    return true;
  }

  @Public()
  @Subscription(() => DatabaseVersionType, {
    topics: databaseVersionChanged,
    description: 'The current version, whenever an admin saves or deletes one on any api process.',
    complexity: work({ statements: 2 }),
  })
  databaseVersionChanged(@Root() version: DatabaseVersionView): DatabaseVersionView {
    // The event crossed PostgreSQL as JSON, so its date arrives as a string.
    return { ...version, createdOn: new Date(version.createdOn) };
  }
}
