import type { RequiredSheet } from './workbook-checks.ts';

/** The headings of every reference sheet: an entry's code and its label, as the reference lists keep them. */
export const referenceSheetHeadings = ['Code', 'Label'] as const;

/** A reference sheet of an upload workbook and the reference list (its REST path) that fills it in the template. */
export interface ReferenceSheet extends RequiredSheet {
  list: string;
}

const sheet = (label: string, list: string): ReferenceSheet => ({ label, list, headings: referenceSheetHeadings });

/**
 * The reference sheets of both workbooks (spec 001 §3), one label per list so that a sheet reads the same in the
 * dataset and the VSL workbook. "Value Measure" holds the units of measure (site area, site length and spatial
 * units), "Value Change" the valued changes.
 */
export const referenceSheets = {
  ecosystemConditions: sheet('Ecosystem Conditions', 'ecosystemconditions'),
  cices: sheet('CICES', 'cicesclasses'),
  biomes: sheet('Biomes', 'biomeecosystems'),
  biomesV2: sheet('Biomes V2', 'biomev2ecosystemv2ecozones'),
  seea: sheet('SEEA', 'seeas'),
  teeb: sheet('TEEB', 'ecosystemservices'),
  valuationMethods: sheet('Valuation Methods', 'valuationmethods'),
  continents: sheet('Continents', 'continents'),
  protectionStatus: sheet('Protection Status', 'protectionstatuses'),
  countries: sheet('Countries', 'countries'),
  currencies: sheet('Currencies', 'currencies'),
  valueMeasure: sheet('Value Measure', 'unitofmeasures'),
  valueChange: sheet('Value Change', 'valuedchanges'),
} as const satisfies Record<string, ReferenceSheet>;
