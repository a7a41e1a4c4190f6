import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Arg, Authorized, Ctx, Field, InputType, Int, Mutation, ObjectType, Resolver } from 'type-graphql';
import type { Context } from '../../core/context.ts';
import { work, write } from '../../core/graphql-costs.ts';
import type { FeedbackService } from './feedback.service.ts';

@ObjectType('Feedback', { description: 'A signed-in user’s feedback and feature request.' })
export class FeedbackType {
  @Field(() => Int)
  id!: number;

  @Field(() => Int, { description: '1 to 10.' })
  howSatisfied!: number;

  @Field(() => String, { nullable: true })
  ideasForEsvd!: string | null;

  @Field(() => String)
  useForEsvd!: string;

  @Field(() => Boolean)
  issueLoadingTables!: boolean;

  @Field(() => Boolean)
  issueLoadingMapResult!: boolean;

  @Field(() => Boolean)
  issueLoadingSumStat!: boolean;

  @Field(() => Boolean)
  issueDownload!: boolean;

  @Field(() => Boolean)
  issueLogin!: boolean;

  @Field(() => Boolean)
  issueOther!: boolean;

  @Field(() => String, { nullable: true })
  issueOtherText!: string | null;

  @Field(() => String, { nullable: true })
  additionalFeatures!: string | null;

  @Field(() => GraphQLDateTimeISO)
  createdOn!: Date;
}

@InputType('FeedbackInput', { description: 'The feedback form; checked by the shared rule (spec 001 §5).' })
class FeedbackInput {
  @Field(() => Int, { nullable: true, description: '1 to 10.' })
  howSatisfied?: number;

  @Field(() => String, { nullable: true })
  useForEsvd?: string;

  @Field(() => String, { nullable: true })
  ideasForEsvd?: string;

  @Field(() => Boolean, { nullable: true })
  issueLoadingTables?: boolean;

  @Field(() => Boolean, { nullable: true })
  issueLoadingMapResult?: boolean;

  @Field(() => Boolean, { nullable: true })
  issueLoadingSumStat?: boolean;

  @Field(() => Boolean, { nullable: true })
  issueDownload?: boolean;

  @Field(() => Boolean, { nullable: true })
  issueLogin?: boolean;

  @Field(() => Boolean, { nullable: true })
  issueOther?: boolean;

  @Field(() => String, { nullable: true })
  issueOtherText?: string;

  @Field(() => String, { nullable: true })
  additionalFeatures?: string;
}

@Resolver()
export class FeedbackResolver {
  constructor(private readonly service: FeedbackService) {}

  @Authorized()
  @Mutation(() => Boolean, {
    description: "Stores a signed-in user's feedback and mails it to the team.",
    complexity: work(write),
  })
  sendFeedback(@Ctx() context: Context, @Arg('input', () => FeedbackInput) input: FeedbackInput): Promise<boolean> {
    return this.service.send(context, { ...input });
  }
}
