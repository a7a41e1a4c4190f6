// PostgreSQL itself enforces every foreign key, the valuation tables' too (they were once checked per statement by
// triggers, with the keys declared `not enforced`, which only PostgreSQL 18 has). These check that the keys hold
// exactly as declared: a missing parent refused, each delete and update action applied, and the parent rows locked
// until the writer commits.
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../support/database.ts';
import { withDatabase } from './search-fixtures.ts';

/** The error a statement fails with, or undefined. */
async function failureOf(work: Promise<unknown>): Promise<{ code?: string; constraint?: string; detail?: string }> {
  try {
    await work;
  } catch (error) {
    return error as pg.DatabaseError;
  }
  throw new Error('the statement succeeded');
}

/** A copy of a stored valuation under a new ValueId, with `changes` to its columns; answers its id. */
async function copyValuation(client: pg.Client, changes: Record<string, unknown> = {}): Promise<number> {
  const { rows: columns } = await client.query<{ name: string }>(
    `select attname as name from pg_attribute where attrelid = 'valuation'::regclass and attnum > 0
       and not attisdropped and attgenerated = '' and attname not in ('id', 'value_id')`,
  );
  const names = columns.map(({ name }) => name);
  const changed = Object.keys(changes);
  const values = names.map((name) => (name in changes ? `$${changed.indexOf(name) + 1}` : name));
  const {
    rows: [copy],
  } = await client.query<{ id: number }>(
    `insert into valuation (value_id, ${names.join(', ')})
     select (select max(value_id) + 1 from valuation), ${values.join(', ')} from valuation
     order by id limit 1 returning id`,
    Object.values(changes),
  );
  return copy.id;
}

/** A new entry of a reference list, no record uses yet; answers its id. */
async function newEntry(client: pg.Client, table: 'ref_currency' | 'ref_valuation_method'): Promise<number> {
  const { rows } = await client.query<{ id: number }>(
    `insert into ${table} (code, label, path, sort_order) values ('TEST', 'Test entry', 'test', 0) returning id`,
  );
  return rows[0].id;
}

describe("the valuation tables' foreign keys", () => {
  it('are enforced by PostgreSQL, with no trigger of our own checking them', async () => {
    const databaseUrl = await createTestDatabase();
    await withDatabase(databaseUrl, async (client) => {
      const { rows: ownChecks } = await client.query(
        `select t.tgname from pg_trigger t join pg_proc p on p.oid = t.tgfoid where p.proname like '%statement_references'`,
      );
      expect(ownChecks).toEqual([]);
      const {
        rows: [{ version }],
      } = await client.query<{ version: number }>(`select current_setting('server_version_num')::int as version`);
      // Before PostgreSQL 18 a foreign key cannot be declared without being enforced.
      if (version >= 180000) {
        const { rows } = await client.query(
          `select conrelid::regclass::text as table, conname from pg_constraint where contype = 'f' and not conenforced`,
        );
        expect(rows).toEqual([]);
      }
      const { rows: keys } = await client.query<{ table: string }>(
        `select distinct conrelid::regclass::text as table from pg_constraint where contype = 'f' order by 1`,
      );
      expect(keys.map((key) => key.table)).toEqual(expect.arrayContaining(['valuation', 'valuation_country']));
    });
  });

  it('refuses a missing parent on insert and on update, with the constraint and the key', async () => {
    const databaseUrl = await createTestDatabase();
    await withDatabase(databaseUrl, async (client) => {
      const inserted = await failureOf(copyValuation(client, { currency_id: 999999 }));
      expect(inserted).toMatchObject({ code: '23503', constraint: 'valuation_currency_id_foreign' });
      expect(inserted.detail).toBe('Key (currency_id)=(999999) is not present in table "ref_currency".');

      const id = await copyValuation(client);
      const updated = await failureOf(client.query('update valuation set study_id = 999999 where id = $1', [id]));
      expect(updated).toMatchObject({ code: '23503', constraint: 'valuation_study_id_foreign' });

      const link = await failureOf(
        client.query(
          `insert into valuation_country (valuation_id, country_id, position)
           values ($1, (select min(id) from ref_country), 0), (999999, (select min(id) from ref_country), 0)`,
          [id],
        ),
      );
      expect(link).toMatchObject({ code: '23503', constraint: 'valuation_country_valuation_id_foreign' });
      const { rows } = await client.query('select from valuation_country where valuation_id = $1', [id]);
      expect(rows).toHaveLength(0);
    });
  });

  it('applies the declared delete actions: cascade, set null, refusal', async () => {
    const databaseUrl = await createTestDatabase();
    await withDatabase(databaseUrl, async (client) => {
      const currencyId = await newEntry(client, 'ref_currency');
      const methodId = await newEntry(client, 'ref_valuation_method');
      const id = await copyValuation(client, { currency_id: currencyId });
      await client.query(
        'insert into valuation_valuation_method (valuation_id, valuation_method_id, position) values ($1, $2, 0)',
        [id, methodId],
      );

      await client.query('delete from ref_currency where id = $1', [currencyId]);
      const { rows: nulled } = await client.query('select currency_id from valuation where id = $1', [id]);
      expect(nulled).toEqual([{ currency_id: null }]);

      const refused = await failureOf(client.query('delete from ref_valuation_method where id = $1', [methodId]));
      expect(refused).toMatchObject({
        code: '23503',
        constraint: 'valuation_valuation_method_valuation_method_id_foreign',
      });

      const {
        rows: [{ study_id: studyId }],
      } = await client.query('select study_id from valuation where id = $1', [id]);
      const { rows: before } = await client.query('select count(*)::int as n from valuation where study_id = $1', [
        studyId,
      ]);
      expect(before[0].n).toBeGreaterThan(1);
      await client.query('delete from study where id = $1', [studyId]);
      for (const table of ['valuation', 'valuation_valuation_method', 'valuation_link_keys']) {
        const column = table === 'valuation' ? 'study_id' : 'valuation_id';
        const scope = table === 'valuation' ? [studyId] : [id];
        const { rows } = await client.query(`select from ${table} where ${column} = $1`, scope);
        expect(rows, table).toHaveLength(0);
      }
      await client.query('delete from ref_valuation_method where id = $1', [methodId]);
    });
  });

  it("applies the declared update action to a parent's changed key", async () => {
    const databaseUrl = await createTestDatabase();
    await withDatabase(databaseUrl, async (client) => {
      const currencyId = await newEntry(client, 'ref_currency');
      const id = await copyValuation(client, { currency_id: currencyId });
      await client.query('update ref_currency set id = $2 where id = $1', [currencyId, currencyId + 1000]);
      const { rows } = await client.query('select currency_id from valuation where id = $1', [id]);
      expect(rows).toEqual([{ currency_id: currencyId + 1000 }]);
    });
  });

  it('locks a committed parent until the writer commits', async () => {
    const databaseUrl = await createTestDatabase();
    await withDatabase(databaseUrl, async (writer) => {
      await withDatabase(databaseUrl, async (deleter) => {
        const methodId = await newEntry(writer, 'ref_valuation_method');
        await writer.query('begin');
        const id = await copyValuation(writer);
        await writer.query(
          'insert into valuation_valuation_method (valuation_id, valuation_method_id, position) values ($1, $2, 0)',
          [id, methodId],
        );
        await deleter.query(`set lock_timeout = '300ms'`);
        const waited = await failureOf(deleter.query('delete from ref_valuation_method where id = $1', [methodId]));
        expect(waited.code).toBe('55P03');
        await writer.query('commit');
        const refused = await failureOf(deleter.query('delete from ref_valuation_method where id = $1', [methodId]));
        expect(refused.code).toBe('23503');
      });
    });
  });
});
