import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { UploadKind, UploadStatus } from './upload-job.entity.ts';

registerEnumType(UploadKind, { name: 'UploadKind', description: 'The dataset workbook or the VSL workbook.' });
registerEnumType(UploadStatus, { name: 'UploadStatus' });

@ObjectType('UploadJob', { description: 'One workbook upload, its progress and its outcome.' })
export class UploadJobType {
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

  @Field(() => String, { nullable: true })
  statusText!: string | null;

  @Field(() => String, { nullable: true, description: 'What went wrong, for the Copy error button.' })
  errorText!: string | null;

  @Field(() => [String])
  warnings!: string[];

  @Field(() => GraphQLDateTimeISO)
  createdOn!: Date;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  startedAt!: Date | null;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  finishedAt!: Date | null;
}
