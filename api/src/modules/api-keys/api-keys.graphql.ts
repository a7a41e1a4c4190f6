import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('ApiKey', { description: 'A read-only key for scripts; the secret itself is shown only once.' })
export class ApiKeyType {
  @Field(() => Int)
  id!: number;

  @Field(() => String, { description: 'The first characters, to tell keys apart.' })
  prefix!: string;

  @Field(() => String, { nullable: true })
  recipientEmail!: string | null;

  @Field(() => String)
  scope!: string;

  @Field(() => GraphQLDateTimeISO)
  createdOn!: Date;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  expiresAt!: Date | null;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  revokedAt!: Date | null;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  lastUsedAt!: Date | null;
}
