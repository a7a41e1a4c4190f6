import type { VslCodeListField } from '@esvd/schema/rules/vsl';

/** The code columns of a VSL study: the workbook's columns and the grid's code-list cells name the same lists. */
export type VslCodeColumn =
  | 'biomeCodes'
  | 'ecosystemCodes'
  | 'biomeV2Codes'
  | 'ecozoneCodes'
  | 'ecosystemV2Codes'
  | 'ecosystemServiceCodes'
  | 'countryCodes';

/** Where each code column's codes are looked up: a reference list and the levels tried, in order. */
export const vslCodeSources: Record<VslCodeColumn, { table: string; levels: number[]; list: string }> = {
  biomeCodes: { table: 'ref_biome_ecosystem', levels: [1], list: 'ESVD 1.0 biomes' },
  ecosystemCodes: { table: 'ref_biome_ecosystem', levels: [2], list: 'ESVD 1.0 ecosystems' },
  biomeV2Codes: { table: 'ref_biome_v2_ecosystem_v2_ecozone', levels: [1], list: 'ESVD 2.0 biomes' },
  ecozoneCodes: { table: 'ref_biome_v2_ecosystem_v2_ecozone', levels: [2], list: 'ESVD 2.0 ecozones' },
  ecosystemV2Codes: { table: 'ref_biome_v2_ecosystem_v2_ecozone', levels: [3], list: 'ESVD 2.0 ecosystems' },
  // A TEEB service's code first; a code no service has is a sub-service in the ESVD's form (191).
  ecosystemServiceCodes: { table: 'ref_ecosystem_service', levels: [1, 2], list: 'TEEB services' },
  countryCodes: { table: 'ref_country', levels: [1], list: 'countries (ISO alpha-3 codes)' },
};

export interface VslLink {
  table: string;
  column: string;
  codes: VslCodeColumn[];
}

/** The link tables a study's codes fill, and the code columns each takes. */
export const vslLinks: VslLink[] = [
  { table: 'vsl_study_biome_ecosystem', column: 'biome_ecosystem_id', codes: ['biomeCodes', 'ecosystemCodes'] },
  {
    table: 'vsl_study_biome_v2',
    column: 'biome_v2ecosystem_v2ecozone_id',
    codes: ['biomeV2Codes', 'ecozoneCodes', 'ecosystemV2Codes'],
  },
  { table: 'vsl_study_ecosystem_service', column: 'ecosystem_service_id', codes: ['ecosystemServiceCodes'] },
  { table: 'vsl_study_country', column: 'country_id', codes: ['countryCodes'] },
];

/** The code column each code-list cell of the grid edits. */
export const codeColumnOfField: Record<VslCodeListField, VslCodeColumn> = {
  flatVsBiomeCodes: 'biomeCodes',
  flatVsEcosystemCodes: 'ecosystemCodes',
  flatVsBiomeV2Codes: 'biomeV2Codes',
  flatVsEcozoneCodes: 'ecozoneCodes',
  flatVsEcosystemServiceCodes: 'ecosystemServiceCodes',
  flatVsCountryCodes: 'countryCodes',
};

/** The link table a code column's entries are kept in. */
export const linkOfColumn = (column: VslCodeColumn): VslLink => vslLinks.find((link) => link.codes.includes(column))!;
