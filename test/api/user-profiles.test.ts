// Download User Profiles (spec 001 §2, §7, §9): the users table for administrators (by registration date, oldest
// first, unless asked otherwise; paged; counted), and its CSV with the spec's columns, dates DD-MM-YYYY HH:mm:ss in
// the asked time zone, a date before year 1 blank, a file name with the database version and a timestamp.
import { timeZoneMessage } from '@esvd/schema/rules/csv-download';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from '../../api/src/app.ts';
import { startTestApp } from '../support/app.ts';
import { authorization, graphql, graphqlData, loginAsAdmin, loginAsDemoUser, rest } from '../support/http.ts';

interface Profile {
  id: number;
  userName: string;
  email: string;
  registrationDate: string;
  lastSignInDate: string | null;
}

let app: RunningApp;
let adminToken: string;
let analystToken: string;
const ids: number[] = [];

const sql = <Row = Record<string, unknown>>(query: string, params: unknown[] = []) =>
  app.database.orm.em.getConnection().execute<Row[]>(query, params);

/** Registered long before the seeded accounts, so they come first, in this order, when sorted by registration. */
const users = [
  {
    userName: 'ada',
    displayName: 'Ada Lovelace',
    email: 'ada@example.org',
    organization: 'Analytical Engines, "Ltd"',
    sector: 'Other',
    sectorOther: 'Mathematics',
    purposeOfAccess: 'Research',
    purposeOfAccessOther: null,
    registrationDate: '1990-02-03 04:05:06+00',
    numberOfSignIn: 7,
    // Summer time in Amsterdam: two hours ahead.
    lastSignInDate: '2024-07-08 21:30:00+00',
  },
  {
    userName: 'bob',
    // A text a spreadsheet would run as a formula.
    displayName: '=HYPERLINK("x")',
    email: 'bob@example.org',
    organization: '',
    sector: 'Government',
    sectorOther: null,
    purposeOfAccess: 'Other',
    purposeOfAccessOther: 'Line one\nline two',
    registrationDate: '1991-12-31 23:59:59+00',
    numberOfSignIn: 0,
    // The original's "never signed in": before year 1.
    lastSignInDate: '0001-12-31 00:00:00+00 BC',
  },
  {
    userName: 'cy',
    displayName: 'Cy',
    email: 'cy@example.org',
    organization: 'Cy Co',
    sector: 'Academia',
    sectorOther: null,
    purposeOfAccess: 'Teaching',
    purposeOfAccessOther: null,
    registrationDate: '1992-06-01 00:00:00+00',
    numberOfSignIn: 1,
    lastSignInDate: null,
  },
];

beforeAll(async () => {
  app = await startTestApp();
  [adminToken, analystToken] = await Promise.all([loginAsAdmin(app), loginAsDemoUser(app, 'dataAnalyst')]);
  for (const user of users) {
    const [{ id }] = await sql<{ id: number }>(
      `insert into app_user (user_name, display_name, email, organization, sector, sector_other, purpose_of_access,
         purpose_of_access_other, registration_date, number_of_sign_in, last_sign_in_date, role_name, email_confirmed)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'basic', true) returning id`,
      [
        user.userName,
        user.displayName,
        user.email,
        user.organization,
        user.sector,
        user.sectorOther,
        user.purposeOfAccess,
        user.purposeOfAccessOther,
        user.registrationDate,
        user.numberOfSignIn,
        user.lastSignInDate,
      ],
    );
    ids.push(id);
  }
});

afterAll(async () => {
  await app?.stop();
});

describe('the users table', () => {
  it('lists users by registration date, oldest first, a page at a time, and counts them', async () => {
    const { body: total } = await rest<number>(app, 'GET', '/api/account/userscount', undefined, adminToken);
    const [{ count }] = await sql<{ count: string }>('select count(*) from app_user');
    expect(total).toBe(Number(count));

    const firstPage = await rest<Profile[]>(app, 'GET', '/api/account/allusers?limit=2', undefined, adminToken);
    expect(firstPage.status).toBe(200);
    expect(firstPage.body.map((user) => user.id)).toEqual(ids.slice(0, 2));
    expect(firstPage.body[0]).toMatchObject({
      userName: 'ada',
      displayName: 'Ada Lovelace',
      organization: 'Analytical Engines, "Ltd"',
      sectorOther: 'Mathematics',
      registrationDate: '1990-02-03T04:05:06.000Z',
      numberOfSignIn: 7,
      lastSignInDate: '2024-07-08T21:30:00.000Z',
    });
    const secondPage = await rest<Profile[]>(
      app,
      'GET',
      '/api/account/allusers?limit=2&offset=2',
      undefined,
      adminToken,
    );
    expect(secondPage.body[0].id).toBe(ids[2]);

    const all = await rest<Profile[]>(app, 'GET', '/api/account/allusers?limit=1000', undefined, adminToken);
    expect(all.body).toHaveLength(total);
    const dates = all.body.map((user) => user.registrationDate);
    expect(dates).toEqual([...dates].sort());
  });

  it('sorts by any column either way, texts in any case', async () => {
    const byEmail = await rest<Profile[]>(
      app,
      'GET',
      '/api/account/allusers?sortColumn=email&isDescend=true&limit=1000',
      undefined,
      adminToken,
    );
    const emails = byEmail.body.map((user) => user.email.toLowerCase());
    expect(emails).toEqual([...emails].sort().reverse());

    const { userProfiles } = await graphqlData<{ userProfiles: { totalCount: number; items: Profile[] } }>(
      app,
      `{ userProfiles(sortColumn: registrationDate, isDescend: true, limit: 3) {
          totalCount items { id userName registrationDate lastSignInDate } } }`,
      undefined,
      adminToken,
    );
    expect(userProfiles.items).toHaveLength(3);
    expect(userProfiles.items.map((user) => user.id)).not.toContain(ids[0]);
    const { body: total } = await rest<number>(app, 'GET', '/api/account/userscount', undefined, adminToken);
    expect(userProfiles.totalCount).toBe(total);
  });

  it('refuses an unknown sort column and paging past the limits', async () => {
    const badSort = await rest<{ title: string }>(
      app,
      'GET',
      '/api/account/allusers?sortColumn=password',
      undefined,
      adminToken,
    );
    expect(badSort.status).toBe(400);
    expect(badSort.body.title).toMatch(/^sortColumn must be one of id, displayName, userName, email/);
    const badLimit = await rest<{ title: string }>(
      app,
      'GET',
      '/api/account/allusers?limit=5000',
      undefined,
      adminToken,
    );
    expect(badLimit.status).toBe(400);
    expect(badLimit.body.title).toBe('limit must be at most 1000');
  });
});

describe('Download User Profiles', () => {
  const header =
    'id,displayName,userName,email,organization,sector,sectorOther,purposeOfAccess,purposeOfAccessOther,' +
    'registrationDate,numberOfSignIn,lastSignInDate';

  it("writes the spec's columns and dates, in UTC unless asked otherwise, under a versioned, timed name", async () => {
    const download = await rest<string>(app, 'GET', '/api/account/allusers/csv', undefined, adminToken);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const { body: version } = await rest<{ label: string }>(app, 'GET', '/api/referenceinfos/currentversion');
    const fileName = download.headers.get('content-disposition')?.match(/filename="(.+)"/)?.[1];
    expect(fileName).toMatch(/^ESVD_userprofiles_(.+)_\d{4}-\d\d-\d\d_\d\d-\d\d-\d\d\.csv$/);
    expect(fileName).toContain(`_${version?.label ?? 'unversioned'}_`);

    // Starts with a byte-order mark for Excel (which fetch's text() drops).
    const bytes = await fetch(`${app.url}/api/account/allusers/csv`, { headers: authorization(adminToken) });
    expect([...new Uint8Array(await bytes.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = download.body;
    const [ada, bob, cy] = ids;
    expect(text.split('\r\n').slice(0, 4)).toEqual([
      header,
      `${ada},Ada Lovelace,ada,ada@example.org,"Analytical Engines, ""Ltd""",Other,Mathematics,Research,,03-02-1990 04:05:06,7,08-07-2024 21:30:00`,
      `${bob},"'=HYPERLINK(""x"")",bob,bob@example.org,,Government,,Other,"Line one\nline two",31-12-1991 23:59:59,0,`,
      `${cy},Cy,cy,cy@example.org,Cy Co,Academia,,Teaching,,01-06-1992 00:00:00,1,`,
    ]);
    // One line per user (Bob's purpose holds a line feed inside its quotes, not a CRLF), and a final CRLF.
    const { body: total } = await rest<number>(app, 'GET', '/api/account/userscount', undefined, adminToken);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n')).toHaveLength(total + 2);
  });

  it('writes the dates in the time zone asked for, and sorts as the table does', async () => {
    const download = await rest<string>(
      app,
      'GET',
      '/api/account/allusers/csv?timeZone=Europe/Amsterdam&sortColumn=userName',
      undefined,
      adminToken,
    );
    const line = download.body.split('\r\n').find((row) => row.startsWith(`${ids[0]},`));
    expect(line).toBe(
      `${ids[0]},Ada Lovelace,ada,ada@example.org,"Analytical Engines, ""Ltd""",Other,Mathematics,Research,,03-02-1990 05:05:06,7,08-07-2024 23:30:00`,
    );
    const userNames = download.body
      .split('\r\n')
      .slice(1, -1)
      .filter((row) => /^\d+,/.test(row))
      .map((row) => row.split(',')[2].toLowerCase());
    expect(userNames.slice(0, 2)).toEqual(['ada', 'admin']);
  });

  it('refuses a time zone that is none', async () => {
    const refused = await rest<{ title: string }>(
      app,
      'GET',
      '/api/account/allusers/csv?timeZone=Mars/Olympus',
      undefined,
      adminToken,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.title).toBe(timeZoneMessage);
  });
});

describe('who may', () => {
  it.each(['/api/account/allusers', '/api/account/userscount', '/api/account/allusers/csv'])(
    'read %s: administrators only',
    async (path) => {
      expect((await rest(app, 'GET', path)).status).toBe(401);
      expect((await rest(app, 'GET', path, undefined, analystToken)).status).toBe(403);
    },
  );

  it('read userProfiles over GraphQL: administrators only', async () => {
    const { errors } = await graphql(app, '{ userProfiles { totalCount } }', undefined, analystToken);
    expect(errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
