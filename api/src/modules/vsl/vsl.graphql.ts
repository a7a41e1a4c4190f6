import { vslSortColumns, type VslSortColumn } from '@esvd/schema/rules/vsl';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import {
  Arg,
  Authorized,
  Ctx,
  Field,
  InputType,
  Int,
  ObjectType,
  Query,
  Resolver,
  registerEnumType,
} from 'type-graphql';
import type { Context } from '../../core/context.ts';
import { count, page, work } from '../../core/graphql-costs.ts';
import { VslInclusion } from './vsl.entity.ts';
import type { VslRowView, VslService } from './vsl.service.ts';
import { declareListFilterFields } from '../reference-lists/list-filter-inputs.graphql.ts';

registerEnumType(VslInclusion, { name: 'VslInclusion', description: 'Whether a listed study is in the database.' });

@ObjectType('VslStudy', {
  description:
    'A row of the valuation studies list: a candidate study and its screening. Authors, year, title and the ' +
    'repository fields are empty for callers without the Valuation Studies List resource (spec 001 §2).',
})
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

  @Field(() => String, { nullable: true, description: 'The inclusion in words, as the grid shows it.' })
  includedInESVDText!: string | null;

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

  @Field(() => String, { nullable: true, description: 'ESVD 1.0 biome codes, separated by ";".' })
  flatVsBiomeCodes!: string | null;

  @Field(() => String, { nullable: true, description: 'ESVD 1.0 biome names, separated by "; ".' })
  flatVsBiomes!: string | null;

  @Field(() => String, { nullable: true, description: 'ESVD 1.0 ecosystem codes, separated by ";".' })
  flatVsEcosystemCodes!: string | null;

  @Field(() => String, { nullable: true, description: 'ESVD 1.0 ecosystem names, separated by "; ".' })
  flatVsEcosystems!: string | null;

  @Field(() => String, { nullable: true, description: 'ESVD 2.0 biome codes, separated by ";".' })
  flatVsBiomeV2Codes!: string | null;

  @Field(() => String, { nullable: true, description: 'ESVD 2.0 biome names, separated by "; ".' })
  flatVsBiomeV2s!: string | null;

  @Field(() => String, { nullable: true, description: 'ESVD 2.0 ecozone codes, separated by ";".' })
  flatVsEcozoneCodes!: string | null;

  @Field(() => String, { nullable: true, description: 'ESVD 2.0 ecozone names, separated by "; ".' })
  flatVsEcozones!: string | null;

  @Field(() => String, { nullable: true, description: 'TEEB service codes, separated by ";".' })
  flatVsEcosystemServiceCodes!: string | null;

  @Field(() => String, { nullable: true, description: 'TEEB service names, separated by "; ".' })
  flatVsEcosystemServices!: string | null;

  @Field(() => String, { nullable: true, description: 'ISO 3166 alpha-3 country codes, separated by ";".' })
  flatVsCountryCodes!: string | null;

  @Field(() => String, { nullable: true, description: 'Country names, separated by "; ".' })
  flatVsCountries!: string | null;

  @Field(() => Int, { nullable: true })
  protectionStatusId!: number | null;

  @Field(() => String, { nullable: true, description: 'The protection status label.' })
  protectionStatus!: string | null;

  @Field(() => Boolean, { nullable: true })
  includedRepository!: boolean | null;

  @Field(() => String, { nullable: true, description: 'Yes or No.' })
  includedRepositoryText!: string | null;

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

const VslSortColumnEnum = Object.fromEntries(vslSortColumns.map((column) => [column, column])) as {
  [Column in VslSortColumn]: Column;
};

registerEnumType(VslSortColumnEnum, {
  name: 'VslSortColumn',
  description: 'The columns the valuation studies list can be sorted by; ties are broken by id.',
});

@InputType('VslFilter', {
  description:
    'Filters of the valuation studies list (spec 001 §3): values within one filter are OR-ed, filters AND-ed; a ' +
    'hierarchical entry also matches its descendants. At least one filter is required.',
})
class VslFilterInput {
  @Field(() => VslInclusion, { nullable: true, description: 'Included in ESVD.' })
  includedEsvd?: VslInclusion | null;

  @Field(() => String, { nullable: true, description: 'Words (every one must match) and "exact phrases".' })
  freeText?: string | null;
}

declareListFilterFields(VslFilterInput, 'vsl');

const filterArg = () => Arg('filter', () => VslFilterInput);

/**
 * Reading the list. Whoever may suggest a study reads it (the list on /suggest); the list's administrators hold
 * that resource too (admin inherits user), so one declaration serves both.
 */
@Resolver()
export class VslResolver {
  constructor(private readonly service: VslService) {}

  @Authorized('suggestStudy')
  @Query(() => [VslStudyType], {
    description: 'A page of a search of the list, by default by studyId descending.',
    complexity: work({ statements: 1, items: page }),
  })
  valuationStudies(
    @Ctx() context: Context,
    @filterArg() filter: VslFilterInput,
    @Arg('offset', () => Int, { nullable: true }) offset?: number,
    @Arg('limit', () => Int, { nullable: true, description: '1 to 1000, default 50.' }) limit?: number,
    @Arg('sortColumn', () => VslSortColumnEnum, { nullable: true }) sortColumn?: VslSortColumn,
    @Arg('isDescend', () => Boolean, { nullable: true, description: 'Default true.' }) isDescend?: boolean,
  ): Promise<VslRowView[]> {
    return this.service.search(context, { ...filter }, { offset, limit, sortColumn, isDescend });
  }

  @Authorized('suggestStudy')
  @Query(() => Int, { description: 'How many rows of the list a search finds.', complexity: work(count) })
  valuationStudyCount(@Ctx() context: Context, @filterArg() filter: VslFilterInput): Promise<number> {
    return this.service.count(context, { ...filter });
  }
}
