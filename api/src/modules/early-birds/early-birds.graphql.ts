import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('EarlyBird', { description: 'A user given early access to new features.' })
export class EarlyBirdType {
  @Field(() => Int)
  id!: number;

  @Field(() => Int)
  userId!: number;

  @Field(() => String)
  userName!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String)
  displayName!: string;

  @Field(() => GraphQLDateTimeISO)
  addedOn!: Date;
}
