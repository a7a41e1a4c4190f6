import { sql, type SqlFragment } from '../../core/sql.ts';
import type { WorldBankSeriesFile } from './world-bank-files.ts';

/** One series of one vintage into `wdi_value`, in one statement. */
export const insertWorldBankSeries = (file: WorldBankSeriesFile): SqlFragment => sql`
  insert into wdi_value (vintage, series, iso3, year, value)
  select ${file.vintage}, ${file.series}, rows.iso3, rows.year, rows.value
  from unnest(${file.iso3}::text[], ${file.years}::int2[], ${file.values}::float8[]) as rows (iso3, year, value)`;

export interface FactorRow {
  vintage: string;
  series: string | null;
  year: number | null;
  value: number | null;
}

/**
 * The values of `series` for one economy in `years`, from `vintage` or (null) the vintage in use: one row per value,
 * or one row of nulls when the vintage holds none of them. No row: there is no such vintage.
 */
export const factorsOf = (
  vintage: string | null,
  economy: string,
  series: readonly string[],
  years: readonly number[],
): SqlFragment => sql`
  select chosen.vintage, value.series, value.year, value.value
  from wdi_vintage chosen
  left join wdi_value value
    on value.vintage = chosen.vintage and value.iso3 = ${economy}
    and value.series = any(${series}::text[]) and value.year = any(${years}::int2[])
  where case when ${vintage}::text is null then chosen.in_use else chosen.vintage = ${vintage}::text end`;

/** Every value of `series` in the vintage in use, for a caller that standardises many records. */
export const inUseSeriesValues = (series: readonly string[]): SqlFragment => sql`
  select value.vintage, value.series, value.iso3, value.year, value.value
  from wdi_vintage chosen join wdi_value value on value.vintage = chosen.vintage
  where chosen.in_use and value.series = any(${series}::text[])`;

/** The vintage in use (one row). */
export const inUseVintage = sql`select vintage from wdi_vintage where in_use`;

export interface WorldBankVintageRow {
  vintage: string;
  downloaded: string;
  inUse: boolean;
}

/** The vintages loaded, newest first, and which one is in use. */
export const worldBankVintages = sql`
  select vintage, to_char(downloaded, 'YYYY-MM-DD') as downloaded, in_use as "inUse"
  from wdi_vintage order by vintage desc`;

/** Takes every vintage out of use: the first of the two statements that change it (one may be in use at a time). */
export const noVintageInUse = sql`update wdi_vintage set in_use = false where in_use`;

/** Puts `vintage` in use; no row when there is no such vintage. */
export const putVintageInUse = (vintage: string): SqlFragment =>
  sql`update wdi_vintage set in_use = true where vintage = ${vintage} returning vintage`;
