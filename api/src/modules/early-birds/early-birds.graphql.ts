import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Arg, Authorized, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '../../core/context.ts';
import { page, work, write } from '../../core/graphql-costs.ts';
import type { EarlyBirdsService, EarlyBirdUserPage, EarlyBirdUserView } from './early-birds.service.ts';

@ObjectType('EarlyBirdUser', { description: 'A user as Early Bird Setup lists them: an early bird or one to add.' })
class EarlyBirdUserType implements EarlyBirdUserView {
  @Field(() => Int, { description: "The user's id." })
  id!: number;

  @Field(() => String)
  userName!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String)
  displayName!: string;

  @Field(() => GraphQLDateTimeISO, { nullable: true, description: 'When the user became an early bird; null if not.' })
  addedOn!: Date | null;
}

@ObjectType('EarlyBirdUserPage', { description: 'A page of users, with how many the list holds.' })
class EarlyBirdUserPageType implements EarlyBirdUserPage {
  @Field(() => [EarlyBirdUserType])
  users!: EarlyBirdUserView[];

  @Field(() => Int)
  totalRecords!: number;
}

/** The list arguments of spec 001 §7. */
const listArguments = {
  freeText: { nullable: true, description: 'Found in the name, the email or the display name.' },
  limit: { nullable: true, description: '0 (the default) for all, else at most 1000.' },
} as const;

@Resolver()
export class EarlyBirdsResolver {
  constructor(private readonly service: EarlyBirdsService) {}

  @Authorized('earlybirdSetup')
  @Query(() => EarlyBirdUserPageType, {
    description: 'The early birds, by display name.',
    complexity: work({ statements: 2, items: page }),
  })
  earlyBirds(
    @Ctx() context: Context,
    @Arg('freeText', () => String, listArguments.freeText) freeText?: string,
    @Arg('limit', () => Int, listArguments.limit) limit?: number,
    @Arg('offset', () => Int, { nullable: true }) offset?: number,
  ): Promise<EarlyBirdUserPage> {
    return this.service.earlyBirds(context, { freeText, limit, offset });
  }

  @Authorized('earlybirdSetup')
  @Query(() => EarlyBirdUserPageType, {
    description: 'The users who are not early birds, by display name.',
    complexity: work({ statements: 2, items: page }),
  })
  nonEarlyBirds(
    @Ctx() context: Context,
    @Arg('freeText', () => String, listArguments.freeText) freeText?: string,
    @Arg('limit', () => Int, listArguments.limit) limit?: number,
    @Arg('offset', () => Int, { nullable: true }) offset?: number,
  ): Promise<EarlyBirdUserPage> {
    return this.service.nonEarlyBirds(context, { freeText, limit, offset });
  }

  @Authorized('earlybirdSetup')
  @Mutation(() => EarlyBirdUserType, {
    description: 'Makes the user an early bird (nothing changes if they are).',
    complexity: work(write),
  })
  addEarlyBird(@Ctx() context: Context, @Arg('userId', () => Int) userId: number): Promise<EarlyBirdUserView> {
    return this.service.add(context, userId);
  }

  @Authorized('earlybirdSetup')
  @Mutation(() => EarlyBirdUserType, {
    description: 'The user is no early bird any more (nothing changes if not).',
    complexity: work(write),
  })
  removeEarlyBird(@Ctx() context: Context, @Arg('userId', () => Int) userId: number): Promise<EarlyBirdUserView> {
    return this.service.remove(context, userId);
  }
}
