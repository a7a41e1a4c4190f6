// The ESVD's export as tests read it: its 126 columns (docs/spec/esvd-export-columns.md) and a CSV parser.
// The columns are written out here apart from the product's (schema/uploads/esvd-columns.ts) on purpose: the tests
// hold the product's export and workbook to the spec's list, which a shared list could not do.

/** The 126 columns of the real ESVD full-data CSV, in order. */
export const esvdColumns = [
  'ValueId',
  'StudyId',
  'ESVD2.0_Biome',
  'ESVD2.0_Biome_Codes',
  ...Array.from({ length: 8 }, (_, index) => `ESVD2.0_Biome_${index + 1}`),
  'ESVD2.0_Ecozones',
  'ESVD2.0_Ecozone_Codes',
  ...Array.from({ length: 13 }, (_, index) => `ESVD2.0_Ecozone_${index + 1}`),
  'ESVD2.0_Ecosystems',
  'ESVD2.0_Ecosystem_Codes',
  ...Array.from({ length: 7 }, (_, index) => `ESVD2.0_Ecosystem_${index + 1}`),
  'Ecosystem Text',
  'ES_Text',
  'TEEB_ES',
  'TEEB_SubES',
  ...Array.from({ length: 14 }, (_, index) => `ES_${index + 1}`),
  'CICES',
  'SEEA',
  'Countries',
  'Country_Codes',
  ...Array.from({ length: 17 }, (_, index) => `Country_Code_${index + 1}`),
  ...Array.from({ length: 17 }, (_, index) => `Country_${index + 1}`),
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

/** RFC 4180: fields separated by commas, records by CRLF, quoted fields with doubled quotes. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      index++;
    } else field += char;
  }
  if (field !== '' || record.length) records.push([...record, field]);
  return records;
}
