// The rules PostgreSQL runs (statistics eligibility, export-line invalidation, link keys, what a reference list cannot
// hold twice) live in their module's files; migrations apply that text. This checks that the migrated database runs
// exactly the files' text: a rule edited without a migration that applies it again fails here. It also checks that the link keys follow the
// filter catalogue, which is what combined list filters search.
import { describe, expect, it } from 'vitest';
import { exportLineInvalidationSql } from '../../api/src/modules/valuations/export-line-invalidation.sql.ts';
import { linkKeysSql, valuationLinkTables } from '../../api/src/modules/valuations/link-keys.sql.ts';
import { publishedCountSql } from '../../api/src/modules/valuations/published-count.sql.ts';
import { referenceListChangesSql } from '../../api/src/modules/reference-lists/reference-list-changes.sql.ts';
import { referenceLists } from '../../api/src/modules/reference-lists/reference-lists.registry.ts';
import { referenceEntryUniquenessSql } from '../../api/src/modules/reference-lists/reference-entry-uniqueness.sql.ts';
import { statisticsEligibilitySql } from '../../api/src/modules/valuations/statistics-eligibility.sql.ts';
import { createTestDatabase } from '../support/database.ts';
import { withDatabase } from './search-fixtures.ts';

const rules = {
  'statistics eligibility': statisticsEligibilitySql,
  'export-line invalidation': exportLineInvalidationSql,
  'link keys': linkKeysSql,
  'published count': publishedCountSql,
  'reference list changes': referenceListChangesSql,
};

/** The definitions of the functions a text creates, as PostgreSQL prints them. */
const definitionsQuery = `select p.proname, pg_get_functiondef(p.oid) as definition
  from pg_proc p join pg_namespace n on n.oid = p.pronamespace
  where n.nspname = current_schema() and p.proname = any($1::text[]) order by p.proname`;

const functionNames = (text: string) =>
  [...text.matchAll(/create or replace function (\w+)/g)].map((match) => match[1]);

describe('the rules the database runs', () => {
  it.each(Object.entries(rules))('%s: the migrated database runs the text of its file', async (_rule, text) => {
    const databaseUrl = await createTestDatabase();
    await withDatabase(databaseUrl, async (client) => {
      const names = functionNames(text);
      expect(names.length).toBeGreaterThan(0);
      const migrated = (await client.query(definitionsQuery, [names])).rows;
      expect(migrated.map((row) => row.proname)).toEqual([...names].sort());
      await client.query('begin');
      try {
        await client.query(text);
        expect((await client.query(definitionsQuery, [names])).rows).toEqual(migrated);
      } finally {
        await client.query('rollback');
      }
    });
  });

  it('reference-entry uniqueness: the migrated database has the indexes of its file', async () => {
    const databaseUrl = await createTestDatabase();
    await withDatabase(databaseUrl, async (client) => {
      const names = [...referenceEntryUniquenessSql.matchAll(/create unique index (\w+)/g)].map((match) => match[1]);
      const indexesQuery = `select tablename, indexname, indexdef from pg_indexes
        where schemaname = current_schema() and indexname = any($1::text[]) order by indexname`;
      const migrated = (await client.query(indexesQuery, [names])).rows;
      expect(migrated.map((row) => row.indexname)).toEqual([...names].sort());
      await client.query('begin');
      try {
        await client.query(referenceEntryUniquenessSql);
        expect((await client.query(indexesQuery, [names])).rows).toEqual(migrated);
      } finally {
        await client.query('rollback');
      }
    });
  });

  it("tells the api processes of every reference list's changes", async () => {
    const databaseUrl = await createTestDatabase();
    await withDatabase(databaseUrl, async (client) => {
      const { rows } = await client.query(
        `select c.relname as table from pg_trigger t join pg_class c on c.oid = t.tgrelid
         where t.tgname = c.relname || '_list_changed' order by c.relname`,
      );
      expect(rows.map((row) => row.table)).toEqual(referenceLists.map((list) => list.tableName).sort());
    });
  });

  it("keys every link of the catalogue's link tables, and a changed link in the writing transaction", async () => {
    const databaseUrl = await createTestDatabase();
    await withDatabase(databaseUrl, async (client) => {
      for (const [index, { table, column }] of valuationLinkTables.entries()) {
        const { rows } = await client.query(
          `select count(*)::int as missing from ${table} link
           where not exists (select from valuation_link_keys linked where linked.valuation_id = link.valuation_id
             and (${index + 1}::bigint * 100000000 + link.${column}) = any(linked.keys))`,
        );
        expect(rows[0].missing, table).toBe(0);
      }
      const {
        rows: [link],
      } = await client.query(`select valuation_id, country_id from valuation_country limit 1`);
      const countryKey = valuationLinkTables.findIndex(({ table }) => table === 'valuation_country') + 1;
      await client.query(`delete from valuation_country where valuation_id = $1 and country_id = $2`, [
        link.valuation_id,
        link.country_id,
      ]);
      const { rows } = await client.query(`select keys from valuation_link_keys where valuation_id = $1`, [
        link.valuation_id,
      ]);
      expect(rows[0].keys).not.toContain(countryKey * 100000000 + link.country_id);
    });
  });
});
