import { GraphQLDateTimeISO } from 'graphql-scalars';
import {
  Arg,
  Authorized,
  Ctx,
  Field,
  Float,
  Int,
  Mutation,
  ObjectType,
  Query,
  registerEnumType,
  Resolver,
  Root,
  Subscription,
} from 'type-graphql';
import type { Context } from '../../core/context.ts';
import { lookup, typicalList, work } from '../../core/graphql-costs.ts';
import { UploadKind, UploadStatus } from './upload-job.entity.ts';
import {
  uploadProgress,
  type DemoDataView,
  type UploadJobView,
  type UploadProgressEvent,
  type UploadsService,
} from './uploads.service.ts';

registerEnumType(UploadKind, { name: 'UploadKind', description: 'The dataset workbook or the VSL workbook.' });
registerEnumType(UploadStatus, { name: 'UploadStatus' });

@ObjectType('DemoData', {
  description:
    'The demo data the first start wrote: generated studies and records, none real. An upload of the ESVD should not ' +
    'land among it.',
})
export class DemoDataType implements DemoDataView {
  @Field(() => Int)
  studies!: number;

  @Field(() => Int)
  valuations!: number;
}

@ObjectType('UploadColumnChange', {
  description: 'Of one column of an uploaded file: how many stored values the upload changed, and emptied.',
})
class UploadColumnChangeType {
  @Field(() => String, { description: "The file's heading (a link's headings, joined)." })
  column!: string;

  @Field(() => Int, { description: 'Stored values the upload replaced with other ones, emptied ones included.' })
  changed!: number;

  @Field(() => Int, { description: 'Stored values the upload emptied.' })
  emptied!: number;
}

@ObjectType('UploadJob', { description: 'One workbook upload, its progress and its outcome.' })
export class UploadJobType implements UploadJobView {
  @Field(() => Int)
  id!: number;

  @Field(() => UploadKind)
  kind!: UploadKind;

  @Field(() => String)
  filename!: string;

  @Field(() => UploadStatus)
  status!: UploadStatus;

  @Field(() => Int)
  totalCount!: number;

  @Field(() => Int)
  insertedCount!: number;

  @Field(() => Int)
  updatedCount!: number;

  @Field(() => Int, { description: 'Rows whose record was stored as the file has it already: nothing written.' })
  unchangedCount!: number;

  @Field(() => Float, {
    description: '(inserted + updated + unchanged) / total, in percent; 100 once finished successfully.',
  })
  percentage!: number;

  @Field(() => String, { nullable: true, description: 'Importing., Finished successfully., Failed or Cancelled.' })
  statusText!: string | null;

  @Field(() => String, { nullable: true, description: 'What went wrong, for the Copy error button.' })
  errorText!: string | null;

  @Field(() => [String], { description: 'Problems of the file that did not stop its upload, at their rows and cells.' })
  warnings!: string[];

  @Field(() => [String], {
    description:
      "A finished dataset upload's records the standardisation checks flag: a summary, then each warning at its row " +
      'and column (the standardisation checks page lists the same).',
  })
  standardisationWarnings!: string[];

  @Field(() => [UploadColumnChangeType], {
    // One per column of the dataset layout at most.
    complexity: work({ items: typicalList }),
    description:
      'Per column of the file, the stored values a finished dataset upload changed (columns it changed nothing in are left out).',
  })
  columnChanges!: UploadColumnChangeType[];

  @Field(() => GraphQLDateTimeISO)
  createdOn!: Date;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  startedAt!: Date | null;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  finishedAt!: Date | null;
}

/**
 * Uploads over GraphQL (spec 001 §4): the jobs, cancel, and live progress. A file is sent to the REST facade
 * (POST /api/vsldataupload/uploadfiledataset), multipart. Every operation needs the kind's resource (ESVD Uploads,
 * Vsl Upload), which the service checks; `uploads` here keeps non-administrators out before that.
 */
@Resolver()
export class UploadsResolver {
  constructor(private readonly service: UploadsService) {}

  @Authorized('uploads')
  @Query(() => UploadJobType, { description: 'An upload by id.', complexity: work(lookup) })
  uploadJob(@Ctx() context: Context, @Arg('id', () => Int) id: number): Promise<UploadJobView> {
    return this.service.job(context, id);
  }

  @Authorized('uploads')
  @Query(() => UploadJobType, {
    nullable: true,
    description: 'The running upload of a kind ("Current upload stats").',
    // Fails a job whose process died before reading the running one.
    complexity: work({ statements: 2 }),
  })
  currentUpload(
    @Ctx() context: Context,
    @Arg('kind', () => UploadKind) kind: UploadKind,
  ): Promise<UploadJobView | null> {
    return this.service.current(context, kind);
  }

  @Authorized('uploads')
  @Query(() => UploadJobType, {
    nullable: true,
    description: 'The newest upload of a kind that has ended ("Last upload stats").',
    complexity: work(lookup),
  })
  lastUpload(@Ctx() context: Context, @Arg('kind', () => UploadKind) kind: UploadKind): Promise<UploadJobView | null> {
    return this.service.last(context, kind);
  }

  @Authorized('uploads')
  @Mutation(() => UploadJobType, {
    description: 'Asks a running upload to stop: nothing of it is kept. It ends as Cancelled after its current chunk.',
    complexity: work({ statements: 2 }),
  })
  cancelUpload(@Ctx() context: Context, @Arg('id', () => Int) id: number): Promise<UploadJobView> {
    return this.service.cancel(context, id);
  }

  @Authorized('uploads')
  @Query(() => DemoDataType, {
    description: 'How much demo data the database holds (0 and 0 once removed, or when it was never seeded).',
    complexity: work(lookup),
  })
  demoData(@Ctx() context: Context): Promise<DemoDataView> {
    return this.service.demoData(context);
  }

  @Authorized('uploads')
  @Mutation(() => DemoDataType, {
    description:
      'Deletes the demo data, its studies with their records, before real data is uploaded (refused while a dataset ' +
      'upload runs). Answers what is left: none.',
    complexity: work({ statements: 4 }),
  })
  removeDemoData(@Ctx() context: Context): Promise<DemoDataView> {
    return this.service.removeDemoData(context);
  }

  @Authorized('uploads')
  @Subscription(() => UploadJobType, {
    topics: uploadProgress,
    filter: ({ payload, args }: { payload: UploadProgressEvent; args: { kind: UploadKind } }) =>
      payload.kind === args.kind,
    description: 'Every change of an upload of a kind, on any api process: started, after each chunk, ended.',
    // Each event reads the job again.
    complexity: work(lookup),
  })
  uploadProgress(
    @Root() event: UploadProgressEvent,
    @Ctx() context: Context,
    @Arg('kind', () => UploadKind) _kind: UploadKind,
  ): Promise<UploadJobView> {
    return this.service.job(context, event.id);
  }
}
