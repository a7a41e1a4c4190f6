// What users tripped on (issue 39), each as a journey in a real browser: a signed-in user opening /login or /signup
// is sent on (item 6); a confirmation link replaced by "Resend confirmation link?" says so and offers a new link and
// the login (item 5); a search's filter is saved once however often the page is reloaded, and the admins read it in
// words (item 4); a data analyst unpublishes the study they published (item 9, spec 000 §4); the users table has
// its id column (item 9, spec 001 §2).
import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../api/src/db/seed/index.ts';
import { e2eServer } from '../support/browser.ts';
import { loginThroughUi, openThroughLogin, screenshot, useBrowserPages } from '../support/e2e-page.ts';
import { admin, demoPassword } from '../support/environment.ts';
import { graphqlData, loginAsAdmin, loginAsDemoUser, rest } from '../support/http.ts';
import { withClient } from '../support/postgres.ts';
import { linkIn, startTestMailbox, type TestMailbox } from '../support/smtp.ts';

const server = e2eServer();
const demoUser = demoAccounts.find((account) => account.role === 'user')!;
const analyst = demoAccounts.find((account) => account.role === 'dataAnalyst')!;

const { newPage, expectConsoleErrorInThisTest } = useBrowserPages();

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
}

/** The header's account button, which carries the signed-in user's display name. */
const accountButton = (page: Page, displayName: string) =>
  page.getByRole('banner').getByRole('button', { name: displayName });

describe('a signed-in user (item 6)', () => {
  it('is sent home from /login and /signup, and on to the path of /login/<path>', async () => {
    const page = await newPage();
    await open(page, '/login');
    await loginThroughUi(page, demoUser.userName, demoPassword);
    await accountButton(page, demoUser.displayName).waitFor();
    await page.waitForURL(`${server.url}/`);

    for (const path of ['/login', '/signup']) {
      await open(page, path);
      await page.waitForURL(`${server.url}/`);
      expect(await page.getByLabel('Username or Email').count(), path).toBe(0);
      expect(await page.getByRole('button', { name: 'Sign Up' }).count(), path).toBe(0);
    }

    await open(page, '/login/userprofile');
    await page.waitForURL(`${server.url}/userprofile`);
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
    // Still signed in: nothing was asked again.
    await accountButton(page, demoUser.displayName).waitFor();
  });
});

describe('a superseded confirmation link (item 5)', () => {
  let mailbox: TestMailbox;

  beforeAll(async () => {
    mailbox = await startTestMailbox(server.smtpPort);
  });

  afterAll(async () => {
    await mailbox?.close();
  });

  const confirmationMail = (email: string) => mailbox.next(email, { subject: /Confirm your email/ });

  it('says a newer link replaced it, sends a new one on request, and offers the login', async () => {
    const suffix = Date.now().toString(36);
    const username = `grace-${suffix}`;
    const email = `${username}@example.org`;
    const signedUp = await rest(server, 'POST', '/api/account/signup', {
      displayName: 'Grace Hopper',
      organization: 'Navy',
      sector: 'Academia',
      sectorOther: '',
      purposeOfAccess: 'Research',
      purposeOfAccessOther: '',
      username,
      email,
      password: 'compiler-1952',
      confirmpassword: 'compiler-1952',
    });
    expect(signedUp.status).toBe(200);
    const firstLink = linkIn(await confirmationMail(email), '/confirmemail');
    const resent = await rest(server, 'POST', '/api/account/resendconfirmationlink', { username });
    expect(resent.status).toBe(200);
    await confirmationMail(email);

    // The first mail's link, followed after the second came: the api refuses it (400) and the page says why.
    expectConsoleErrorInThisTest(/^Failed to load resource: the server responded with a status of 400/);
    const page = await newPage();
    await page.goto(firstLink.toString(), { waitUntil: 'load' });
    const refusal = page.getByTestId('form-error');
    await refusal.getByText('This confirmation link was replaced by a newer one.', { exact: false }).waitFor();
    await screenshot(page, 'confirm-email-superseded-desktop');

    // A way on: a new link by mail, which confirms; and the login.
    await refusal.getByRole('button', { name: 'Resend confirmation link?' }).click();
    await page.getByRole('status').getByText('We sent you a new confirmation link').waitFor();
    const newestLink = linkIn(await confirmationMail(email), '/confirmemail');
    await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL(`${server.url}/login`);
    await page.getByLabel('Username or Email').waitFor();

    await page.goto(newestLink.toString(), { waitUntil: 'load' });
    await page.getByText('Your confirmation was successful.').waitFor();
  });
});

describe('the users table (item 9, spec 001 §2)', () => {
  it('shows each user’s id as its first column', async () => {
    const adminToken = await loginAsAdmin(server);
    const { userProfiles } = await graphqlData<{ userProfiles: { items: { id: number }[] } }>(
      server,
      '{ userProfiles(sortColumn: registrationDate, isDescend: false, limit: 50, offset: 0) { items { id } } }',
      {},
      adminToken,
    );
    const page = await newPage();
    await openThroughLogin(page, '/userprofiles', admin.usernameOrEmail, admin.password);
    const table = page.getByTestId('user-profiles');
    await table.locator('tbody tr').first().waitFor();

    expect(await table.locator('thead th').first().textContent()).toBe('Id');
    const shownIds = await table.locator('tbody tr td:first-child').allTextContents();
    expect(shownIds).toEqual(userProfiles.items.map((user) => String(user.id)));
  });
});

describe('saved filter queries (item 4)', () => {
  /** The answer to the page's next saving of a filter query. */
  const nextFilterSave = (page: Page): Promise<Response> =>
    page.waitForResponse(
      (response) =>
        response.url().endsWith('/graphql') &&
        (response.request().postDataJSON() as { operationName?: string } | null)?.operationName === 'SaveFilterQuery',
    );

  it('saves an unchanged filter once over reloads, and shows it to the admins in words', async () => {
    const started = new Date();
    const { rows } = await withClient(server.databaseUrl, (client) =>
      client.query<{ id: number; label: string }>(
        `select c.id, c.label from ref_country c
          where exists (select 1 from valuation_country vc where vc.country_id = c.id)
          order by c.id limit 1`,
      ),
    );
    const country = rows[0]!;
    // A free text of this test's own, so no earlier search of the demo user's is the same filter.
    const freeText = `trips${Date.now().toString(36)}`;
    const page = await newPage();
    const firstSave = nextFilterSave(page);
    await openThroughLogin(page, `/esvd?countries=${country.id}&freeText=${freeText}`, demoUser.userName, demoPassword);
    expect((await firstSave).ok()).toBe(true);
    // A reload starts the page afresh, which uses the search in its address again: the api keeps it out.
    const secondSave = nextFilterSave(page);
    await page.reload({ waitUntil: 'load' });
    expect((await secondSave).ok()).toBe(true);

    const adminToken = await loginAsAdmin(server);
    const { filterQueries } = await graphqlData<{
      filterQueries: { id: number; userName: string | null; createdOn: string; filterString: string }[];
    }>(server, '{ filterQueries(limit: 100) { id userName createdOn filterString } }', {}, adminToken);
    const mine = filterQueries.filter(
      (query) => query.userName === demoUser.userName && new Date(query.createdOn) >= started,
    );
    expect(mine).toHaveLength(1);

    const adminPage = await newPage();
    await openThroughLogin(adminPage, '/filterqueries', admin.usernameOrEmail, admin.password);
    const table = adminPage.getByTestId('filter-queries');
    const row = table.locator('tbody tr').filter({ hasText: freeText });
    await row.getByText(`Countries: ${country.label}`, { exact: true }).waitFor();
    await row.getByText(`Free text: "${freeText}"`, { exact: true }).waitFor();
    expect(await row.textContent()).not.toContain('{"countries"');
    await screenshot(adminPage, 'filter-queries-in-words-desktop');
  });
});

describe('a data analyst’s published study (item 9, spec 000 §4)', () => {
  interface Study {
    id: number;
    studyId: number;
    title: string;
    isComplete: boolean;
    version: number;
  }

  /** A study of the analyst's with one valuation, complete and published, made through the api. */
  async function publishedStudy(token: string): Promise<Study> {
    const form = {
      title: `Seagrass unpublish e2e ${Date.now()}`,
      authors: 'Ada Analyst',
      reference: 'Analyst, A. (2020) Seagrass. Journal of Coasts 1.',
      yearOfPublication: 2020,
    };
    const created = await rest<Study>(server, 'POST', '/api/studies', form, token);
    expect(created.status).toBe(200);
    await withClient(server.databaseUrl, (client) =>
      client.query('insert into valuation (value_id, study_id, notes, version) values ($1, $2, $3, 1)', [
        created.body.studyId * 100_000 + 1,
        created.body.id,
        'Carbon stored in seagrass meadows',
      ]),
    );
    const changes = { ...form, isComplete: true, isPublished: true, version: created.body.version };
    const published = await rest<Study>(server, 'PUT', `/api/studies/${created.body.id}`, changes, token);
    expect(published.status).toBe(200);
    return published.body;
  }

  it('offers only Unpublish; once unpublished, the study is theirs to change again', async () => {
    const study = await publishedStudy(await loginAsDemoUser(server, 'dataAnalyst'));
    const page = await newPage();
    await openThroughLogin(page, `/entries?studyId=${study.id}`, analyst.userName, demoPassword);
    await page.getByRole('heading', { name: `Edit study ${study.studyId}` }).waitFor();
    await page.getByTestId('study-locked').waitFor();
    expect(await page.getByRole('button', { name: 'Save', exact: true }).count()).toBe(0);

    await page.getByRole('button', { name: 'Unpublish', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Study unpublished.' }).first().waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).waitFor();
    await page.getByText('Not published', { exact: true }).waitFor();
    expect(await page.getByTestId('study-locked').count()).toBe(0);
    await screenshot(page, 'study-entry-unpublished-by-analyst');
  });
});
