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
import { count, lookup, typicalList, work, write, type FieldWork } from '../../core/graphql-costs.ts';
import { Public } from '../access/index.ts';
import type {
  VttBiomeView,
  VttCalculationView,
  VttService,
  VttSubBiomeView,
  VttVariableDetailView,
  VttVariableView,
} from './vtt.service.ts';

@ObjectType('VttBiome', { description: 'A biome of the value transfer tool with its constant and interval factors.' })
export class VttBiomeType implements VttBiomeView {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  name!: string;

  @Field(() => Float)
  constantValue!: number;

  @Field(() => Float, { description: 'Between 0 and 1: the low end of the confidence interval as a factor.' })
  lowerBoundFactor!: number;

  @Field(() => Float, { description: 'Between 1 and 2: the high end of the confidence interval as a factor.' })
  upperBoundFactor!: number;

  @Field(() => Boolean, { description: 'Visitors and ordinary users see this biome in the calculator.' })
  showForUserCalculations!: boolean;
}

@ObjectType('VttSubBiome', { description: 'A group of alternative variables: the calculator picks one of them.' })
export class VttSubBiomeType implements VttSubBiomeView {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  name!: string;
}

@ObjectType('VttVariable')
export class VttVariableType implements VttVariableView {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true, description: 'The short explanation shown in the calculator.' })
  description!: string | null;
}

@ObjectType('VttVariableDetail', { description: "How one variable enters one biome's value function." })
export class VttVariableDetailType implements VttVariableDetailView {
  @Field(() => Int)
  id!: number;

  @Field(() => Int)
  vttBiomeId!: number;

  @Field(() => Int, { nullable: true, description: 'Absent: a standalone variable, which takes a number.' })
  vttSubBiomeId!: number | null;

  @Field(() => String, { nullable: true, description: "The sub biome's name." })
  vttSubBiome!: string | null;

  @Field(() => Int)
  vttVariableId!: number;

  @Field(() => String, { description: "The variable's name." })
  vttVariable!: string;

  @Field(() => String, { nullable: true, description: "The variable's short explanation." })
  vttVariableDescription!: string | null;

  @Field(() => Float)
  coefficient!: number;

  @Field(() => Float, { description: 'The default value: the mean across the biome’s study sites.' })
  sampleMean!: number;

  @Field(() => Float)
  min!: number;

  @Field(() => Float)
  max!: number;

  @Field(() => Boolean, { description: 'The coefficient multiplies ln(value) instead of the value.' })
  isTransformation!: boolean;

  @Field(() => String, { nullable: true })
  remarksText!: string | null;
}

@ObjectType('VttContribution', { description: "One variable's share of the result's natural logarithm." })
class VttContributionType {
  @Field(() => Int)
  vttVariableId!: number;

  @Field(() => String)
  vttVariable!: string;

  @Field(() => Float, { description: 'The value used: the one entered, the sample mean, or 1 for a chosen variable.' })
  value!: number;

  @Field(() => Float, { description: 'coefficient × value, or coefficient × ln(value) for a transformed variable.' })
  logContribution!: number;
}

@ObjectType('VttCalculation', { description: 'An ecosystem service value from the value transfer calculator.' })
class VttCalculationType implements VttCalculationView {
  @Field(() => Int)
  vttBiomeId!: number;

  @Field(() => Float, { description: 'Int$/ha/year at 2020 prices: exp(constant + the contributions).' })
  value!: number;

  @Field(() => Float, { nullable: true, description: 'value × lowerBoundFactor, when both factors are in range.' })
  low!: number | null;

  @Field(() => Float, { nullable: true, description: 'value × upperBoundFactor, when both factors are in range.' })
  high!: number | null;

  @Field(() => Float, { description: 'ln(value): the constant plus the contributions.' })
  logValue!: number;

  @Field(() => [VttContributionType], { complexity: work({ items: typicalList }) })
  contributions!: VttContributionType[];
}

@InputType('VttBiomeInput')
class VttBiomeInput {
  @Field(() => String)
  name!: string;

  @Field(() => Float)
  constantValue!: number;

  @Field(() => Float, { description: 'Between 0 and 1, inclusive.' })
  lowerBoundFactor!: number;

  @Field(() => Float, { description: 'Between 1 and 2, inclusive.' })
  upperBoundFactor!: number;

  @Field(() => Boolean, { nullable: true, description: 'Absent: hidden for a new biome, unchanged otherwise.' })
  showForUserCalculations?: boolean;
}

@InputType('VttNamedInput', { description: 'A sub biome or a variable (a variable may have an explanation).' })
class VttNamedInput {
  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true, description: 'Variables only: the explanation the calculator shows.' })
  description?: string;
}

@InputType('VttVariableDetailInput')
class VttVariableDetailInput {
  @Field(() => Int)
  vttBiomeId!: number;

  @Field(() => Int)
  vttVariableId!: number;

  @Field(() => Int, { nullable: true })
  vttSubBiomeId?: number;

  @Field(() => Float)
  coefficient!: number;

  @Field(() => Float)
  sampleMean!: number;

  @Field(() => Float)
  min!: number;

  @Field(() => Float)
  max!: number;

  @Field(() => Boolean, { nullable: true, defaultValue: false })
  isTransformation?: boolean;

  @Field(() => String, { nullable: true })
  remarksText?: string;
}

@InputType('VttSubBiomeChoiceInput')
class VttSubBiomeChoiceInput {
  @Field(() => Int)
  vttSubBiomeId!: number;

  @Field(() => Int)
  vttVariableId!: number;
}

@InputType('VttVariableValueInput')
class VttVariableValueInput {
  @Field(() => Int)
  vttVariableId!: number;

  @Field(() => Float, { nullable: true })
  value?: number;

  @Field(() => Boolean, { nullable: true, defaultValue: false, description: 'Use the sample mean instead.' })
  useDefault?: boolean;
}

@InputType('VttCalculationInput')
class VttCalculationInput {
  @Field(() => Int)
  vttBiomeId!: number;

  @Field(() => [VttSubBiomeChoiceInput], { nullable: true, description: 'One variable for each sub biome.' })
  subBiomeChoices?: VttSubBiomeChoiceInput[];

  @Field(() => [VttVariableValueInput], { nullable: true, description: 'A value for each standalone variable.' })
  variableValues?: VttVariableValueInput[];
}

/** The value transfer tool's lists are a few dozen rows, read whole. */
const wholeList: FieldWork = { statements: 1, items: typicalList };

/** The value transfer tool: the setup is the administrators' (resource vtt), the calculator everyone's. */
@Resolver()
export class VttResolver {
  constructor(private readonly service: VttService) {}

  @Public()
  @Query(() => [VttBiomeType], {
    description: 'The biomes by name: all for the administrators, else (or with userVisibleOnly) the shown ones.',
    complexity: work(wholeList),
  })
  vttBiomes(
    @Ctx() context: Context,
    @Arg('userVisibleOnly', () => Boolean, { nullable: true }) userVisibleOnly?: boolean,
  ): Promise<VttBiomeView[]> {
    return this.service.biomes(context, userVisibleOnly ?? false);
  }

  @Authorized('vtt')
  @Query(() => [VttBiomeType], {
    description: 'The biomes hidden from visitors and users.',
    complexity: work(wholeList),
  })
  vttHiddenBiomes(@Ctx() context: Context): Promise<VttBiomeView[]> {
    return this.service.hiddenBiomes(context);
  }

  @Public()
  @Query(() => VttBiomeType, { complexity: work(lookup) })
  vttBiome(@Ctx() context: Context, @Arg('id', () => Int) id: number): Promise<VttBiomeView> {
    return this.service.biome(context, id);
  }

  @Authorized('vtt')
  @Query(() => Int, { complexity: work(count) })
  vttBiomeCount(@Ctx() context: Context): Promise<number> {
    return this.service.biomeCount(context);
  }

  @Authorized('vtt')
  @Mutation(() => VttBiomeType, { complexity: work(write) })
  createVttBiome(
    @Ctx() context: Context,
    @Arg('input', () => VttBiomeInput) input: VttBiomeInput,
  ): Promise<VttBiomeView> {
    return this.service.createBiome(context, { ...input });
  }

  @Authorized('vtt')
  @Mutation(() => VttBiomeType, { complexity: work(write) })
  updateVttBiome(
    @Ctx() context: Context,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => VttBiomeInput) input: VttBiomeInput,
  ): Promise<VttBiomeView> {
    return this.service.updateBiome(context, id, { ...input });
  }

  @Authorized('vtt')
  @Mutation(() => VttBiomeType, {
    description: 'Shows the biome to visitors and users in the calculator, or hides it.',
    complexity: work(write),
  })
  setVttBiomeVisibility(
    @Ctx() context: Context,
    @Arg('id', () => Int) id: number,
    @Arg('showForUserCalculations', () => Boolean) showForUserCalculations: boolean,
  ): Promise<VttBiomeView> {
    return this.service.setBiomeVisibility(context, id, showForUserCalculations);
  }

  @Authorized('vtt')
  @Mutation(() => Boolean, { description: 'Deletes the biome with its variable details.', complexity: work(write) })
  async deleteVttBiome(@Ctx() context: Context, @Arg('id', () => Int) id: number): Promise<boolean> {
    await this.service.deleteBiome(context, id);
    return true;
  }

  @Authorized('vtt')
  @Query(() => [VttSubBiomeType], { complexity: work(wholeList) })
  vttSubBiomes(@Ctx() context: Context): Promise<VttSubBiomeView[]> {
    return this.service.subBiomes(context);
  }

  @Authorized('vtt')
  @Query(() => VttSubBiomeType, { complexity: work(lookup) })
  vttSubBiome(@Ctx() context: Context, @Arg('id', () => Int) id: number): Promise<VttSubBiomeView> {
    return this.service.subBiome(context, id);
  }

  @Authorized('vtt')
  @Query(() => Int, { complexity: work(count) })
  vttSubBiomeCount(@Ctx() context: Context): Promise<number> {
    return this.service.subBiomeCount(context);
  }

  @Authorized('vtt')
  @Mutation(() => VttSubBiomeType, { complexity: work(write) })
  createVttSubBiome(
    @Ctx() context: Context,
    @Arg('input', () => VttNamedInput) input: VttNamedInput,
  ): Promise<VttSubBiomeView> {
    return this.service.createSubBiome(context, { name: input.name });
  }

  @Authorized('vtt')
  @Mutation(() => VttSubBiomeType, { complexity: work(write) })
  updateVttSubBiome(
    @Ctx() context: Context,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => VttNamedInput) input: VttNamedInput,
  ): Promise<VttSubBiomeView> {
    return this.service.updateSubBiome(context, id, { name: input.name });
  }

  @Authorized('vtt')
  @Mutation(() => Boolean, { description: 'Refused while a biome uses the sub biome.', complexity: work(write) })
  async deleteVttSubBiome(@Ctx() context: Context, @Arg('id', () => Int) id: number): Promise<boolean> {
    await this.service.deleteSubBiome(context, id);
    return true;
  }

  @Authorized('vtt')
  @Query(() => [VttVariableType], { complexity: work(wholeList) })
  vttVariables(@Ctx() context: Context): Promise<VttVariableView[]> {
    return this.service.variables(context);
  }

  @Authorized('vtt')
  @Query(() => VttVariableType, { complexity: work(lookup) })
  vttVariable(@Ctx() context: Context, @Arg('id', () => Int) id: number): Promise<VttVariableView> {
    return this.service.variable(context, id);
  }

  @Authorized('vtt')
  @Query(() => Int, { complexity: work(count) })
  vttVariableCount(@Ctx() context: Context): Promise<number> {
    return this.service.variableCount(context);
  }

  @Authorized('vtt')
  @Query(() => [VttVariableType], {
    description: "The variables the biome does not use yet; with keepVariableId, also that one (an edited detail's).",
    complexity: work({ statements: 3, items: typicalList }),
  })
  vttUnattachedVariables(
    @Ctx() context: Context,
    @Arg('vttBiomeId', () => Int) vttBiomeId: number,
    @Arg('keepVariableId', () => Int, { nullable: true }) keepVariableId?: number,
  ): Promise<VttVariableView[]> {
    return this.service.unattachedVariables(context, vttBiomeId, keepVariableId ?? undefined);
  }

  @Authorized('vtt')
  @Mutation(() => VttVariableType, { complexity: work(write) })
  createVttVariable(
    @Ctx() context: Context,
    @Arg('input', () => VttNamedInput) input: VttNamedInput,
  ): Promise<VttVariableView> {
    return this.service.createVariable(context, { ...input });
  }

  @Authorized('vtt')
  @Mutation(() => VttVariableType, { complexity: work(write) })
  updateVttVariable(
    @Ctx() context: Context,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => VttNamedInput) input: VttNamedInput,
  ): Promise<VttVariableView> {
    return this.service.updateVariable(context, id, { ...input });
  }

  @Authorized('vtt')
  @Mutation(() => Boolean, { description: 'Refused while a biome uses the variable.', complexity: work(write) })
  async deleteVttVariable(@Ctx() context: Context, @Arg('id', () => Int) id: number): Promise<boolean> {
    await this.service.deleteVariable(context, id);
    return true;
  }

  @Public()
  @Query(() => [VttVariableDetailType], {
    description: "A biome's variable details: grouped by sub biome, then the standalone variables.",
    complexity: work({ statements: 2, items: typicalList }),
  })
  vttVariableDetails(
    @Ctx() context: Context,
    @Arg('vttBiomeId', () => Int) vttBiomeId: number,
  ): Promise<VttVariableDetailView[]> {
    return this.service.details(context, vttBiomeId);
  }

  @Public()
  @Query(() => VttVariableDetailType, { complexity: work(lookup) })
  vttVariableDetail(@Ctx() context: Context, @Arg('id', () => Int) id: number): Promise<VttVariableDetailView> {
    return this.service.detail(context, id);
  }

  @Authorized('vtt')
  @Query(() => Int, { description: 'All variable details, or those of one biome.', complexity: work(count) })
  vttVariableDetailCount(
    @Ctx() context: Context,
    @Arg('vttBiomeId', () => Int, { nullable: true }) vttBiomeId?: number,
  ): Promise<number> {
    return this.service.detailCount(context, vttBiomeId ?? undefined);
  }

  @Authorized('vtt')
  @Mutation(() => VttVariableDetailType, { complexity: work({ statements: 4 }) })
  createVttVariableDetail(
    @Ctx() context: Context,
    @Arg('input', () => VttVariableDetailInput) input: VttVariableDetailInput,
  ): Promise<VttVariableDetailView> {
    return this.service.createDetail(context, { ...input });
  }

  @Authorized('vtt')
  @Mutation(() => VttVariableDetailType, { complexity: work({ statements: 5 }) })
  updateVttVariableDetail(
    @Ctx() context: Context,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => VttVariableDetailInput) input: VttVariableDetailInput,
  ): Promise<VttVariableDetailView> {
    return this.service.updateDetail(context, id, { ...input });
  }

  @Authorized('vtt')
  @Mutation(() => Boolean, { complexity: work(write) })
  async deleteVttVariableDetail(@Ctx() context: Context, @Arg('id', () => Int) id: number): Promise<boolean> {
    await this.service.deleteDetail(context, id);
    return true;
  }

  @Public()
  @Query(() => VttCalculationType, {
    description:
      'The value of a biome for the chosen variables (spec 001 §9): exp(constant + Σ coefficient × value, or × ' +
      'ln(value) for a transformed variable), with the confidence interval when both factors are in range.',
    // The biome, its details, the rule and the formula.
    complexity: work({ statements: 2 }),
  })
  vttCalculation(
    @Ctx() context: Context,
    @Arg('input', () => VttCalculationInput) input: VttCalculationInput,
  ): Promise<VttCalculationView> {
    return this.service.calculate(context, {
      vttBiomeId: input.vttBiomeId,
      subBiomeChoices: input.subBiomeChoices?.map((choice) => ({ ...choice })),
      variableValues: input.variableValues?.map((entry) => ({ ...entry })),
    });
  }
}
