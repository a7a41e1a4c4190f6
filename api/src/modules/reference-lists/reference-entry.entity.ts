import { Entity, Index, ManyToOne, PrimaryKey, Property, type Opt, type Rel } from '@mikro-orm/core';

/**
 * The one shape every reference list shares. Flat lists use level 1 and no parent; hierarchical lists
 * (TEEB services, CICES, ESVD 2.0 biomes/ecozones/ecosystems, ESVD 1.0 biomes/ecosystems, SEEA) fill
 * parentId and a materialised `path` of codes ("19/191", "5/5.3/5.3.2"), so "this entry and its
 * descendants" is one prefix match. A code is unique among its siblings and so is a name, in any case:
 * expression indexes hold that (reference-entry-uniqueness.sql.ts), not these decorators.
 */
@Entity({ abstract: true })
export abstract class ReferenceEntry {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'text' })
  code!: string;

  @Property({ type: 'text' })
  label!: string;

  @Property({ type: 'text' })
  path!: string;

  @Property({ type: 'integer' })
  sortOrder!: number;

  @Property({ type: 'smallint', default: 1 })
  level: Opt<number> = 1;

  @Property({ type: 'boolean', default: false })
  isSub: Opt<boolean> = false;

  /** Parent entry in the same list (no FK: the 19 tables share this base class). */
  @Index()
  @Property({ type: 'integer', nullable: true })
  parentId?: number | null;

  /** Where the entry came from (classification, edition, or the admin who added it). */
  @Property({ type: 'text', nullable: true })
  source?: string | null;
}

@Entity({ tableName: 'ref_continent' })
export class Continent extends ReferenceEntry {}

@Entity({ tableName: 'ref_country' })
export class Country extends ReferenceEntry {
  /** ISO 3166-1 alpha-2; `code` holds alpha-3 as the ESVD export does. */
  @Property({ type: 'text', nullable: true })
  alpha2?: string | null;

  @ManyToOne({ entity: () => Continent, nullable: true })
  continent?: Rel<Continent> | null;
}

@Entity({ tableName: 'ref_protection_status' })
export class ProtectionStatus extends ReferenceEntry {}

@Entity({ tableName: 'ref_valuation_method' })
export class ValuationMethod extends ReferenceEntry {}

/** TEEB services (level 1) and ESVD sub-services (level 2). */
@Entity({ tableName: 'ref_ecosystem_service' })
export class EcosystemService extends ReferenceEntry {}

/** SEEA ecosystem services reference list: service types (level 1) and services (level 2). */
@Entity({ tableName: 'ref_seea' })
export class Seea extends ReferenceEntry {}

/** ESVD 1.0 biomes (level 1) and ecosystems (level 2), still used by the valuation studies list. */
@Entity({ tableName: 'ref_biome_ecosystem' })
export class BiomeEcosystem extends ReferenceEntry {}

/** ESVD 2.0 biomes (level 1), ecozones (level 2) and ecosystems (level 3). */
@Entity({ tableName: 'ref_biome_v2_ecosystem_v2_ecozone' })
export class BiomeV2EcosystemV2Ecozone extends ReferenceEntry {
  /** Whether summary statistics may be shown for this entry (spec 001, Summary Stats Admin). */
  @Property({ type: 'boolean', default: false })
  statsReady: Opt<boolean> = false;
}

@Entity({ tableName: 'ref_scale_of_study_site' })
export class ScaleOfStudySite extends ReferenceEntry {}

@Entity({ tableName: 'ref_study_location' })
export class StudyLocation extends ReferenceEntry {}

@Entity({ tableName: 'ref_unit_of_measure' })
export class UnitOfMeasure extends ReferenceEntry {}

@Entity({ tableName: 'ref_site_condition' })
export class SiteCondition extends ReferenceEntry {}

@Entity({ tableName: 'ref_valued_change' })
export class ValuedChange extends ReferenceEntry {}

@Entity({ tableName: 'ref_currency' })
export class Currency extends ReferenceEntry {
  /** ISO 4217 alphabetic code; `label` is the currency name as the ESVD export writes it. */
  @Property({ type: 'text', nullable: true })
  isoCode?: string | null;
}

@Entity({ tableName: 'ref_temporal_unit' })
export class TemporalUnit extends ReferenceEntry {}

@Entity({ tableName: 'ref_beneficiary_unit' })
export class BeneficiaryUnit extends ReferenceEntry {}

@Entity({ tableName: 'ref_type_of_beneficiary' })
export class TypeOfBeneficiary extends ReferenceEntry {}

/** CICES V5.1: sections (1), divisions (2), groups (3), classes (4). */
@Entity({ tableName: 'ref_cices_class' })
export class CicesClass extends ReferenceEntry {}

@Entity({ tableName: 'ref_ecosystem_condition' })
export class EcosystemCondition extends ReferenceEntry {}
