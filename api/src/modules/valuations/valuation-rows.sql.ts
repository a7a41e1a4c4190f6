import type pg from 'pg';
import { joinSql, sql, trusted, type SqlFragment } from './sql.ts';

/**
 * A value record as search results show it (spec 000 §3): the valuation's own fields, the names and
 * codes of everything it links to, and its study's bibliography. Many-valued links are lists in the
 * order of their reference list.
 */
export interface ValuationRowView {
  id: number;
  valueId: number;
  studyId: number;
  codedDate: Date | null;
  biomes: string[];
  biomeCodes: string[];
  ecozones: string[];
  ecozoneCodes: string[];
  ecosystems: string[];
  ecosystemCodes: string[];
  ecosystemDescription: string | null;
  ecosystemServiceDescription: string | null;
  /** Names of the linked TEEB services and sub-services. */
  ecosystemServices: string[];
  /** TEEB service codes (level 1), also of the services whose sub-services are linked. */
  teebCodes: string[];
  /** TEEB sub-service codes (level 2). */
  teebSubCodes: string[];
  ciceses: string[];
  cicesCodes: string[];
  seeas: string[];
  seeaCodes: string[];
  countries: string[];
  countryCodes: string[];
  continent: string | null;
  scaleOfStudySite: string | null;
  studyLocation: string | null;
  protectionStatus: string | null;
  siteArea: number | null;
  siteAreaUnit: string | null;
  siteAreaInHectares: number | null;
  siteLength: number | null;
  siteLengthUnit: string | null;
  siteLengthKm: number | null;
  siteCondition: string | null;
  ecosystemCondition: string | null;
  latitude: number | null;
  longitude: number | null;
  valuationMethods: string[];
  valuationMethodCodes: string[];
  valuedChange: string | null;
  valueMeasure: string | null;
  originalValue: number | null;
  currency: string | null;
  valueYear: number | null;
  spatialUnit: string | null;
  temporalUnit: string | null;
  presentValueYear: number | null;
  presentValueDiscountRate: number | null;
  beneficiaryUnit: string | null;
  numberOfBeneficiaries: number | null;
  typeOfBeneficiary: string | null;
  intPerHectarePerYear: number | null;
  notes: string | null;
  secondaryDataSources: string | null;
  inclExcl: boolean | null;
  inclExclComments: string | null;
  reviewed: boolean;
  reviewedDate: Date | null;
  authors: string;
  title: string;
  reference: string;
  yearOfPublication: number;
}

type ReferenceField =
  | 'continent'
  | 'scaleOfStudySite'
  | 'protectionStatus'
  | 'siteAreaUnit'
  | 'siteLengthUnit'
  | 'siteCondition'
  | 'ecosystemCondition'
  | 'valuedChange'
  | 'currency'
  | 'spatialUnit'
  | 'temporalUnit'
  | 'beneficiaryUnit'
  | 'typeOfBeneficiary';

/** Single-valued reference fields: the row field (the entry's name), its table, the valuation's column. */
const referenceFields: [field: ReferenceField, table: string, column: string][] = [
  ['continent', 'ref_continent', 'continent_id'],
  ['scaleOfStudySite', 'ref_scale_of_study_site', 'scale_of_study_site_id'],
  ['protectionStatus', 'ref_protection_status', 'protection_status_id'],
  ['siteAreaUnit', 'ref_unit_of_measure', 'site_area_unit_id'],
  ['siteLengthUnit', 'ref_unit_of_measure', 'site_length_unit_id'],
  ['siteCondition', 'ref_site_condition', 'site_condition_id'],
  ['ecosystemCondition', 'ref_ecosystem_condition', 'ecosystem_condition_id'],
  ['valuedChange', 'ref_valued_change', 'valued_change_id'],
  ['currency', 'ref_currency', 'currency_id'],
  ['spatialUnit', 'ref_unit_of_measure', 'spatial_unit_id'],
  ['temporalUnit', 'ref_temporal_unit', 'temporal_unit_id'],
  ['beneficiaryUnit', 'ref_beneficiary_unit', 'beneficiary_unit_id'],
  ['typeOfBeneficiary', 'ref_type_of_beneficiary', 'type_of_beneficiary_id'],
];

/** Lists travel as one text joined with the ASCII unit separator, which no name contains. */
const separator = '\u001f';
const listOf = (text: string | null): string[] => (text ? text.split(separator) : []);
const distinct = (items: string[]) => [...new Set(items)];

/** `string_agg` of one expression over a link's entries, in the order of the reference list. */
const listAggregate = (name: string, expression: string, where = ''): [name: string, expression: string] => [
  name,
  `string_agg(${expression}, chr(31) order by entry.sort_order, entry.id)${where ? ` filter (where ${where})` : ''}`,
];

/**
 * One grouped subquery per join table: the entries of that list for every valuation of the page or
 * batch, aggregated in SQL. Grouping the page's links in one pass lets PostgreSQL hash each small
 * reference table once, where a lateral subquery per valuation rebuilt that hash for every row.
 */
const linkAggregates: {
  alias: string;
  pivot: string;
  column: string;
  table: string;
  aggregates: [string, string][];
}[] = [
  {
    alias: 'habitat',
    pivot: 'valuation_biome_v2',
    column: 'biome_v2ecosystem_v2ecozone_id',
    table: 'ref_biome_v2_ecosystem_v2_ecozone',
    aggregates: [
      listAggregate('biomes', 'entry.label', 'entry.level = 1'),
      listAggregate('biome_codes', 'entry.code', 'entry.level = 1'),
      listAggregate('ecozones', 'entry.label', 'entry.level = 2'),
      listAggregate('ecozone_codes', 'entry.code', 'entry.level = 2'),
      listAggregate('ecosystems', 'entry.label', 'entry.level = 3'),
      listAggregate('ecosystem_codes', 'entry.code', 'entry.level = 3'),
    ],
  },
  {
    alias: 'teeb',
    pivot: 'valuation_ecosystem_service',
    column: 'ecosystem_service_id',
    table: 'ref_ecosystem_service',
    aggregates: [
      listAggregate('teeb_names', 'entry.label'),
      // The service a sub-service belongs to is the first code of its path.
      listAggregate('teeb_service_codes', `split_part(entry.path, '/', 1)`),
      listAggregate('teeb_sub_service_codes', 'entry.code', 'entry.level > 1'),
    ],
  },
  {
    alias: 'cices',
    pivot: 'valuation_cices',
    column: 'cices_class_id',
    table: 'ref_cices_class',
    aggregates: [listAggregate('cices_names', 'entry.label'), listAggregate('cices_codes', 'entry.code')],
  },
  {
    alias: 'seea',
    pivot: 'valuation_seea',
    column: 'seea_id',
    table: 'ref_seea',
    aggregates: [listAggregate('seea_names', 'entry.label'), listAggregate('seea_codes', 'entry.code')],
  },
  {
    alias: 'country',
    pivot: 'valuation_country',
    column: 'country_id',
    table: 'ref_country',
    aggregates: [listAggregate('country_names', 'entry.label'), listAggregate('country_codes', 'entry.code')],
  },
  {
    alias: 'method',
    pivot: 'valuation_valuation_method',
    column: 'valuation_method_id',
    table: 'ref_valuation_method',
    aggregates: [listAggregate('method_names', 'entry.label'), listAggregate('method_codes', 'entry.code')],
  },
];

const referenceAlias = (index: number) => `ref_${index}`;

const selectList = trusted(
  [
    'v.id, v.value_id, s.study_id, v.coded_date, v.ecosystem_description, v.ecosystem_service_description',
    'v.study_location, v.site_area, v.site_area_in_hectares, v.site_length, v.site_length_km',
    'v.latitude, v.longitude, v.value_measure, v.original_value, v.value_year, v.present_value_year',
    'v.present_value_discount_rate, v.number_of_beneficiaries, v.int_per_hectare_per_year, v.notes',
    'v.secondary_data_sources, v.incl_excl, v.incl_excl_comments, v.reviewed, v.reviewed_date',
    's.authors, s.title, s.reference, s.year_of_publication',
    ...referenceFields.map((_, index) => `${referenceAlias(index)}.label as ${referenceAlias(index)}`),
    ...linkAggregates.flatMap(({ alias, aggregates }) => aggregates.map(([name]) => `${alias}.${name}`)),
  ].join(', '),
);

const joins = joinSql(
  [
    ...referenceFields.map(([, table, column], index) =>
      trusted(`left join ${table} ${referenceAlias(index)} on ${referenceAlias(index)}.id = v.${column}`),
    ),
    ...linkAggregates.map(({ alias, pivot, column, table, aggregates }) =>
      trusted(`left join (
          select link.valuation_id, ${aggregates.map(([name, expression]) => `${expression} as ${name}`).join(', ')}
          from ${pivot} link join ${table} entry on entry.id = link.${column}
          where link.valuation_id in (select id from page)
          group by link.valuation_id
        ) ${alias} on ${alias}.valuation_id = v.id`),
    ),
  ],
  '\n',
);

type RawRow = Record<string, unknown>;

function toView(row: RawRow): ValuationRowView {
  const text = (name: string) => row[name] as string | null;
  const references = Object.fromEntries(
    referenceFields.map(([field], index) => [field, text(referenceAlias(index))]),
  ) as Record<ReferenceField, string | null>;
  return {
    ...references,
    id: row.id as number,
    // bigint arrives as text; valueIds stay far below 2^53.
    valueId: Number(row.value_id),
    studyId: row.study_id as number,
    codedDate: row.coded_date as Date | null,
    biomes: listOf(text('biomes')),
    biomeCodes: listOf(text('biome_codes')),
    ecozones: listOf(text('ecozones')),
    ecozoneCodes: listOf(text('ecozone_codes')),
    ecosystems: listOf(text('ecosystems')),
    ecosystemCodes: listOf(text('ecosystem_codes')),
    ecosystemDescription: text('ecosystem_description'),
    ecosystemServiceDescription: text('ecosystem_service_description'),
    ecosystemServices: listOf(text('teeb_names')),
    teebCodes: distinct(listOf(text('teeb_service_codes'))),
    teebSubCodes: listOf(text('teeb_sub_service_codes')),
    ciceses: listOf(text('cices_names')),
    cicesCodes: listOf(text('cices_codes')),
    seeas: listOf(text('seea_names')),
    seeaCodes: listOf(text('seea_codes')),
    countries: listOf(text('country_names')),
    countryCodes: listOf(text('country_codes')),
    studyLocation: text('study_location'),
    siteArea: row.site_area as number | null,
    siteAreaInHectares: row.site_area_in_hectares as number | null,
    siteLength: row.site_length as number | null,
    siteLengthKm: row.site_length_km as number | null,
    latitude: row.latitude as number | null,
    longitude: row.longitude as number | null,
    valuationMethods: listOf(text('method_names')),
    valuationMethodCodes: listOf(text('method_codes')),
    valueMeasure: text('value_measure'),
    originalValue: row.original_value as number | null,
    valueYear: row.value_year as number | null,
    presentValueYear: row.present_value_year as number | null,
    presentValueDiscountRate: row.present_value_discount_rate as number | null,
    numberOfBeneficiaries: row.number_of_beneficiaries as number | null,
    intPerHectarePerYear: row.int_per_hectare_per_year as number | null,
    notes: text('notes'),
    secondaryDataSources: text('secondary_data_sources'),
    inclExcl: row.incl_excl as boolean | null,
    inclExclComments: text('incl_excl_comments'),
    reviewed: row.reviewed as boolean,
    reviewedDate: row.reviewed_date as Date | null,
    authors: row.authors as string,
    title: row.title as string,
    reference: row.reference as string,
    yearOfPublication: row.year_of_publication as number,
  };
}

/**
 * The rows of the valuations `source` names, in its order. `source` is a FROM item with columns
 * (id, position): a page of a search, a batch of an export, a list of ids. Everything is assembled in
 * this one statement: reference names by join, many-valued links by one lateral aggregate per table.
 */
export function valuationRowsQuery(source: SqlFragment): SqlFragment {
  return sql`with page as materialized (select id, position from ${source})
    select ${selectList}
    from page
    join valuation v on v.id = page.id
    join study s on s.id = v.study_id
    ${joins}
    order by page.position`;
}

/**
 * Runs the rows statement. `statementName` prepares it once per connection, for sources whose text
 * never changes (ids as a parameter), so that a long export does not plan every batch again.
 */
export async function selectValuationRows(
  client: pg.Client,
  source: SqlFragment,
  statementName?: string,
): Promise<ValuationRowView[]> {
  const { rows } = await client.query<RawRow>({ ...valuationRowsQuery(source).toQuery(), name: statementName });
  return rows.map(toView);
}

/** A `selectValuationRows` source for given valuation ids, kept in the given order. */
export const idsInOrder = (ids: readonly number[]): SqlFragment =>
  sql`unnest(${ids}::int[]) with ordinality as page(id, position)`;

/** A `selectValuationRows` source for the ids an ordered subquery picks. */
export const idsFrom = (ids: SqlFragment): SqlFragment =>
  sql`unnest(array(${ids})) with ordinality as page(id, position)`;
