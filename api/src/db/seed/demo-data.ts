import type { EntityManager } from '@mikro-orm/postgresql';
import { executeIn, withConnectionOf, type SqlFragment } from '../../core/sql.ts';
import { loadInUseFactors } from '../../modules/standardisation/index.ts';
import { referenceLists, type ReferenceListPath } from '../../modules/reference-lists/index.ts';
import type { Logger } from '../../core/logger.ts';
import {
  DemoDataGenerator,
  type CatalogEntry,
  type DemoStudy,
  type DemoValuation,
  type DemoValuationLinks,
  type ReferenceCatalog,
} from './demo-generator.ts';
import {
  analyze,
  bulkLoad,
  generatorEntries,
  inOneStatement,
  refreshAllLinkKeys,
  refreshAllStatistics,
  refreshValuationCount,
  resetIdSequence,
  studiesOrValuationsStored,
  unnestInsert,
  type ColumnType,
} from './seed.sql.ts';

export const defaultDemoSeed = 2020;

export interface DemoDataOptions {
  /** Number of value records; studies follow at about 13 per 100. */
  valuations: number;
  seed?: number;
  logger?: Logger;
}

/** Value records per statement: big enough to amortise a round trip, small enough to keep memory flat. */
const valuationsPerStatement = 20_000;

export interface DemoDataSummary {
  studies: number;
  valuations: number;
  links: number;
  milliseconds: number;
}

/** Reads the reference lists as the generator needs them (ids by code, parents, continents, stats flags). */
export async function loadCatalog(em: EntityManager): Promise<ReferenceCatalog> {
  const catalog: Partial<ReferenceCatalog> = {};
  // One after another: the queries share the transaction's single connection.
  for (const list of referenceLists) {
    catalog[list.path as ReferenceListPath] = await executeIn<CatalogEntry>(em, generatorEntries(list));
  }
  return catalog as ReferenceCatalog;
}

type ColumnSpec<Row> = [name: string, type: ColumnType, value: (row: Row) => unknown];

const studyColumns: ColumnSpec<DemoStudy>[] = [
  ['id', 'int', (study) => study.id],
  ['study_id', 'int', (study) => study.studyId],
  ['title', 'text', (study) => study.title],
  ['authors', 'text', (study) => study.authors],
  ['reference', 'text', (study) => study.reference],
  ['year_of_publication', 'smallint', (study) => study.yearOfPublication],
  ['is_published', 'bool', (study) => study.isPublished],
  ['is_complete', 'bool', (study) => study.isComplete],
  ['is_new', 'bool', (study) => study.isNew],
  ['is_demo', 'bool', () => true],
  ['published_on', 'timestamptz', (study) => study.publishedOn],
  ['created_on', 'timestamptz', (study) => study.createdOn],
  ['updated_on', 'timestamptz', (study) => study.publishedOn ?? study.createdOn],
];

const valuationColumns: ColumnSpec<DemoValuation>[] = [
  ['id', 'int', (v) => v.id],
  ['value_id', 'bigint', (v) => v.valueId],
  ['study_id', 'int', (v) => v.studyRowId],
  ['coded_date', 'timestamptz', (v) => v.codedDate],
  ['ecosystem_description', 'text', (v) => v.ecosystemDescription],
  ['ecosystem_service_description', 'text', (v) => v.ecosystemServiceDescription],
  ['continent_id', 'int', (v) => v.continentId],
  ['scale_of_study_site_id', 'int', (v) => v.scaleOfStudySiteId],
  ['study_location', 'text', (v) => v.studyLocation],
  ['protection_status_id', 'int', (v) => v.protectionStatusId],
  ['site_area', 'float8', (v) => v.siteArea],
  ['site_area_unit_id', 'int', (v) => v.siteAreaUnitId],
  ['site_area_in_hectares', 'float8', (v) => v.siteAreaInHectares],
  ['site_length', 'float8', (v) => v.siteLength],
  ['site_length_unit_id', 'int', (v) => v.siteLengthUnitId],
  ['site_length_km', 'float8', (v) => v.siteLengthKm],
  ['site_condition', 'text', (v) => v.siteCondition],
  ['ecosystem_condition_id', 'int', (v) => v.ecosystemConditionId],
  ['latitude', 'float8', (v) => v.latitude],
  ['longitude', 'float8', (v) => v.longitude],
  ['valued_change', 'text', (v) => v.valuedChange],
  ['value_measure', 'text', (v) => v.valueMeasure],
  ['original_value', 'float8', (v) => v.originalValue],
  ['currency_id', 'int', (v) => v.currencyId],
  ['value_year', 'smallint', (v) => v.valueYear],
  ['spatial_unit_id', 'int', (v) => v.spatialUnitId],
  ['temporal_unit_id', 'int', (v) => v.temporalUnitId],
  ['present_value_year', 'smallint', (v) => v.presentValueYear],
  ['present_value_discount_rate', 'float8', (v) => v.presentValueDiscountRate],
  ['beneficiary_unit_id', 'int', (v) => v.beneficiaryUnitId],
  ['number_of_beneficiaries', 'float8', (v) => v.numberOfBeneficiaries],
  ['type_of_beneficiary', 'text', (v) => v.typeOfBeneficiary],
  ['int_per_hectare_per_year', 'float8', (v) => v.intPerHectarePerYear],
  ['notes', 'text', (v) => v.notes],
  ['secondary_data_sources', 'text', (v) => v.secondaryDataSources],
  ['incl_excl', 'bool', (v) => v.inclExcl],
  ['incl_excl_comments', 'text', (v) => v.inclExclComments],
  ['reviewed', 'bool', (v) => v.reviewed],
  ['reviewed_date', 'timestamptz', (v) => v.reviewedDate],
  ['created_on', 'timestamptz', (v) => v.codedDate],
  ['updated_on', 'timestamptz', (v) => v.reviewedDate ?? v.codedDate],
];

/** The join tables of a valuation's many-valued links: table, target column, which links. */
const linkTables: [table: string, targetColumn: string, links: keyof DemoValuationLinks][] = [
  ['valuation_biome_v2', 'biome_v2ecosystem_v2ecozone_id', 'biomeV2EcosystemV2Ecozones'],
  ['valuation_ecosystem_service', 'ecosystem_service_id', 'ecosystemServices'],
  ['valuation_cices', 'cices_class_id', 'ciceses'],
  ['valuation_seea', 'seea_id', 'seeas'],
  ['valuation_country', 'country_id', 'countries'],
  ['valuation_valuation_method', 'valuation_method_id', 'valuationMethods'],
];

export const demoTables = ['study', 'valuation', ...linkTables.map(([table]) => table)];

/**
 * One statement per batch: the studies, their valuations and every link row, as data-modifying CTEs.
 * A single round trip lets the next batch be generated while PostgreSQL writes this one.
 */
function batchStatement(studies: readonly DemoStudy[]): { statement: SqlFragment; links: number } {
  const valuations = studies.flatMap((study) => study.valuations);
  const insert = <Row>(table: string, specs: ColumnSpec<Row>[], rows: readonly Row[]) =>
    unnestInsert(
      table,
      specs.map(([name, type, value]) => ({ name, type, values: rows.map(value) })),
    );
  let links = 0;
  const statements = [insert('study', studyColumns, studies), insert('valuation', valuationColumns, valuations)];
  for (const [table, targetColumn, key] of linkTables) {
    // Each link with its place among the valuation's, in the order generated.
    const rows = valuations.flatMap((valuation) =>
      valuation.links[key].map((target, index) => [valuation.id, target, index + 1]),
    );
    links += rows.length;
    statements.push(
      insert<number[]>(
        table,
        [
          ['valuation_id', 'int', (row) => row[0]],
          [targetColumn, 'int', (row) => row[1]],
          ['position', 'smallint', (row) => row[2]],
        ],
        rows,
      ),
    );
  }
  return { statement: inOneStatement(statements), links };
}

/**
 * Generates and writes the demo dataset into empty study and valuation tables, in the entity manager's
 * transaction when it has one. Studies get ids 1..N, value records 1..V; sequences are moved past them.
 */
export async function seedDemoData(em: EntityManager, options: DemoDataOptions): Promise<DemoDataSummary> {
  const started = Date.now();
  const [{ occupied }] = await executeIn<{ occupied: boolean }>(em, studiesOrValuationsStored);
  if (occupied) throw new Error('Demo data is only written into empty study and valuation tables');

  const generator = new DemoDataGenerator(
    await loadCatalog(em),
    options.seed ?? defaultDemoSeed,
    await withConnectionOf(em, loadInUseFactors),
  );
  const total = options.valuations;
  const progressStep = Math.max(valuationsPerStatement, Math.ceil(total / 10));
  let nextProgress = progressStep;
  let written = { studies: 0, valuations: 0, links: 0 };
  let pending: Promise<unknown> = Promise.resolve();
  let batch: DemoStudy[] = [];
  let batchValuations = 0;

  const flush = async () => {
    const { statement, links } = batchStatement(batch);
    written = {
      studies: written.studies + batch.length,
      valuations: written.valuations + batchValuations,
      links: written.links + links,
    };
    batch = [];
    batchValuations = 0;
    await pending;
    pending = executeIn(em, statement);
    // Awaited at the next flush; until then a failure must not count as an unhandled rejection.
    pending.catch(() => undefined);
    if (written.valuations >= nextProgress && written.valuations < total) {
      options.logger?.info(
        `Demo data: ${Math.round((written.valuations / total) * 100)}% (${written.valuations} of ${total} value records)`,
      );
      nextProgress += progressStep;
    }
  };

  await bulkLoad(em, demoTables, async () => {
    for (const study of generator.generate(total)) {
      batch.push(study);
      batchValuations += study.valuations.length;
      if (batchValuations >= valuationsPerStatement) await flush();
    }
    if (batch.length) await flush();
    await pending;
    if (total > progressStep)
      options.logger?.info('Demo data: 100% written; logging the tables, rebuilding indexes, checking foreign keys');
  });
  await resetIdSequence(em, 'study');
  // The StudyID sequence stays where it was: it draws the StudyIDs of studies entered by hand, never in the demo's range.
  await resetIdSequence(em, 'valuation');
  // The load ran without triggers: the statistics facts, link keys and kept counts are derived once, for every record.
  await executeIn(em, refreshAllStatistics);
  await executeIn(em, refreshAllLinkKeys);
  await executeIn(em, refreshValuationCount);
  for (const table of demoTables) await executeIn(em, analyze(table));
  return { ...written, milliseconds: Date.now() - started };
}
