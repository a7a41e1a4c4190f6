import { listFilterDefinition, listFiltersOf } from '@esvd/schema/rules/list-filters';
import { sql, trusted, type SqlFragment } from '../../core/sql.ts';

/** The link tables of the database search's list filters (the filter catalogue), each with its entry column. */
export const valuationLinkTables = listFiltersOf('valuation').flatMap((name) => {
  const storage = listFilterDefinition(name).storage.valuation;
  return storage?.kind === 'link' ? [{ table: storage.table, column: storage.column }] : [];
});

const caseOfTable = valuationLinkTables.map(({ table }, index) => `when '${table}' then ${index + 1}`).join(' ');

/** Gathers the keys of `records` (a select of `id`) from `links` (a select of `valuation_id`, `key`) and stores them. */
const writeLinkKeys = (records: SqlFragment, links: SqlFragment): SqlFragment => sql`
  with gathered as (
    -- In order: the same links give the same array, however they were written.
    select record.id, coalesce(array_agg(links.key order by links.key) filter (where links.key is not null), '{}') as keys
    from (${records}) record left join (${links}) links on links.valuation_id = record.id
    group by record.id
  )
  insert into valuation_link_keys (valuation_id, keys)
  select id, keys from gathered
  on conflict (valuation_id) do update set keys = excluded.keys
    where valuation_link_keys.keys is distinct from excluded.keys`;

const linksOfScope = valuationLinkTables
  .map(
    ({ table, column }) =>
      `select valuation_id, valuation_link_key('${table}', ${column}) as key from ${table}
      where $1 is null or valuation_id = any($1)`,
  )
  .join('\n    union all ');

/** New records and their links, as array literals: each link's record, link table and entry in the same place. */
export interface NewRecordLinks {
  ids: string;
  owners: string;
  tables: string;
  entries: string;
}

/**
 * The link keys of new records, from the links a bulk insert just wrote, passed again in arrays. No need to read
 * them back from six tables.
 */
export const newLinkKeys = ({ ids, owners, tables, entries }: NewRecordLinks): SqlFragment =>
  writeLinkKeys(
    sql`select unnest(${ids}::int4[]) as id`,
    sql`select valuation_id, valuation_link_key(link_table, entry_id) as key
   from unnest(${owners}::int4[], ${tables}::text[], ${entries}::int4[]) as link(valuation_id, link_table, entry_id)`,
  );

/**
 * THE maintenance of every valuation's link keys (`valuation_link_keys`, one array with a GIN index), which
 * searches combining list filters intersect (valuation-filter.sql.ts). A key is the link table's number (its
 * place among the catalogue's link tables) times 10^8 plus the entry's id, so the keys of different lists never
 * meet. `valuation_links_changed` (export-line-invalidation.sql.ts) refreshes a record's keys in the writing
 * transaction; null refreshes every record.
 *
 * Derived from the filter catalogue: a new link filter, or a new order, changes this text, and a migration must
 * apply it again and refresh every record's keys (test/api/database-rules.test.ts fails until it does).
 */
export const linkKeysSql = `
create or replace function valuation_link_key(link_table text, entry_id int) returns int
  language sql immutable parallel safe as $$ select (case link_table ${caseOfTable} end) * 100000000 + entry_id $$;

create or replace function refresh_valuation_link_keys(valuation_ids int[]) returns void
  language plpgsql as $$
  begin
  -- Planned at each call (EXECUTE), with the ids known. Each link table is read by the ids themselves: joined to the
  -- records instead, whose number the planner cannot know, each was scanned whole for every batch.
  execute $refresh$
${writeLinkKeys(trusted('select id from valuation where $1 is null or id = any($1)'), trusted(linksOfScope)).toQuery().text}
  $refresh$ using valuation_ids;
  end $$;`;
