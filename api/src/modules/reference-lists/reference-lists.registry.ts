import type { EntityClass } from '@mikro-orm/core';
import {
  BeneficiaryUnit,
  BiomeEcosystem,
  BiomeV2EcosystemV2Ecozone,
  CicesClass,
  Continent,
  Country,
  Currency,
  EcosystemCondition,
  EcosystemService,
  ProtectionStatus,
  ReferenceEntry,
  ScaleOfStudySite,
  Seea,
  SiteCondition,
  StudyLocation,
  TemporalUnit,
  TypeOfBeneficiary,
  UnitOfMeasure,
  ValuationMethod,
  ValuedChange,
} from './reference-entry.entity.ts';

const lists = [
  ['countries', 'COUNTRIES', 'Countries', Country, 'ref_country', false],
  [
    'protectionstatuses',
    'PROTECTION_STATUSES',
    'Protection statuses',
    ProtectionStatus,
    'ref_protection_status',
    false,
  ],
  ['continents', 'CONTINENTS', 'Continents', Continent, 'ref_continent', false],
  ['valuationmethods', 'VALUATION_METHODS', 'Valuation methods', ValuationMethod, 'ref_valuation_method', false],
  [
    'ecosystemservices',
    'ECOSYSTEM_SERVICES',
    'Ecosystem services (TEEB)',
    EcosystemService,
    'ref_ecosystem_service',
    true,
  ],
  ['seeas', 'SEEAS', 'SEEA ecosystem services', Seea, 'ref_seea', true],
  [
    'biomeecosystems',
    'BIOME_ECOSYSTEMS',
    'Biomes / ecosystems (ESVD 1.0)',
    BiomeEcosystem,
    'ref_biome_ecosystem',
    true,
  ],
  [
    'biomev2ecosystemv2ecozones',
    'BIOME_V2_ECOSYSTEM_V2_ECOZONES',
    'ESVD 2.0 biomes / ecozones / ecosystems',
    BiomeV2EcosystemV2Ecozone,
    'ref_biome_v2_ecosystem_v2_ecozone',
    true,
  ],
  [
    'scaleofstudysites',
    'SCALE_OF_STUDY_SITES',
    'Scales of study site',
    ScaleOfStudySite,
    'ref_scale_of_study_site',
    false,
  ],
  ['studylocations', 'STUDY_LOCATIONS', 'Study locations', StudyLocation, 'ref_study_location', false],
  ['unitofmeasures', 'UNIT_OF_MEASURES', 'Units of measure', UnitOfMeasure, 'ref_unit_of_measure', false],
  ['siteconditions', 'SITE_CONDITIONS', 'Site conditions', SiteCondition, 'ref_site_condition', false],
  ['valuedchanges', 'VALUED_CHANGES', 'Valued changes', ValuedChange, 'ref_valued_change', false],
  ['currencies', 'CURRENCIES', 'Currencies', Currency, 'ref_currency', false],
  ['temporalunits', 'TEMPORAL_UNITS', 'Temporal units', TemporalUnit, 'ref_temporal_unit', false],
  ['beneficiaryunits', 'BENEFICIARY_UNITS', 'Beneficiary units', BeneficiaryUnit, 'ref_beneficiary_unit', false],
  [
    'typeofbeneficiaries',
    'TYPE_OF_BENEFICIARIES',
    'Types of beneficiary',
    TypeOfBeneficiary,
    'ref_type_of_beneficiary',
    false,
  ],
  ['cicesclasses', 'CICES_CLASSES', 'CICES V5.1 classes', CicesClass, 'ref_cices_class', true],
  [
    'ecosystemconditions',
    'ECOSYSTEM_CONDITIONS',
    'Ecosystem conditions',
    EcosystemCondition,
    'ref_ecosystem_condition',
    false,
  ],
] as const;

export type ReferenceListPath = (typeof lists)[number][0];
export type ReferenceListName = (typeof lists)[number][1];

export interface ReferenceListDefinition {
  /** The REST path segment the spec names: GET /api/{path}/ */
  path: ReferenceListPath;
  /** GraphQL enum value. */
  name: ReferenceListName;
  /** What a person reads. */
  title: string;
  entity: EntityClass<ReferenceEntry>;
  tableName: string;
  hierarchical: boolean;
}

export const referenceLists: readonly ReferenceListDefinition[] = lists.map(
  ([path, name, title, entity, tableName, hierarchical]) => ({ path, name, title, entity, tableName, hierarchical }),
);

export const referenceEntities = referenceLists.map((list) => list.entity);

export function referenceListByPath(path: string): ReferenceListDefinition | undefined {
  return referenceLists.find((list) => list.path === path.toLowerCase());
}

export function referenceListByName(name: ReferenceListName): ReferenceListDefinition {
  const list = referenceLists.find((candidate) => candidate.name === name);
  if (!list) throw new Error(`Unknown reference list ${name}`);
  return list;
}
