// The kept counts of published and mapped records (published-count.sql.ts): after each kind of write, committed,
// concurrent or rolled back, they equal an independent count(*) of the rule the searches apply, and the public
// totals answer them.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from '../../api/src/app.ts';
import { keptValuationCounts } from '../../api/src/modules/valuations/published-count.sql.ts';
import { startTestApp } from '../support/app.ts';
import { graphqlData, rest } from '../support/http.ts';

interface Counts {
  published: number;
  mapped: number;
}

const independentCount = `select count(*)::int as published,
    count(*) filter (where v.latitude is not null and v.longitude is not null)::int as mapped
  from valuation v join study s on s.id = v.study_id where s.is_published`;

let app: RunningApp;
const clients: pg.Client[] = [];

async function connect(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: app.database.url });
  await client.connect();
  clients.push(client);
  return client;
}

const kept = async (client: pg.Client): Promise<Counts> =>
  (await client.query<Counts>(keptValuationCounts.toQuery())).rows[0];

const counted = async (client: pg.Client): Promise<Counts> => (await client.query<Counts>(independentCount)).rows[0];

/** The kept counts equal the independent count, as a client outside any open transaction sees both. */
async function expectKeptRight(client: pg.Client): Promise<Counts> {
  const independent = await counted(client);
  expect(await kept(client)).toEqual(independent);
  return independent;
}

let client: pg.Client;
/** Study rows (ids) of fixtures made here: one published, one not. */
let published: number;
let unpublished: number;
let nextValueId = 99_400_000_000;

async function addStudy(isPublished: boolean): Promise<number> {
  const { rows } = await client.query<{ id: number }>(
    `insert into study (study_id, title, authors, reference, year_of_publication, is_published, is_complete)
     values ((select coalesce(max(study_id), 0) + 1 from study), 'Kept count fixture', 'Fixture, A.', 'Fixture.',
       2020, $1, true) returning id`,
    [isPublished],
  );
  return rows[0].id;
}

/** `count` records of `study` in one statement, every other one with coordinates. */
async function addValuations(on: pg.Client, study: number, count: number): Promise<void> {
  const first = nextValueId;
  nextValueId += count;
  await on.query(
    `insert into valuation (value_id, study_id, latitude, longitude)
     select $1::bigint + n, $2, case when n % 2 = 0 then 1.5 end, case when n % 2 = 0 then 2.5 end
     from generate_series(0, $3 - 1) as n`,
    [first, study, count],
  );
}

/**
 * Resolves once `statement`, sent on `session`, has either finished or reached the server and waits for a lock: the
 * other transaction may then commit, and the order of the two is the one the test means.
 */
async function waitedOrDone(session: pg.Client, statement: Promise<unknown>): Promise<void> {
  let done = false;
  void statement.then(() => (done = true));
  const pid = (session as unknown as { processID: number }).processID;
  const deadline = Date.now() + 10_000;
  while (!done) {
    const { rows } = await client.query(
      `select wait_event_type = 'Lock' as waiting from pg_stat_activity where pid = $1`,
      [pid],
    );
    if (rows[0]?.waiting) return;
    if (Date.now() > deadline) throw new Error('The statement neither finished nor waited for a lock');
  }
}

beforeAll(async () => {
  app = await startTestApp();
  client = await connect();
  published = await addStudy(true);
  unpublished = await addStudy(false);
});

afterAll(async () => {
  await Promise.all(clients.map((each) => each.end()));
  await app?.stop();
});

describe('the kept count of published records', () => {
  it('starts right after the seed, which loads with the triggers off', async () => {
    const counts = await expectKeptRight(client);
    expect(counts.published).toBeGreaterThan(0);
    expect(counts.mapped).toBeGreaterThan(0);
  });

  it('follows inserts of many rows in one statement, and a COPY', async () => {
    const before = await counted(client);
    await addValuations(client, published, 10);
    await addValuations(client, unpublished, 7);
    await client.query(
      `copy valuation (value_id, study_id, latitude, longitude)
       from program 'printf "${nextValueId}\\t${published}\\t3\\t4\\n${nextValueId + 1}\\t${published}\\t\\\\N\\t\\\\N\\n"'`,
    );
    nextValueId += 2;
    const after = await expectKeptRight(client);
    expect(after).toEqual({ published: before.published + 12, mapped: before.mapped + 6 });
  });

  it('follows records moved between studies, coordinates added and taken away, and leaves other updates alone', async () => {
    await client.query(
      `update valuation set study_id = $2 where id in (select id from valuation where study_id = $1 limit 3)`,
      [published, unpublished],
    );
    await expectKeptRight(client);
    await client.query(`update valuation set latitude = null where study_id = $1 and latitude is not null`, [
      published,
    ]);
    await expectKeptRight(client);
    await client.query(`update valuation set latitude = 7, longitude = 8 where study_id = $1`, [published]);
    await expectKeptRight(client);
    const rowsBefore = (await client.query(`select count(*)::int as n from valuation_count`)).rows[0].n;
    await client.query(`update valuation set notes = 'kept count' where study_id = $1`, [published]);
    expect((await client.query(`select count(*)::int as n from valuation_count`)).rows[0].n).toBe(rowsBefore);
    await expectKeptRight(client);
  });

  it('follows deletes of records', async () => {
    await client.query(`delete from valuation where id in (select id from valuation where study_id = $1 limit 2)`, [
      published,
    ]);
    await expectKeptRight(client);
  });

  it('follows a study published, unpublished and deleted with its records', async () => {
    const before = await counted(client);
    await client.query(`update study set is_published = true where id = $1`, [unpublished]);
    const whenPublished = await expectKeptRight(client);
    expect(whenPublished.published).toBeGreaterThan(before.published);
    await client.query(`update study set is_published = false where id = $1`, [unpublished]);
    expect(await expectKeptRight(client)).toEqual(before);
    // Deleted while published: its records go by cascade.
    const doomed = await addStudy(true);
    await addValuations(client, doomed, 5);
    await client.query(`delete from study where id = $1`, [doomed]);
    expect(await expectKeptRight(client)).toEqual(before);
  });

  it('leaves the count as it was when a write rolls back', async () => {
    const before = await counted(client);
    const writer = await connect();
    await writer.query('begin');
    await addValuations(writer, published, 4);
    await writer.query(`update study set is_published = true where id = $1`, [unpublished]);
    await writer.query('rollback');
    expect(await expectKeptRight(client)).toEqual(before);
  });

  it('counts concurrent transactions once each, none seen before it commits', async () => {
    const before = await counted(client);
    const [first, second] = [await connect(), await connect()];
    await first.query('begin');
    await second.query('begin');
    await addValuations(first, published, 3);
    // The second merges what it may while the first holds its own change: it does not wait for it.
    await addValuations(second, published, 5);
    expect(await kept(client)).toEqual(before);
    await second.query('commit');
    expect((await expectKeptRight(client)).published).toBe(before.published + 5);
    await first.query('commit');
    expect((await expectKeptRight(client)).published).toBe(before.published + 8);
  });

  it('counts records written into a study while another transaction publishes it, in either order', async () => {
    for (const publisherFirst of [true, false]) {
      const study = await addStudy(false);
      await addValuations(client, study, 2);
      const [publisher, writer] = [await connect(), await connect()];
      await publisher.query('begin');
      await writer.query('begin');
      if (publisherFirst) {
        await publisher.query(`update study set is_published = true where id = $1`, [study]);
        // Waits for the publication to commit, then finds the study published.
        const writing = addValuations(writer, study, 3);
        await waitedOrDone(writer, writing);
        await publisher.query('commit');
        await writing;
        await writer.query('commit');
      } else {
        await addValuations(writer, study, 3);
        await writer.query(`delete from valuation where id = (select min(id) from valuation where study_id = $1)`, [
          study,
        ]);
        // Waits for the records' writer, then counts the records it committed.
        const publishing = publisher.query(`update study set is_published = true where id = $1`, [study]);
        await waitedOrDone(publisher, publishing);
        await writer.query('commit');
        await publishing;
        await publisher.query('commit');
      }
      await expectKeptRight(client);
      await client.query(`update study set is_published = false where id = $1`, [study]);
      await expectKeptRight(client);
    }
  });

  it('is what the public totals answer, over REST and GraphQL', async () => {
    await addValuations(client, published, 2);
    const { published: total, mapped } = await expectKeptRight(client);
    expect((await rest<number>(app, 'GET', '/api/esvds/totalcount')).body).toBe(total);
    expect((await rest<number>(app, 'GET', '/api/esvds/totalmaplistcount')).body).toBe(mapped);
    const answer = await graphqlData<{ totalValuationCount: number; totalMappedValuationCount: number }>(
      app,
      '{ totalValuationCount totalMappedValuationCount }',
    );
    expect(answer).toEqual({ totalValuationCount: total, totalMappedValuationCount: mapped });
  });

  it('counts again after a truncate', async () => {
    await client.query('truncate valuation cascade');
    expect(await expectKeptRight(client)).toEqual({ published: 0, mapped: 0 });
    await addValuations(client, published, 3);
    expect(await expectKeptRight(client)).toEqual({ published: 3, mapped: 2 });
  });
});
