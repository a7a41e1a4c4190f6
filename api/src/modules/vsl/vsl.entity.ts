import {
  Collection,
  Entity,
  Index,
  ManyToMany,
  ManyToOne,
  PrimaryKey,
  Property,
  type Opt,
  type Rel,
} from '@mikro-orm/core';
import {
  BiomeEcosystem,
  BiomeV2EcosystemV2Ecozone,
  Country,
  EcosystemService,
  ProtectionStatus,
} from '../reference-lists/index.ts';
import { User } from '../accounts/index.ts';
import { pivotEntity } from '../../db/pivot.ts';

export enum VslInclusion {
  Included = 'included',
  Excluded = 'excluded',
  PendingReview = 'pending review',
}

/** A row of the valuation studies list: a candidate study and its screening state. */
@Entity({ tableName: 'vsl_study' })
export class VslStudy {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'text', nullable: true })
  authors?: string | null;

  @Property({ type: 'smallint', nullable: true })
  yearOfPublication?: number | null;

  @Property({ type: 'text', nullable: true })
  title?: string | null;

  @Property({ type: 'text', nullable: true })
  reference?: string | null;

  @Index()
  @Property({ type: 'text', nullable: true })
  includedInEsvd?: VslInclusion | null;

  @Index()
  @Property({ type: 'integer', nullable: true })
  studyId?: number | null;

  @ManyToMany({ entity: () => BiomeEcosystem, pivotEntity: () => VslStudyBiomeEcosystem })
  biomeEcosystems = new Collection<BiomeEcosystem>(this);

  @ManyToMany({ entity: () => BiomeV2EcosystemV2Ecozone, pivotEntity: () => VslStudyBiomeV2 })
  biomeV2EcosystemV2Ecozones = new Collection<BiomeV2EcosystemV2Ecozone>(this);

  @ManyToMany({ entity: () => EcosystemService, pivotEntity: () => VslStudyEcosystemService })
  ecosystemServices = new Collection<EcosystemService>(this);

  @ManyToMany({ entity: () => Country, pivotEntity: () => VslStudyCountry })
  countries = new Collection<Country>(this);

  @ManyToOne({ entity: () => ProtectionStatus, nullable: true })
  protectionStatus?: Rel<ProtectionStatus> | null;

  @Property({ type: 'boolean', nullable: true })
  includedRepository?: boolean | null;

  @Property({ type: 'text', nullable: true })
  repositoryFolder?: string | null;

  @Property({ type: 'text', nullable: true })
  checkedBy?: string | null;

  @Property({ type: 'text', nullable: true })
  language?: string | null;

  @Property({ type: 'text', nullable: true })
  notes?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedOn: Opt<Date> = new Date();

  @ManyToOne({ entity: () => User, nullable: true, deleteRule: 'set null' })
  updatedBy?: Rel<User> | null;

  @Property({ type: 'integer', version: true })
  version!: Opt<number>;
}

export const VslStudyBiomeEcosystem = pivotEntity(
  'VslStudyBiomeEcosystem',
  'vsl_study_biome_ecosystem',
  { property: 'vslStudy', entity: () => VslStudy },
  { property: 'biomeEcosystem', entity: () => BiomeEcosystem },
);
export const VslStudyBiomeV2 = pivotEntity(
  'VslStudyBiomeV2',
  'vsl_study_biome_v2',
  { property: 'vslStudy', entity: () => VslStudy },
  { property: 'biomeV2EcosystemV2Ecozone', entity: () => BiomeV2EcosystemV2Ecozone },
);
export const VslStudyEcosystemService = pivotEntity(
  'VslStudyEcosystemService',
  'vsl_study_ecosystem_service',
  { property: 'vslStudy', entity: () => VslStudy },
  { property: 'ecosystemService', entity: () => EcosystemService },
);
export const VslStudyCountry = pivotEntity(
  'VslStudyCountry',
  'vsl_study_country',
  { property: 'vslStudy', entity: () => VslStudy },
  { property: 'country', entity: () => Country },
);

export const vslPivots = [VslStudyBiomeEcosystem, VslStudyBiomeV2, VslStudyEcosystemService, VslStudyCountry];
