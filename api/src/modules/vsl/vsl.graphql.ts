import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { VslInclusion } from './vsl.entity.ts';

registerEnumType(VslInclusion, { name: 'VslInclusion', description: 'Whether a listed study is in the database.' });

@ObjectType('VslStudy', { description: 'A row of the valuation studies list: a candidate study and its screening.' })
export class VslStudyType {
  @Field(() => Int)
  id!: number;

  @Field(() => String, { nullable: true })
  authors!: string | null;

  @Field(() => Int, { nullable: true })
  yearOfPublication!: number | null;

  @Field(() => String, { nullable: true })
  title!: string | null;

  @Field(() => String, { nullable: true })
  reference!: string | null;

  @Field(() => VslInclusion, { nullable: true })
  includedInEsvd!: VslInclusion | null;

  @Field(() => Int, { nullable: true })
  studyId!: number | null;

  @Field(() => [Int], { description: 'ESVD 1.0 biome and ecosystem entries.' })
  biomeEcosystemIds!: number[];

  @Field(() => [Int], { description: 'ESVD 2.0 biome, ecozone and ecosystem entries.' })
  biomeV2EcosystemV2EcozoneIds!: number[];

  @Field(() => [Int], { description: 'TEEB services and sub-services.' })
  ecosystemServiceIds!: number[];

  @Field(() => [Int])
  countryIds!: number[];

  @Field(() => Int, { nullable: true })
  protectionStatusId!: number | null;

  @Field(() => Boolean, { nullable: true })
  includedRepository!: boolean | null;

  @Field(() => String, { nullable: true })
  repositoryFolder!: string | null;

  @Field(() => String, { nullable: true })
  checkedBy!: string | null;

  @Field(() => String, { nullable: true })
  language!: string | null;

  @Field(() => String, { nullable: true })
  notes!: string | null;

  @Field(() => GraphQLDateTimeISO)
  updatedOn!: Date;

  @Field(() => Int, { description: 'Send it back with an edit; a stale one is refused.' })
  version!: number;
}
