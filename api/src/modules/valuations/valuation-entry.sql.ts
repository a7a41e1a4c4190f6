import { joinSql, prepared, sql, trusted, type SqlFragment } from '../../core/sql.ts';
import { linkOrder } from './valuation-rows.sql.ts';

/** Where a link lives: its join table, the column naming the entry, and the entries' table (for their order). */
export interface LinkTable<Field extends string = string> {
  field: Field;
  pivot: string;
  column: string;
  entries: string;
}

/** The links of `valuationIds`, one row per valuation and link field, each list in `linkOrder`. */
export const storedLinks = (tables: readonly LinkTable[], valuationIds: readonly number[]): SqlFragment =>
  prepared(
    joinSql(
      tables.map(
        ({ field, pivot, column, entries }) =>
          sql`select link.valuation_id, ${trusted(`'${field}'`)} as field,
                   array_agg(link.${trusted(column)} order by ${trusted(linkOrder)}) as ids
            from ${trusted(pivot)} link join ${trusted(entries)} entry on entry.id = link.${trusted(column)}
            where link.valuation_id = any(${valuationIds}::int[]) group by link.valuation_id`,
      ),
      ' union all ',
    ),
  );

/** Drops a valuation's links of one table to the entries no longer named. */
export const dropLinksNotIn = ({ pivot, column }: LinkTable, valuationId: number, ids: readonly number[]) =>
  sql`delete from ${trusted(pivot)} where valuation_id = ${valuationId} and ${trusted(column)} <> all(${ids}::int[])`;

/** Adds a valuation's links of one table, each at its place in `ids`, and moves those whose place changed. */
export const placeLinks = ({ pivot, column }: LinkTable, valuationId: number, ids: readonly number[]) =>
  sql`insert into ${trusted(pivot)} (valuation_id, ${trusted(column)}, position)
      select ${valuationId}, chosen.entry, chosen.place from unnest(${ids}::int[]) with ordinality as chosen(entry, place)
      on conflict (valuation_id, ${trusted(column)}) do update set position = excluded.position
        where ${trusted(pivot)}.position is distinct from excluded.position`;

/**
 * The first of `named` (in its order) that names ids its reference table does not hold, with them in their order;
 * no row when all are there. Every list in one statement: a form names a dozen. The field and its place are written
 * as text, not bound: a union would make bound values text, and "10" sorts before "2".
 */
export function missingEntries(named: readonly { field: string; table: string; ids: readonly number[] }[]) {
  const checks = named.map(
    ({ field, table, ids }, index) =>
      sql`select ${trusted(String(index))} as checked, ${trusted(`'${field}'`)} as field,
                 array_agg(named.id order by named.place) as missing
          from unnest(${ids}::int[]) with ordinality as named(id, place)
          where not exists (select from ${trusted(table)} entry where entry.id = named.id) having count(*) > 0`,
  );
  return prepared(sql`select field, missing from (${joinSql(checks, ' union all ')}) absent order by checked limit 1`);
}

export const highestValueIdOfStudy = (studyRowId: number) =>
  sql`select max(value_id) as highest from valuation where study_id = ${studyRowId}`;
