import {
  BigIntType,
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
  BeneficiaryUnit,
  BiomeV2EcosystemV2Ecozone,
  CicesClass,
  Continent,
  Country,
  Currency,
  EcosystemCondition,
  EcosystemService,
  ProtectionStatus,
  ScaleOfStudySite,
  Seea,
  TemporalUnit,
  UnitOfMeasure,
  ValuationMethod,
} from '../reference-lists/index.ts';
import { pivotEntity } from '../../db/pivot.ts';
import { Study } from '../studies/index.ts';
import { User } from '../accounts/index.ts';

// Fresh objects per property: MikroORM writes the column name into the options it is given.
const numeric = () => ({ type: 'double', nullable: true }) as const;
const text = () => ({ type: 'text', nullable: true }) as const;

/**
 * A value record: one valuation of ecosystem services at a site, standardised to Int$/ha/year at
 * 2020 prices (`intPerHectarePerYear`, empty when it cannot be standardised).
 * Many-valued links are pivot tables whose composite key plus the index MikroORM puts on each
 * foreign key serve `EXISTS` filters from either side. Each link keeps its place among the record's
 * (`position`): the ESVD's lists are ordered (`9; 13; 5; 4`), so the entry service reads and writes
 * them with SQL in that order rather than through these collections, which MikroORM keeps unordered.
 */
@Entity({ tableName: 'valuation' })
@Index({
  name: 'valuation_search_idx',
  expression: 'create index "valuation_search_idx" on "valuation" using gin ("search_document")',
})
// Covering indexes: broad searches, counts, statistics and the map read these instead of the wide rows
// (why and how much: migration 20261121165205).
@Index({
  name: 'valuation_continent_id_index',
  expression:
    'create index "valuation_continent_id_index" on "valuation" ("continent_id") include ("study_id", "protection_status_id")',
})
@Index({
  name: 'valuation_map_index',
  expression:
    'create index "valuation_map_index" on "valuation" ("latitude", "longitude", "value_id") include ("id", "study_id", "continent_id", "protection_status_id", "study_location", "int_per_hectare_per_year") where "latitude" is not null and "longitude" is not null',
})
@Index({
  name: 'valuation_statistics_facts_index',
  expression:
    'create index "valuation_statistics_facts_index" on "valuation" ("id") include ("study_id", "continent_id", "protection_status_id", "statistics_biome_id", "statistics_ecozone_id", "int_per_hectare_per_year") where "statistics_usable"',
})
@Index({
  name: 'valuation_search_facts_index',
  expression:
    'create index "valuation_search_facts_index" on "valuation" ("id") include ("study_id", "value_id", "continent_id", "protection_status_id")',
})
export class Valuation {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  /**
   * Study id followed by a running number: entered here, study 1205 -> 120500001, 120500002, ... (spec 000 §4);
   * a record from the ESVD keeps the ValueId it has there (12050001).
   */
  @Property({ type: new BigIntType('number'), unique: true })
  valueId!: number;

  @Index()
  @ManyToOne({ entity: () => Study, deleteRule: 'cascade' })
  study!: Rel<Study>;

  @Property({ type: 'datetime', nullable: true })
  codedDate?: Date | null;

  @ManyToMany({ entity: () => BiomeV2EcosystemV2Ecozone, pivotEntity: () => ValuationBiomeV2 })
  biomeV2EcosystemV2Ecozones = new Collection<BiomeV2EcosystemV2Ecozone>(this);

  @Property(text())
  ecosystemDescription?: string | null;

  @Property(text())
  ecosystemServiceDescription?: string | null;

  @ManyToMany({ entity: () => EcosystemService, pivotEntity: () => ValuationEcosystemService })
  ecosystemServices = new Collection<EcosystemService>(this);

  @ManyToMany({ entity: () => CicesClass, pivotEntity: () => ValuationCices })
  ciceses = new Collection<CicesClass>(this);

  @ManyToMany({ entity: () => Seea, pivotEntity: () => ValuationSeea })
  seeas = new Collection<Seea>(this);

  @ManyToMany({ entity: () => Country, pivotEntity: () => ValuationCountry })
  countries = new Collection<Country>(this);

  @ManyToOne({ entity: () => Continent, nullable: true })
  continent?: Rel<Continent> | null;

  @ManyToOne({ entity: () => ScaleOfStudySite, nullable: true })
  scaleOfStudySite?: Rel<ScaleOfStudySite> | null;

  @Property(text())
  studyLocation?: string | null;

  @Index()
  @ManyToOne({ entity: () => ProtectionStatus, nullable: true })
  protectionStatus?: Rel<ProtectionStatus> | null;

  @Property(numeric())
  siteArea?: number | null;

  @ManyToOne({ entity: () => UnitOfMeasure, nullable: true })
  siteAreaUnit?: Rel<UnitOfMeasure> | null;

  @Property(numeric())
  siteAreaInHectares?: number | null;

  @Property(numeric())
  siteLength?: number | null;

  @ManyToOne({ entity: () => UnitOfMeasure, nullable: true })
  siteLengthUnit?: Rel<UnitOfMeasure> | null;

  @Property(numeric())
  siteLengthKm?: number | null;

  /** Free text in the ESVD; the site-conditions list only suggests common values. */
  @Property(text())
  siteCondition?: string | null;

  @ManyToOne({ entity: () => EcosystemCondition, nullable: true })
  ecosystemCondition?: Rel<EcosystemCondition> | null;

  @Property(numeric())
  latitude?: number | null;

  @Property(numeric())
  longitude?: number | null;

  @ManyToMany({ entity: () => ValuationMethod, pivotEntity: () => ValuationValuationMethod })
  valuationMethods = new Collection<ValuationMethod>(this);

  /** Free text in the ESVD; the valued-changes list only suggests common values. */
  @Property(text())
  valuedChange?: string | null;

  /** What the value measures (e.g. marginal, total); a column of the ESVD export. */
  @Property(text())
  valueMeasure?: string | null;

  @Property(numeric())
  originalValue?: number | null;

  @ManyToOne({ entity: () => Currency, nullable: true })
  currency?: Rel<Currency> | null;

  @Property({ type: 'smallint', nullable: true })
  valueYear?: number | null;

  @ManyToOne({ entity: () => UnitOfMeasure, nullable: true })
  spatialUnit?: Rel<UnitOfMeasure> | null;

  @ManyToOne({ entity: () => TemporalUnit, nullable: true })
  temporalUnit?: Rel<TemporalUnit> | null;

  @Property({ type: 'smallint', nullable: true })
  presentValueYear?: number | null;

  @Property(numeric())
  presentValueDiscountRate?: number | null;

  @ManyToOne({ entity: () => BeneficiaryUnit, nullable: true })
  beneficiaryUnit?: Rel<BeneficiaryUnit> | null;

  @Property(numeric())
  numberOfBeneficiaries?: number | null;

  /** Free text in the ESVD; the types-of-beneficiary list only suggests common values. */
  @Property(text())
  typeOfBeneficiary?: string | null;

  /** Standardised value, Int$/ha/year at 2020 prices; null when it cannot be standardised. */
  @Index()
  @Property(numeric())
  intPerHectarePerYear?: number | null;

  @Property(text())
  notes?: string | null;

  @Property(text())
  secondaryDataSources?: string | null;

  /** Inclusion: true Included, false Excluded, null Unread. */
  @Property({ type: 'boolean', nullable: true })
  inclExcl?: boolean | null;

  @Property(text())
  inclExclComments?: string | null;

  @Property({ type: 'boolean', default: false })
  reviewed: Opt<boolean> = false;

  @Property({ type: 'datetime', nullable: true })
  reviewedDate?: Date | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdOn: Opt<Date> = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedOn: Opt<Date> = new Date();

  @ManyToOne({ entity: () => User, nullable: true, deleteRule: 'set null' })
  updatedBy?: Rel<User> | null;

  @Property({ type: 'integer', version: true })
  version!: Opt<number>;

  // What summary statistics take from the record (spec 000 §9): whether it counts at all (a positive value,
  // no value transfer, exactly one TEEB service), its one biome and its one ecozone. PostgreSQL's trigger
  // `refresh_valuation_statistics` sets them whenever what they depend on changes; the app never writes them.
  @Property({ type: 'boolean', default: false, lazy: true, hidden: true })
  statisticsUsable?: Opt<boolean>;

  @Property({ type: 'integer', nullable: true, lazy: true, hidden: true })
  statisticsBiomeId?: number | null;

  @Property({ type: 'integer', nullable: true, lazy: true, hidden: true })
  statisticsEcozoneId?: number | null;

  // The uploaded file's own forms of the cells the export derives from reference entries (EsvdForms in
  // valuation-rows.sql.ts): written by the dataset upload, read by the export; the app's forms never write them.
  @Property({ type: 'json', nullable: true, lazy: true, hidden: true })
  esvdForms?: Record<string, [string, string]> | null;

  @Property({
    type: 'tsvector',
    lazy: true,
    hidden: true,
    generated:
      "(to_tsvector('english', coalesce(ecosystem_description, '') || ' ' || coalesce(ecosystem_service_description, '') || ' ' || coalesce(study_location, '') || ' ' || coalesce(notes, ''))) stored",
  })
  searchDocument?: Opt<string>;
}

export const ValuationBiomeV2 = pivotEntity(
  'ValuationBiomeV2',
  'valuation_biome_v2',
  { property: 'valuation', entity: () => Valuation },
  { property: 'biomeV2EcosystemV2Ecozone', entity: () => BiomeV2EcosystemV2Ecozone },
  { ordered: true },
);
export const ValuationEcosystemService = pivotEntity(
  'ValuationEcosystemService',
  'valuation_ecosystem_service',
  { property: 'valuation', entity: () => Valuation },
  { property: 'ecosystemService', entity: () => EcosystemService },
  { ordered: true },
);
export const ValuationCices = pivotEntity(
  'ValuationCices',
  'valuation_cices',
  { property: 'valuation', entity: () => Valuation },
  { property: 'cicesClass', entity: () => CicesClass },
  { ordered: true },
);
export const ValuationSeea = pivotEntity(
  'ValuationSeea',
  'valuation_seea',
  { property: 'valuation', entity: () => Valuation },
  { property: 'seea', entity: () => Seea },
  { ordered: true },
);
export const ValuationCountry = pivotEntity(
  'ValuationCountry',
  'valuation_country',
  { property: 'valuation', entity: () => Valuation },
  { property: 'country', entity: () => Country },
  { ordered: true },
);
export const ValuationValuationMethod = pivotEntity(
  'ValuationValuationMethod',
  'valuation_valuation_method',
  { property: 'valuation', entity: () => Valuation },
  { property: 'valuationMethod', entity: () => ValuationMethod },
  { ordered: true },
);

export const valuationPivots = [
  ValuationBiomeV2,
  ValuationEcosystemService,
  ValuationCices,
  ValuationSeea,
  ValuationCountry,
  ValuationValuationMethod,
];
