import {
  standardisationChecks,
  standardisationSummary,
  standardiseValue,
  worldBankSeries,
  type StandardisationCheckInput,
  type StandardisationResult,
  type StandardisationWarning,
  type WorldBankFactors,
} from '@esvd/schema/rules/standardisation/index';
import type pg from 'pg';
import { badRequest } from '../../core/errors.ts';
import { inUseSeriesValues, inUseVintage } from './standardisation.sql.ts';

/** The World Bank series the engine reads (WDI codes), as every answer names them. */
export const factorSeries: readonly string[] = [worldBankSeries.deflator, worldBankSeries.ppp];

interface SeriesValueRow {
  series: string;
  iso3: string;
  year: number;
  value: number;
}

/**
 * The factors of the vintage in use, all in memory: a caller standardising many records (an export, the checks)
 * reads them once instead of once per record.
 */
export async function loadInUseFactors(client: pg.ClientBase): Promise<WorldBankFactors> {
  const {
    rows: [chosen],
  } = await client.query<{ vintage: string }>(inUseVintage.toQuery());
  if (!chosen) throw badRequest('No World Bank vintage is in use.');
  const { rows } = await client.query<SeriesValueRow>(inUseSeriesValues(factorSeries).toQuery());
  const values = new Map(rows.map((row) => [`${row.series}/${row.iso3}/${row.year}`, row.value]));
  return {
    vintage: chosen.vintage,
    deflator: (economy, year) => values.get(`${worldBankSeries.deflator}/${economy}/${year}`),
    ppp: (economy, year) => values.get(`${worldBankSeries.ppp}/${economy}/${year}`),
  };
}

/** A stored record's standardisation: the computed value, the checks' warnings and the export's one-line verdict. */
export interface RecordStandardisation {
  result: StandardisationResult;
  warnings: StandardisationWarning[];
  summary: string;
}

export function standardiseRecord(record: StandardisationCheckInput, factors: WorldBankFactors): RecordStandardisation {
  const result = standardiseValue(record, factors);
  const warnings = standardisationChecks(record, result);
  return { result, warnings, summary: standardisationSummary(record, result, warnings) };
}
