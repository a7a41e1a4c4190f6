// Accounts in a real browser, as people use them: a new user from sign-up to a reset password (the mail read over
// SMTP), the spec's messages for a wrong password and an expired code, the way back after logging in, session
// restore, the idle logout, and the pages on a phone.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, demoEmail } from '../../api/src/db/seed/index.ts';
import { e2eServer, viewports } from '../support/browser.ts';
import { loginThroughUi, screenshot, useBrowserPages } from '../support/e2e-page.ts';
import { demoPassword } from '../support/environment.ts';
import { graphqlData } from '../support/http.ts';
import { withClient } from '../support/postgres.ts';
import { codeIn, linkIn, startTestMailbox, type TestMailbox } from '../support/smtp.ts';

const server = e2eServer();
const tokenKey = 'esvd.token';
const demoUser = demoAccounts.find((account) => account.role === 'user')!;
const demoBasic = demoAccounts.find((account) => account.role === 'basic')!;

// A refused login answers 400 or 401, which Chromium logs as a failed resource; every other console error counts.
const expectedConsoleError = /^Failed to load resource: the server responded with a status of 40[01]/;

const { newPage } = useBrowserPages({ expectedConsoleError });
let mailbox: TestMailbox;

beforeAll(async () => {
  mailbox = await startTestMailbox(server.smtpPort);
});

afterAll(async () => {
  await mailbox?.close();
});

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
}

const sessionToken = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key), tokenKey);

// Labels of required fields end in an asterisk, hidden from screen readers but part of the label's text.
const sectorSelect = (page: Page) => page.getByRole('combobox', { name: 'Sector', exact: true });
const passwordInput = (page: Page) => page.getByLabel(/^Password/);

/** The form error display's words for a 401 (spec 000 §8). */
const wrongLogin =
  'Your password is not correct or the combination of username and password is not found. Please check and try again.';

/** The red text under the form (spec 000 §8). */
const formError = (page: Page) => page.getByTestId('form-error');

/** The header's account button, which carries the signed-in user's display name. */
const accountButton = (page: Page, displayName: string) =>
  page.getByRole('banner').getByRole('button', { name: displayName });

async function openAccountMenuEntry(page: Page, displayName: string, entry: 'My Profile' | 'Logout'): Promise<void> {
  await accountButton(page, displayName).click();
  await page.getByRole('menuitem', { name: entry }).click();
}

async function expectSignedOut(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();
  expect(await sessionToken(page)).toBeNull();
}

async function viewerOf(token: string): Promise<{ signedIn: boolean; userName: string | null }> {
  const { viewer } = await graphqlData<{ viewer: { signedIn: boolean; userName: string | null } }>(
    server,
    '{ viewer { signedIn userName } }',
    {},
    token,
  );
  return viewer;
}

describe('a new user', () => {
  const suffix = Date.now().toString(36);
  const user = {
    username: `ada-${suffix}`,
    email: `ada-${suffix}@example.org`,
    displayName: 'Ada Lovelace',
    password: 'analytical-engine',
    newPassword: 'difference-engine',
  };

  it('signs up, confirms the email, logs in by password, edits the profile, logs in by code and resets the password', async () => {
    const page = await newPage();

    // Sign up. The button stays disabled until the form is changed and valid.
    await open(page, '/signup');
    const signUpButton = page.getByRole('button', { name: 'Sign Up' });
    await page.getByLabel('Display name').waitFor();
    expect(await signUpButton.isDisabled()).toBe(true);

    await page.getByLabel('Display name').fill(user.displayName);
    await page.getByLabel('Organization').fill('Analytical Society');
    // An Other sector asks for its description, which is cleared when another sector is chosen.
    await sectorSelect(page).selectOption('Other');
    await page.getByLabel('Sector description').fill('Mathematics');
    await sectorSelect(page).selectOption('Academia');
    expect(await page.getByLabel('Sector description').count()).toBe(0);
    await sectorSelect(page).selectOption('Other');
    expect(await page.getByLabel('Sector description').inputValue()).toBe('');
    await page.getByLabel('Sector description').focus();
    await page.getByLabel('Sector description').blur();
    await page.getByText('Sector description is required').waitFor();
    await sectorSelect(page).selectOption('Academia');
    await page.getByLabel('Purpose of access').selectOption('Research');
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Email').fill('ada-at-example.org');
    await page.getByLabel('Email').blur();
    await page.getByText('Invalid email format!').waitFor();
    await page.getByLabel('Email').fill(user.email);
    await passwordInput(page).fill('abc');
    await passwordInput(page).blur();
    await page.getByText('Password must be minimun of 5 characters.').waitFor();
    await passwordInput(page).fill(user.password);
    await page.getByLabel('Confirm password').fill(`${user.password}!`);
    await page.getByLabel('Confirm password').blur();
    await page.getByText('Passwords must match').waitFor();
    expect(await signUpButton.isDisabled()).toBe(true);
    await page.getByLabel('Confirm password').fill(user.password);
    await expect.poll(() => signUpButton.isEnabled()).toBe(true);
    await screenshot(page, 'accounts-signup-desktop');
    await signUpButton.click();

    await page.getByText('Sign up successful.').waitFor();
    await page.getByText('Please confirm your email within 24 hours.').waitFor();
    const signUpMail = await mailbox.next(user.email, { subject: /Confirm your email/ });
    expect(signUpMail.text).toContain(user.username);

    // Not confirmed yet: login is refused with the spec's advice, and the link can be sent again.
    await open(page, '/login');
    await loginThroughUi(page, user.username, user.password);
    await formError(page).getByText('Email not confirmed').waitFor();
    expect(await formError(page).textContent()).toContain(
      'Please go to the email address you used to signup and click on the link sent when you signed up.',
    );
    await page.getByRole('button', { name: 'Resend confirmation link?' }).click();
    await page.getByText('We sent you a new confirmation link').waitFor();
    await screenshot(page, 'accounts-email-not-confirmed-desktop');
    // A new link replaces the first one; the user follows the newest mail.
    const resentMail = await mailbox.next(user.email, { subject: /Confirm your email/ });

    await page.goto(linkIn(resentMail, '/confirmemail').toString());
    await page.getByText('Your confirmation was successful.').waitFor();
    await screenshot(page, 'accounts-confirm-email-desktop');
    await page.getByRole('main').getByRole('link', { name: 'Login' }).click();

    // Log in by password: the username is shown disabled, with the way to a forgotten password.
    await page.getByLabel('Username or Email').fill(user.username);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Welcome to the ESVD' }).waitFor();
    expect(await page.getByLabel('Username', { exact: true }).isDisabled()).toBe(true);
    expect(await page.getByLabel('Username', { exact: true }).inputValue()).toBe(user.username);
    await page.getByRole('link', { name: 'Forgot a password?' }).waitFor();
    await page.getByRole('button', { name: 'Back' }).waitFor();
    await screenshot(page, 'accounts-login-password-desktop');
    await passwordInput(page).fill(user.password);
    await passwordInput(page).press('Enter');
    await accountButton(page, user.displayName).waitFor();
    // The session starts (the header shows the name) before the page moves on, so wait for the move.
    await page.waitForURL(`${server.url}/`);

    // My Profile: read-only, then edited; saving returns to the read-only view.
    await openAccountMenuEntry(page, user.displayName, 'My Profile');
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
    const details = page.getByRole('main').locator('dl');
    await details.getByText(user.email).waitFor();
    expect(await details.textContent()).toContain('Academia');
    await screenshot(page, 'accounts-profile-desktop');

    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('heading', { name: 'Edit (All fields required)' }).waitFor();
    expect(await page.getByLabel('Username').getAttribute('readonly')).not.toBeNull();
    expect(await page.getByLabel('Email').getAttribute('readonly')).not.toBeNull();
    await page.getByLabel('Display name').fill('');
    await page.getByLabel('Purpose of access').selectOption('Other');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Display name is required').waitFor();
    await page.getByText('Purpose description is required').waitFor();
    await page.getByLabel('Display name').fill('Countess Lovelace');
    await page.getByLabel('Purpose description').fill('Notes on the engine');
    await screenshot(page, 'accounts-profile-edit-desktop');
    await page.getByRole('button', { name: 'Save' }).click();

    await page.getByRole('button', { name: 'Edit' }).waitFor();
    expect(await details.textContent()).toContain('Countess Lovelace');
    expect(await details.textContent()).toContain('Other: Notes on the engine');
    // The header follows the new display name.
    await accountButton(page, 'Countess Lovelace').waitFor();

    // Sign out: the server revokes the session and the tab forgets it.
    const passwordSessionToken = await sessionToken(page);
    expect(passwordSessionToken).toBeTruthy();
    await openAccountMenuEntry(page, 'Countess Lovelace', 'Logout');
    await page.waitForURL(`${server.url}/`);
    await expectSignedOut(page);
    expect(await viewerOf(passwordSessionToken!)).toMatchObject({ signedIn: false });

    // Log in by a code mailed to the email address.
    await open(page, '/login');
    await page.getByLabel('Username or Email').fill(user.email);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Code').waitFor();
    await page.getByRole('button', { name: 'Get a new code?' }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(user.email);
    const codeMail = await mailbox.next(user.email, { subject: /login code/ });
    await screenshot(page, 'accounts-login-code-desktop');
    await page.getByLabel('Code').fill(codeIn(codeMail));
    await page.getByRole('button', { name: 'Login' }).click();
    await accountButton(page, 'Countess Lovelace').waitFor();
    await openAccountMenuEntry(page, 'Countess Lovelace', 'Logout');
    await expectSignedOut(page);

    // Forgot the password: a link by mail, a new password, then the old one no longer works and the new one does.
    await open(page, '/login');
    await page.getByLabel('Username or Email').fill(user.username);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('link', { name: 'Forgot a password?' }).click();
    await page.getByText('check your spam folder').waitFor();
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('we sent a link to reset the password').waitFor();
    await screenshot(page, 'accounts-forgot-password-desktop');
    const resetMail = await mailbox.next(user.email, { subject: /Reset your/ });

    await page.goto(linkIn(resetMail, '/resetpassword').toString());
    await passwordInput(page).fill(user.newPassword);
    await page.getByLabel('Confirm password').fill(user.newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('Reset successful.', { exact: true }).waitFor();
    await page.getByText('Password reset successful.').waitFor();
    await screenshot(page, 'accounts-reset-password-desktop');
    await page.getByRole('link', { name: 'Click here to login.' }).click();
    await page.waitForURL(`${server.url}/login`);

    await loginThroughUi(page, user.username, user.password);
    await formError(page).getByText(wrongLogin).waitFor();
    await passwordInput(page).fill(user.newPassword);
    await page.getByRole('button', { name: 'Login' }).click();
    await accountButton(page, 'Countess Lovelace').waitFor();
    expect(await viewerOf((await sessionToken(page))!)).toEqual({ signedIn: true, userName: user.username });
  });
});

describe('login messages', () => {
  it('asks for the fields of each step with the spec’s words', async () => {
    const page = await newPage();
    await open(page, '/login');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Username or Email is required').waitFor();
    await page.getByLabel('Username or Email').fill(demoUser.userName);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Enter password').waitFor();
    // Back keeps what was typed.
    await page.getByRole('button', { name: 'Back' }).click();
    expect(await page.getByLabel('Username or Email').inputValue()).toBe(demoUser.userName);
  });

  it('says "Your password is not correct…" in red under the form for a wrong password', async () => {
    const page = await newPage();
    await open(page, '/login');
    await loginThroughUi(page, demoUser.userName, 'not-the-password');
    const error = formError(page);
    await error.getByText(wrongLogin).waitFor();
    const [red, green, blue] = (await error
      .getByText(wrongLogin)
      .evaluate((node) => getComputedStyle(node).color.match(/\d+/g)!.map(Number))) as [number, number, number];
    expect(red).toBeGreaterThan(green + 80);
    expect(red).toBeGreaterThan(blue + 80);
    // The error sits under the form's Login button.
    const errorBox = await error.boundingBox();
    const buttonBox = await page.getByRole('button', { name: 'Login' }).boundingBox();
    expect(errorBox!.y).toBeGreaterThan(buttonBox!.y);
    expect(await sessionToken(page)).toBeNull();
    await screenshot(page, 'accounts-wrong-password-desktop');
  });

  it('refuses an expired code with the server’s message, and a new code works', async () => {
    const email = demoEmail(demoUser.userName);
    const page = await newPage();
    await open(page, '/login');
    await page.getByLabel('Username or Email').fill(email);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Code').waitFor();
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Enter code').waitFor();
    const code = codeIn(await mailbox.next(email, { subject: /login code/ }));

    // Fifteen minutes pass.
    const expired = await withClient(server.databaseUrl, (client) =>
      client.query(
        `update user_token set expires_at = now() - interval '1 minute'
         where purpose = 'login-code' and used_at is null
           and user_id = (select id from app_user where lower(email) = lower($1))`,
        [email],
      ),
    );
    expect(expired.rowCount).toBe(1);

    await page.getByLabel('Code').fill(code);
    await page.getByRole('button', { name: 'Login' }).click();
    await formError(page).getByText('The code is wrong or has expired. Get a new code?').waitFor();
    await screenshot(page, 'accounts-expired-code-desktop');

    await page.getByRole('button', { name: 'Get a new code?' }).click();
    const newCode = codeIn(await mailbox.next(email, { subject: /login code/ }));
    await page.getByLabel('Code').fill(newCode);
    await page.getByRole('button', { name: 'Login' }).click();
    await accountButton(page, demoUser.displayName).waitFor();
  });
});

describe('sign-up refusals and mailed links', () => {
  it('shows a username that is taken at the field and under the form', async () => {
    const page = await newPage();
    await open(page, '/signup');
    await page.getByLabel('Display name').fill('Second demo user');
    await page.getByLabel('Organization').fill('Elsewhere');
    await sectorSelect(page).selectOption('NGO');
    await page.getByLabel('Purpose of access').selectOption('Education');
    await page.getByLabel('Username').fill(demoUser.userName);
    await page.getByLabel('Email').fill(`second-${Date.now().toString(36)}@example.org`);
    await passwordInput(page).fill('a-password');
    await page.getByLabel('Confirm password').fill('a-password');
    await page.getByRole('button', { name: 'Sign Up' }).click();

    await formError(page).getByText('This username is already taken.').waitFor();
    // The field's message is tied to the input, so a screen reader reads it with the field.
    const describedBy = await page
      .getByLabel('Username')
      .evaluate((input) =>
        (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent),
      );
    expect(describedBy).toContain('This username is already taken.');
  });

  it('answers a confirmation link without its code with "Invalid operation." and bare link pages with home', async () => {
    const page = await newPage();
    await open(page, '/confirmemail?username=someone');
    await formError(page).getByText('Invalid operation.').waitFor();

    await open(page, '/confirmemail');
    await page.waitForURL(`${server.url}/`);
    await open(page, '/resetpassword?username=someone');
    await page.waitForURL(`${server.url}/`);
  });
});

describe('the way back after login', () => {
  it('sends a visitor of /userprofile to /login/userprofile and back there after login', async () => {
    const page = await newPage();
    await open(page, '/userprofile');
    await page.waitForURL(`${server.url}/login/userprofile`);
    await loginThroughUi(page, demoBasic.userName, demoPassword);
    await page.waitForURL(`${server.url}/userprofile`);
    await page.getByRole('main').locator('dl').getByText(demoEmail(demoBasic.userName)).waitFor();
  });

  it('keeps the session over a reload and drops a token the server no longer knows', async () => {
    const page = await newPage();
    await open(page, '/login/userprofile');
    await loginThroughUi(page, demoBasic.userName, demoPassword);
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();

    await page.reload({ waitUntil: 'load' });
    await page.getByRole('main').locator('dl').getByText(demoBasic.displayName).waitFor();
    await accountButton(page, demoBasic.displayName).waitFor();

    await page.evaluate((key) => sessionStorage.setItem(key, 'a-token-nobody-issued'), tokenKey);
    await page.reload({ waitUntil: 'load' });
    await page.waitForURL(`${server.url}/login/userprofile`);
    await expect.poll(() => sessionToken(page)).toBeNull();
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();
  });
});

describe('the idle logout', () => {
  it('warns after 30 idle minutes, forgets the warning on activity, and logs out after 30 more', async () => {
    const page = await newPage();
    await page.clock.install();
    await open(page, '/login');
    await loginThroughUi(page, demoBasic.userName, demoPassword);
    await accountButton(page, demoBasic.displayName).waitFor();
    const token = await sessionToken(page);

    await page.clock.fastForward('30:00');
    const warning = page.getByText('Are you still there?');
    await warning.waitFor();
    await page.mouse.move(200, 300);
    await page.mouse.move(220, 320);
    await warning.waitFor({ state: 'hidden' });

    await page.clock.fastForward('30:00');
    await warning.waitFor();
    await page.clock.fastForward('30:00');
    await page.getByText('You have been logged out').waitFor();
    await expectSignedOut(page);
    expect(await viewerOf(token!)).toMatchObject({ signedIn: false });
  });
});

describe('on a phone', () => {
  it('fits the login, sign-up and profile pages into 390 px', async () => {
    const page = await newPage(viewports.mobile);
    const fitsTheWidth = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

    await open(page, '/signup');
    await page.getByLabel('Display name').waitFor();
    expect(await fitsTheWidth()).toBe(true);
    await screenshot(page, 'accounts-signup-mobile');

    await open(page, '/login/userprofile');
    await page.getByLabel('Username or Email').fill(demoBasic.userName);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Welcome to the ESVD' }).waitFor();
    expect(await fitsTheWidth()).toBe(true);
    await screenshot(page, 'accounts-login-password-mobile');

    await passwordInput(page).fill(demoPassword);
    await passwordInput(page).press('Enter');
    await page.getByRole('main').locator('dl').getByText(demoBasic.displayName).waitFor();
    expect(await fitsTheWidth()).toBe(true);
    await screenshot(page, 'accounts-profile-mobile');

    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('heading', { name: 'Edit (All fields required)' }).waitFor();
    expect(await fitsTheWidth()).toBe(true);
    await screenshot(page, 'accounts-profile-edit-mobile');
  });
});
