import {
  worldBankAttribution,
  type StandardisationCheckCode,
  type StandardisationWarning,
  type WorldBankFactors,
} from '@esvd/schema/rules/standardisation/index';
import {
  standardisationChecksFilter,
  standardisationChecksPageInput,
  type StandardisationChecksFilter,
} from '@esvd/schema/rules/standardisation/input';
import { computedIntPerHectarePerYearHeading, standardisationCheckHeading } from '@esvd/schema/uploads/esvd-columns';
import type { Context } from '../../core/context.ts';
import { parseInput } from '../../core/errors.ts';
import type pg from 'pg';
import { withClient, type SqlFragment } from '../../core/sql.ts';
import type { CsvFile, CsvFiles } from '../downloads/index.ts';
import {
  checkedRecords,
  checkedRecordsAmong,
  checkedRecordsBatch,
  type CheckedRecordRow,
} from './standardisation-checks.sql.ts';
import { factorSeries, loadInUseFactors, standardiseRecord } from './world-bank-factors.ts';

/** A record the checks flag: who it is, its stored and computed values, the verdict and the warnings. */
export interface FlaggedRecord {
  valueId: number;
  studyId: number;
  title: string;
  published: boolean;
  countries: string[];
  intPerHectarePerYear: number | null;
  computed: number | null;
  summary: string;
  warnings: StandardisationWarning[];
}

/** Where the computed values come from: the World Bank vintage in use and its series. */
export interface ChecksSource {
  vintage: string;
  series: string[];
  attribution: string;
}

export interface FlaggedRecordsPage extends ChecksSource {
  totalCount: number;
  items: FlaggedRecord[];
}

/** The record as `found` takes it when its checks give a warning (of `code`, when one is asked for). */
function flaggedRecord(
  row: CheckedRecordRow,
  factors: WorldBankFactors,
  code: StandardisationCheckCode | null,
): FlaggedRecord | undefined {
  const { result, warnings, summary } = standardiseRecord(row, factors);
  if (warnings.length === 0 || (code !== null && !warnings.some((warning) => warning.code === code))) return undefined;
  return {
    valueId: row.valueId,
    studyId: row.studyId,
    title: row.title,
    published: row.published,
    countries: row.countries,
    intPerHectarePerYear: row.intPerHectarePerYear,
    computed: result.computable ? result.value : null,
    summary,
    warnings,
  };
}

const defaultPageSize = 50;

const csvHeader = [
  'ValueId',
  'StudyId',
  'Title',
  'Published',
  'Country_Codes',
  'Int$ Per Hectare Per Year',
  computedIntPerHectarePerYearHeading,
  standardisationCheckHeading,
  'Warnings',
  'Fields',
  'World Bank vintage',
];

/**
 * The checks across the database (issue 37), for editors and administrators: every record is standardised with the
 * vintage in use and those with a warning are listed, in ValueId order. Read-only: stored values are never changed.
 */
export class StandardisationChecksService {
  constructor(private readonly csvFiles: CsvFiles) {}

  async page(context: Context, input: unknown): Promise<FlaggedRecordsPage> {
    const { offset = 0, limit = defaultPageSize, ...filter } = parseInput(standardisationChecksPageInput, input);
    const items: FlaggedRecord[] = [];
    let totalCount = 0;
    const source = await this.scan(context, filter, (record) => {
      if (totalCount >= offset && items.length < limit) items.push(record);
      totalCount++;
    });
    return { ...source, totalCount, items };
  }

  async download(context: Context, input: unknown): Promise<CsvFile> {
    const filter = parseInput(standardisationChecksFilter, input);
    const records: FlaggedRecord[] = [];
    const { vintage } = await this.scan(context, filter, (record) => records.push(record));
    const rows = records.map((record) => [
      record.valueId,
      record.studyId,
      record.title,
      record.published ? 'Yes' : 'No',
      record.countries.join('; '),
      record.intPerHectarePerYear,
      record.computed,
      record.summary,
      record.warnings.map((warning) => warning.message).join('; '),
      record.warnings.map((warning) => warning.field).join('; '),
      vintage,
    ]);
    return this.csvFiles.csvFile(context, 'standardisation_checks', csvHeader, rows);
  }

  /** Standardises every record the filter admits and hands each flagged one to `found`. */
  private scan(
    context: Context,
    filter: StandardisationChecksFilter,
    found: (record: FlaggedRecord) => void,
  ): Promise<ChecksSource> {
    return withClient(context.em, (client) =>
      scanRecords(
        client,
        (after) => checkedRecords(after, checkedRecordsBatch, filter.country ?? null),
        filter.code ?? null,
        found,
      ),
    );
  }
}

/**
 * Standardises the records `batch` reads (keyset batches in ValueId order, each the one after ValueId `after`) with
 * the vintage in use, and hands each flagged one (with a warning of `code`, when one is asked for) to `found`.
 */
async function scanRecords(
  client: pg.ClientBase,
  batch: (after: number) => SqlFragment,
  code: StandardisationCheckCode | null,
  found: (record: FlaggedRecord) => void,
): Promise<ChecksSource> {
  const factors = await loadInUseFactors(client);
  let after = 0;
  for (;;) {
    const { rows } = await client.query<CheckedRecordRow>(batch(after).toQuery());
    for (const row of rows) {
      const flagged = flaggedRecord(row, factors, code);
      if (flagged) found(flagged);
    }
    if (rows.length < checkedRecordsBatch) break;
    after = rows[rows.length - 1].valueId;
  }
  return {
    vintage: factors.vintage,
    series: [...factorSeries],
    attribution: `${worldBankAttribution}, vintage ${factors.vintage}`,
  };
}

/**
 * The records with these ValueIds that the checks flag, in ValueId order, read through `client` (inside a
 * transaction, with what it has written), and the vintage they were computed with: a dataset upload reports them.
 */
export async function flaggedRecordsAmong(
  client: pg.ClientBase,
  valueIds: readonly number[],
): Promise<{ vintage: string; records: FlaggedRecord[] }> {
  const records: FlaggedRecord[] = [];
  const { vintage } = await scanRecords(
    client,
    (after) => checkedRecordsAmong(valueIds, after, checkedRecordsBatch),
    null,
    (record) => records.push(record),
  );
  return { vintage, records };
}
