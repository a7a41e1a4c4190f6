// The reference-lists module: the lists records refer to (countries, biomes, ...) and how a list filter is stored.
export {
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
  TemporalUnit,
  UnitOfMeasure,
  ValuationMethod,
} from './reference-entry.entity.ts';
export {
  referenceEntities,
  referenceListByName,
  referenceListByPath,
  referenceLists,
  type ReferenceListName,
  type ReferenceListPath,
} from './reference-lists.registry.ts';
export { ReferenceListsService } from './reference-lists.service.ts';
export { ReferenceListWritesService } from './reference-list-writes.service.ts';
export {
  listFilterMatches,
  matchedEntries,
  storedListFilter,
  type FilteredRecords,
  type StoredLinkFilter,
} from './list-filter-storage.ts';
