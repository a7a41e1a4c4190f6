// Accounts (issue 3, spec 000 §2, §4, §5, §7, §8; spec 001 §4): sign-up and email confirmation, two-step
// login, forgotten passwords, sign-out, My Profile and idle sessions, over real HTTP and real SMTP.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningApp } from '../../api/src/app.ts';
import { hashToken } from '../../api/src/modules/accounts/sessions.ts';
import { startTestApp } from '../support/app.ts';
import { graphql, graphqlData, login, loginAsAdmin, rest } from '../support/http.ts';
import { codeIn, linkIn, startTestMailbox, type TestMailbox } from '../support/smtp.ts';

interface Problem {
  status: number;
  title: string;
  errors?: { path: string; message: string }[];
}

interface LoginBody {
  token: string;
  role: string;
  displayName: string;
  userName: string;
  resources: { resource: string; granted: boolean }[];
}

interface ProfileBody {
  id: number;
  userName: string;
  email: string;
  displayName: string;
  organization: string;
  sector: string;
  sectorOther: string | null;
  purposeOfAccess: string;
  purposeOfAccessOther: string | null;
  role: string;
  numberOfSignIn: number;
  lastSignInDate: string | null;
  resources: { resource: string; granted: boolean }[];
}

const publicUrl = 'https://esvd.example';
const emailNotConfirmed =
  'Email not confirmed. Please go to the email address you used to signup and click on the link sent when you signed up.';
const signInMessage = 'Sign in to use this part of the database.';

let app: RunningApp;
let mailbox: TestMailbox;

const sql = <Row = Record<string, unknown>>(query: string, params: unknown[] = []) =>
  app.database.orm.em.getConnection().execute<Row[]>(query, params);

/** Each field's messages of a 400 answer. */
const problemsOf = (body: Problem) =>
  Object.fromEntries((body.errors ?? []).map((problem) => [problem.path, problem.message]));

const signUpForm = (name: string, overrides: Record<string, unknown> = {}) => ({
  displayName: `Tester ${name}`,
  organization: 'Test organisation',
  sector: 'Academia',
  sectorOther: '',
  purposeOfAccess: 'Research',
  purposeOfAccessOther: '',
  username: name,
  email: `${name}@example.org`,
  password: 'secret1',
  confirmpassword: 'secret1',
  ...overrides,
});

const signUp = (name: string, overrides: Record<string, unknown> = {}) =>
  rest<{ message: string; detail: string } & Problem>(app, 'POST', '/api/account/signup', signUpForm(name, overrides));

async function confirmationLink(email: string): Promise<URL> {
  return linkIn(await mailbox.next(email, { subject: /Confirm your email/ }), '/confirmemail');
}

const confirm = (link: URL) =>
  rest<{ message: string } & Problem>(app, 'POST', '/api/account/confirmemail', {
    username: link.searchParams.get('username'),
    code: link.searchParams.get('code'),
  });

/** A confirmed account with the password 'secret1'. */
async function registered(name: string): Promise<{ username: string; email: string; password: string }> {
  const email = `${name}@example.org`;
  expect((await signUp(name)).status).toBe(200);
  expect((await confirm(await confirmationLink(email))).status).toBe(200);
  return { username: name, email, password: 'secret1' };
}

const passwordLogin = (username: string, password: string) =>
  rest<LoginBody & Problem>(app, 'POST', '/api/account/login', { username, password });

beforeAll(async () => {
  mailbox = await startTestMailbox();
  app = await startTestApp({ SMTP_URL: mailbox.smtpUrl, PUBLIC_URL: publicUrl });
});

afterAll(async () => {
  await app?.stop();
  await mailbox?.close();
});

// Every test starts with an empty throttle; accounts-throttling.test.ts tests the throttle itself.
beforeEach(async () => {
  await sql('delete from auth_attempt');
});

describe('sign-up', () => {
  it('answers an empty form with every message of spec 000 §5', async () => {
    const { status, body } = await rest<Problem>(app, 'POST', '/api/account/signup', {});
    expect(status).toBe(400);
    expect(problemsOf(body)).toEqual({
      displayName: 'Display name is required',
      organization: 'Organization is required',
      sector: 'Sector is required',
      purposeOfAccess: 'Purpose of access is required',
      username: 'Username is required',
      email: 'Email is required',
      password: 'Password is required',
      confirmpassword: 'Confirm Password is required',
    });
  });

  it('answers the other rules with their messages, through GraphQL too', async () => {
    const { status, errors } = await graphql(
      app,
      'mutation SignUp($input: SignUpInput!) { signUp(input: $input) { message } }',
      {
        input: signUpForm('rules', {
          sector: 'Other',
          purposeOfAccess: 'Other',
          email: 'not-an-email',
          password: 'abcd',
          confirmpassword: 'abcde',
        }),
      },
    );
    expect(status).toBe(400);
    const problems = errors?.[0].extensions?.problems as Problem['errors'];
    expect(Object.fromEntries(problems!.map((problem) => [problem.path, problem.message]))).toEqual({
      sectorOther: 'Sector description is required',
      purposeOfAccessOther: 'Purpose description is required',
      email: 'Invalid email format!',
      password: 'Password must be minimun of 5 characters.',
      confirmpassword: 'Passwords must match',
    });
  });

  it('signs up a user who confirms by the mailed link, then logs in with role user', async () => {
    const signedUp = await signUp('ada', { sector: 'Business', sectorOther: 'dropped, as Business is not Other' });
    expect(signedUp.status).toBe(200);
    expect(signedUp.body.message).toBe('Sign up successful.');
    expect(signedUp.body.detail).toMatch(/within 24 hours/);

    const link = await confirmationLink('ada@example.org');
    expect(link.origin).toBe(publicUrl);
    expect(link.searchParams.get('username')).toBe('ada');

    const early = await passwordLogin('ada', 'secret1');
    expect(early.status).toBe(400);
    expect(early.body.title).toBe(emailNotConfirmed);

    const confirmed = await confirm(link);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toBe('Your confirmation was successful.');
    const again = await confirm(link);
    expect(again.status).toBe(400);
    expect(again.body.title).toBe('This confirmation link is not valid or has expired.');

    const { status, body } = await passwordLogin('ada', 'secret1');
    expect(status).toBe(200);
    expect(body).toMatchObject({ role: 'user', displayName: 'Tester ada', userName: 'ada' });
    expect(body.token).toMatch(/^[\w-]{40,}$/);
    const granted = body.resources.filter((entry) => entry.granted).map((entry) => entry.resource);
    // The value transfer calculator is everyone's (spec 001 §2).
    expect(granted.sort()).toEqual(['esvd', 'home', 'suggestStudy', 'userProfile', 'vttCalculations']);

    const profile = await rest<ProfileBody>(app, 'GET', '/api/account/currentuser', undefined, body.token);
    expect(profile.body).toMatchObject({
      sector: 'Business',
      sectorOther: null,
      email: 'ada@example.org',
      numberOfSignIn: 1,
      lastSignInDate: expect.any(String),
    });
  });

  it('refuses a username that is taken, whatever its case; a taken email is answered as a new one', async () => {
    await registered('taken');
    const sameName = await signUp('TAKEN', { email: 'other@example.org' });
    expect(sameName.status).toBe(400);
    expect(problemsOf(sameName.body)).toEqual({ username: 'This username is already taken.' });
    const sameEmail = await signUp('other', { email: 'Taken@Example.org' });
    expect(sameEmail.status).toBe(200);
    expect(sameEmail.body.message).toBe('Sign up successful.');
    const toOwner = await mailbox.next('taken@example.org', { subject: /tried to sign up/ });
    expect(toOwner.text).toContain('your account, taken');
  });

  it("answers a confirmation without username or code with 'Invalid operation.'", async () => {
    const viaRest = await rest<Problem>(app, 'POST', '/api/account/confirmemail', { username: 'ada' });
    expect(viaRest.status).toBe(400);
    expect(viaRest.body.title).toBe('Invalid operation.');
    const viaGraphql = await graphql(app, 'mutation { confirmEmail(code: "abc") { message } }');
    expect(viaGraphql.errors?.[0].message).toBe('Invalid operation.');
  });

  it('sends a new confirmation link on "Resend confirmation link?"; the new link confirms', async () => {
    await signUp('resend');
    const first = await confirmationLink('resend@example.org');
    const resent = await rest<{ message: string }>(app, 'POST', '/api/account/resendconfirmationlink', {
      username: 'resend',
    });
    expect(resent.status).toBe(200);
    expect(resent.body.message).toMatch(/new confirmation link/);
    const second = await confirmationLink('resend@example.org');
    expect(second.searchParams.get('code')).not.toBe(first.searchParams.get('code'));
    // The first link was replaced, and says so rather than that it is broken (issue 39, item 5).
    const superseded = await confirm(first);
    expect(superseded.status).toBe(400);
    expect(superseded.body.title).toBe(
      'This confirmation link was replaced by a newer one. Please use the link in our latest email, or ask for a new one.',
    );
    expect((await confirm(second)).body.message).toBe('Your confirmation was successful.');
    // Once confirmed, no link is newer: the first is simply no longer valid.
    expect((await confirm(first)).body.title).toBe('This confirmation link is not valid or has expired.');
  });

  it('voids a sign-up not confirmed within 24 hours: its link fails, and its names can sign up again', async () => {
    await signUp('late');
    const link = await confirmationLink('late@example.org');
    await sql(
      `update app_user set registration_date = registration_date - interval '25 hours' where user_name = 'late'`,
    );
    await sql(
      `update user_token set expires_at = expires_at - interval '25 hours'
       where user_id = (select id from app_user where user_name = 'late')`,
    );

    expect((await confirm(link)).body.title).toBe('This confirmation link is not valid or has expired.');
    const refused = await passwordLogin('late', 'secret1');
    expect(refused.status).toBe(400);
    expect(refused.body.title).toMatch(/not confirmed within 24 hours .* sign up again/);

    const again = await signUp('late', { displayName: 'Second try' });
    expect(again.status).toBe(200);
    const [{ count }] = await sql<{ count: number }>(`select count(*)::int from app_user where user_name = 'late'`);
    expect(count).toBe(1);
    expect((await confirm(await confirmationLink('late@example.org'))).status).toBe(200);
    expect((await passwordLogin('late', 'secret1')).body.displayName).toBe('Second try');
  });

  it('keeps every mail in the outbox and marks it sent once the SMTP server took it', async () => {
    await signUp('outbox');
    await confirmationLink('outbox@example.org');
    const sent = async () =>
      (
        await sql<{ sent: boolean }>(`select sent_at is not null as sent from mail_message where recipient = ?`, [
          'outbox@example.org',
        ])
      )[0]?.sent;
    await expect.poll(sent).toBe(true);
  });
});

describe('two-step login', () => {
  it('step one chooses the form from what was typed, telling nothing about who exists', async () => {
    const byName = await rest(app, 'GET', '/api/account/verifyuser?usernameOrEmail=nobody-at-all');
    expect(byName.body).toEqual({ usernameOrEmail: 'nobody-at-all', loginMode: 'password' });
    const byEmail = await rest(app, 'GET', '/api/account/verifyuser?usernameOrEmail=ada%40example.org');
    expect(byEmail.body).toEqual({ usernameOrEmail: 'ada@example.org', loginMode: 'code' });
    const empty = await rest<Problem>(app, 'GET', '/api/account/verifyuser?usernameOrEmail=');
    expect(empty.body.title).toBe('Username or Email is required');
    const viaGraphql = await graphqlData<{ loginMode: string }>(app, '{ loginMode(usernameOrEmail: "x@y.org") }');
    expect(viaGraphql.loginMode).toBe('code');
  });

  it("answers a wrong password with 401 'Check username and password.' and an empty form with its messages", async () => {
    const account = await registered('wrongpw');
    const wrong = await passwordLogin(account.username, 'not-it');
    expect(wrong.status).toBe(401);
    expect(wrong.body.title).toBe('Check username and password.');
    const empty = await rest<Problem>(app, 'POST', '/api/account/login', {});
    expect(problemsOf(empty.body)).toEqual({ username: 'Username is required', password: 'Enter password' });
  });

  it('logs in with an emailed six-digit code, which works once', async () => {
    const account = await registered('coder');
    const requested = await rest<{ message: string }>(
      app,
      'GET',
      `/api/account/generateotp?usernameOrEmail=${encodeURIComponent(account.email)}`,
    );
    expect(requested.body.message).toMatch(/valid for 15 minutes/);
    const code = codeIn(await mailbox.next(account.email, { subject: /login code/ }));
    expect(code).toMatch(/^\d{6}$/);

    const loggedIn = await rest<LoginBody>(app, 'POST', '/api/account/loginwithotp', {
      username: account.email,
      password: code,
    });
    expect(loggedIn.status).toBe(200);
    expect(loggedIn.body).toMatchObject({ userName: 'coder', role: 'user' });
    const reused = await rest<Problem>(app, 'POST', '/api/account/loginwithotp', {
      username: account.email,
      password: code,
    });
    expect(reused.status).toBe(400);
    expect(reused.body.title).toBe('The code is wrong or has expired. Get a new code?');

    const empty = await rest<Problem>(app, 'POST', '/api/account/loginwithotp', {});
    expect(problemsOf(empty.body)).toEqual({ email: 'Email is required', code: 'Enter code' });
  });

  it('also mails a code when asked with the username, as the spec names the parameter', async () => {
    const account = await registered('namecoder');
    await rest(app, 'GET', '/api/account/generateotp?usernameOrEmail=namecoder');
    const code = codeIn(await mailbox.next(account.email, { subject: /login code/ }));
    const loggedIn = await rest(app, 'POST', '/api/account/loginwithotp', { username: account.email, password: code });
    expect(loggedIn.status).toBe(200);
  });

  it('does the same through GraphQL: requestLoginCode, loginWithCode', async () => {
    const account = await registered('graphcoder');
    await graphqlData(app, 'mutation($email: String!) { requestLoginCode(email: $email) { message } }', {
      email: account.email,
    });
    const code = codeIn(await mailbox.next(account.email, { subject: /login code/ }));
    const { loginWithCode } = await graphqlData<{ loginWithCode: LoginBody }>(
      app,
      'mutation($email: String!, $code: String!) { loginWithCode(email: $email, code: $code) { userName token } }',
      { email: account.email, code },
    );
    expect(loginWithCode.userName).toBe('graphcoder');
  });

  it('refuses an expired code', async () => {
    const account = await registered('expired');
    await rest(app, 'GET', `/api/account/generateotp?usernameOrEmail=${encodeURIComponent(account.email)}`);
    const code = codeIn(await mailbox.next(account.email, { subject: /login code/ }));
    await sql(
      `update user_token set expires_at = now() - interval '1 second'
       where purpose = 'login-code' and user_id = (select id from app_user where user_name = 'expired')`,
    );
    const { status, body } = await rest<Problem>(app, 'POST', '/api/account/loginwithotp', {
      username: account.email,
      password: code,
    });
    expect(status).toBe(400);
    expect(body.title).toBe('The code is wrong or has expired. Get a new code?');
  });

  it('lets a code die after five wrong tries; "Get a new code?" sends one that works', async () => {
    const account = await registered('guesser');
    await rest(app, 'GET', `/api/account/generateotp?usernameOrEmail=${encodeURIComponent(account.email)}`);
    const code = codeIn(await mailbox.next(account.email, { subject: /login code/ }));
    const wrongCode = code === '000000' ? '111111' : '000000';
    const tryCode = (attempt: string) =>
      rest<Problem>(app, 'POST', '/api/account/loginwithotp', { username: account.email, password: attempt });
    for (let attempt = 0; attempt < 5; attempt++) expect((await tryCode(wrongCode)).status).toBe(400);

    // The account is throttled now; once the window is over, the code itself is still spent.
    expect((await tryCode(code)).status).toBe(429);
    await sql(`delete from auth_attempt`);
    expect((await tryCode(code)).status).toBe(400);

    await rest(app, 'GET', `/api/account/generateotp?usernameOrEmail=${encodeURIComponent(account.email)}`);
    const newCode = codeIn(await mailbox.next(account.email, { subject: /login code/ }));
    expect((await tryCode(newCode)).status).toBe(200);
  });

  it('answers a code request for an unknown email as for a known one', async () => {
    const known = await rest(app, 'GET', '/api/account/generateotp?usernameOrEmail=coder%40example.org');
    const unknown = await rest(app, 'GET', '/api/account/generateotp?usernameOrEmail=nobody%40example.org');
    expect(unknown).toMatchObject({ status: known.status, body: known.body });
  });
});

describe('forgot and reset password', () => {
  it('answers the same for any email and mails a reset link that sets the password and ends other sessions', async () => {
    const account = await registered('forgetful');
    const oldToken = await login(app, account.username, account.password);

    const known = await rest(app, 'POST', '/api/account/forgotpassword', { email: account.email });
    const unknown = await rest(app, 'POST', '/api/account/forgotpassword', { email: 'nobody@example.org' });
    expect(known.status).toBe(200);
    expect(unknown).toMatchObject({ status: known.status, body: known.body });
    expect((known.body as { message: string }).message).toMatch(/spam/);

    const link = linkIn(await mailbox.next(account.email, { subject: /Reset/ }), '/resetpassword');
    expect(link.origin).toBe(publicUrl);
    const parts = { username: link.searchParams.get('username'), code: link.searchParams.get('code') };
    const reset = await rest<{ message: string }>(app, 'POST', '/api/account/resetpassword', {
      ...parts,
      password: 'newsecret',
      confirmpassword: 'newsecret',
    });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe('Reset successful.');

    const revoked = await rest<Problem>(app, 'GET', '/api/account/currentuser', undefined, oldToken);
    expect(revoked.status).toBe(401);
    expect((await passwordLogin(account.username, account.password)).status).toBe(401);
    expect((await passwordLogin(account.username, 'newsecret')).status).toBe(200);

    const reused = await rest<Problem>(app, 'POST', '/api/account/resetpassword', {
      ...parts,
      password: 'another1',
      confirmpassword: 'another1',
    });
    expect(reused.status).toBe(400);
    expect(reused.body.title).toBe('This reset link is not valid or has expired. Please ask for a new one.');
  });

  it('refuses a reset link older than an hour', async () => {
    const account = await registered('slowreset');
    await rest(app, 'POST', '/api/account/forgotpassword', { email: account.email });
    const link = linkIn(await mailbox.next(account.email, { subject: /Reset/ }), '/resetpassword');
    await sql(`update user_token set expires_at = now() - interval '1 second' where purpose = 'reset-password'`);
    const { status } = await rest(app, 'POST', '/api/account/resetpassword', {
      username: link.searchParams.get('username'),
      code: link.searchParams.get('code'),
      password: 'newsecret',
      confirmpassword: 'newsecret',
    });
    expect(status).toBe(400);
  });

  it('has the messages of spec 000 §5 for both forms', async () => {
    const forgot = await rest<Problem>(app, 'POST', '/api/account/forgotpassword', { email: 'nobody' });
    expect(problemsOf(forgot.body)).toEqual({ email: 'Invalid email format!' });
    const link = { username: 'someone', code: 'abc' };
    const empty = await rest<Problem>(app, 'POST', '/api/account/resetpassword', link);
    expect(problemsOf(empty.body)).toEqual({
      password: 'Password is required',
      confirmpassword: 'Confirm Password is required',
    });
    const short = await rest<Problem>(app, 'POST', '/api/account/resetpassword', {
      ...link,
      password: 'abcd',
      confirmpassword: 'abce',
    });
    expect(problemsOf(short.body)).toEqual({
      password: 'Password must be minimun of 5 characters.',
      confirmpassword: 'Passwords must match',
    });
    const noLink = await rest<Problem>(app, 'POST', '/api/account/resetpassword', {
      password: 'abcde',
      confirmpassword: 'abcde',
    });
    expect(noLink.body.title).toBe('Invalid operation.');
  });
});

describe('sessions and My Profile', () => {
  it('signs out on the server: the token is dead afterwards', async () => {
    const account = await registered('leaver');
    const token = await login(app, account.username, account.password);
    expect((await rest(app, 'GET', '/api/account/signout', undefined, token)).status).toBe(204);
    const after = await rest<Problem>(app, 'GET', '/api/account/currentuser', undefined, token);
    expect(after.status).toBe(401);
    expect(after.body.title).toBe(signInMessage);
    const viewer = await graphqlData<{ viewer: { signedIn: boolean } }>(app, '{ viewer { signedIn } }', {}, token);
    expect(viewer.viewer.signedIn).toBe(false);
  });

  it('shows the profile and saves it with the profile rules; username and email stay', async () => {
    const account = await registered('editor');
    const token = await login(app, account.username, account.password);
    const current = await rest<ProfileBody>(app, 'GET', '/api/account/currentuser', undefined, token);
    expect(current.body).toMatchObject({
      userName: 'editor',
      email: account.email,
      displayName: 'Tester editor',
      organization: 'Test organisation',
      sector: 'Academia',
      purposeOfAccess: 'Research',
      role: 'user',
    });
    expect(current.body.resources).toContainEqual({ resource: 'userProfile', granted: true });

    const empty = await rest<Problem>(app, 'POST', '/api/account/useredit', {}, token);
    expect(problemsOf(empty.body)).toEqual({
      displayName: 'Display name is required',
      organization: 'Organization is required',
      sector: 'Sector is required',
      purposeOfAccess: 'Purpose of access is required',
    });
    const other = await rest<Problem>(
      app,
      'POST',
      '/api/account/useredit',
      { displayName: 'A', organization: 'B', sector: 'Other', purposeOfAccess: 'Other' },
      token,
    );
    expect(problemsOf(other.body)).toEqual({
      sectorOther: 'Sector description is required',
      purposeOfAccessOther: 'Purpose description is required',
    });

    const saved = await rest<ProfileBody>(
      app,
      'POST',
      '/api/account/useredit',
      {
        id: current.body.id,
        displayName: 'Edited',
        organization: 'Elsewhere',
        sector: 'Other',
        sectorOther: 'Farming',
        purposeOfAccess: 'Education',
        purposeOfAccessOther: 'dropped',
        userName: 'renamed',
        email: 'changed@example.org',
      },
      token,
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      userName: 'editor',
      email: account.email,
      displayName: 'Edited',
      sector: 'Other',
      sectorOther: 'Farming',
      purposeOfAccessOther: null,
    });
    const { me } = await graphqlData<{ me: ProfileBody }>(app, '{ me { displayName sectorOther } }', {}, token);
    expect(me).toEqual({ displayName: 'Edited', sectorOther: 'Farming' });
  });

  it("lets only an admin edit another user's profile", async () => {
    const victim = await registered('victim');
    const intruder = await registered('intruder');
    const [{ id }] = await sql<{ id: number }>(`select id from app_user where user_name = ?`, [victim.username]);
    const change = { id, displayName: 'Hacked', organization: 'X', sector: 'NGO', purposeOfAccess: 'Research' };

    const intruderToken = await login(app, intruder.username, intruder.password);
    const refused = await rest<Problem>(app, 'POST', '/api/account/useredit', change, intruderToken);
    expect(refused.status).toBe(403);
    expect(refused.body.title).toBe('Not enough permissions.');

    const adminToken = await loginAsAdmin(app);
    const edited = await rest<ProfileBody>(
      app,
      'POST',
      '/api/account/useredit',
      { ...change, displayName: 'Renamed by admin' },
      adminToken,
    );
    expect(edited.body).toMatchObject({ id, userName: 'victim', displayName: 'Renamed by admin' });
  });

  it('flags a session idle for 30 minutes until touchSession, and ends it after a further idle period', async () => {
    const account = await registered('idler');
    const token = await login(app, account.username, account.password);
    const viewer = async () =>
      (
        await graphqlData<{ viewer: { signedIn: boolean; idleFlagged: boolean } }>(
          app,
          '{ viewer { signedIn idleFlagged } }',
          {},
          token,
        )
      ).viewer;
    const setIdleFor = (minutes: number) =>
      sql(`update user_session set last_seen_at = now() - ? * interval '1 minute' where token_hash = ?`, [
        minutes,
        hashToken(token),
      ]);

    expect(await viewer()).toEqual({ signedIn: true, idleFlagged: false });
    await setIdleFor(31);
    expect(await viewer()).toEqual({ signedIn: true, idleFlagged: true });
    // Requests alone do not count as the user's activity once flagged.
    expect(await viewer()).toEqual({ signedIn: true, idleFlagged: true });

    const touched = await graphqlData<{ touchSession: { idleFlagged: boolean } }>(
      app,
      'mutation { touchSession { idleFlagged } }',
      {},
      token,
    );
    expect(touched.touchSession.idleFlagged).toBe(false);

    await setIdleFor(61);
    expect(await viewer()).toEqual({ signedIn: false, idleFlagged: false });
    expect((await rest(app, 'GET', '/api/account/currentuser', undefined, token)).status).toBe(401);
  });
});
