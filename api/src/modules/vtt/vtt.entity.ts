import {
  Collection,
  Entity,
  ManyToOne,
  OneToMany,
  PrimaryKey,
  Property,
  Unique,
  type Opt,
  type Rel,
} from '@mikro-orm/core';

/** A biome of the value transfer tool, with the constant and the confidence-interval factors. */
@Entity({ tableName: 'vtt_biome' })
export class VttBiome {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'text', unique: true })
  name!: string;

  @Property({ type: 'double' })
  constantValue!: number;

  @Property({ type: 'double' })
  lowerBoundFactor!: number;

  @Property({ type: 'double' })
  upperBoundFactor!: number;

  /** Visible to visitors and ordinary users in the calculator. */
  @Property({ type: 'boolean', default: false })
  showForUserCalculations: Opt<boolean> = false;

  @OneToMany({ entity: () => VttVariableDetail, mappedBy: 'vttBiome' })
  variableDetails = new Collection<VttVariableDetail>(this);
}

@Entity({ tableName: 'vtt_sub_biome' })
export class VttSubBiome {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'text', unique: true })
  name!: string;
}

@Entity({ tableName: 'vtt_variable' })
export class VttVariable {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'text', unique: true })
  name!: string;

  /** The short explanation shown beside the variable in the calculator. */
  @Property({ type: 'text', nullable: true })
  description?: string | null;
}

/** How one variable enters one biome's regression: coefficient, observed range and mean. */
@Entity({ tableName: 'vtt_variable_detail' })
@Unique({ properties: ['vttBiome', 'vttVariable'] })
export class VttVariableDetail {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne({ entity: () => VttBiome, deleteRule: 'cascade' })
  vttBiome!: Rel<VttBiome>;

  /** Variables of one sub biome are alternatives: the calculator picks exactly one of them. */
  @ManyToOne({ entity: () => VttSubBiome, nullable: true })
  vttSubBiome?: Rel<VttSubBiome> | null;

  @ManyToOne({ entity: () => VttVariable })
  vttVariable!: Rel<VttVariable>;

  @Property({ type: 'double' })
  coefficient!: number;

  @Property({ type: 'double' })
  sampleMean!: number;

  @Property({ type: 'double' })
  min!: number;

  @Property({ type: 'double' })
  max!: number;

  /** The coefficient multiplies ln(value) instead of the value. */
  @Property({ type: 'boolean', default: false })
  isTransformation: Opt<boolean> = false;

  @Property({ type: 'text', nullable: true })
  remarksText?: string | null;
}
