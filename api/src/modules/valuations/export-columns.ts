import { esvdExportHeader } from '@esvd/schema/uploads/esvd-columns';
import type { ValuationRowView } from './valuation-rows.sql.ts';

export type Cell = string | number | null;

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

/** Each single column's cell, by its header. */
const cells: Record<string, CellOf> = {
  ValueId: (row) => row.valueId,
  StudyId: (row) => row.studyId,
  'ESVD2.0_Biome': (row) => joined(row.biomes),
  'ESVD2.0_Biome_Codes': (row) => joined(row.biomeCodes),
  'ESVD2.0_Ecozones': (row) => joined(row.ecozones),
  'ESVD2.0_Ecozone_Codes': (row) => joined(row.ecozoneCodes),
  'ESVD2.0_Ecosystems': (row) => joined(row.ecosystems),
  'ESVD2.0_Ecosystem_Codes': (row) => joined(row.ecosystemCodes),
  'Ecosystem Text': (row) => row.ecosystemDescription,
  ES_Text: (row) => row.ecosystemServiceDescription,
  TEEB_ES: (row) => joined(row.teebCodes),
  // Sub-service codes as the list keeps them: the ESVD's form, the service code followed by a digit (191).
  TEEB_SubES: (row) => joined(row.teebSubCodes),
  CICES: (row) => joined(row.cicesCodes),
  SEEA: (row) => joined(row.seeas),
  Countries: (row) => joined(row.countries),
  Country_Codes: (row) => joined(row.countryCodes),
  Continent: (row) => row.continent,
  'Scale Of Site': (row) => row.scaleOfStudySite,
  'Study Location': (row) => row.studyLocation,
  'Protection Status': (row) => row.protectionStatus,
  'Site Area': (row) => row.siteArea,
  'Site Area Unit': (row) => row.siteAreaUnit,
  'Site Area In Hectares': (row) => row.siteAreaInHectares,
  'Site Length': (row) => row.siteLength,
  'Site Length Unit': (row) => row.siteLengthUnit,
  'Site Length Km': (row) => row.siteLengthKm,
  'Site Condition': (row) => row.siteCondition,
  'Ecosystem Condition': (row) => row.ecosystemCondition,
  Latitude: (row) => row.latitude,
  Longitude: (row) => row.longitude,
  'Valuation Methods': (row) => joined(row.valuationMethodCodes),
  'Valued Change': (row) => row.valuedChange,
  'Original Value': (row) => row.originalValue,
  Currency: (row) => row.currency,
  'Value Year': (row) => row.valueYear,
  'Spatial Unit': (row) => row.spatialUnit,
  'Temporal Unit': (row) => row.temporalUnit,
  'Present Value Year': (row) => row.presentValueYear,
  'Present Value Discount Rate': (row) => row.presentValueDiscountRate,
  'Beneficiary Unit': (row) => row.beneficiaryUnit,
  'Number Of Beneficiaries': (row) => row.numberOfBeneficiaries,
  'Type Of Beneficiary': (row) => row.typeOfBeneficiary,
  'Int$ Per Hectare Per Year': (row) => row.intPerHectarePerYear,
  Authors: (row) => row.authors,
  Title: (row) => row.title,
  Reference: (row) => row.reference,
  Year_Pub: (row) => row.yearOfPublication,
  Notes: (row) => row.notes,
  'Secondary Data Sources': (row) => row.secondaryDataSources,
  Reviewed: (row) => (row.reviewed ? 'Yes' : null),
  'Value Measure': (row) => row.valueMeasure,
  'Coded Date': (row) => exportDate(row.codedDate),
  'Reviewed Date': (row) => exportDate(row.reviewedDate),
  InclExcl: (row) => (row.inclExcl === null ? null : row.inclExcl ? 1 : 0),
  'InclExcl Comments': (row) => row.inclExclComments,
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

export const exportCells = (row: ValuationRowView): Cell[] =>
  exportColumns.map((exportColumn) => exportColumn.cell(row));

const needsQuotes = /[",\r\n]/;

/** One CSV field (RFC 4180): text with a comma, quote or line break is quoted, its quotes doubled. */
const csvField = (cell: Cell): string => {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  return needsQuotes.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
};

export const csvHeader = `${exportColumns.map((exportColumn) => csvField(exportColumn.header)).join(',')}\r\n`;

/** A record's CSV line, built straight from the columns: an export writes a million of them. */
export function csvRecord(row: ValuationRowView): string {
  let line = csvField(exportColumns[0].cell(row));
  for (let index = 1; index < exportColumns.length; index++) line += `,${csvField(exportColumns[index].cell(row))}`;
  return `${line}\r\n`;
}
