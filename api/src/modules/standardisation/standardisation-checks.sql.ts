import { sql, type SqlFragment } from '../../core/sql.ts';

/** A record as the checks read it: what its standardised value is computed from, the stored value, its study. */
export interface CheckedRecordRow {
  valueId: number;
  studyId: number;
  title: string;
  published: boolean;
  countries: string[];
  originalValue: number | null;
  currency: string | null;
  valueYear: number | null;
  spatialUnit: string | null;
  siteAreaInHectares: number | null;
  temporalUnit: string | null;
  presentValueYear: number | null;
  presentValueDiscountRate: number | null;
  beneficiaryUnit: string | null;
  numberOfBeneficiaries: number | null;
  intPerHectarePerYear: number | null;
}

/** Records read per statement while the checks scan the database. */
export const checkedRecordsBatch = 5000;

/** The records `condition` admits, as the checks read them, in ValueId order; `v` is the valuation. */
const checkedRecordsWhere = (condition: SqlFragment, limit: number): SqlFragment => sql`
  select v.value_id::float8 as "valueId", s.study_id as "studyId", s.title, s.is_published as published,
    coalesce(countries.codes, '{}') as countries,
    v.original_value as "originalValue", currency.label as currency, v.value_year as "valueYear",
    spatial.label as "spatialUnit", v.site_area_in_hectares as "siteAreaInHectares",
    temporal.label as "temporalUnit", v.present_value_year as "presentValueYear",
    v.present_value_discount_rate as "presentValueDiscountRate", beneficiary.label as "beneficiaryUnit",
    v.number_of_beneficiaries as "numberOfBeneficiaries", v.int_per_hectare_per_year as "intPerHectarePerYear"
  from valuation v
  join study s on s.id = v.study_id
  left join ref_currency currency on currency.id = v.currency_id
  left join ref_unit_of_measure spatial on spatial.id = v.spatial_unit_id
  left join ref_temporal_unit temporal on temporal.id = v.temporal_unit_id
  left join ref_beneficiary_unit beneficiary on beneficiary.id = v.beneficiary_unit_id
  left join lateral (
    select array_agg(country.code order by link.position nulls last, country.id) as codes
    from valuation_country link join ref_country country on country.id = link.country_id
    where link.valuation_id = v.id
  ) countries on true
  where ${condition}
  order by v.value_id
  limit ${limit}`;

/**
 * The next `limit` records after ValueId `after` (keyset paging in ValueId order), with a country among theirs when
 * `country` (ISO 3166-1 alpha-3) is given, published or not.
 */
export const checkedRecords = (after: number, limit: number, country: string | null): SqlFragment =>
  checkedRecordsWhere(
    sql`v.value_id > ${after}
      and (${country}::text is null or exists (
        select from valuation_country link join ref_country country on country.id = link.country_id
        where link.valuation_id = v.id and country.code = ${country}::text))`,
    limit,
  );

/** The next `limit` of the records with these ValueIds after ValueId `after`. */
export const checkedRecordsAmong = (valueIds: readonly number[], after: number, limit: number): SqlFragment =>
  checkedRecordsWhere(sql`v.value_id = any(${valueIds}::bigint[]) and v.value_id > ${after}`, limit);
