import type { ValuationRowView } from './valuation-rows.sql.ts';

export type Cell = string | number | null;

export interface ExportColumn {
  header: string;
  cell(row: ValuationRowView): Cell;
}

const joined = (items: string[]): string | null => (items.length ? items.join('; ') : null);

const column = (header: string, cell: (row: ValuationRowView) => Cell): ExportColumn => ({ header, cell });

/** A many-valued field spread over numbered columns `prefix1 .. prefixN`, one value each. */
const spread = (prefix: string, count: number, items: (row: ValuationRowView) => string[]): ExportColumn[] =>
  Array.from({ length: count }, (_, index) => column(`${prefix}${index + 1}`, (row) => items(row)[index] ?? null));

const pad = (value: number) => String(value).padStart(2, '0');

/** Dates as the spec's CSV exports write them: DD-MM-YYYY HH:mm:ss (UTC); dates before year 1 are blank. */
export function exportDate(date: Date | null): string | null {
  if (!date || date.getUTCFullYear() < 1) return null;
  return (
    `${pad(date.getUTCDate())}-${pad(date.getUTCMonth() + 1)}-${String(date.getUTCFullYear()).padStart(4, '0')} ` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`
  );
}

/**
 * The columns of a valuation export: the 126 columns of the real ESVD full-data CSV in their order
 * (../shared/spec/esvd-export-columns.md), so that an exported file can be edited and uploaded again,
 * followed by the fields that layout lacks (value measure, dates, inclusion). A many-valued field is
 * one cell joined with "; " in the order it was entered, and is also spread over the numbered columns after it,
 * as the ESVD writes them: names for biomes, ecozones, ecosystems and services (`ES_1` is the name of the first
 * `TEEB_ES` service), codes and names for countries.
 */
export const exportColumns: readonly ExportColumn[] = [
  column('ValueId', (row) => row.valueId),
  column('StudyId', (row) => row.studyId),
  column('ESVD2.0_Biome', (row) => joined(row.biomes)),
  column('ESVD2.0_Biome_Codes', (row) => joined(row.biomeCodes)),
  ...spread('ESVD2.0_Biome_', 8, (row) => row.biomes),
  column('ESVD2.0_Ecozones', (row) => joined(row.ecozones)),
  column('ESVD2.0_Ecozone_Codes', (row) => joined(row.ecozoneCodes)),
  ...spread('ESVD2.0_Ecozone_', 13, (row) => row.ecozones),
  column('ESVD2.0_Ecosystems', (row) => joined(row.ecosystems)),
  column('ESVD2.0_Ecosystem_Codes', (row) => joined(row.ecosystemCodes)),
  ...spread('ESVD2.0_Ecosystem_', 7, (row) => row.ecosystems),
  column('Ecosystem Text', (row) => row.ecosystemDescription),
  column('ES_Text', (row) => row.ecosystemServiceDescription),
  column('TEEB_ES', (row) => joined(row.teebCodes)),
  // Sub-service codes as the list keeps them: the ESVD's form, the service code followed by a digit (191).
  column('TEEB_SubES', (row) => joined(row.teebSubCodes)),
  ...spread('ES_', 14, (row) => row.teebServices),
  column('CICES', (row) => joined(row.cicesCodes)),
  column('SEEA', (row) => joined(row.seeas)),
  column('Countries', (row) => joined(row.countries)),
  column('Country_Codes', (row) => joined(row.countryCodes)),
  ...spread('Country_Code_', 17, (row) => row.countryCodes),
  ...spread('Country_', 17, (row) => row.countries),
  column('Continent', (row) => row.continent),
  column('Scale Of Site', (row) => row.scaleOfStudySite),
  column('Study Location', (row) => row.studyLocation),
  column('Protection Status', (row) => row.protectionStatus),
  column('Site Area', (row) => row.siteArea),
  column('Site Area Unit', (row) => row.siteAreaUnit),
  column('Site Area In Hectares', (row) => row.siteAreaInHectares),
  column('Site Length', (row) => row.siteLength),
  column('Site Length Unit', (row) => row.siteLengthUnit),
  column('Site Length Km', (row) => row.siteLengthKm),
  column('Site Condition', (row) => row.siteCondition),
  column('Ecosystem Condition', (row) => row.ecosystemCondition),
  column('Latitude', (row) => row.latitude),
  column('Longitude', (row) => row.longitude),
  column('Valuation Methods', (row) => joined(row.valuationMethodCodes)),
  column('Valued Change', (row) => row.valuedChange),
  column('Original Value', (row) => row.originalValue),
  column('Currency', (row) => row.currency),
  column('Value Year', (row) => row.valueYear),
  column('Spatial Unit', (row) => row.spatialUnit),
  column('Temporal Unit', (row) => row.temporalUnit),
  column('Present Value Year', (row) => row.presentValueYear),
  column('Present Value Discount Rate', (row) => row.presentValueDiscountRate),
  column('Beneficiary Unit', (row) => row.beneficiaryUnit),
  column('Number Of Beneficiaries', (row) => row.numberOfBeneficiaries),
  column('Type Of Beneficiary', (row) => row.typeOfBeneficiary),
  column('Int$ Per Hectare Per Year', (row) => row.intPerHectarePerYear),
  column('Authors', (row) => row.authors),
  column('Title', (row) => row.title),
  column('Reference', (row) => row.reference),
  column('Year_Pub', (row) => row.yearOfPublication),
  column('Notes', (row) => row.notes),
  column('Secondary Data Sources', (row) => row.secondaryDataSources),
  column('Reviewed', (row) => (row.reviewed ? 'Yes' : null)),
  // Beyond the 126 columns of the ESVD layout.
  column('Value Measure', (row) => row.valueMeasure),
  column('Coded Date', (row) => exportDate(row.codedDate)),
  column('Reviewed Date', (row) => exportDate(row.reviewedDate)),
  column('InclExcl', (row) => (row.inclExcl === null ? null : row.inclExcl ? 1 : 0)),
  column('InclExcl Comments', (row) => row.inclExclComments),
];

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
