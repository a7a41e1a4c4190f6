import { Field, Float, Int, ObjectType } from 'type-graphql';

@ObjectType('VttBiome', { description: 'A biome of the value transfer tool with its constant and interval factors.' })
export class VttBiomeType {
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
export class VttSubBiomeType {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  name!: string;
}

@ObjectType('VttVariable')
export class VttVariableType {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true, description: 'The short explanation shown in the calculator.' })
  description!: string | null;
}

@ObjectType('VttVariableDetail', { description: "How one variable enters one biome's value function." })
export class VttVariableDetailType {
  @Field(() => Int)
  id!: number;

  @Field(() => Int)
  vttBiomeId!: number;

  @Field(() => Int, { nullable: true })
  vttSubBiomeId!: number | null;

  @Field(() => Int)
  vttVariableId!: number;

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

export const vttTypes = [VttBiomeType, VttSubBiomeType, VttVariableType, VttVariableDetailType];
