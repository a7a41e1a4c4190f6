import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Arg, Authorized, Ctx, Field, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '../../core/context.ts';
import { typicalList, work, write } from '../../core/graphql-costs.ts';
import type { ApiKeysService, ApiKeyView, GeneratedApiKeyView } from './api-keys.service.ts';

@ObjectType('ApiKey', { description: 'A read-only key for scripts; the secret itself is shown only once.' })
export class ApiKeyType implements ApiKeyView {
  @Field(() => Int)
  id!: number;

  @Field(() => String, { description: 'The first characters, to tell keys apart.' })
  prefix!: string;

  @Field(() => String, { nullable: true })
  recipientEmail!: string | null;

  @Field(() => String)
  scope!: string;

  @Field(() => String, { nullable: true, description: 'Who generated the key; it reads the database in their name.' })
  issuedBy!: string | null;

  @Field(() => GraphQLDateTimeISO)
  createdOn!: Date;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  expiresAt!: Date | null;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  revokedAt!: Date | null;

  @Field(() => GraphQLDateTimeISO, { nullable: true, description: 'To the minute: written at most once a minute.' })
  lastUsedAt!: Date | null;
}

@ObjectType('GeneratedApiKey', {
  description: 'A key just generated: shown this once, with the header that carries it.',
})
class GeneratedApiKeyType implements GeneratedApiKeyView {
  @Field(() => String)
  key!: string;

  @Field(() => String, { description: 'X-API-Key' })
  headerName!: string;

  @Field(() => ApiKeyType)
  apiKey!: ApiKeyView;
}

@InputType('GenerateApiKeyInput')
class GenerateApiKeyInput {
  @Field(() => String, { nullable: true, description: 'Who the key is for, when known already.' })
  recipientEmail?: string;

  @Field(() => Int, { nullable: true, description: 'How long the key stays valid: 30, 90, 180, 365 (default) or 730.' })
  expiresInDays?: number;
}

@InputType('SendApiKeyInput')
class SendApiKeyInput {
  @Field(() => Int)
  id!: number;

  @Field(() => String, { description: 'The key generateApiKey returned: only its hash is stored.' })
  key!: string;

  @Field(() => String)
  recipientEmail!: string;

  @Field(() => String, { nullable: true, description: 'Default: "Your ESVD API key".' })
  subject?: string;
}

@Resolver()
export class ApiKeysResolver {
  constructor(private readonly service: ApiKeysService) {}

  @Authorized('apikeySetup')
  @Query(() => [ApiKeyType], {
    description: 'Every API key issued, newest first.',
    complexity: work({ statements: 1, items: typicalList }),
  })
  apiKeys(@Ctx() context: Context): Promise<ApiKeyView[]> {
    return this.service.list(context);
  }

  @Authorized('apikeySetup')
  @Mutation(() => GeneratedApiKeyType, {
    description: 'A new read-only key, shown once (the page\'s "Generate Api key").',
    complexity: work(write),
  })
  generateApiKey(
    @Ctx() context: Context,
    @Arg('input', () => GenerateApiKeyInput, { nullable: true }) input?: GenerateApiKeyInput,
  ): Promise<GeneratedApiKeyView> {
    return this.service.generate(context, { ...input });
  }

  @Authorized('apikeySetup')
  @Mutation(() => ApiKeyType, {
    description: 'Mails a key just generated, its header and a how-to (the page\'s "Send Api key").',
    complexity: work(write),
  })
  sendApiKey(
    @Ctx() context: Context,
    @Arg('input', () => SendApiKeyInput) input: SendApiKeyInput,
  ): Promise<ApiKeyView> {
    return this.service.send(context, { ...input });
  }

  @Authorized('apikeySetup')
  @Mutation(() => ApiKeyType, {
    description: 'Revokes a key at once: it answers 401 from then on.',
    complexity: work(write),
  })
  revokeApiKey(@Ctx() context: Context, @Arg('id', () => Int) id: number): Promise<ApiKeyView> {
    return this.service.revoke(context, id);
  }
}
