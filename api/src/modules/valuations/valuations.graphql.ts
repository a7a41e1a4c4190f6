import type { MapMarker } from '@esvd/schema/rules/map-markers';
import { valuationSortColumns, type ValuationSortColumn } from '@esvd/schema/rules/search';
import { valuesShownGroupSize } from '@esvd/schema/rules/summary-statistics';
import { GraphQLError, GraphQLScalarType, Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import { GraphQLDateTimeISO, GraphQLSafeInt } from 'graphql-scalars';
import {
  Arg,
  Authorized,
  Ctx,
  Field,
  Float,
  Info,
  InputType,
  Int,
  ObjectType,
  Query,
  Resolver,
  registerEnumType,
} from 'type-graphql';
import type { Context } from '../../core/context.ts';
import { count, page, searchPage, typicalList, work } from '../../core/graphql-costs.ts';
import type { RawJson } from '../../core/raw-json.ts';
import { Public } from '../access/index.ts';
import type { EcozoneRecordCountView, HabitatEntryView, SummaryGroupView } from './summary-statistics.sql.ts';
import type { EsvdForms, ValuationRowView } from './valuation-rows.sql.ts';
import type {
  StudyValuationsView,
  StudyValuationView,
  SummaryStatisticsView,
  ValuationCursorPageView,
  ValuationPageView,
  ValuationsService,
} from './valuations.service.ts';
import { declareListFilterFields } from '../reference-lists/list-filter-inputs.graphql.ts';

const ValuationSortColumnEnum = Object.fromEntries(valuationSortColumns.map((column) => [column, column])) as {
  [Column in ValuationSortColumn]: Column;
};

registerEnumType(ValuationSortColumnEnum, {
  name: 'ValuationSortColumn',
  description: 'The columns a search can be sorted by; ties are broken by id.',
});

@InputType('ValuationFilter', {
  description:
    'Search filters (spec 000 §3): values within one filter are OR-ed, different filters AND-ed; an entry of a ' +
    'hierarchical list (TEEB, CICES, ESVD 2.0 biomes/ecozones, SEEA) also matches its descendants. At least one ' +
    'filter is required; TEEB and CICES cannot be combined.',
})
export class ValuationFilterInput {
  @Field(() => String, {
    nullable: true,
    description: 'Words (full-text search over valuation and study texts, every word must match) and "exact phrases".',
  })
  freeText?: string | null;
}

declareListFilterFields(ValuationFilterInput, 'valuation');

// Plain data, no field of it guarded on its own: its fields resolve without type-graphql's per-field
// middleware chain, a third of the cost of completing a page of 100 rows (of 36 fields each).
@ObjectType('ValuationRow', {
  description:
    'A value record as search results show it (spec 000 §3). Many-valued links are lists in the order they were entered.',
  simpleResolvers: true,
})
export class ValuationRowType implements ValuationRowView {
  @Field(() => Int)
  id!: number;

  @Field(() => GraphQLSafeInt, { description: 'Study id followed by a running number.' })
  valueId!: number;

  @Field(() => Int)
  studyId!: number;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  codedDate!: Date | null;

  @Field(() => [String], { description: 'ESVD 2.0 biome names.' })
  biomes!: string[];

  @Field(() => [String])
  biomeCodes!: string[];

  @Field(() => [String], { description: 'ESVD 2.0 ecozone names.' })
  ecozones!: string[];

  @Field(() => [String])
  ecozoneCodes!: string[];

  @Field(() => [String], { description: 'ESVD 2.0 ecosystem names.' })
  ecosystems!: string[];

  @Field(() => [String])
  ecosystemCodes!: string[];

  @Field(() => String, { nullable: true })
  ecosystemDescription!: string | null;

  @Field(() => String, { nullable: true })
  ecosystemServiceDescription!: string | null;

  @Field(() => [String], { description: 'Names of the linked TEEB services and sub-services.' })
  ecosystemServices!: string[];

  @Field(() => [String], { description: 'TEEB service codes (of linked sub-services too).' })
  teebCodes!: string[];

  @Field(() => [String], { description: 'The names of the TEEB services of teebCodes, in the same order.' })
  teebServices!: string[];

  @Field(() => [String], { description: 'TEEB sub-service codes.' })
  teebSubCodes!: string[];

  @Field(() => [String])
  ciceses!: string[];

  @Field(() => [String])
  cicesCodes!: string[];

  @Field(() => [String])
  seeas!: string[];

  @Field(() => [String])
  seeaCodes!: string[];

  @Field(() => [String])
  countries!: string[];

  @Field(() => [String], { description: 'ISO 3166 alpha-3.' })
  countryCodes!: string[];

  @Field(() => String, { nullable: true })
  continent!: string | null;

  @Field(() => String, { nullable: true })
  scaleOfStudySite!: string | null;

  @Field(() => String, { nullable: true })
  studyLocation!: string | null;

  @Field(() => String, { nullable: true })
  protectionStatus!: string | null;

  @Field(() => Float, { nullable: true })
  siteArea!: number | null;

  @Field(() => String, { nullable: true })
  siteAreaUnit!: string | null;

  @Field(() => Float, { nullable: true })
  siteAreaInHectares!: number | null;

  @Field(() => Float, { nullable: true })
  siteLength!: number | null;

  @Field(() => String, { nullable: true })
  siteLengthUnit!: string | null;

  @Field(() => Float, { nullable: true })
  siteLengthKm!: number | null;

  @Field(() => String, { nullable: true })
  siteCondition!: string | null;

  @Field(() => String, { nullable: true })
  ecosystemCondition!: string | null;

  @Field(() => Float, { nullable: true })
  latitude!: number | null;

  @Field(() => Float, { nullable: true })
  longitude!: number | null;

  @Field(() => [String])
  valuationMethods!: string[];

  @Field(() => [String], { description: 'Short codes: CV, CE, MP, TC, VT, ...' })
  valuationMethodCodes!: string[];

  @Field(() => String, { nullable: true })
  valuedChange!: string | null;

  @Field(() => String, { nullable: true })
  valueMeasure!: string | null;

  @Field(() => Float, { nullable: true })
  originalValue!: number | null;

  @Field(() => String, { nullable: true })
  currency!: string | null;

  @Field(() => Int, { nullable: true })
  valueYear!: number | null;

  @Field(() => String, { nullable: true })
  spatialUnit!: string | null;

  @Field(() => String, { nullable: true })
  temporalUnit!: string | null;

  @Field(() => Int, { nullable: true })
  presentValueYear!: number | null;

  @Field(() => Float, { nullable: true })
  presentValueDiscountRate!: number | null;

  @Field(() => String, { nullable: true })
  beneficiaryUnit!: string | null;

  @Field(() => Float, { nullable: true })
  numberOfBeneficiaries!: number | null;

  @Field(() => String, { nullable: true })
  typeOfBeneficiary!: string | null;

  @Field(() => Float, {
    nullable: true,
    description: 'The standardised value, Int$/ha/year at 2020 prices; empty when it cannot be standardised.',
  })
  intPerHectarePerYear!: number | null;

  @Field(() => String, { nullable: true })
  notes!: string | null;

  @Field(() => String, { nullable: true })
  secondaryDataSources!: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Included (true), Excluded (false) or Unread (null).' })
  inclExcl!: boolean | null;

  @Field(() => String, { nullable: true })
  inclExclComments!: string | null;

  @Field(() => Boolean)
  reviewed!: boolean;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  reviewedDate!: Date | null;

  @Field(() => String)
  authors!: string;

  @Field(() => String)
  title!: string;

  @Field(() => String)
  reference!: string;

  @Field(() => Int)
  yearOfPublication!: number;

  @Field(() => Boolean, {
    description:
      "Whether its study is published. Only the record and study pages answer records of unpublished studies (drafts), and only to those who edit data and to the study's owner.",
  })
  studyPublished!: boolean;

  /** Only the export writes the file's forms; search results show the lists' names. */
  esvdForms!: EsvdForms | null;
}

@ObjectType('ValuationPage')
class ValuationPageType implements ValuationPageView {
  @Field(() => [ValuationRowType])
  items!: ValuationRowView[];

  @Field(() => Int, { description: 'All records the search finds (counted only when asked for).' })
  totalCount!: number;
}

@ObjectType('ValuationCursorPage', { description: 'A page of a bulk pull in valueId order.' })
class ValuationCursorPageType implements ValuationCursorPageView {
  @Field(() => [ValuationRowType])
  items!: ValuationRowView[];

  @Field(() => GraphQLSafeInt, { nullable: true, description: 'Pass as `after` to get the next page.' })
  endCursor!: number | null;

  @Field(() => Boolean)
  hasMore!: boolean;
}

/**
 * The markers of a search as one value, packed column by column as PostgreSQL writes them. A broad search has
 * 80,000 markers and more; as a list of objects, GraphQL would complete them field by field and a client cache
 * normalise each.
 */
const MapMarkerListScalar = new GraphQLScalarType<RawJson, RawJson>({
  name: 'MapMarkerList',
  description:
    'Markers packed column by column: { latitudes, longitudes, counts, valueIds, studyLocations, medians }. ' +
    'Marker i is at latitudes[i], longitudes[i] with counts[i] valuations (those at exactly that place); their ' +
    'valueIds (for mapMarkerDetails) are the next counts[i] entries of valueIds, marker after marker, their ' +
    'distinct study locations are studyLocations[i], and medians[i] is the median of their standardised values ' +
    "(Int$/ha/year), null when none has one. Markers and each marker's valueIds come in no particular order.",
  serialize: (value) => value as RawJson,
  parseValue: () => {
    throw new GraphQLError('MapMarkerList is only ever an answer.');
  },
  parseLiteral: () => {
    throw new GraphQLError('MapMarkerList is only ever an answer.');
  },
});

@ObjectType('MapMarker', { description: 'The valuations at one latitude and longitude.' })
class MapMarkerType implements MapMarker {
  @Field(() => Float)
  latitude!: number;

  @Field(() => Float)
  longitude!: number;

  @Field(() => Int)
  count!: number;

  @Field(() => [GraphQLSafeInt], { description: 'For mapMarkerDetails.' })
  valueIds!: number[];

  @Field(() => [String])
  studyLocations!: string[];

  @Field(() => Float, {
    nullable: true,
    description: "Median of the records' standardised values (Int$/ha/year); empty when none has one.",
  })
  median!: number | null;
}

@ObjectType('HabitatEntry', { description: 'An ESVD 2.0 biome or ecozone.' })
class HabitatEntryType implements HabitatEntryView {
  @Field(() => Int, { description: 'Id in the ESVD 2.0 biome / ecozone list.' })
  id!: number;

  @Field(() => String)
  code!: string;

  @Field(() => String)
  label!: string;
}

@ObjectType('SummaryGroup', { description: 'Statistics of the standardised values of one biome or ecozone.' })
class SummaryGroupType extends HabitatEntryType implements SummaryGroupView {
  @Field(() => Int)
  count!: number;

  @Field(() => Float)
  mean!: number;

  @Field(() => Float)
  median!: number;

  @Field(() => Float, { nullable: true, description: 'Sample standard deviation (n - 1); empty for one record.' })
  standardDeviation!: number | null;

  @Field(() => Float)
  min!: number;

  @Field(() => Float)
  max!: number;

  @Field(() => Float, { description: 'First quartile (25th percentile, interpolated) of the values.' })
  lowerQuartile!: number;

  @Field(() => Float, { description: 'Third quartile (75th percentile, interpolated) of the values.' })
  upperQuartile!: number;

  @Field(() => [Float], {
    nullable: true,
    description: `The values themselves, lowest first, in a group of at most ${valuesShownGroupSize}; empty for larger groups.`,
  })
  values!: number[] | null;
}

@ObjectType('EcozoneRecordCount', {
  description: 'The published records of one ecozone that its summary statistics would be computed from.',
})
class EcozoneRecordCountType implements EcozoneRecordCountView {
  @Field(() => Int, { description: 'The ecozone (an entry of the ESVD 2.0 biomes and ecozones).' })
  ecozoneId!: number;

  @Field(() => Int, { description: 'Records with a standardised value in this one ecozone.' })
  records!: number;

  @Field(() => Int, { description: 'The studies those records come from.' })
  studies!: number;
}

@ObjectType('SummaryStatistics', { description: 'Spec 000 §9: by biome and by ecozone (stats-ready ecozones).' })
class SummaryStatisticsType implements SummaryStatisticsView {
  @Field(() => Int, { description: 'All valuations the search finds; 0 means no statistics can be computed.' })
  valuationCount!: number;

  @Field(() => [SummaryGroupType], { complexity: work({ items: typicalList }) })
  biomes!: SummaryGroupView[];

  @Field(() => [SummaryGroupType], { complexity: work({ items: typicalList }) })
  ecozones!: SummaryGroupView[];

  @Field(() => [HabitatEntryType], {
    description: 'Chosen biomes for which there are no statistics.',
    complexity: work({ items: typicalList }),
  })
  biomesWithoutData!: HabitatEntryView[];

  @Field(() => [HabitatEntryType], {
    description: 'Chosen ecozones for which there are no statistics.',
    complexity: work({ items: typicalList }),
  })
  ecozonesWithoutData!: HabitatEntryView[];
}

@ObjectType('StudyValuation', { description: 'A row of the public study valuations page.' })
class StudyValuationType implements StudyValuationView {
  @Field(() => GraphQLSafeInt)
  valueId!: number;

  @Field(() => String, { nullable: true })
  studyLocation!: string | null;

  @Field(() => Float, { nullable: true })
  latitude!: number | null;

  @Field(() => Float, { nullable: true })
  longitude!: number | null;

  @Field(() => Float, { nullable: true, description: 'Empty when the value cannot be standardised.' })
  intPerHectarePerYear!: number | null;
}

@ObjectType('StudyValuations', { description: 'One published study and where its valuations are.' })
class StudyValuationsType implements StudyValuationsView {
  @Field(() => Int)
  studyId!: number;

  @Field(() => String)
  title!: string;

  @Field(() => String)
  authors!: string;

  @Field(() => Int)
  yearOfPublication!: number;

  @Field(() => [StudyValuationType], { complexity: work({ items: typicalList }) })
  valuations!: StudyValuationView[];

  @Field(() => [MapMarkerType], { complexity: work({ items: typicalList }) })
  markers!: MapMarker[];
}

/** Whether the operation asks for a field of the object this resolver returns (fragments included). */
function asksFor(info: GraphQLResolveInfo, fieldName: string): boolean {
  const visit = (selectionSet: SelectionSetNode | undefined): boolean =>
    (selectionSet?.selections ?? []).some((selection) => {
      if (selection.kind === Kind.FIELD) return selection.name.value === fieldName;
      if (selection.kind === Kind.INLINE_FRAGMENT) return visit(selection.selectionSet);
      return visit(info.fragments[selection.name.value]?.selectionSet);
    });
  return info.fieldNodes.some((node) => visit(node.selectionSet));
}

const filterArg = () => Arg('filter', () => ValuationFilterInput);

@Resolver()
export class ValuationsResolver {
  constructor(private readonly service: ValuationsService) {}

  @Public()
  @Query(() => Int, {
    description: 'How many value records the database holds (published studies).',
    complexity: work(count),
  })
  totalValuationCount(@Ctx() context: Context): Promise<number> {
    return this.service.totalCount(context);
  }

  @Authorized('esvd')
  @Query(() => ValuationPageType, {
    description: 'A page of a search, sorted, with the count of all its records.',
    complexity: work(searchPage),
  })
  valuations(
    @Ctx() context: Context,
    @Info() info: GraphQLResolveInfo,
    @filterArg() filter: ValuationFilterInput,
    @Arg('limit', () => Int, { nullable: true, description: '1 to 1000, default 100.' }) limit?: number,
    @Arg('offset', () => Int, { nullable: true }) offset?: number,
    @Arg('sortColumn', () => ValuationSortColumnEnum, { nullable: true }) sortColumn?: ValuationSortColumn,
    @Arg('isDescend', () => Boolean, { nullable: true }) isDescend?: boolean,
  ): Promise<ValuationPageView> {
    return this.service.search(
      context,
      { ...filter },
      { limit, offset, sortColumn, isDescend },
      { withTotal: asksFor(info, 'totalCount') },
    );
  }

  @Authorized('esvd')
  @Query(() => ValuationCursorPageType, {
    description: 'Bulk pulls: the records after valueId `after` in valueId order; follow endCursor while hasMore.',
    complexity: work({ statements: 1, items: page }),
  })
  valuationsAfter(
    @Ctx() context: Context,
    @filterArg() filter: ValuationFilterInput,
    @Arg('after', () => GraphQLSafeInt, { nullable: true }) after?: number,
    @Arg('limit', () => Int, { nullable: true, description: '1 to 1000, default 1000.' }) limit?: number,
  ): Promise<ValuationCursorPageView> {
    return this.service.pageAfter(context, { ...filter }, { after, limit });
  }

  @Authorized('esvd')
  @Query(() => Int, { description: 'How many records a search finds.', complexity: work(count) })
  valuationCount(@Ctx() context: Context, @filterArg() filter: ValuationFilterInput): Promise<number> {
    return this.service.count(context, { ...filter });
  }

  @Authorized('esvd')
  @Query(() => MapMarkerListScalar, {
    description: "A search's records grouped by identical latitude and longitude, packed (see MapMarkerList).",
    complexity: work({ searchScans: 1 }),
  })
  mapMarkers(@Ctx() context: Context, @filterArg() filter: ValuationFilterInput): Promise<RawJson> {
    return this.service.packedMapMarkers(context, { ...filter });
  }

  @Authorized('esvd')
  @Query(() => Int, { description: 'How many records of a search have coordinates.', complexity: work(count) })
  mappedValuationCount(@Ctx() context: Context, @filterArg() filter: ValuationFilterInput): Promise<number> {
    return this.service.mappedCount(context, { ...filter });
  }

  @Public()
  @Query(() => Int, { description: 'How many records of the database have coordinates.', complexity: work(count) })
  totalMappedValuationCount(@Ctx() context: Context): Promise<number> {
    return this.service.mappedCount(context, null);
  }

  @Authorized('esvd')
  @Query(() => [ValuationRowType], {
    description: "A marker's records (at most 1000 valueIds).",
    complexity: work({ statements: 1, items: { perValueOf: 'valueIds' } }),
  })
  mapMarkerDetails(
    @Ctx() context: Context,
    @Arg('valueIds', () => [GraphQLSafeInt]) valueIds: number[],
  ): Promise<ValuationRowView[]> {
    return this.service.markerDetails(context, valueIds);
  }

  @Authorized('esvd')
  @Query(() => ValuationRowType, {
    nullable: true,
    description:
      "One value record by its ValueId (the record page): a published one, or a draft for those who edit data and its study's owner; empty otherwise.",
    complexity: work({ statements: 2 }),
  })
  valuationRecord(
    @Ctx() context: Context,
    @Arg('valueId', () => GraphQLSafeInt) valueId: number,
  ): Promise<ValuationRowView | null> {
    return this.service.record(context, valueId);
  }

  @Authorized('esvd')
  @Query(() => [ValuationRowType], {
    description:
      "A study's value records, lowest ValueId first (the study page): of a published study, or of a draft for those who edit data and its owner; empty otherwise.",
    complexity: work({ statements: 2, items: typicalList }),
  })
  studyRecords(
    @Ctx() context: Context,
    @Arg('studyId', () => Int, { description: 'The study number (StudyId).' }) studyId: number,
  ): Promise<ValuationRowView[]> {
    return this.service.studyRecords(context, studyId);
  }

  @Authorized('esvd')
  @Query(() => SummaryStatisticsType, { complexity: work({ searchScans: 1, statements: 1 }) })
  summaryStatistics(
    @Ctx() context: Context,
    @filterArg() filter: ValuationFilterInput,
  ): Promise<SummaryStatisticsView> {
    return this.service.summaryStatistics(context, { ...filter });
  }

  @Authorized('statsReady')
  @Query(() => [EcozoneRecordCountType], {
    description: 'Per ecozone with records, how many published records its summary statistics would use (/statsready).',
    complexity: work({ searchScans: 1, statements: 1, items: typicalList }),
  })
  ecozoneRecordCounts(@Ctx() context: Context): Promise<EcozoneRecordCountView[]> {
    return this.service.ecozoneRecordCounts(context);
  }

  @Public()
  @Query(() => StudyValuationsType, {
    description: 'The public page of a published study (spec 001 §2).',
    complexity: work({ statements: 3 }),
  })
  studyValuations(
    @Ctx() context: Context,
    @Arg('studyId', () => Int, { description: 'The public study number.' }) studyId: number,
  ): Promise<StudyValuationsView> {
    return this.service.studyValuations(context, studyId);
  }
}
