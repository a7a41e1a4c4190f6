import { linkValuationFields, ownValuationFields, referenceValuationFields } from '@esvd/schema/rules/valuation-fields';
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

/** The catalogued fields a save writes into the valuation row: own ones and single references (entry ids). */
const rowFields = [...ownValuationFields, ...referenceValuationFields];

/** The entry ids of each link of the valuation `v`, each list in `linkOrder`, under the link's name. */
const linkArrays = linkValuationFields.map(
  ({ name, pivot, column, table }) =>
    `array(select link.${column} from ${pivot} link join ${table} entry on entry.id = link.${column}
           where link.valuation_id = v.id order by ${linkOrder}) as "${name}"`,
);

/**
 * A valuation's fields as the form names them (references and links as entry ids), with its identity and version,
 * and what the access rules read of its study, whose row stays locked until the transaction ends: all a save
 * compares, in one statement. Read after waiting for the lock, the valuation's fields may be older than a save that
 * held it; the update's version check refuses such a save.
 */
export const valuationForSave = (id: number) =>
  prepared(
    sql`select v.id, v.value_id::text as "valueId", v.study_id as "studyRowId", v.version,
          s.study_id as "studyId", s.owner_id as "studyOwnerId", s.is_published as "studyIsPublished",
          ${trusted([...rowFields.map(({ name, column }) => `v.${column} as "${name}"`), ...linkArrays].join(', '))}
        from valuation v join study s on s.id = v.study_id where v.id = ${id}
        for update of s`,
  );

/** The PostgreSQL type a catalogued field's value is written as. */
const storedType = (field: (typeof rowFields)[number]) => (field.kind === 'reference' ? 'int4' : field.type);

/**
 * Writes the fields `values` names (by catalogue name) into a valuation still at `version`, and raises its version;
 * no row when someone else's save came first.
 */
export function updateValuationFields(
  id: number,
  version: number,
  values: Readonly<Record<string, unknown>>,
  updatedById: number | null,
) {
  const assignments = rowFields
    .filter(({ name }) => Object.hasOwn(values, name))
    .map((field) => sql`${trusted(field.column)} = ${values[field.name]}::${trusted(storedType(field))}, `);
  return prepared(
    sql`update valuation set ${joinSql(assignments, '')} updated_by_id = ${updatedById}, updated_on = now(),
          version = version + 1
        where id = ${id} and version = ${version} returning version`,
  );
}
