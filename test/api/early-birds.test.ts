// Early Bird Setup (spec 001 §2, §4, §7, §9): the list of early birds and the users to add from, searched by name,
// email or display name and paged; adding moves a user to the early birds, removing moves them back. Both front
// doors, who may call them, and refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from '../../api/src/app.ts';
import { startTestApp } from '../support/app.ts';
import { graphql, graphqlData, loginAsAdmin, loginAsDemoUser, rest } from '../support/http.ts';

interface BirdUser {
  id: number;
  userName: string;
  email: string;
  displayName: string;
  addedOn: string | null;
}

interface BirdPage {
  users: BirdUser[];
  totalRecords: number;
}

/** A word of this file's users only, so a search finds exactly them. */
const word = 'plover';
/** Twenty users, Plover 01 to Plover 20 by display name. */
const names = Array.from({ length: 20 }, (_, index) => `Plover ${String(index + 1).padStart(2, '0')}`);

let app: RunningApp;
let adminToken: string;
let analystToken: string;
const ids = new Map<string, number>();

const sql = <Row = Record<string, unknown>>(query: string, params: unknown[] = []) =>
  app.database.orm.em.getConnection().execute<Row[]>(query, params);

beforeAll(async () => {
  app = await startTestApp();
  [adminToken, analystToken] = await Promise.all([loginAsAdmin(app), loginAsDemoUser(app, 'dataAnalyst')]);
  for (const [index, name] of names.entries()) {
    // Found by different fields: the word is in the display name, the user name or only the email.
    const [{ id }] = await sql<{ id: number }>(
      `insert into app_user (user_name, display_name, email, role_name, email_confirmed)
       values (?, ?, ?, 'basic', true) returning id`,
      [`bird${index + 1}`, name, `bird${index + 1}@${word}.example.org`],
    );
    ids.set(name, id);
  }
});

afterAll(async () => {
  await app?.stop();
});

const idOf = (name: string) => ids.get(name)!;
const namesOf = (page: BirdPage) => page.users.map((user) => user.displayName);

async function restList(list: 'earlybirds' | 'nonearlybirds', body: Record<string, unknown>, query = '') {
  const response = await rest<BirdPage>(app, 'POST', `/api/users/${list}${query}`, body, adminToken);
  expect(response.status).toBe(200);
  return response.body;
}

const listsQuery = `query Lists($freeText: String, $limit: Int, $offset: Int) {
  earlyBirds(freeText: $freeText) { totalRecords users { id userName email displayName addedOn } }
  nonEarlyBirds(freeText: $freeText, limit: $limit, offset: $offset) { totalRecords users { id displayName addedOn } }
}`;

describe('the lists', () => {
  it('finds users by email, name or display name, pages the users to add by 15, and loads all early birds', async () => {
    const first = await restList('nonearlybirds', { offset: 0, limit: 15, freeText: word });
    expect(first.totalRecords).toBe(20);
    expect(namesOf(first)).toEqual(names.slice(0, 15));
    const second = await restList('nonearlybirds', {}, `?offset=15&limit=15&freeText=${word}`);
    expect(namesOf(second)).toEqual(names.slice(15));
    expect(second.users[0]).toEqual({
      id: idOf('Plover 16'),
      userName: 'bird16',
      email: `bird16@${word}.example.org`,
      displayName: 'Plover 16',
      addedOn: null,
    });
    // By user name, in any case; by display name; limit 0 is all.
    expect(namesOf(await restList('nonearlybirds', { limit: 0, freeText: 'BIRD7' }))).toEqual(['Plover 07']);
    expect(namesOf(await restList('nonearlybirds', { freeText: 'plover 1' }))).toEqual(names.slice(9, 19));
    const everyone = await restList('nonearlybirds', { offset: 0, limit: 0 });
    expect(everyone.users.length).toBe(everyone.totalRecords);
    expect(everyone.totalRecords).toBeGreaterThan(20);
    expect(await restList('earlybirds', { offset: 0, limit: 0, freeText: word })).toEqual({
      users: [],
      totalRecords: 0,
    });
  });
});

describe('adding and removing', () => {
  it('moves a user to the early birds and back, over REST', async () => {
    const added = await rest<BirdUser>(
      app,
      'PUT',
      `/api/users/addearlybirds/${idOf('Plover 03')}`,
      undefined,
      adminToken,
    );
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ id: idOf('Plover 03'), displayName: 'Plover 03' });
    expect(new Date(added.body.addedOn!).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const birds = await restList('earlybirds', { offset: 0, limit: 0, freeText: word });
    expect(namesOf(birds)).toEqual(['Plover 03']);
    expect(birds.totalRecords).toBe(1);
    const others = await restList('nonearlybirds', { limit: 15, freeText: word });
    expect(others.totalRecords).toBe(19);
    expect(namesOf(others)).not.toContain('Plover 03');

    // Adding again changes nothing: still one early bird, added when it was first added.
    const again = await rest<BirdUser>(
      app,
      'PUT',
      `/api/users/addearlybirds/${idOf('Plover 03')}`,
      undefined,
      adminToken,
    );
    expect(again.body.addedOn).toBe(added.body.addedOn);
    expect((await restList('earlybirds', { freeText: word })).totalRecords).toBe(1);
    const [{ added_by_id: addedBy }] = await sql<{ added_by_id: number | null }>(
      'select added_by_id from early_bird where user_id = ?',
      [idOf('Plover 03')],
    );
    expect(addedBy).not.toBeNull();

    const removed = await rest<BirdUser>(
      app,
      'PUT',
      `/api/users/removeearlybirds/${idOf('Plover 03')}`,
      undefined,
      adminToken,
    );
    expect(removed.status).toBe(200);
    expect(removed.body.addedOn).toBeNull();
    expect((await restList('earlybirds', { freeText: word })).totalRecords).toBe(0);
    expect((await restList('nonearlybirds', { freeText: word })).totalRecords).toBe(20);
  });

  it('moves a user to the early birds and back, over GraphQL', async () => {
    const userId = idOf('Plover 11');
    const { addEarlyBird } = await graphqlData<{ addEarlyBird: BirdUser }>(
      app,
      'mutation Add($userId: Int!) { addEarlyBird(userId: $userId) { id displayName addedOn } }',
      { userId },
      adminToken,
    );
    expect(addEarlyBird).toMatchObject({ id: userId, displayName: 'Plover 11' });
    expect(addEarlyBird.addedOn).not.toBeNull();

    const lists = await graphqlData<{ earlyBirds: BirdPage; nonEarlyBirds: BirdPage }>(
      app,
      listsQuery,
      { freeText: word, limit: 15, offset: 0 },
      adminToken,
    );
    expect(namesOf(lists.earlyBirds)).toEqual(['Plover 11']);
    expect(lists.earlyBirds.users[0]).toMatchObject({ userName: 'bird11', email: `bird11@${word}.example.org` });
    expect(lists.nonEarlyBirds.totalRecords).toBe(19);
    expect(lists.nonEarlyBirds.users).toHaveLength(15);

    const { removeEarlyBird } = await graphqlData<{ removeEarlyBird: BirdUser }>(
      app,
      'mutation Remove($userId: Int!) { removeEarlyBird(userId: $userId) { id addedOn } }',
      { userId },
      adminToken,
    );
    expect(removeEarlyBird).toEqual({ id: userId, addedOn: null });
    // Removing a user who is no early bird changes nothing.
    const again = await rest<BirdUser>(app, 'PUT', `/api/users/removeearlybirds/${userId}`, undefined, adminToken);
    expect(again.status).toBe(200);
    expect((await restList('earlybirds', { freeText: word })).totalRecords).toBe(0);
  });

  it('keeps no early bird of a deleted user', async () => {
    const [{ id }] = await sql<{ id: number }>(
      `insert into app_user (user_name, display_name, email, role_name) values ('gone', 'Plover gone', 'gone@x.org', 'basic')
       returning id`,
    );
    await rest(app, 'PUT', `/api/users/addearlybirds/${id}`, undefined, adminToken);
    await sql('delete from app_user where id = ?', [id]);
    expect((await restList('earlybirds', { freeText: 'gone' })).totalRecords).toBe(0);
  });
});

describe('refusals', () => {
  it('is for administrators only, at both front doors', async () => {
    const userId = idOf('Plover 05');
    expect((await rest(app, 'POST', '/api/users/earlybirds', {})).status).toBe(401);
    expect((await rest(app, 'POST', '/api/users/nonearlybirds', {}, analystToken)).status).toBe(403);
    expect((await rest(app, 'PUT', `/api/users/addearlybirds/${userId}`, undefined, analystToken)).status).toBe(403);
    expect((await rest(app, 'PUT', `/api/users/removeearlybirds/${userId}`)).status).toBe(401);
    const { errors } = await graphql(
      app,
      'mutation Add($userId: Int!) { addEarlyBird(userId: $userId) { id } }',
      { userId },
      analystToken,
    );
    expect(errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await restList('earlybirds', { freeText: word })).totalRecords).toBe(0);
  });

  it('answers 404 for a user that does not exist and 400 for bad paging or ids', async () => {
    const missing = await rest<{ title: string }>(app, 'PUT', '/api/users/addearlybirds/999999', undefined, adminToken);
    expect(missing.status).toBe(404);
    expect(missing.body.title).toBe('There is no user 999999.');
    expect((await sql('select 1 from early_bird where user_id = 999999')).length).toBe(0);
    const badId = await rest<{ title: string }>(app, 'PUT', '/api/users/removeearlybirds/abc', undefined, adminToken);
    expect(badId.status).toBe(400);
    const badLimit = await rest<{ title: string }>(app, 'POST', '/api/users/nonearlybirds', { limit: -1 }, adminToken);
    expect(badLimit.status).toBe(400);
    expect(badLimit.body.title).toBe('limit must be at least 0');
    const { errors } = await graphql(app, listsQuery, { freeText: 'x'.repeat(201) }, adminToken);
    expect(errors?.[0]?.message).toBe('freeText must be at most 200 characters');
  });
});
