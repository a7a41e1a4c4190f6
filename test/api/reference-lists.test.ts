// The 19 reference lists through both front doors, and the clear 4xx answers to bad requests; names matched in any
// case; the ESVD's TEEB sub-services; and the migration that brings databases seeded before to the ESVD's lists.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from '../../api/src/app.ts';
import { buildReferenceLists } from '../../api/src/db/seed/reference-data.ts';
import { referenceLists } from '../../api/src/modules/reference-lists/reference-lists.registry.ts';
import {
  earlierTeebSubServices,
  mergedTeebSubServices,
  Migration20261124110000,
} from '../../migrations/Migration20261124110000.ts';
import { startTestApp } from '../support/app.ts';
import { createTestDatabase } from '../support/database.ts';
import { parseCsv } from '../support/esvd-export.ts';
import { graphql, graphqlData, rest } from '../support/http.ts';
import { withDatabase } from './search-fixtures.ts';

interface Entry {
  id: number;
  code: string;
  label: string;
}

let app: RunningApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.stop();
});

async function graphqlList(name: string): Promise<Entry[]> {
  const data = await graphqlData<{ referenceList: Entry[] }>(app, `{ referenceList(list: ${name}) { id code label } }`);
  return data.referenceList;
}

describe.each(referenceLists.map((list) => [list.path, list] as const))('/api/%s', (path, list) => {
  it('answers on GraphQL and REST with the same seeded entries, each with a code and a label', async () => {
    const fromGraphql = await graphqlList(list.name);
    const fromRest = await rest<Entry[]>(app, 'GET', `/api/${path}/`);

    expect(fromGraphql.length).toBeGreaterThan(0);
    for (const entry of fromGraphql) {
      expect(entry.code.trim()).not.toBe('');
      expect(entry.label.trim()).not.toBe('');
    }
    expect(fromRest.status).toBe(200);
    expect(fromRest.body.map(({ id, code, label }) => ({ id, code, label }))).toEqual(fromGraphql);
  });

  it('answers GET /api/{list}/{id} with that entry', async () => {
    const [first] = await graphqlList(list.name);
    const { status, body } = await rest<Entry>(app, 'GET', `/api/${path}/${first.id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject(first);
  });
  it('downloads the list on its own as CSV: every entry in order, with its parent by code', async () => {
    const response = await fetch(`${app.url}/api/${path}/download`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(new RegExp(`filename="ESVD_${path}_.*\\.csv"`));
    const [header, ...rows] = parseCsv((await response.text()).replace(/^\uFEFF/, ''));
    expect(header.slice(0, 5)).toEqual(['Code', 'Label', 'Parent Code', 'Level', 'Source']);
    const entries = await graphqlData<{ referenceList: (Entry & { parent: { code: string } | null })[] }>(
      app,
      `{ referenceList(list: ${list.name}) { id code label parent { code } } }`,
    );
    expect(rows.map((row) => row.slice(0, 3))).toEqual(
      entries.referenceList.map((entry) => [entry.code, entry.label, entry.parent?.code ?? '']),
    );
  });
});

describe('real codes', () => {
  const codesOf = async (name: string) => new Set((await graphqlList(name)).map((entry) => entry.code));

  it('lists countries by ISO 3166 alpha-3 code and currencies by ISO 4217 code', async () => {
    const countries = await codesOf('COUNTRIES');
    for (const code of ['NLD', 'BRA', 'KEN', 'USA', 'IDN']) expect(countries).toContain(code);
    expect(countries.size).toBeGreaterThan(190);

    const currencies = await codesOf('CURRENCIES');
    for (const code of ['USD', 'EUR', 'BRL']) expect(currencies).toContain(code);
  });
});

describe('bad requests get a clear 4xx, never a 500', () => {
  it.each([
    ['an id that is not a number', '/api/countries/abc', 400],
    ['an id nobody has', '/api/countries/999999999', 404],
    ['a list that does not exist', '/api/nosuchlist/', 404],
    ['a page larger than the limit', '/api/countries/?limit=100000', 400],
    ['a negative offset', '/api/countries/?offset=-1', 400],
  ])('%s: GET %s -> %i', async (_case, path, expected) => {
    const { status, body } = await rest<{ title: string }>(app, 'GET', path);
    expect(status).toBe(expected);
    expect(body.title.length).toBeGreaterThan(0);
  });

  it('answers an oversized GraphQL page with BAD_USER_INPUT', async () => {
    const { status, errors } = await graphql(app, '{ referenceList(list: COUNTRIES, limit: 100000) { id } }');
    expect(status).toBe(400);
    expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(errors?.[0]?.message).toMatch(/limit must be at most/);
  });
});

describe('names are matched in any case', () => {
  it('finds an entry by its name on REST and GraphQL, whatever the case', async () => {
    const hectare = await rest<Entry[]>(app, 'GET', '/api/unitofmeasures/?name=HECTARE');
    expect(hectare.status).toBe(200);
    expect(hectare.body.map(({ code, label }) => ({ code, label }))).toEqual([{ code: 'hectare', label: 'hectare' }]);
    const condition = await rest<Entry[]>(
      app,
      'GET',
      `/api/ecosystemconditions/?name=${encodeURIComponent('well-functioning (OR extensively managed)')}`,
    );
    expect(condition.body.map((entry) => entry.label)).toEqual(['Well-functioning (or extensively managed)']);

    const { referenceList } = await graphqlData<{ referenceList: Entry[] }>(
      app,
      '{ referenceList(list: TEMPORAL_UNITS, name: " Trip/Visit ") { code label } }',
    );
    expect(referenceList).toEqual([{ code: 'visit', label: 'trip/visit' }]);
    const seea = await rest<Entry[]>(app, 'GET', '/api/seeas/?name=retention%20and%20breakdown%20of%20NUTRIENTS');
    expect(seea.body.map((entry) => entry.label)).toEqual(['Retention and breakdown of nutrients']);
  });

  it('finds nothing for a name no entry has, and refuses an empty name', async () => {
    expect((await rest<Entry[]>(app, 'GET', '/api/unitofmeasures/?name=hectares')).body).toEqual([]);
    const empty = await rest<{ title: string }>(app, 'GET', '/api/unitofmeasures/?name=%20');
    expect(empty.status).toBe(400);
    expect(empty.body.title).toBe('name must not be empty');
  });
});

describe('TEEB sub-services in the ESVD form', () => {
  it.each(['16', '25', '26', '37', '38', '94', '134', '194', '191'])(
    'serves sub-service %s under the service its code begins with',
    async (code) => {
      const { referenceList } = await graphqlData<{
        referenceList: { code: string; path: string; level: number; parent: { code: string } | null }[];
      }>(app, '{ referenceList(list: ECOSYSTEM_SERVICES) { code path level parent { code } } }');
      const service = code.slice(0, -1);
      expect(referenceList.filter((entry) => entry.code === code && entry.level === 2)).toEqual([
        { code, path: `${service}/${code}`, level: 2, parent: { code: service } },
      ]);
    },
  );
});

describe('a database seeded before the ESVD lists (Migration20261124110000)', () => {
  const earlierForm = async (client: pg.Client) => {
    const sql = (text: string, params: unknown[] = []) => client.query(text, params);
    const teebLevelTwo = 'select id from ref_ecosystem_service where level = 2';
    await sql(`delete from valuation_ecosystem_service where ecosystem_service_id in (${teebLevelTwo})`);
    await sql(`delete from vsl_study_ecosystem_service where ecosystem_service_id in (${teebLevelTwo})`);
    await sql(`delete from ref_ecosystem_service where level = 2`);
    const earlier = [
      ...[...earlierTeebSubServices, ...mergedTeebSubServices].map(([code, label]) => [code, label]),
      ['19.5', 'Birdwatching'],
    ];
    for (const [code, label] of earlier) {
      await sql(
        `insert into ref_ecosystem_service (code, label, path, sort_order, level, is_sub, parent_id, source)
         select $1, $2, service.path || '/' || $1, 1000, 2, true, service.id, 'earlier seed'
         from ref_ecosystem_service service where service.path = split_part($1, '.', 1)`,
        [code, label],
      );
    }
    await sql(`update ref_ecosystem_service set label = 'Irrigation (our wording)' where path = '2/2.2'`);
    await sql(`alter table ref_ecosystem_service add constraint ref_ecosystem_service_code_unique unique (code)`);

    await sql(`update ref_ecosystem_condition set code = 'natural', path = 'natural', label = 'Natural or semi-natural'
      where code = 'well-functioning'`);
    await sql(`update ref_temporal_unit set label = 'per visit' where code = 'visit'`);
    await sql(`delete from ref_unit_of_measure where code in ('hectare', 'total')`);
    await sql(`delete from ref_beneficiary_unit where code = 'households'`);
    await sql(`delete from ref_seea where path in ('1/1.11', '2/2.21', '2/2.22')`);
    // An administrator's name twice, which the earlier rules let pass.
    await sql(`drop index ref_unit_of_measure_sibling_name_unique`);
    await sql(`insert into ref_unit_of_measure (code, label, path, sort_order) values ('km2-b', 'KM2', 'km2-b', 50)`);
  };

  const link = (client: pg.Client, valuationId: number, paths: string[]) =>
    client.query(
      `insert into valuation_ecosystem_service (valuation_id, ecosystem_service_id)
       select $1, id from ref_ecosystem_service where path = any($2::text[])`,
      [valuationId, paths],
    );
  const linkedPaths = async (client: pg.Client, valuationId: number) =>
    (
      await client.query<{ path: string }>(
        `select entry.path from valuation_ecosystem_service link
         join ref_ecosystem_service entry on entry.id = link.ecosystem_service_id
         where link.valuation_id = $1 order by entry.path`,
        [valuationId],
      )
    ).rows.map((row) => row.path);

  async function migrate(client: pg.Client) {
    const migration = new Migration20261124110000(undefined as never, undefined as never);
    await migration.up();
    await client.query('begin');
    for (const statement of migration.getQueries()) await client.query(statement as string);
    await client.query('commit');
  }

  it('gets the ESVD codes, names and entries, and its records follow the meaning of their sub-services', async () => {
    const databaseUrl = await createTestDatabase();
    await withDatabase(databaseUrl, async (client) => {
      await earlierForm(client);
      const { rows } = await client.query<{ id: number }>('select id from valuation order by id limit 3');
      const [hunting, medicines, birds] = rows.map((row) => row.id);
      await client.query('delete from valuation_ecosystem_service where valuation_id = any($1::int[])', [
        rows.map((row) => row.id),
      ]);
      await link(client, hunting, ['19/19.3']);
      await link(client, medicines, ['5/5.1', '5/5.3']);
      await link(client, birds, ['5/5.3', '19/19.5']);
      const { rows: conditions } = await client.query(`select id from ref_ecosystem_condition where code = 'natural'`);
      await client.query(`insert into valuation_export_line (valuation_id, line) values ($1, 'stale')`, [hunting]);

      await migrate(client);

      const subServices = await client.query<{ path: string; label: string; sort_order: number }>(
        `select path, label, sort_order from ref_ecosystem_service where level = 2 order by path`,
      );
      const seeded = buildReferenceLists()
        .find((list) => list.path === 'ecosystemservices')!
        .rows.filter((row) => row.level === 2)
        .map((row) => ({
          path: row.path,
          // An administrator's wording stays; the seeded names become the ESVD's.
          label: row.path === '2/25' ? 'Irrigation (our wording)' : row.label,
          sort_order: row.sortOrder,
        }));
      const expected = [...seeded, { path: '19/195', label: 'Birdwatching', sort_order: 1000 }];
      expect(subServices.rows).toEqual(expected.sort((a, b) => (a.path < b.path ? -1 : 1)));

      expect(await linkedPaths(client, hunting)).toEqual(['19/194']);
      expect(await linkedPaths(client, medicines)).toEqual(['5/51']);
      expect(await linkedPaths(client, birds)).toEqual(['19/195', '5/51']);
      const exportLines = await client.query('select count(*)::int as count from valuation_export_line');
      expect(exportLines.rows[0].count).toBe(0);

      const entry = async (table: string, path: string) =>
        (await client.query(`select id, code, label, parent_id from ${table} where path = $1`, [path])).rows[0];
      expect(await entry('ref_ecosystem_condition', 'well-functioning')).toMatchObject({
        id: conditions[0].id,
        label: 'Well-functioning (or extensively managed)',
      });
      expect((await entry('ref_temporal_unit', 'visit')).label).toBe('trip/visit');
      expect((await entry('ref_unit_of_measure', 'hectare')).label).toBe('hectare');
      expect((await entry('ref_unit_of_measure', 'total')).label).toBe('total');
      expect((await entry('ref_beneficiary_unit', 'households')).label).toBe('households');
      const provisioning = await entry('ref_seea', '1');
      expect(await entry('ref_seea', '1/1.11')).toMatchObject({
        label: 'Biomass provisioning services',
        parent_id: provisioning.id,
      });
      expect((await entry('ref_seea', '2/2.22')).label).toBe('Retention and breakdown of other pollutants');
      const twice = await entry('ref_unit_of_measure', 'km2-b');
      expect(twice.label).toBe(`KM2 (${twice.id})`);

      const indexes = await client.query(
        `select count(*)::int as count from pg_indexes
         where indexname like 'ref\\_%\\_path\\_unique' or indexname like 'ref\\_%\\_sibling\\_name\\_unique'`,
      );
      expect(indexes.rows[0].count).toBe(2 * referenceLists.length);

      // Run again, it finds nothing left to change.
      const before = await client.query('select * from ref_ecosystem_service order by id');
      await migrate(client);
      expect((await client.query('select * from ref_ecosystem_service order by id')).rows).toEqual(before.rows);
    });
  });
});
