import {
  ownValuationFields,
  referenceValuationFields,
  type OwnValuationField,
} from '@esvd/schema/rules/valuation-fields';
import { csvField, csvLine } from '@esvd/schema/rules/csv-download';
import type { WorldBankFactors } from '@esvd/schema/rules/standardisation/index';
import {
  computedIntPerHectarePerYearHeading,
  esvdComputedColumns,
  esvdExportHeader,
} from '@esvd/schema/uploads/esvd-columns';
import { standardiseRecord } from '../standardisation/index.ts';
import type { EsvdForms, ValuationRowView } from './valuation-rows.sql.ts';

export type Cell = string | number | null;

/** `cell`, the record's derived cell of `header`, in the form its upload gave it while it still says the same. */
function asFiled(forms: EsvdForms, header: string, cell: Cell): Cell {
  const form = forms[header];
  return form !== undefined && form[0] === (cell ?? '') ? form[1] || null : cell;
}

export interface ExportColumn {
  header: string;
  cell(row: ValuationRowView): Cell;
}

const joined = (items: string[]): string | null => (items.length ? items.join('; ') : null);

type CellOf = (row: ValuationRowView) => Cell;

const pad = (value: number) => String(value).padStart(2, '0');

/** Dates as the spec's CSV exports write them: DD-MM-YYYY HH:mm:ss (UTC); dates before year 1 are blank. */
export function exportDate(date: Date | null): string | null {
  if (!date || date.getUTCFullYear() < 1) return null;
  return (
    `${pad(date.getUTCDate())}-${pad(date.getUTCMonth() + 1)}-${String(date.getUTCFullYear()).padStart(4, '0')} ` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`
  );
}

/** An own field's cell, as its kind of value is written. */
function ownCell(field: OwnValuationField): CellOf {
  const name = field.name as keyof ValuationRowView;
  switch (field.value) {
    case 'date':
      return (row) => exportDate(row[name] as Date | null);
    case 'review':
      return (row) => (row[name] ? 'Yes' : null);
    case 'inclusion':
      return (row) => (row[name] === null ? null : row[name] ? 1 : 0);
    default:
      return (row) => row[name] as Cell;
  }
}

/** Each single column's cell, by its header: the catalogued fields', the ids, the links' joined lists, the study's. */
const cells: Record<string, CellOf> = {
  ...Object.fromEntries(ownValuationFields.map((field) => [field.heading, ownCell(field)])),
  ...Object.fromEntries(
    referenceValuationFields.map(({ heading, property }) => [
      heading,
      (row: ValuationRowView) => row[property as keyof ValuationRowView] as Cell,
    ]),
  ),
  ValueId: (row) => row.valueId,
  StudyId: (row) => row.studyId,
  'ESVD2.0_Biome': (row) => joined(row.biomes),
  'ESVD2.0_Biome_Codes': (row) => joined(row.biomeCodes),
  'ESVD2.0_Ecozones': (row) => joined(row.ecozones),
  'ESVD2.0_Ecozone_Codes': (row) => joined(row.ecozoneCodes),
  'ESVD2.0_Ecosystems': (row) => joined(row.ecosystems),
  'ESVD2.0_Ecosystem_Codes': (row) => joined(row.ecosystemCodes),
  TEEB_ES: (row) => joined(row.teebCodes),
  // Sub-service codes as the list keeps them: the ESVD's form, the service code followed by a digit (191).
  TEEB_SubES: (row) => joined(row.teebSubCodes),
  CICES: (row) => joined(row.cicesCodes),
  SEEA: (row) => joined(row.seeas),
  Countries: (row) => joined(row.countries),
  Country_Codes: (row) => joined(row.countryCodes),
  'Valuation Methods': (row) => joined(row.valuationMethodCodes),
  Authors: (row) => row.authors,
  Title: (row) => row.title,
  Reference: (row) => row.reference,
  Year_Pub: (row) => row.yearOfPublication,
};

/**
 * The many-valued fields spread over numbered columns (`prefix1 .. prefixN`), one value each, as the ESVD writes
 * them: names for biomes, ecozones, ecosystems and services (`ES_1` is the name of the first `TEEB_ES` service),
 * codes and names for countries.
 */
const spreadCells: Record<string, (row: ValuationRowView) => string[]> = {
  'ESVD2.0_Biome_': (row) => row.biomes,
  'ESVD2.0_Ecozone_': (row) => row.ecozones,
  'ESVD2.0_Ecosystem_': (row) => row.ecosystems,
  ES_: (row) => row.teebServices,
  Country_Code_: (row) => row.countryCodes,
  Country_: (row) => row.countries,
};

function cellOf(header: string): CellOf {
  if (Object.hasOwn(cells, header)) return cells[header];
  const [, prefix, number] = /^(.*_)(\d+)$/.exec(header) ?? [];
  const items = prefix ? spreadCells[prefix] : undefined;
  if (!items) throw new Error(`The export has no cell for the column ${header}`);
  const index = Number(number) - 1;
  return (row) => items(row)[index] ?? null;
}

/**
 * The columns of a valuation export, in the order of the shared header (schema/uploads/esvd-columns.ts): the 126
 * columns of the real ESVD full-data CSV, so that an exported file can be edited and uploaded again, followed by the
 * fields that layout lacks (value measure, dates, inclusion). A many-valued field is one cell joined with "; " in
 * the order it was entered, and is also spread over the numbered columns after it.
 */
export const exportColumns: readonly ExportColumn[] = esvdExportHeader.map((header) => ({
  header,
  cell: cellOf(header),
}));

/** Every column's heading: the stored fields', then the two the standardisation engine computes. */
export const exportHeader: readonly string[] = [...esvdExportHeader, ...esvdComputedColumns];

/** A column's type in a typed download (Parquet): whole numbers of 32 or 64 bits, doubles, or UTF-8 text. */
export type ParquetType = 'INT32' | 'INT64' | 'DOUBLE' | 'STRING';

export interface ParquetColumn {
  name: string;
  type: ParquetType;
}

/** An own field's type, as `ownCell` writes its values: inclusion as 1 or 0, review and dates as text. */
function ownFieldType(field: OwnValuationField): ParquetType {
  if (field.value === 'inclusion') return 'INT32';
  if (field.type === 'float8') return 'DOUBLE';
  return field.type === 'int2' ? 'INT32' : 'STRING';
}

/** The typed columns; the ids and the study's year are the entities' (value_id a bigint), not catalogued fields. */
const columnTypes = new Map<string, ParquetType>([
  ...ownValuationFields.map((field): [string, ParquetType] => [field.heading, ownFieldType(field)]),
  ['ValueId', 'INT64'],
  ['StudyId', 'INT32'],
  ['Year_Pub', 'INT32'],
  [computedIntPerHectarePerYearHeading, 'DOUBLE'],
]);

/**
 * Every column of `exportHeader` with its Parquet type. The rest are text: reference entries' names, and the
 * many-valued fields in the ESVD's form (joined with "; " and spread over numbered columns), not Parquet lists, so
 * that a Parquet file holds what the CSV holds.
 */
export const exportParquetColumns: readonly ParquetColumn[] = exportHeader.map((name) => ({
  name,
  type: columnTypes.get(name) ?? 'STRING',
}));

/**
 * The computed columns' cells: the standardised value (empty when not computable) and the checks' verdict. Downloads
 * show only published records.
 */
function computedCells(row: ValuationRowView, factors: WorldBankFactors): [Cell, Cell] {
  const { result, summary } = standardiseRecord(
    {
      originalValue: row.originalValue,
      currency: row.currency,
      valueYear: row.valueYear,
      countries: row.countryCodes,
      spatialUnit: row.spatialUnit,
      siteAreaInHectares: row.siteAreaInHectares,
      temporalUnit: row.temporalUnit,
      presentValueYear: row.presentValueYear,
      presentValueDiscountRate: row.presentValueDiscountRate,
      beneficiaryUnit: row.beneficiaryUnit,
      numberOfBeneficiaries: row.numberOfBeneficiaries,
      intPerHectarePerYear: row.intPerHectarePerYear,
      published: true,
    },
    factors,
  );
  return [result.computable ? result.value : null, summary];
}

/** The stored columns' cells of a record, in the forms its upload gave them (EsvdForms). */
function storedCells(row: ValuationRowView): Cell[] {
  const cells = exportColumns.map((exportColumn) => exportColumn.cell(row));
  const forms = row.esvdForms;
  if (forms === null) return cells;
  return cells.map((cell, index) => asFiled(forms, exportColumns[index].header, cell));
}

export const exportCells = (row: ValuationRowView, factors: WorldBankFactors): Cell[] => [
  ...storedCells(row),
  ...computedCells(row, factors),
];

export const csvHeader = `${exportHeader.map((header) => csvField(header)).join(',')}\r\n`;

/** A record's CSV line, built straight from the columns: an export writes a million of them. */
export function csvRecord(row: ValuationRowView, factors: WorldBankFactors): string {
  if (row.esvdForms !== null) return csvLine(exportCells(row, factors));
  let line = csvField(exportColumns[0].cell(row));
  for (let index = 1; index < exportColumns.length; index++) line += `,${csvField(exportColumns[index].cell(row))}`;
  for (const cell of computedCells(row, factors)) line += `,${csvField(cell)}`;
  return `${line}\r\n`;
}
