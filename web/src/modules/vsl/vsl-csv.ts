import { csvText } from '@esvd/schema/rules/csv-download';

import { vslGridColumns, type VslRowData } from './vsl-grid-columns.ts';

/**
 * "Download VSL as CSV" (spec 001 §2): the rows as the grid shows them (code lists as their labels), with the record
 * id the grid hides; csvText writes a formula-looking cell with a leading apostrophe.
 */
export function vslCsv(rows: readonly VslRowData[]): string {
  return csvText(
    ['Id', ...vslGridColumns.map((column) => column.title)],
    rows.map((row) => [row.id, ...vslGridColumns.map((column) => column.shown(row))]),
  );
}

/** The file's name carries the time of the download, as the api's downloads do: ESVD_VSL_2026-11-28_14-05-09.csv. */
export function vslCsvFileName(now: Date): string {
  return `ESVD_VSL_${now.toISOString().slice(0, 19).replace('T', '_').replace(/:/g, '-')}.csv`;
}
