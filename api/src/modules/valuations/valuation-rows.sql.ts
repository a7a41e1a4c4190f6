import type pg from 'pg';
import {
  linkValuationFields,
  ownValuationFields,
  referenceValuationFields,
  type LinkValuationField,
  type ValuationLinkField,
} from '@esvd/schema/rules/valuation-fields';
import { joinSql, sql, trusted, type SqlFragment } from '../../core/sql.ts';

/**
 * A value record as search results show it (spec 000 §3): the valuation's own fields, the names and
 * codes of everything it links to, and its study's bibliography. Many-valued links are lists in the
 * order they were entered (links stored without a place follow, in their reference list's order).
 */
/**
 * An uploaded file's own forms of the cells the export derives from reference entries (a country's ESVD name "Kenya,
 * Republic of" for the list's "Kenya", a numbered column's leading space, "Total" for "total"), by heading, each with
 * the product's form it stood for (valuation.esvd_forms, written by the dataset upload). The export writes the file's
 * form while the record still derives the product's: an edit that changes what the cell says ends it.
 */
export type EsvdForms = Record<string, [product: string, file: string]>;

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
  /** The names of the services of `teebCodes`, in the same order. */
  teebServices: string[];
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
  /** Whether its study is published; records of others (drafts) reach only their editors. */
  studyPublished: boolean;
  esvdForms: EsvdForms | null;
}

/** Lists travel as one text joined with the ASCII unit separator, which no name contains. */
const separator = '\u001f';
const listOf = (text: string | null): string[] => (text ? text.split(separator) : []);

/**
 * THE order of a record's links, over a link table `link` joined to its entries `entry`: the order they were
 * entered; links stored without a place (written by hand, or before places were kept) follow in the reference
 * list's order.
 */
export const linkOrder = 'link.position nulls last, entry.sort_order, entry.id';

/** `string_agg` of one expression over a link's entries, in `linkOrder`. */
const listAggregate = (name: string, expression: string, where = ''): [name: string, expression: string] => [
  name,
  `string_agg(${expression}, chr(31) order by ${linkOrder})${where ? ` filter (where ${where})` : ''}`,
];

/**
 * One grouped subquery per join table: the entries of that list for every valuation of the page or
 * batch, aggregated in SQL. Grouping the page's links in one pass lets PostgreSQL hash each small
 * reference table once, where a lateral subquery per valuation rebuilt that hash for every row.
 */
const aggregatesOf: {
  alias: string;
  field: ValuationLinkField;
  /** More of the reference list that the aggregates read. */
  join?: string;
  aggregates: [string, string][];
}[] = [
  {
    alias: 'habitat',
    field: 'biomeV2EcosystemV2Ecozones',
    aggregates: [
      listAggregate('biomes', 'entry.label', 'entry.level = 1'),
      listAggregate('biomeCodes', 'entry.code', 'entry.level = 1'),
      listAggregate('ecozones', 'entry.label', 'entry.level = 2'),
      listAggregate('ecozoneCodes', 'entry.code', 'entry.level = 2'),
      listAggregate('ecosystems', 'entry.label', 'entry.level = 3'),
      listAggregate('ecosystemCodes', 'entry.code', 'entry.level = 3'),
    ],
  },
  {
    alias: 'teeb',
    field: 'ecosystemServices',
    // The service a sub-service belongs to is the first code of its path.
    join: `left join ref_ecosystem_service service on service.level = 1 and service.code = split_part(entry.path, '/', 1)`,
    aggregates: [
      listAggregate('ecosystemServices', 'entry.label'),
      listAggregate('teebCodes', 'service.code'),
      listAggregate('teebServices', 'service.label'),
      listAggregate('teebSubCodes', 'entry.code', 'entry.level > 1'),
    ],
  },
  {
    alias: 'cices',
    field: 'ciceses',
    aggregates: [listAggregate('ciceses', 'entry.label'), listAggregate('cicesCodes', 'entry.code')],
  },
  {
    alias: 'seea',
    field: 'seeas',
    aggregates: [listAggregate('seeas', 'entry.label'), listAggregate('seeaCodes', 'entry.code')],
  },
  {
    alias: 'country',
    field: 'countries',
    aggregates: [listAggregate('countries', 'entry.label'), listAggregate('countryCodes', 'entry.code')],
  },
  {
    alias: 'method',
    field: 'valuationMethods',
    aggregates: [listAggregate('valuationMethods', 'entry.label'), listAggregate('valuationMethodCodes', 'entry.code')],
  },
];

/** The aggregates with their link's tables, from the valuation field catalogue. */
export const linkAggregates: (Omit<(typeof aggregatesOf)[number], 'field'> & Omit<LinkValuationField, 'kind'>)[] =
  aggregatesOf.map(({ field, ...aggregate }) => ({
    ...aggregate,
    ...linkValuationFields.find((link) => link.name === field)!,
  }));

const referenceAlias = (index: number) => `ref_${index}`;

/** The view's columns that are not catalogued valuation fields: ids and the study's bibliography. */
const identityColumns: [field: keyof ValuationRowView, column: string][] = [
  ['id', 'v.id'],
  ['valueId', 'v.value_id'],
  ['studyId', 's.study_id'],
  ['authors', 's.authors'],
  ['title', 's.title'],
  ['reference', 's.reference'],
  ['yearOfPublication', 's.year_of_publication'],
  ['studyPublished', 's.is_published'],
  ['esvdForms', 'v.esvd_forms'],
];

/** The valuation's own columns under the names of the view: the catalogue's names. */
const ownColumns: [field: string, column: string][] = [
  ...identityColumns,
  ...ownValuationFields.map(({ name, column }): [string, string] => [name, `v.${column}`]),
];

const selectList = trusted(
  [
    ...ownColumns.map(([field, column]) => `${column} as "${field}"`),
    ...referenceValuationFields.map(({ property }, index) => `${referenceAlias(index)}.label as "${property}"`),
    ...linkAggregates.flatMap(({ alias, aggregates }) => aggregates.map(([name]) => `${alias}."${name}"`)),
  ].join(', '),
);

const joins = joinSql(
  [
    ...referenceValuationFields.map(({ table, column }, index) =>
      trusted(`left join ${table} ${referenceAlias(index)} on ${referenceAlias(index)}.id = v.${column}`),
    ),
    ...linkAggregates.map(({ alias, pivot, column, table, join = '', aggregates }) =>
      trusted(`left join (
          select link.valuation_id, ${aggregates.map(([name, expression]) => `${expression} as "${name}"`).join(', ')}
          from ${pivot} link join ${table} entry on entry.id = link.${column} ${join}
          where link.valuation_id in (select id from page)
          group by link.valuation_id
        ) ${alias} on ${alias}.valuation_id = v.id`),
    ),
  ],
  '\n',
);

type ListField =
  | 'biomes'
  | 'biomeCodes'
  | 'ecozones'
  | 'ecozoneCodes'
  | 'ecosystems'
  | 'ecosystemCodes'
  | 'ecosystemServices'
  | 'teebCodes'
  | 'teebServices'
  | 'teebSubCodes'
  | 'ciceses'
  | 'cicesCodes'
  | 'seeas'
  | 'seeaCodes'
  | 'countries'
  | 'countryCodes'
  | 'valuationMethods'
  | 'valuationMethodCodes';

/** A row as PostgreSQL sends it: lists as joined text, the bigint valueId as text. */
type RawRow = Omit<ValuationRowView, ListField | 'valueId'> & Record<ListField, string | null> & { valueId: string };

/** The services of a record's TEEB links, each once, where it first appears: codes and names alike. */
function distinctServices(row: RawRow): { codes: string[]; names: string[] } {
  const codes = listOf(row.teebCodes);
  const names = listOf(row.teebServices);
  const firsts = codes.flatMap((code, index) => (codes.indexOf(code) === index ? [index] : []));
  return firsts.length === codes.length
    ? { codes, names }
    : { codes: firsts.map((index) => codes[index]), names: firsts.map((index) => names[index]) };
}

/** One object literal per row: an export turns a million of them into views, so no spreading or copying. */
function toView(row: RawRow): ValuationRowView {
  const services = distinctServices(row);
  return {
    id: row.id,
    // valueIds stay far below 2^53.
    valueId: Number(row.valueId),
    studyId: row.studyId,
    codedDate: row.codedDate,
    biomes: listOf(row.biomes),
    biomeCodes: listOf(row.biomeCodes),
    ecozones: listOf(row.ecozones),
    ecozoneCodes: listOf(row.ecozoneCodes),
    ecosystems: listOf(row.ecosystems),
    ecosystemCodes: listOf(row.ecosystemCodes),
    ecosystemDescription: row.ecosystemDescription,
    ecosystemServiceDescription: row.ecosystemServiceDescription,
    ecosystemServices: listOf(row.ecosystemServices),
    teebCodes: services.codes,
    teebServices: services.names,
    teebSubCodes: listOf(row.teebSubCodes),
    ciceses: listOf(row.ciceses),
    cicesCodes: listOf(row.cicesCodes),
    seeas: listOf(row.seeas),
    seeaCodes: listOf(row.seeaCodes),
    countries: listOf(row.countries),
    countryCodes: listOf(row.countryCodes),
    continent: row.continent,
    scaleOfStudySite: row.scaleOfStudySite,
    studyLocation: row.studyLocation,
    protectionStatus: row.protectionStatus,
    siteArea: row.siteArea,
    siteAreaUnit: row.siteAreaUnit,
    siteAreaInHectares: row.siteAreaInHectares,
    siteLength: row.siteLength,
    siteLengthUnit: row.siteLengthUnit,
    siteLengthKm: row.siteLengthKm,
    siteCondition: row.siteCondition,
    ecosystemCondition: row.ecosystemCondition,
    latitude: row.latitude,
    longitude: row.longitude,
    valuationMethods: listOf(row.valuationMethods),
    valuationMethodCodes: listOf(row.valuationMethodCodes),
    valuedChange: row.valuedChange,
    valueMeasure: row.valueMeasure,
    originalValue: row.originalValue,
    currency: row.currency,
    valueYear: row.valueYear,
    spatialUnit: row.spatialUnit,
    temporalUnit: row.temporalUnit,
    presentValueYear: row.presentValueYear,
    presentValueDiscountRate: row.presentValueDiscountRate,
    beneficiaryUnit: row.beneficiaryUnit,
    numberOfBeneficiaries: row.numberOfBeneficiaries,
    typeOfBeneficiary: row.typeOfBeneficiary,
    intPerHectarePerYear: row.intPerHectarePerYear,
    notes: row.notes,
    secondaryDataSources: row.secondaryDataSources,
    inclExcl: row.inclExcl,
    inclExclComments: row.inclExclComments,
    reviewed: row.reviewed,
    reviewedDate: row.reviewedDate,
    authors: row.authors,
    title: row.title,
    reference: row.reference,
    yearOfPublication: row.yearOfPublication,
    studyPublished: row.studyPublished,
    esvdForms: row.esvdForms,
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

/** The valuations of `ids`, in that order, as a `valuationRowsQuery` source. */
const idsInOrder = (ids: readonly number[]): SqlFragment =>
  sql`unnest(${ids}::int[]) with ordinality as page(id, position)`;

/**
 * The rows of the valuations `ids` names, in that order. Whatever picked the ids (a page of a search,
 * a batch of an export, a marker), this statement's text never changes, so it is prepared once per
 * connection and not planned again for every page.
 */
export async function selectValuationRows(client: pg.Client, ids: readonly number[]): Promise<ValuationRowView[]> {
  if (!ids.length) return [];
  const { rows } = await client.query<RawRow>({
    ...valuationRowsQuery(idsInOrder(ids)).toQuery(),
    name: 'valuation-rows-by-ids',
  });
  return rows.map(toView);
}

/** The ids a statement selects (its first column), in its order. */
export async function selectIds(client: pg.Client, statement: SqlFragment): Promise<number[]> {
  const { rows } = await client.query<[number]>({ ...statement.toQuery(), rowMode: 'array' });
  return rows.map(([id]) => id);
}
