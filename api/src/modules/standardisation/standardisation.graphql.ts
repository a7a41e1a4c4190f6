import { standardisationCheckCodes } from '@esvd/schema/rules/standardisation/index';
import { GraphQLSafeInt } from 'graphql-scalars';
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
import { lookup, page, typicalList, work, write } from '../../core/graphql-costs.ts';
import { Public } from '../access/index.ts';
import type { FlaggedRecordsPage, StandardisationChecksService } from './standardisation-checks.service.ts';
import type { StandardisationService, StandardisationView } from './standardisation.service.ts';
import type { WorldBankVintageRow } from './standardisation.sql.ts';

@InputType('StandardiseValueInput', {
  description: "A record's inputs, as the ESVD writes them, and optionally its stored value to check.",
})
class StandardiseValueInput {
  @Field(() => Float, { description: 'The value as the study reports it.' })
  originalValue!: number;

  @Field(() => String, { description: 'As the ESVD writes it ("Kenya Shilling") or its ISO 4217 code ("KES").' })
  currency!: string;

  @Field(() => Int, { description: 'The year whose prices the value is in.' })
  valueYear!: number;

  @Field(() => [String], {
    nullable: true,
    description: "ISO 3166-1 alpha-3 codes: a currency several economies share uses the record's country.",
  })
  countries?: string[] | null;

  @Field(() => String, { description: 'hectare, ha, km2, acre, m2, square mile, total area or total.' })
  spatialUnit!: string;

  @Field(() => Float, { nullable: true, description: 'What a value for the total area is divided by.' })
  siteAreaInHectares?: number | null;

  @Field(() => String, { description: 'year, month, week, day, trip/visit, present value or one time payment.' })
  temporalUnit!: string;

  @Field(() => Float, { nullable: true, description: "A present value's horizon in years." })
  presentValueYear?: number | null;

  @Field(() => Float, { nullable: true, description: "A present value's discount rate (0.05 for 5%)." })
  presentValueDiscountRate?: number | null;

  @Field(() => String, { nullable: true, description: 'household, person, ... or total (the default).' })
  beneficiaryUnit?: string | null;

  @Field(() => Float, { nullable: true, description: 'How many beneficiaries a value per household or person has.' })
  numberOfBeneficiaries?: number | null;

  @Field(() => Float, { nullable: true, description: 'A stored Int$/ha/year to check against the computation.' })
  intPerHectarePerYear?: number | null;

  @Field(() => String, { nullable: true, description: 'A World Bank vintage other than the one in use ("2024-04").' })
  vintage?: string | null;
}

@ObjectType('StandardisationStep', { description: 'One step of a standardisation: the value times the factor.' })
class StandardisationStepType {
  @Field(() => String, {
    description: 'beneficiaries, per-hectare, per-year, to-euro, to-standard-prices or to-international-dollars.',
  })
  step!: string;

  @Field(() => String)
  description!: string;

  @Field(() => Float)
  factor!: number;

  @Field(() => Float, { description: 'The value after this step.' })
  value!: number;
}

@ObjectType('StandardisationFinding', {
  description: 'Why a value cannot be standardised, or a warning about it, naming the valuation field to look at.',
})
class StandardisationFindingType {
  @Field(() => String)
  code!: string;

  @Field(() => String, { description: 'The valuation field, by its name (presentValueDiscountRate).' })
  field!: string;

  @Field(() => String)
  message!: string;
}

@ObjectType('StandardisationResult', {
  description: 'A value in Int$/ha/year at 2020 prices with the chain of its steps, or why it cannot be computed.',
})
class StandardisationResultType {
  @Field(() => Boolean)
  computable!: boolean;

  @Field(() => Float, { nullable: true, description: 'Int$/ha/year at 2020 prices.' })
  value!: number | null;

  @Field(() => [StandardisationStepType], { complexity: work({ items: { atMost: 6 } }) })
  steps!: StandardisationStepType[];

  @Field(() => [StandardisationFindingType], {
    description: 'Why the value cannot be computed.',
    complexity: work({ items: { atMost: 20 } }),
  })
  reasons!: StandardisationFindingType[];

  @Field(() => [StandardisationFindingType], { complexity: work({ items: { atMost: 6 } }) })
  warnings!: StandardisationFindingType[];

  @Field(() => String, { description: 'agrees, differs or not computable, then the reasons.' })
  summary!: string;

  @Field(() => String, { nullable: true, description: 'ISO 4217.' })
  currency!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Whose World Bank series converted the money (ISO 3166-1 alpha-3).',
  })
  economy!: string | null;

  @Field(() => Int)
  priceYear!: number;

  @Field(() => String, { description: 'The World Bank download the factors come from ("2021-10").' })
  vintage!: string;

  @Field(() => [String], { description: 'The World Bank series used (WDI codes).' })
  series!: string[];

  @Field(() => String)
  attribution!: string;
}

@ObjectType('WorldBankVintage', { description: 'A download of the World Bank series (World Development Indicators).' })
class WorldBankVintageType implements WorldBankVintageRow {
  @Field(() => String, { description: 'Its name, the month of the release ("2021-10").' })
  vintage!: string;

  @Field(() => String, { description: 'The day it was downloaded (YYYY-MM-DD).' })
  downloaded!: string;

  @Field(() => Boolean, { description: 'Whether standardised values are computed with it.' })
  inUse!: boolean;
}

/** Standardised values: public and read-only; which World Bank vintage they use is an administrator's setting. */
@Resolver()
export class StandardisationResolver {
  constructor(private readonly service: StandardisationService) {}

  @Public()
  @Query(() => StandardisationResultType, {
    description:
      'Standardises a value to Int$/ha/year at 2020 prices with the World Bank series (World Development Indicators, CC BY 4.0).',
    complexity: work(lookup),
  })
  standardiseValue(
    @Ctx() context: Context,
    @Arg('input', () => StandardiseValueInput) input: StandardiseValueInput,
  ): Promise<StandardisationView> {
    return this.service.standardise(context, { ...input });
  }

  @Authorized('settings')
  @Query(() => [WorldBankVintageType], {
    description: 'The World Bank vintages loaded, newest first, and the one in use.',
    complexity: work({ statements: 1, items: typicalList }),
  })
  worldBankVintages(@Ctx() context: Context): Promise<WorldBankVintageRow[]> {
    return this.service.vintages(context);
  }

  @Authorized('settings')
  @Mutation(() => [WorldBankVintageType], {
    description: 'Computes standardised values with this vintage from now on; answers the vintages.',
    complexity: work(write),
  })
  setWorldBankVintage(
    @Ctx() context: Context,
    @Arg('vintage', () => String) vintage: string,
  ): Promise<WorldBankVintageRow[]> {
    return this.service.setVintageInUse(context, vintage);
  }
}

@ObjectType('StandardisationFlaggedRecord', {
  description: 'A record the standardisation checks flag, with its stored and computed Int$/ha/year.',
})
class StandardisationFlaggedRecordType {
  @Field(() => GraphQLSafeInt)
  valueId!: number;

  @Field(() => Int)
  studyId!: number;

  @Field(() => String, { description: "The study's title." })
  title!: string;

  @Field(() => Boolean, { description: 'Whether its study is published.' })
  published!: boolean;

  @Field(() => [String], { description: 'ISO 3166-1 alpha-3.' })
  countries!: string[];

  @Field(() => Float, { nullable: true, description: 'The stored Int$/ha/year.' })
  intPerHectarePerYear!: number | null;

  @Field(() => Float, { nullable: true, description: 'The computed Int$/ha/year; null when not computable.' })
  computed!: number | null;

  @Field(() => String, { description: 'agrees, differs or not computable, then the reasons.' })
  summary!: string;

  @Field(() => [StandardisationFindingType], { complexity: work({ items: { atMost: 6 } }) })
  warnings!: StandardisationFindingType[];
}

@ObjectType('StandardisationChecksPage', {
  description: 'A page of the records the checks flag, and the World Bank vintage the values were computed with.',
})
class StandardisationChecksPageType {
  @Field(() => Int, { description: 'How many records the checks flag (with the filters).' })
  totalCount!: number;

  @Field(() => [StandardisationFlaggedRecordType])
  items!: StandardisationFlaggedRecordType[];

  @Field(() => String, { description: 'The World Bank download in use ("2021-10").' })
  vintage!: string;

  @Field(() => [String], { description: 'The World Bank series used (WDI codes).' })
  series!: string[];

  @Field(() => String)
  attribution!: string;
}

/** The checks across the database, for editors in chief and administrators (who hold editData). */
@Resolver()
export class StandardisationChecksResolver {
  constructor(private readonly service: StandardisationChecksService) {}

  @Authorized('editData')
  @Query(() => StandardisationChecksPageType, {
    description:
      'The records whose standardisation checks give a warning, in ValueId order, computed with the World Bank vintage ' +
      'in use (World Development Indicators, CC BY 4.0). Reads every record the filters admit.',
    complexity: work({ searchScans: 1, items: page }),
  })
  standardisationChecks(
    @Ctx() context: Context,
    @Arg('code', () => String, {
      nullable: true,
      description: `Only records with this check's warning: ${standardisationCheckCodes.join(', ')}.`,
    })
    code?: string | null,
    @Arg('country', () => String, { nullable: true, description: 'Only records in this country (ISO 3166-1 alpha-3).' })
    country?: string | null,
    @Arg('offset', () => Int, { nullable: true }) offset?: number,
    @Arg('limit', () => Int, { nullable: true, description: '1 to 1000, default 50.' }) limit?: number,
  ): Promise<FlaggedRecordsPage> {
    return this.service.page(context, { code, country, offset, limit });
  }
}
