// Reference list writes (spec 000 §3, §7; issue 5): create, update and delete for the 19 lists by admins,
// a consistent hierarchy, deletes refused for entries in use, and the stats-ready toggle.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from '../../api/src/app.ts';
import { referenceLists } from '../../api/src/modules/reference-lists/reference-lists.registry.ts';
import { startTestApp } from '../support/app.ts';
import { graphqlData, loginAsAdmin, loginAsDemoUser, rest } from '../support/http.ts';
import { withDatabase } from './search-fixtures.ts';

interface Entry {
  id: number;
  code: string;
  label: string;
  path: string;
  level: number;
  isSub: boolean;
  parentId: number | null;
  sortOrder: number;
  statsReady: boolean | null;
}

interface Problem {
  title: string;
}

let app: RunningApp;
let admin: string;
let analyst: string;
let basic: string;

beforeAll(async () => {
  app = await startTestApp();
  [admin, analyst, basic] = await Promise.all([
    loginAsAdmin(app),
    loginAsDemoUser(app, 'dataAnalyst'),
    loginAsDemoUser(app, 'basic'),
  ]);
});

afterAll(async () => {
  await app?.stop();
});

const create = (list: string, body: Record<string, unknown>, token = admin) =>
  rest<Entry & Problem>(app, 'POST', `/api/${list}`, body, token);
const update = (list: string, id: number, body: Record<string, unknown>) =>
  rest<Entry & Problem>(app, 'PUT', `/api/${list}/${id}`, body, admin);
const remove = (list: string, id: number) => rest<Problem>(app, 'DELETE', `/api/${list}/${id}`, undefined, admin);

describe('create, update, delete', () => {
  it.each(referenceLists.map((list) => list.path))('works for %s', async (list) => {
    const created = await create(list, { code: `T-${list}`, label: 'Test entry' });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ code: `T-${list}`, path: `T-${list}`, level: 1, isSub: false });
    const updated = await update(list, created.body.id, { code: `T2-${list}`, label: 'Renamed' });
    expect(updated.body).toMatchObject({ code: `T2-${list}`, label: 'Renamed', path: `T2-${list}` });
    const read = await rest<Entry>(app, 'GET', `/api/${list}/${created.body.id}`);
    expect(read.body.label).toBe('Renamed');
    expect((await remove(list, created.body.id)).status).toBe(204);
    expect((await rest(app, 'GET', `/api/${list}/${created.body.id}`)).status).toBe(404);
  });

  it('checks the form and refuses a code the list already has', async () => {
    const empty = await create('continents', {});
    expect(empty.status).toBe(400);
    expect(empty.body.title).toBe('Code is required Label is required');
    await create('continents', { code: 'DUP', label: 'One' });
    const again = await create('continents', { code: 'DUP', label: 'Two' });
    expect(again.status).toBe(400);
    expect(again.body.title).toBe('The code DUP is already used in continents.');
  });

  it('is for admins', async () => {
    for (const token of [analyst, basic]) {
      expect((await create('continents', { code: 'NO', label: 'No' }, token)).status).toBe(403);
      expect((await rest(app, 'DELETE', '/api/continents/1', undefined, token)).status).toBe(403);
    }
  });
});

describe('hierarchy', () => {
  it('derives path, level and isSub from the parent, also for sub-entries of a renamed or moved entry', async () => {
    const root = (await create('ecosystemservices', { code: 'H1', label: 'Root' })).body;
    const child = (await create('ecosystemservices', { code: 'H1.1', label: 'Child', parentId: root.id })).body;
    expect(child).toMatchObject({ path: 'H1/H1.1', level: 2, isSub: true, parentId: root.id });
    const grandchild = (await create('ecosystemservices', { code: 'H1.1.1', label: 'Grand', parentId: child.id })).body;
    expect(grandchild).toMatchObject({ path: 'H1/H1.1/H1.1.1', level: 3 });
    await update('ecosystemservices', root.id, { code: 'H9', label: 'Root' });
    const moved = await rest<Entry>(app, 'GET', `/api/ecosystemservices/${grandchild.id}`);
    expect(moved.body).toMatchObject({ path: 'H9/H1.1/H1.1.1', level: 3 });
    // The child becomes a root: its sub-entry moves up a level with it.
    await update('ecosystemservices', child.id, { code: 'H1.1', label: 'Child' });
    const promoted = await rest<Entry>(app, 'GET', `/api/ecosystemservices/${grandchild.id}`);
    expect(promoted.body).toMatchObject({ path: 'H1.1/H1.1.1', level: 2, isSub: true });
  });

  it('refuses a parent from elsewhere, a cycle, a flat list with a parent and a fifth level', async () => {
    const root = (await create('cicesclasses', { code: 'C1', label: 'Section' })).body;
    const child = (await create('cicesclasses', { code: 'C1.1', label: 'Division', parentId: root.id })).body;
    const cycle = await update('cicesclasses', root.id, { code: 'C1', label: 'Section', parentId: child.id });
    expect(cycle.body.title).toBe('An entry cannot be placed under itself or one of its sub-entries.');
    const missing = await create('cicesclasses', { code: 'C2', label: 'X', parentId: 999_999 });
    expect(missing.body.title).toBe('The parent 999999 is not an entry of cices v5.1 classes.');
    const flat = await create('continents', { code: 'F1', label: 'X', parentId: root.id });
    expect(flat.body.title).toBe('Continents have no hierarchy: an entry cannot have a parent.');
    let parent = child;
    for (const code of ['C1.1.1', 'C1.1.1.1'])
      parent = (await create('cicesclasses', { code, label: code, parentId: parent.id })).body;
    const fifth = await create('cicesclasses', { code: 'C1.1.1.1.1', label: 'Too deep', parentId: parent.id });
    expect(fifth.status).toBe(400);
    expect(fifth.body.title).toBe('Entries go at most 4 levels deep.');
  });
});

describe('delete protection', () => {
  it('refuses to delete an entry records use, saying how many valuations and VSL records, without table names', async () => {
    const country = (await create('countries', { code: 'ZZZ', label: 'Testland' })).body;
    const study = (
      await rest<{ id: number }>(
        app,
        'POST',
        '/api/studies',
        { title: 'T', authors: 'A', reference: 'R', yearOfPublication: 2000 },
        analyst,
      )
    ).body;
    for (const notes of ['one', 'two']) {
      const valuation = await rest(
        app,
        'POST',
        '/api/esvds',
        { studyRecordId: study.id, notes, countries: [country.id] },
        analyst,
      );
      expect(valuation.status).toBe(200);
    }
    // Two links of one valuation study record (the VSL has no write path yet): counted as one record.
    await app.database.orm.em.getConnection().execute(
      `with record as (insert into vsl_study (title) values ('Uses Testland') returning id)
       insert into vsl_study_country (vsl_study_id, country_id) select id, ? from record`,
      [country.id],
    );
    const refused = await remove('countries', country.id);
    expect(refused.status).toBe(400);
    expect(refused.body.title).toBe(
      'Testland cannot be deleted: it is used by 2 valuations and 1 valuation study record.',
    );
    expect((await rest(app, 'GET', `/api/countries/${country.id}`)).status).toBe(200);
  });

  it('refuses to delete an entry with sub-entries', async () => {
    const root = (await create('seeas', { code: 'S1', label: 'Provisioning' })).body;
    await create('seeas', { code: 'S1.1', label: 'Crops', parentId: root.id });
    const refused = await remove('seeas', root.id);
    expect(refused.status).toBe(400);
    expect(refused.body.title).toBe('Provisioning cannot be deleted: it has 1 sub-entries. Delete or move them first.');
  });
});

describe('stats ready', () => {
  it('toggles an ESVD 2.0 entry for admins', async () => {
    const entry = (await create('biomev2ecosystemv2ecozones', { code: 'B1', label: 'Biome' })).body;
    const on = await rest<Entry>(
      app,
      'PUT',
      `/api/biomev2ecosystemv2ecozones/statsready/${entry.id}/true`,
      undefined,
      admin,
    );
    expect(on.body.statsReady).toBe(true);
    const { setStatsReady } = await graphqlData<{ setStatsReady: { statsReady: boolean } }>(
      app,
      'mutation S($id: Int!) { setStatsReady(id: $id, statsReady: false) { statsReady } }',
      { id: entry.id },
      admin,
    );
    expect(setStatsReady.statsReady).toBe(false);
    const refused = await rest(
      app,
      'PUT',
      `/api/biomev2ecosystemv2ecozones/statsready/${entry.id}/true`,
      undefined,
      analyst,
    );
    expect(refused.status).toBe(403);
  });
});

describe('codes and names among siblings, in any case', () => {
  const entryAt = async (list: string, path: string) =>
    (await rest<Entry[]>(app, 'GET', `/api/${list}/`)).body.find((entry) => entry.path === path)!;

  it('refuses a name a sibling has in another case, and a code likewise, with the duplicate message', async () => {
    const name = await create('unitofmeasures', { code: 'hectare-2', label: 'Hectare' });
    expect(name.status).toBe(400);
    expect(name.body.title).toBe('The name Hectare is already used in units of measure.');
    const code = await create('unitofmeasures', { code: 'HECTARE', label: 'Hectare (metric)' });
    expect(code.status).toBe(400);
    expect(code.body.title).toBe('The code HECTARE is already used in units of measure.');

    const acre = (await rest<Entry[]>(app, 'GET', '/api/unitofmeasures/')).body.find((entry) => entry.code === 'acre')!;
    const renamed = await update('unitofmeasures', acre.id, { code: 'acre', label: 'TOTAL' });
    expect(renamed.body.title).toBe('The name TOTAL is already used in units of measure.');
    // An entry may change the case of its own name.
    const recased = await update('unitofmeasures', acre.id, { code: 'acre', label: 'Acre' });
    expect(recased.body).toMatchObject({ id: acre.id, label: 'Acre' });
  });

  it('counts siblings only: a TEEB sub-service code repeats a service code, a name repeats under another parent', async () => {
    const food = await entryAt('ecosystemservices', '1');
    const recreation = await entryAt('ecosystemservices', '19');
    const fish = await create('ecosystemservices', { code: '11', label: 'Fish again', parentId: food.id });
    expect(fish.body.title).toBe('The code 11 is already used under Food.');
    const service = await create('ecosystemservices', { code: '11', label: 'Another service' });
    expect(service.body.title).toBe('The code 11 is already used in ecosystem services (teeb).');
    const hunting = await create('ecosystemservices', {
      code: '195',
      label: 'hunting / FISHING',
      parentId: recreation.id,
    });
    expect(hunting.body.title).toBe(
      'The name hunting / FISHING is already used under Opportunities for recreation and tourism.',
    );

    // Recreation is a sub-service of 19; under Food the same name is another entry.
    const elsewhere = await create('ecosystemservices', { code: '17', label: 'Recreation', parentId: food.id });
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body).toMatchObject({ path: '1/17', level: 2, parentId: food.id });
    // Moved under 19, it would meet 191 Recreation there.
    const moved = await update('ecosystemservices', elsewhere.body.id, {
      code: '197',
      label: 'Recreation',
      parentId: recreation.id,
    });
    expect(moved.body.title).toBe(
      'The name Recreation is already used under Opportunities for recreation and tourism.',
    );
    expect((await remove('ecosystemservices', elsewhere.body.id)).status).toBe(204);
  });

  it('is held by the database too, whoever writes', async () => {
    const insert = (code: string, label: string) =>
      withDatabase(app.database.url, (client) =>
        client.query(`insert into ref_temporal_unit (code, label, path, sort_order) values ($1, $2, $1, 99)`, [
          code,
          label,
        ]),
      );
    await expect(insert('trip', 'TRIP/VISIT')).rejects.toMatchObject({
      code: '23505',
      constraint: 'ref_temporal_unit_sibling_name_unique',
    });
    await expect(insert('year', 'Year of payment')).rejects.toMatchObject({
      code: '23505',
      constraint: 'ref_temporal_unit_path_unique',
    });
  });
});
