import { productName, productTitle } from '@esvd/schema/rules/product';
import { worldBankAttribution } from '@esvd/schema/rules/standardisation/index';
import { ownValuationFields, referenceValuationFields } from '@esvd/schema/rules/valuation-fields';
import { computedIntPerHectarePerYearHeading, standardisationCheckHeading } from '@esvd/schema/uploads/esvd-columns';
import { columnsOf } from './release-files.ts';

/** A column's type in the Frictionless Table Schema, from its type in a typed download. */
const tableSchemaTypes = { INT32: 'integer', INT64: 'integer', DOUBLE: 'number', STRING: 'string' } as const;

/** What the ESVD's list columns hold: several entries joined with "; " (and spread over the numbered columns after). */
const listColumns: Record<string, string> = {
  ValueId: "The value record's id: its StudyId followed by a four-digit running number.",
  StudyId: 'The id of the study the value comes from.',
  'ESVD2.0_Biome': 'ESVD 2.0 biome names, joined with "; ".',
  'ESVD2.0_Biome_Codes': 'ESVD 2.0 biome codes (5), joined with "; ".',
  'ESVD2.0_Ecozones': 'ESVD 2.0 ecozone names, joined with "; ".',
  'ESVD2.0_Ecozone_Codes': 'ESVD 2.0 ecozone codes (5.3), joined with "; ".',
  'ESVD2.0_Ecosystems': 'ESVD 2.0 ecosystem names, joined with "; ".',
  'ESVD2.0_Ecosystem_Codes': 'ESVD 2.0 ecosystem codes, joined with "; ".',
  TEEB_ES: 'TEEB ecosystem service codes (1-23), joined with "; ".',
  TEEB_SubES: 'TEEB sub-service codes (191 under 19), joined with "; ".',
  CICES: 'CICES class codes, joined with "; ".',
  SEEA: 'SEEA ecosystem service names, joined with "; ".',
  Countries: 'Country names, joined with "; ".',
  Country_Codes: 'ISO 3166 alpha-3 country codes, joined with "; ".',
  'Valuation Methods': 'Valuation method codes (CV, CE, MP, TC, ...), joined with "; ".',
  Authors: "The study's authors.",
  Title: "The study's title.",
  Reference: "The study's full reference.",
  Year_Pub: "The study's year of publication.",
  [computedIntPerHectarePerYearHeading]:
    "The record's original value standardised by the product to international dollars per hectare per year at " +
    '2020 prices with the World Bank data of the release; empty where it cannot be computed.',
  [standardisationCheckHeading]: 'How the computed value compares with the stored Int$ Per Hectare Per Year.',
};

const labelOf = new Map(
  [...ownValuationFields, ...referenceValuationFields].map((field) => [field.heading, field.label] as const),
);

/** A column's description: the catalogue's label, what a list column holds, or which entry a numbered column is. */
function describe(heading: string): string {
  const described = listColumns[heading] ?? labelOf.get(heading);
  if (described) return described;
  const numbered = /^(.+)_(\d+)$/.exec(heading);
  if (numbered) return `Entry ${numbered[2]} of the record's ${numbered[1].replaceAll('_', ' ')} list, one per column.`;
  return heading;
}

export interface DataPackageSource {
  label: string;
  createdOn: Date;
  citation: string;
  vintage: string;
  /** The headings of the release's CSV, in order. */
  headings: readonly string[];
  publicUrl: string;
  /** The address of the data's licence, when the operator names one (DATASET_LICENSE). */
  license: string | undefined;
}

/**
 * A release as a Frictionless Tabular Data Package (issue 38): the package's name, title, version, licence and
 * sources, and its one resource, the release's CSV, with a Table Schema naming each column's type and meaning.
 */
export function dataPackage(source: DataPackageSource): Record<string, unknown> {
  const at = (pathname: string) => new URL(pathname, source.publicUrl).toString();
  return {
    profile: 'tabular-data-package',
    name: `${productName.toLowerCase()}-${source.label.toLowerCase()}`,
    title: `${productTitle} (${productName}), release ${source.label}`,
    version: source.label,
    created: source.createdOn.toISOString(),
    homepage: at('/releases'),
    citation: source.citation,
    ...(source.license ? { licenses: [{ path: source.license, title: `Licence of the ${productName} data` }] } : {}),
    sources: [
      { title: `${productTitle} (${productName})`, path: at('/') },
      {
        title: `${worldBankAttribution}, vintage ${source.vintage} (the computed columns)`,
        path: 'https://datacatalog.worldbank.org/public-licenses#cc-by',
      },
    ],
    resources: [
      {
        profile: 'tabular-data-resource',
        name: 'valuations',
        path: at(`/api/releases/${encodeURIComponent(source.label)}/download?format=csv`),
        format: 'csv',
        mediatype: 'text/csv',
        encoding: 'utf-8',
        dialect: { delimiter: ',', lineTerminator: '\r\n', quoteChar: '"', doubleQuote: true, header: true },
        schema: {
          fields: columnsOf(source.headings).map(({ name, type }) => ({
            name,
            type: tableSchemaTypes[type],
            description: describe(name),
          })),
          primaryKey: 'ValueId',
          missingValues: [''],
        },
      },
    ],
  };
}
