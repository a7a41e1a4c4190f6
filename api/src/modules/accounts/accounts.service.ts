import {
  codeLoginInput,
  confirmEmailInput,
  forgotPasswordInput,
  loginStepOneInput,
  looksLikeEmail,
  passwordLoginInput,
  profileInput,
  resendConfirmationInput,
  resetPasswordInput,
  signUpInput,
} from '@esvd/schema/rules/accounts';
import { randomBytes } from 'node:crypto';
import { LockMode, raw, UniqueConstraintViolationException, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../core/config.ts';
import type { Context } from '../../core/context.ts';
import { badRequest, forbidden, notFound, parseInput, unauthenticated } from '../../core/errors.ts';
import { executeIn } from '../../core/sql.ts';
import type { Principal } from '../../core/caller.ts';
import { type AccessPolicy, Role, type ResourceName, type RoleName } from '../access/index.ts';
import type { Mail, MailService } from '../mail/index.ts';
import { lockSignUpsOf } from './accounts.sql.ts';
import { accountLink, confirmationMail, loginCodeMail, passwordResetMail, signUpAttemptMail } from './account-mails.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { createSession, isIdleFlagged, revokeOtherSessions, revokeSession, touchSession } from './sessions.ts';
import {
  ensureSignInAllowed,
  ensureSignUpAllowed,
  forgetPairFailures,
  mailWaitMs,
  recordFailure,
  recordMail,
  recordSignUp,
  signInAttempt,
  type SignInAttempt,
} from './throttle.ts';
import { User, UserTokenPurpose } from './user.entity.ts';
import {
  confirmEmailValidityMs,
  hasLiveUserToken,
  issueUserToken,
  loginCodeValidityMs,
  newLinkCode,
  newLoginCode,
  redeemUserToken,
  resetPasswordValidityMs,
} from './user-tokens.ts';

/** The role a sign-up gets: it may use the Database and suggest studies (spec 000 §1, §6). */
const signUpRole: RoleName = 'user';

export const accountMessages = {
  signedUp: 'Sign up successful.',
  emailConfirmed: 'Your confirmation was successful.',
  passwordReset: 'Reset successful.',
  emailNotConfirmed:
    'Email not confirmed. Please go to the email address you used to signup and click on the link sent when you signed up.',
  signUpExpired: 'Your sign-up was not confirmed within 24 hours and has expired. Please sign up again.',
  usernameTaken: 'This username is already taken.',
  confirmationLinkInvalid: 'This confirmation link is not valid or has expired.',
  confirmationLinkSuperseded:
    'This confirmation link was replaced by a newer one. Please use the link in our latest email, or ask for a new one.',
  resetLinkInvalid: 'This reset link is not valid or has expired. Please ask for a new one.',
  loginCodeWrong: 'The code is wrong or has expired. Get a new code?',
  // The answers that must not tell whether an account exists.
  confirmationLinkSent: 'We sent you a new confirmation link. Please check your email (and its spam folder).',
  loginCodeSent: 'If this email belongs to an account, we sent a code to it. The code is valid for 15 minutes.',
  resetLinkSent:
    'If this email belongs to an account, we sent a link to reset the password to it. Please check your spam folder too.',
} as const;

export interface AccountMessage {
  message: string;
  detail?: string;
}

export interface ResourceAccessView {
  resource: ResourceName;
  granted: boolean;
}

export interface LoginResult {
  token: string;
  role: RoleName;
  displayName: string;
  userName: string;
  resources: ResourceAccessView[];
}

export type LoginMode = 'password' | 'code';

export interface LoginModeView {
  usernameOrEmail: string;
  loginMode: LoginMode;
}

export interface ViewerView {
  signedIn: boolean;
  userName: string | null;
  displayName: string | null;
  role: RoleName | null;
  resources: ResourceAccessView[];
  /** The session has been idle for one idle period; the client shows it until the user acts. */
  idleFlagged: boolean;
}

export interface UserProfileView {
  id: number;
  userName: string;
  displayName: string;
  email: string;
  organization: string;
  sector: string;
  sectorOther: string | null;
  purposeOfAccess: string;
  purposeOfAccessOther: string | null;
  role: RoleName;
  registrationDate: Date;
  numberOfSignIn: number;
  lastSignInDate: Date | null;
}

/** The REST facade's current user: the profile plus what the client's guards need. */
export type CurrentUserView = UserProfileView & Pick<ViewerView, 'resources' | 'idleFlagged'>;

export const toProfile = (user: User): UserProfileView => ({
  id: user.id,
  userName: user.userName,
  displayName: user.displayName,
  email: user.email,
  organization: user.organization,
  sector: user.sector,
  sectorOther: user.sectorOther ?? null,
  purposeOfAccess: user.purposeOfAccess,
  purposeOfAccessOther: user.purposeOfAccessOther ?? null,
  role: user.role.name as RoleName,
  registrationDate: user.registrationDate,
  numberOfSignIn: user.numberOfSignIn,
  lastSignInDate: user.lastSignInDate ?? null,
});

type Lookup = 'userName' | 'email' | 'userNameOrEmail';

/** Case-insensitive and exact (no LIKE wildcards), so the lower() unique indexes serve it. */
const sameText = (column: 'user_name' | 'email', value: string) => ({
  [raw((alias) => `lower(${alias}.${column})`)]: value.trim().toLowerCase(),
});

function findUser(em: EntityManager, by: Lookup, value: string, options: { withPassword?: boolean } = {}) {
  const byUserName = sameText('user_name', value);
  const byEmail = sameText('email', value);
  const where = by === 'userName' ? byUserName : by === 'email' ? byEmail : { $or: [byUserName, byEmail] };
  return em.findOne(User, { ...where, disabled: false } as FilterQuery<User>, {
    populate: options.withPassword ? ['passwordHash'] : [],
  });
}

/** A sign-up must be confirmed by then (spec 000 §4). */
const signUpDeadline = (user: User) => new Date(user.registrationDate.getTime() + confirmEmailValidityMs);
/** An unconfirmed sign-up past its deadline: it no longer holds its username and email. */
const isVoidSignUp = (user: User) => !user.emailConfirmed && signUpDeadline(user).getTime() <= Date.now();

/**
 * Accounts: sign-up and email confirmation, two-step login (password, or a code sent by mail), forgotten
 * passwords, sessions and My Profile. Both front doors call only this.
 */
export class AccountsService {
  /**
   * A hash of a random string at the configured cost, checked for unknown usernames to spend the same time. Made as
   * the service starts, so that not even the first unknown name costs a hash more.
   */
  private readonly unknownUsersHash: Promise<string>;

  constructor(
    private readonly access: AccessPolicy,
    private readonly mail: MailService,
    private readonly config: Config,
  ) {
    this.unknownUsersHash = hashPassword(randomBytes(16).toString('base64'), config.PASSWORD_HASH_COST);
  }

  /**
   * A sign-up with a registered email answers as a new one does and creates nothing: the email's owner is told
   * by mail instead, so the answer does not say whose address is registered (a username is a public handle
   * and may be said to be taken).
   */
  async signUp(context: Context, input: unknown): Promise<AccountMessage> {
    const values = parseInput(signUpInput, input);
    const address = context.ipAddress ?? '';
    const perHour = this.config.SIGN_UPS_PER_ADDRESS;
    // Refused before the password is hashed, so refusals cost little; checked again under the address's lock.
    await ensureSignUpAllowed(context.em, address, perHour);
    const passwordHash = await hashPassword(values.password, this.config.PASSWORD_HASH_COST);
    const signUpOnce = () =>
      context.em.transactional(async (em) => {
        await executeIn(em, lockSignUpsOf(address));
        await ensureSignUpAllowed(em, address, perHour);
        await recordSignUp(em, address);
        const emailOwner = await this.claimNames(em, values.username, values.email);
        if (emailOwner) {
          await this.mailCapped(em, emailOwner, signUpAttemptMail(emailOwner, this.config.publicUrl));
          return;
        }
        const user = em.create(User, {
          userName: values.username,
          displayName: values.displayName,
          email: values.email,
          organization: values.organization,
          sector: values.sector,
          sectorOther: values.sectorOther,
          purposeOfAccess: values.purposeOfAccess,
          purposeOfAccessOther: values.purposeOfAccessOther,
          role: await em.findOneOrFail(Role, { name: signUpRole }),
          passwordHash,
          registrationDate: new Date(),
        });
        await em.flush();
        const code = newLinkCode();
        await issueUserToken(em, user, UserTokenPurpose.ConfirmEmail, code, signUpDeadline(user));
        this.mail.enqueue(em, confirmationMail(user, this.link('confirmemail', user, code), signUpDeadline(user)));
      });
    try {
      await signUpOnce();
    } catch (error) {
      // Two sign-ups racing for the same name: the unique index decides, and a second try sees the winner.
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      await signUpOnce();
    }
    this.mail.deliverPending();
    return {
      message: accountMessages.signedUp,
      detail: `We sent a confirmation link to ${values.email}. Please confirm your email within 24 hours.`,
    };
  }

  /**
   * The username must be free (400 when not); an unconfirmed sign-up past its 24 hours gives up its names and is
   * removed. Returns the account that holds the email, if one does.
   */
  private async claimNames(em: EntityManager, userName: string, email: string): Promise<User | null> {
    const holders = await em.find(User, {
      $or: [sameText('user_name', userName), sameText('email', email)],
    } as FilterQuery<User>);
    const live = holders.filter((user) => !isVoidSignUp(user));
    if (live.some((holder) => holder.userName.toLowerCase() === userName.toLowerCase())) {
      throw badRequest(accountMessages.usernameTaken, [{ path: 'username', message: accountMessages.usernameTaken }]);
    }
    const voidIds = holders.filter(isVoidSignUp).map((user) => user.id);
    if (voidIds.length) await em.nativeDelete(User, { id: { $in: voidIds } });
    return live.find((holder) => holder.email.toLowerCase() === email.toLowerCase()) ?? null;
  }

  async confirmEmail(context: Context, input: unknown): Promise<AccountMessage> {
    const { username, code } = parseInput(confirmEmailInput, input);
    const outcome = await context.em.transactional(async (em) => {
      const user = await findUser(em, 'userName', username);
      if (!user) return 'invalid';
      if (await redeemUserToken(em, user, UserTokenPurpose.ConfirmEmail, code)) {
        user.emailConfirmed = true;
        return 'confirmed';
      }
      // "Resend confirmation link?" replaced this link: its owner is told to use the newer one, not that it is
      // broken. (Anyone can learn as much about a username: sign-up says whether it is taken.)
      const superseded = !user.emailConfirmed && (await hasLiveUserToken(em, user, UserTokenPurpose.ConfirmEmail));
      return superseded ? 'superseded' : 'invalid';
    });
    if (outcome === 'superseded') throw badRequest(accountMessages.confirmationLinkSuperseded);
    if (outcome === 'invalid') throw badRequest(accountMessages.confirmationLinkInvalid);
    return { message: accountMessages.emailConfirmed };
  }

  /** "Resend confirmation link?": a fresh link, valid until the sign-up's own 24 hours are over. */
  resendConfirmationLink(input: unknown): AccountMessage {
    const { usernameOrEmail } = parseInput(resendConfirmationInput, input);
    this.mail.composeAfterAnswer(async (em) => {
      const user = await findUser(em, 'userNameOrEmail', usernameOrEmail);
      if (!user || user.emailConfirmed || isVoidSignUp(user)) return;
      const code = newLinkCode();
      const mail = confirmationMail(user, this.link('confirmemail', user, code), signUpDeadline(user));
      await this.mailNewCode(em, user, UserTokenPurpose.ConfirmEmail, code, signUpDeadline(user), mail);
    });
    return { message: accountMessages.confirmationLinkSent };
  }

  /**
   * Login step one. The mode follows from what was typed, not from whether the account exists, so the
   * answer tells nobody which usernames or emails are registered.
   */
  loginMode(input: unknown): LoginModeView {
    const { usernameOrEmail } = parseInput(loginStepOneInput, input);
    return { usernameOrEmail, loginMode: looksLikeEmail(usernameOrEmail) ? 'code' : 'password' };
  }

  /**
   * The throttle (throttle.ts) counts the name as typed, whether or not it names an account, and the
   * password is verified even for nobody's name, so neither the answer nor its time tells who exists.
   */
  async login(context: Context, input: unknown): Promise<LoginResult> {
    const { username, password } = parseInput(passwordLoginInput, input);
    const user = await findUser(context.em, 'userNameOrEmail', username, { withPassword: true });
    const attempt = signInAttempt(username, context.ipAddress, user?.id ?? null);
    await ensureSignInAllowed(context.em, attempt);
    const valid = await verifyPassword(user?.passwordHash ?? (await this.unknownUsersHash), password);
    if (!user || !valid) {
      await context.em.transactional((em) => recordFailure(em, attempt));
      throw unauthenticated();
    }
    return this.signIn(context, context.em, user, attempt);
  }

  /**
   * Login step two for an email, and "Get a new code?": mails a one-time code to the account's email
   * (found by email or username). The account is looked up after the answer, which is the same, and as
   * quick, whether or not it exists.
   */
  requestLoginCode(input: unknown): AccountMessage {
    const { usernameOrEmail } = parseInput(loginStepOneInput, input);
    this.mail.composeAfterAnswer(async (em) => {
      const user = await findUser(em, 'userNameOrEmail', usernameOrEmail);
      if (!user) return;
      const code = newLoginCode();
      const expiresAt = new Date(Date.now() + loginCodeValidityMs);
      const mail = loginCodeMail(user, code, expiresAt);
      await this.mailNewCode(em, user, UserTokenPurpose.LoginCode, code, expiresAt, mail);
    });
    return { message: accountMessages.loginCodeSent };
  }

  async loginWithCode(context: Context, input: unknown): Promise<LoginResult> {
    const { email, code } = parseInput(codeLoginInput, input);
    const result = await context.em.transactional(async (em) => {
      const user = await findUser(em, 'email', email);
      const attempt = signInAttempt(email, context.ipAddress, user?.id ?? null);
      await ensureSignInAllowed(em, attempt);
      if (!user || !(await redeemUserToken(em, user, UserTokenPurpose.LoginCode, code))) {
        await recordFailure(em, attempt);
        return null;
      }
      return this.signIn(context, em, user, attempt);
    });
    if (!result) throw badRequest(accountMessages.loginCodeWrong);
    return result;
  }

  /**
   * Opens a session for a user who proved who they are, unless the email still waits for confirmation. The
   * session records the address, which makes it known to the account (throttle.ts).
   */
  private async signIn(context: Context, em: EntityManager, user: User, attempt: SignInAttempt): Promise<LoginResult> {
    if (!user.emailConfirmed) {
      throw badRequest(isVoidSignUp(user) ? accountMessages.signUpExpired : accountMessages.emailNotConfirmed);
    }
    const { token, session } = await em.transactional(async (tx) => {
      user.numberOfSignIn += 1;
      user.lastSignInDate = new Date();
      await forgetPairFailures(tx, [attempt]);
      return createSession(tx, user, context);
    });
    const principal: Principal = {
      kind: 'user',
      userId: user.id,
      userName: user.userName,
      displayName: user.displayName,
      role: user.role.name as RoleName,
      sessionId: session.id,
    };
    return {
      token,
      role: principal.role,
      displayName: user.displayName,
      userName: user.userName,
      resources: this.access.resourceAccess(principal),
    };
  }

  /** Like `requestLoginCode`, the account is looked up after the answer. */
  requestPasswordReset(input: unknown): AccountMessage {
    const { email } = parseInput(forgotPasswordInput, input);
    this.mail.composeAfterAnswer(async (em) => {
      const user = await findUser(em, 'email', email);
      if (!user?.emailConfirmed) return;
      const code = newLinkCode();
      const expiresAt = new Date(Date.now() + resetPasswordValidityMs);
      const mail = passwordResetMail(user, this.link('resetpassword', user, code), expiresAt);
      await this.mailNewCode(em, user, UserTokenPurpose.ResetPassword, code, expiresAt, mail);
    });
    return { message: accountMessages.resetLinkSent };
  }

  /** Sets the new password and ends the user's other sessions: whoever knew the old one is out. */
  async resetPassword(context: Context, input: unknown): Promise<AccountMessage> {
    const { username, code, password } = parseInput(resetPasswordInput, input);
    const passwordHash = await hashPassword(password, this.config.PASSWORD_HASH_COST);
    const reset = await context.em.transactional(async (em) => {
      const user = await findUser(em, 'userName', username);
      if (!user || !(await redeemUserToken(em, user, UserTokenPurpose.ResetPassword, code))) return false;
      user.passwordHash = passwordHash;
      const { principal } = context;
      const ownSessionId = principal.kind === 'user' && principal.userId === user.id ? principal.sessionId : undefined;
      await revokeOtherSessions(em, user.id, ownSessionId);
      // The owner, who just proved they read the account's mail, starts afresh from this address.
      await forgetPairFailures(
        em,
        [user.userName, user.email].map((name) => signInAttempt(name, context.ipAddress, user.id)),
      );
      return true;
    });
    if (!reset) throw badRequest(accountMessages.resetLinkInvalid);
    return { message: accountMessages.passwordReset };
  }

  async logout(context: Context): Promise<void> {
    if (context.principal.kind === 'user') await revokeSession(context.em, context.principal.sessionId);
  }

  /** The user is active in the web app: clears the idle flag and restarts the idle clock. */
  async touchSession(context: Context): Promise<ViewerView> {
    if (context.principal.kind === 'user') await touchSession(context.em, context.principal.sessionId);
    return this.viewer(context);
  }

  async viewer(context: Context): Promise<ViewerView> {
    const { principal } = context;
    const resources = this.access.resourceAccess(principal);
    if (principal.kind !== 'user') {
      return { signedIn: false, userName: null, displayName: null, role: null, resources, idleFlagged: false };
    }
    return {
      signedIn: true,
      userName: principal.userName,
      displayName: principal.displayName,
      role: principal.role,
      resources,
      idleFlagged: await isIdleFlagged(context.em, principal.sessionId),
    };
  }

  async me(context: Context): Promise<UserProfileView> {
    const user = await context.em.findOne(User, this.signedInUserId(context));
    if (!user) throw unauthenticated();
    return toProfile(user);
  }

  async currentUser(context: Context): Promise<CurrentUserView> {
    const [profile, { resources, idleFlagged }] = await Promise.all([this.me(context), this.viewer(context)]);
    return { ...profile, resources, idleFlagged };
  }

  /** My Profile: users edit their own profile; an admin may edit anyone's. Username and email stay as they are. */
  async updateProfile(context: Context, input: unknown): Promise<UserProfileView> {
    const { id, ...values } = parseInput(profileInput, input);
    const callerId = this.signedInUserId(context);
    const userId = id ?? callerId;
    if (userId !== callerId && !this.access.mayRead(context.principal, 'admin')) throw forbidden();
    const user = await context.em.transactional(async (em) => {
      const found = await em.findOne(User, userId);
      if (!found) throw notFound(`There is no user ${userId}.`);
      em.assign(found, values);
      return found;
    });
    return toProfile(user);
  }

  private signedInUserId(context: Context): number {
    if (context.principal.kind !== 'user') throw unauthenticated();
    return context.principal.userId;
  }

  private link(page: 'confirmemail' | 'resetpassword', user: User, code: string): string {
    return accountLink(this.config.publicUrl, page, user, code);
  }

  /**
   * Stores a new code (replacing the user's unused one of that purpose) and queues the mail carrying it,
   * in the caller's transaction, unless the account has had too many mails lately.
   */
  private async mailNewCode(
    em: EntityManager,
    user: User,
    purpose: UserTokenPurpose,
    code: string,
    expiresAt: Date,
    mail: Mail,
  ): Promise<void> {
    if (await this.mailCapped(em, user, mail)) await issueUserToken(em, user, purpose, code, expiresAt);
  }

  /**
   * Queues a mail to the user in the caller's transaction, unless the account has had too many lately: then
   * none, quietly, as the answer must not differ. Returns whether it was queued.
   */
  private async mailCapped(em: EntityManager, user: User, mail: Mail): Promise<boolean> {
    // Requests composed after their answers may run side by side: one at a time per account, or all would pass.
    await em.lock(user, LockMode.PESSIMISTIC_WRITE);
    if ((await mailWaitMs(em, user.id)) > 0) return false;
    await recordMail(em, user.id);
    this.mail.enqueue(em, mail);
    return true;
  }
}
