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
  registerEnumType,
} from 'type-graphql';
import type { Context } from '../../core/context.ts';
import { lookup, searchPage, typicalList, work, write } from '../../core/graphql-costs.ts';
import type { HistoryEntryView } from '../history/index.ts';
import {
  managedStudySortColumns,
  maxListedStudies,
  studyStatuses,
  type ManagedStudy,
  type ManagedStudyPage,
  type ManagedStudySortColumn,
  type StudyStatus,
  type StudySearchResult,
  type StudySummary,
  type StudyView,
  type StudiesService,
} from './studies.service.ts';

const enumOf = <Value extends string>(values: readonly Value[]) =>
  Object.fromEntries(values.map((value) => [value, value])) as { [Key in Value]: Key };

const StudyStatusEnum = enumOf(studyStatuses);
registerEnumType(StudyStatusEnum, {
  name: 'StudyStatus',
  description: 'published; complete (ready to publish); draft (neither).',
});

const ManagedStudySortColumnEnum = enumOf(managedStudySortColumns);
registerEnumType(ManagedStudySortColumnEnum, {
  name: 'ManagedStudySortColumn',
  description: 'The columns Manage all Studies sorts by; ties are broken by id.',
});

@ObjectType('StudySummary', { description: 'A line of a study list.' })
class StudySummaryType implements StudySummary {
  @Field(() => Int)
  id!: number;

  @Field(() => Int, { description: 'The public StudyID.' })
  studyId!: number;

  @Field(() => String)
  title!: string;

  @Field(() => Boolean)
  isPublished!: boolean;
}

@ObjectType('Study', { description: 'A study as the Add Data and Edit Data forms show it.' })
class StudyType extends StudySummaryType implements StudyView {
  @Field(() => String)
  authors!: string;

  @Field(() => String, { description: 'Full bibliographic reference.' })
  reference!: string;

  @Field(() => Int)
  yearOfPublication!: number;

  @Field(() => Boolean)
  isComplete!: boolean;

  @Field(() => Boolean)
  isNew!: boolean;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  publishedOn!: Date | null;

  @Field(() => GraphQLDateTimeISO)
  updatedOn!: Date;

  @Field(() => String, { nullable: true, description: 'Who entered the study.' })
  ownerName!: string | null;

  @Field(() => Int)
  valuationCount!: number;

  @Field(() => Int, { description: 'Send it back with an edit: a save over a newer version is refused.' })
  version!: number;

  @Field(() => Boolean, { description: 'Whether the caller may change the study now.' })
  mayEdit!: boolean;
}

@ObjectType('ManagedStudy', { description: 'A line of Manage all Studies.' })
class ManagedStudyType extends StudySummaryType implements ManagedStudy {
  @Field(() => Boolean)
  isComplete!: boolean;

  @Field(() => Int)
  valuationCount!: number;

  @Field(() => String, { nullable: true })
  ownerName!: string | null;

  @Field(() => GraphQLDateTimeISO)
  updatedOn!: Date;
}

@ObjectType('ManagedStudyPage')
class ManagedStudyPageType implements ManagedStudyPage {
  @Field(() => [ManagedStudyType])
  items!: ManagedStudy[];

  @Field(() => Int, { description: 'All studies the filter finds.' })
  totalCount!: number;
}

@ObjectType('StudySearchResult', { description: "Edit Data's search: the newest studies found, and how many in all." })
class StudySearchResultType implements StudySearchResult {
  @Field(() => [StudySummaryType], { description: `The newest studies found, at most ${maxListedStudies}.` })
  items!: StudySummary[];

  @Field(() => Int, { description: 'All studies the search finds, listed or not.' })
  totalCount!: number;
}

@ObjectType('RecordHistoryEntry', { description: 'One saved version of a study or valuation.' })
export class RecordHistoryEntryType implements HistoryEntryView {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  entityType!: HistoryEntryView['entityType'];

  @Field(() => Int)
  entityId!: number;

  @Field(() => Int)
  version!: number;

  @Field(() => String, { description: 'create, update, delete, publish or unpublish.' })
  action!: HistoryEntryView['action'];

  @Field(() => GraphQLDateTimeISO)
  changedAt!: Date;

  @Field(() => String, { nullable: true })
  changedBy!: string | null;

  @Field(() => String, { description: 'JSON: { field: { from, to } }.' })
  changes!: string;
}

@InputType('StudyInput')
class StudyInput {
  @Field(() => String)
  title!: string;

  @Field(() => String)
  authors!: string;

  @Field(() => String)
  reference!: string;

  @Field(() => Int)
  yearOfPublication!: number;

  @Field(() => Boolean, { nullable: true })
  isComplete?: boolean;
}

@InputType('StudyUpdateInput')
class StudyUpdateInput extends StudyInput {
  @Field(() => Int, { description: 'The version the form loaded.' })
  version!: number;

  @Field(() => Boolean, { nullable: true, description: 'Publish (true) or unpublish (false); absent keeps it.' })
  isPublished?: boolean;
}

// Analysts and editors both reach these; which studies each may see or change is the service's rule.
@Resolver()
export class StudiesResolver {
  constructor(private readonly service: StudiesService) {}

  @Authorized('editData')
  @Query(() => StudySearchResultType, {
    description: 'Edit Data search: words and "exact phrases", or a StudyID.',
    complexity: work({ statements: 2, items: { atMost: maxListedStudies } }),
  })
  studies(
    @Ctx() context: Context,
    @Arg('freeText', () => String, { nullable: true }) freeText?: string,
  ): Promise<StudySearchResult> {
    return this.service.search(context, { freeText: freeText ?? '' });
  }

  @Authorized('manageStudies')
  @Query(() => ManagedStudyPageType, {
    description: 'A page of all studies with status, valuation count, owner and last change; filtered and sorted.',
    complexity: work(searchPage),
  })
  managedStudies(
    @Ctx() context: Context,
    @Arg('freeText', () => String, {
      nullable: true,
      description: 'Words or "exact phrases" of the title, or a StudyID.',
    })
    freeText?: string,
    @Arg('status', () => StudyStatusEnum, { nullable: true }) status?: StudyStatus,
    @Arg('sortColumn', () => ManagedStudySortColumnEnum, { nullable: true, description: 'Default studyId.' })
    sortColumn?: ManagedStudySortColumn,
    @Arg('isDescend', () => Boolean, { nullable: true }) isDescend?: boolean,
    @Arg('limit', () => Int, { nullable: true, description: '1 to 1000, default 50.' }) limit?: number,
    @Arg('offset', () => Int, { nullable: true }) offset?: number,
  ): Promise<ManagedStudyPage> {
    return this.service.managed(context, { freeText, status, sortColumn, isDescend, limit, offset });
  }

  @Authorized()
  @Query(() => [StudySummaryType], {
    description: "The caller's own studies (Add Data).",
    complexity: work({ statements: 1, items: typicalList }),
  })
  userStudies(@Ctx() context: Context): Promise<StudySummary[]> {
    return this.service.userStudies(context);
  }

  @Authorized()
  @Query(() => StudyType, { complexity: work(lookup) })
  study(@Ctx() context: Context, @Arg('id', () => Int) id: number): Promise<StudyView> {
    return this.service.get(context, id);
  }

  @Authorized('editData')
  @Query(() => [RecordHistoryEntryType], {
    description: "A study's versions, newest first.",
    complexity: work({ statements: 1, items: typicalList }),
  })
  studyHistory(@Ctx() context: Context, @Arg('id', () => Int) id: number): Promise<HistoryEntryView[]> {
    return this.service.history(context, id);
  }

  @Authorized()
  @Mutation(() => StudyType, { complexity: work(write) })
  createStudy(@Ctx() context: Context, @Arg('input', () => StudyInput) input: StudyInput): Promise<StudyView> {
    return this.service.create(context, { ...input });
  }

  @Authorized()
  @Mutation(() => StudyType, {
    description: 'Saves the form; with isPublished also publishes or unpublishes.',
    // Publishing rewrites the derived facts of each of the study's valuations.
    complexity: work({ statements: 5 }),
  })
  updateStudy(
    @Ctx() context: Context,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => StudyUpdateInput) input: StudyUpdateInput,
  ): Promise<StudyView> {
    return this.service.update(context, id, { ...input });
  }

  @Authorized()
  @Mutation(() => Boolean, { complexity: work(write) })
  async deleteStudy(@Ctx() context: Context, @Arg('id', () => Int) id: number): Promise<boolean> {
    await this.service.delete(context, id);
    return true;
  }
}
