/** `prefix1 .. prefixN`: the numbered columns a many-valued field is spread over. */
const numbered = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${prefix}${index + 1}`);

/**
 * The 126 columns of the real ESVD full-data CSV export in their order (docs/spec/esvd-export-columns.md): the
 * full download's columns and the "ESVD MASTER" sheet's required headings, so that a download uploads again.
 */
export const esvdColumns: readonly string[] = [
  'ValueId',
  'StudyId',
  'ESVD2.0_Biome',
  'ESVD2.0_Biome_Codes',
  ...numbered('ESVD2.0_Biome_', 8),
  'ESVD2.0_Ecozones',
  'ESVD2.0_Ecozone_Codes',
  ...numbered('ESVD2.0_Ecozone_', 13),
  'ESVD2.0_Ecosystems',
  'ESVD2.0_Ecosystem_Codes',
  ...numbered('ESVD2.0_Ecosystem_', 7),
  'Ecosystem Text',
  'ES_Text',
  'TEEB_ES',
  'TEEB_SubES',
  ...numbered('ES_', 14),
  'CICES',
  'SEEA',
  'Countries',
  'Country_Codes',
  ...numbered('Country_Code_', 17),
  ...numbered('Country_', 17),
  'Continent',
  'Scale Of Site',
  'Study Location',
  'Protection Status',
  'Site Area',
  'Site Area Unit',
  'Site Area In Hectares',
  'Site Length',
  'Site Length Unit',
  'Site Length Km',
  'Site Condition',
  'Ecosystem Condition',
  'Latitude',
  'Longitude',
  'Valuation Methods',
  'Valued Change',
  'Original Value',
  'Currency',
  'Value Year',
  'Spatial Unit',
  'Temporal Unit',
  'Present Value Year',
  'Present Value Discount Rate',
  'Beneficiary Unit',
  'Number Of Beneficiaries',
  'Type Of Beneficiary',
  'Int$ Per Hectare Per Year',
  'Authors',
  'Title',
  'Reference',
  'Year_Pub',
  'Notes',
  'Secondary Data Sources',
  'Reviewed',
];

/**
 * The fields the ESVD layout lacks, written after its 126 columns by the export and read by an upload when present
 * (they are not required headings): value measure, the coded and reviewed dates, inclusion and its comments.
 */
export const esvdExtraColumns: readonly string[] = [
  'Value Measure',
  'Coded Date',
  'Reviewed Date',
  'InclExcl',
  'InclExcl Comments',
];

/** The template's ESVD MASTER heading row, and what an upload reads. */
export const esvdExportHeader: readonly string[] = [...esvdColumns, ...esvdExtraColumns];

/**
 * The download's last columns, computed by the standardisation engine (issue 37) from the vintage in use: never
 * stored, so an upload ignores them when a download comes back.
 */
export const computedIntPerHectarePerYearHeading = 'Int$ Per Hectare Per Year (computed)';
export const standardisationCheckHeading = 'Standardisation check';
export const esvdComputedColumns: readonly string[] = [
  computedIntPerHectarePerYearHeading,
  standardisationCheckHeading,
];

/** The full download's header. */
export const esvdDownloadHeader: readonly string[] = [...esvdExportHeader, ...esvdComputedColumns];
