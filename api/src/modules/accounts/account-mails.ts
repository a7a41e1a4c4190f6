import type { Mail } from '../mail/index.ts';
import type { User } from './user.entity.ts';

const product = 'ESVD';
const signature = `\n\nKind regards,\nThe ${product} team`;

/** A page of the web app with the username and code in its query string, as the spec's links carry them. */
export function accountLink(
  publicUrl: string,
  page: 'confirmemail' | 'resetpassword',
  user: User,
  code: string,
): string {
  const url = new URL(`${publicUrl.replace(/\/$/, '')}/${page}`);
  url.searchParams.set('username', user.userName);
  url.searchParams.set('code', code);
  return url.toString();
}

export const confirmationMail = (user: User, link: string, expiresAt: Date): Mail => ({
  kind: 'confirm-email',
  recipient: user.email,
  // Its link or code signs in or changes the account: the outbox keeps it only until it is sent, or it expires.
  forgetBodyWhenSent: true,
  expiresAt,
  subject: `Confirm your email address for ${product}`,
  text:
    `Dear ${user.displayName},\n\nThank you for signing up to ${product} as ${user.userName}. ` +
    `Please confirm your email address within 24 hours by opening this link:\n\n${link}\n\n` +
    `After 24 hours the sign-up expires and you would need to sign up again. ` +
    `If you did not sign up, you can ignore this mail.${signature}`,
});

export const loginCodeMail = (user: User, code: string, expiresAt: Date): Mail => ({
  kind: 'login-code',
  recipient: user.email,
  // Its link or code signs in or changes the account: the outbox keeps it only until it is sent, or it expires.
  forgetBodyWhenSent: true,
  expiresAt,
  subject: `Your ${product} login code`,
  text:
    `Dear ${user.displayName},\n\nYour login code is:\n\n${code}\n\n` +
    `It is valid for 15 minutes and works once. If you did not ask for it, you can ignore this mail.${signature}`,
});

export const passwordResetMail = (user: User, link: string, expiresAt: Date): Mail => ({
  kind: 'reset-password',
  recipient: user.email,
  // Its link or code signs in or changes the account: the outbox keeps it only until it is sent, or it expires.
  forgetBodyWhenSent: true,
  expiresAt,
  subject: `Reset your ${product} password`,
  text:
    `Dear ${user.displayName},\n\nSomeone (we hope you) asked to reset the password of ${user.userName}. ` +
    `Choose a new password by opening this link within an hour:\n\n${link}\n\n` +
    `If you did not ask for it, you can ignore this mail: your password stays as it is.${signature}`,
});

/** To the owner of an email someone tried to sign up with: the sign-up's answer did not say it is registered. */
export const signUpAttemptMail = (user: User, publicUrl: string): Mail => {
  const site = publicUrl.replace(/\/$/, '');
  return {
    kind: 'sign-up-attempt',
    recipient: user.email,
    subject: `Someone tried to sign up to ${product} with your email`,
    text:
      `Dear ${user.displayName},\n\nSomeone (we hope you) tried to sign up to ${product} with this email address. ` +
      `It already belongs to your account, ${user.userName}, so no new account was made.\n\n` +
      `To log in: ${site}/login\nForgot your password? ${site}/forgotpassword\n\n` +
      `If you have not confirmed your email yet, ask for a new confirmation link when you log in. ` +
      `If it was not you, you can ignore this mail.${signature}`,
  };
};
