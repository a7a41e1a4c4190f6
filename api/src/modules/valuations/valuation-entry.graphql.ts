import { valuationFieldCatalogue, type ValuationFieldEntry } from '@esvd/schema/rules/valuation-fields';
import { GraphQLDateTimeISO, GraphQLSafeInt } from 'graphql-scalars';
import {
  Arg,
  Authorized,
  Ctx,
  Field,
  Float,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
} from 'type-graphql';
import type { Context } from '../../core/context.ts';
import { typicalList, work, write } from '../../core/graphql-costs.ts';
import { RecordHistoryEntryType } from '../studies/studies.graphql.ts';
import type { ValuationEntryView, ValuationEntryService } from './valuation-entry.service.ts';

/** The GraphQL type of a catalogued field: links are lists of entry ids, references an entry id. */
function graphqlTypeOf(field: ValuationFieldEntry): () => unknown {
  if (field.kind === 'link') return () => [Int];
  if (field.kind === 'reference') return () => Int;
  switch (field.value) {
    case 'text':
      return () => String;
    case 'year':
      return () => Int;
    case 'date':
      return () => GraphQLDateTimeISO;
    case 'inclusion':
    case 'review':
      return () => Boolean;
    default:
      return () => Float;
  }
}

/**
 * The form's fields with their GraphQL types, from the valuation field catalogue; `always` marks those the output
 * always has (links are lists, possibly empty; a valuation is reviewed or not).
 */
const formFields = valuationFieldCatalogue.map((field) => ({
  name: field.name,
  type: graphqlTypeOf(field),
  always: field.kind === 'link' || field.name === 'reviewed',
}));

const fieldDescriptions: Record<string, { output: string; input: string }> = {
  reviewed: {
    output: 'Whether an editor has reviewed the valuation.',
    input: 'Editors in chief and administrators only; absent or null, the review stays as it is.',
  },
  reviewedDate: {
    output: 'When it was reviewed.',
    input: 'Only with reviewed true; absent, the date it had, or today for a newly reviewed valuation.',
  },
};

/** Declares the form fields on a GraphQL class; links and the review are never null in the output. */
function declareFormFields(target: object, kind: 'output' | 'input'): void {
  for (const { name, type, always } of formFields) {
    const nullable = !(kind === 'output' && always);
    Field(type as () => typeof Int, { nullable, description: fieldDescriptions[name]?.[kind] })(target, name);
  }
}

@ObjectType('ValuationEntry', { description: 'A valuation as the form edits it; links as reference entry ids.' })
class ValuationEntryType {
  @Field(() => Int, { nullable: true, description: 'Null for an unsaved copy.' })
  id!: number | null;

  @Field(() => GraphQLSafeInt, { description: 'StudyID followed by a running number.' })
  valueId!: number;

  @Field(() => Int, { description: "The study's record id (Study.id), which the study operations take." })
  studyRecordId!: number;

  @Field(() => Int, { description: "The study's StudyID." })
  studyId!: number;

  @Field(() => Int, { nullable: true, description: 'Send it back with an edit; null for an unsaved copy.' })
  version!: number | null;
}
declareFormFields(ValuationEntryType.prototype, 'output');

@InputType('ValuationEntryInput', {
  description:
    'Every field of the valuation form; absent fields are emptied, but for the review. Links are kept in the order given.',
})
class ValuationEntryInput {}
declareFormFields(ValuationEntryInput.prototype, 'input');

// Analysts and editors both reach these; which study each may change is the studies service's rule.
@Resolver()
export class ValuationEntryResolver {
  constructor(private readonly service: ValuationEntryService) {}

  @Authorized()
  @Query(() => ValuationEntryType, { complexity: work({ statements: 2 }) })
  valuation(@Ctx() context: Context, @Arg('id', () => Int) id: number): Promise<ValuationEntryView> {
    return this.service.get(context, id);
  }

  @Authorized()
  @Query(() => ValuationEntryType, {
    description: 'A valuation by its ValueId, as the ESVD and its downloads name it.',
    complexity: work({ statements: 2 }),
  })
  valuationByValueId(
    @Ctx() context: Context,
    @Arg('valueId', () => GraphQLSafeInt) valueId: number,
  ): Promise<ValuationEntryView> {
    return this.service.getByValueId(context, valueId);
  }

  @Authorized()
  @Query(() => [ValuationEntryType], {
    description: "A study's valuations (by the study's record id), lowest valueId first.",
    complexity: work({ statements: 2, items: typicalList }),
  })
  studyValuationEntries(
    @Ctx() context: Context,
    @Arg('studyRecordId', () => Int, { description: "The study's record id (Study.id)." }) studyRecordId: number,
  ): Promise<ValuationEntryView[]> {
    return this.service.listForStudy(context, studyRecordId);
  }

  @Authorized('editData')
  @Query(() => [RecordHistoryEntryType], {
    description: "A valuation's versions, newest first.",
    complexity: work({ statements: 1, items: typicalList }),
  })
  valuationHistory(@Ctx() context: Context, @Arg('id', () => Int) id: number) {
    return this.service.history(context, id);
  }

  @Authorized()
  @Mutation(() => ValuationEntryType, {
    description: "Adds a valuation to a study; the valueId is the server's.",
    complexity: work(write),
  })
  createValuation(
    @Ctx() context: Context,
    @Arg('studyRecordId', () => Int, { description: "The study's record id (Study.id)." }) studyRecordId: number,
    @Arg('input', () => ValuationEntryInput) input: ValuationEntryInput,
  ): Promise<ValuationEntryView> {
    return this.service.create(context, { ...input, studyRecordId });
  }

  @Authorized()
  @Mutation(() => ValuationEntryType, { complexity: work(write) })
  updateValuation(
    @Ctx() context: Context,
    @Arg('id', () => Int) id: number,
    @Arg('version', () => Int, { description: 'The version the form loaded.' }) version: number,
    @Arg('input', () => ValuationEntryInput) input: ValuationEntryInput,
  ): Promise<ValuationEntryView> {
    return this.service.update(context, id, { ...input, version });
  }

  @Authorized()
  @Mutation(() => String, { description: "Answers 'Valuation deleted successfully.'", complexity: work(write) })
  deleteValuation(@Ctx() context: Context, @Arg('id', () => Int) id: number): Promise<string> {
    return this.service.delete(context, id);
  }

  @Authorized()
  @Mutation(() => ValuationEntryType, {
    description: 'An unsaved copy with a new valueId (unpublished studies).',
    complexity: work(write),
  })
  copyValuation(@Ctx() context: Context, @Arg('id', () => Int) id: number): Promise<ValuationEntryView> {
    return this.service.copy(context, id);
  }
}
