import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';

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
