// The standardisation module: the World Bank series in PostgreSQL and the engine that standardises values with them.
export {
  flaggedRecordsAmong,
  StandardisationChecksService,
  type FlaggedRecord,
} from './standardisation-checks.service.ts';
export { StandardisationService, type StandardisationView } from './standardisation.service.ts';
export { loadInUseFactors, standardiseRecord, type RecordStandardisation } from './world-bank-factors.ts';
export { WdiValue, WdiVintage } from './world-bank.entity.ts';
