import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Arg, Authorized, Ctx, Field, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '../../core/context.ts';
import { typicalList, work, write } from '../../core/graphql-costs.ts';
import type { SuggestedStudyView, SuggestedStudiesService } from './suggested-studies.service.ts';

@ObjectType('SuggestedStudyAttachment', { description: 'Download it from GET /api/suggeststudies/attachments/{id}.' })
class SuggestedStudyAttachmentType {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  filename!: string;

  @Field(() => String)
  contentType!: string;

  @Field(() => Int, { description: 'Bytes.' })
  size!: number;
}

@ObjectType('SuggestedStudy')
class SuggestedStudyType implements SuggestedStudyView {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  title!: string;

  @Field(() => String, { description: 'Why it should be included.' })
  description!: string;

  @Field(() => String)
  studyType!: string;

  @Field(() => GraphQLDateTimeISO)
  createdOn!: Date;

  @Field(() => String, { nullable: true })
  suggestedBy!: string | null;

  @Field(() => String, { nullable: true })
  email!: string | null;

  @Field(() => [SuggestedStudyAttachmentType], { complexity: work({ items: typicalList }) })
  attachments!: SuggestedStudyAttachmentType[];
}

@ObjectType('SuggestionReceipt')
class SuggestionReceiptType {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  message!: string;
}

@InputType('SuggestedStudyAttachmentInput')
class SuggestedStudyAttachmentInput {
  @Field(() => String)
  filename!: string;

  @Field(() => String, { nullable: true })
  contentType?: string;

  @Field(() => String, { description: 'The file, base64.' })
  content!: string;
}

@InputType('SuggestStudyInput')
class SuggestStudyInput {
  @Field(() => String)
  title!: string;

  @Field(() => String)
  description!: string;

  @Field(() => String, { description: 'thesis, report, journal article, conference paper or book section.' })
  studyType!: string;

  @Field(() => [SuggestedStudyAttachmentInput], { description: 'pdf, docx, odt, doc or txt; 1 or 2, 10 MB in all.' })
  attachment!: SuggestedStudyAttachmentInput[];
}

@Resolver()
export class SuggestedStudiesResolver {
  constructor(private readonly service: SuggestedStudiesService) {}

  @Authorized('suggestStudy')
  @Mutation(() => SuggestionReceiptType, { complexity: work(write) })
  suggestStudy(@Ctx() context: Context, @Arg('input', () => SuggestStudyInput) input: SuggestStudyInput) {
    return this.service.suggest(context, {
      ...input,
      attachment: input.attachment?.map((file) => ({ ...file })),
    });
  }

  @Authorized('admin')
  @Query(() => [SuggestedStudyType], {
    description: 'Suggested studies, newest first.',
    complexity: work({ statements: 2, items: typicalList }),
  })
  suggestedStudies(@Ctx() context: Context): Promise<SuggestedStudyView[]> {
    return this.service.list(context);
  }
}
