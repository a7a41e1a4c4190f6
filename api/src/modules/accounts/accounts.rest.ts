import {
  codeLoginInput,
  confirmEmailInput,
  forgotPasswordInput,
  loginStepOneInput,
  passwordLoginInput,
  profileInput,
  resendConfirmationInput,
  resetPasswordInput,
  signUpInput,
} from '@esvd/schema/rules/accounts';
import { z } from 'zod';
import { route, type RestRoute, type RestTag } from '../../core/rest.ts';
import type { AccountsService } from './accounts.service.ts';

export const accountsTag: RestTag = { name: 'Accounts', description: 'Sign-up, sign-in and the profile.' };

// The spec's /api/account paths with their field names. Bodies are handed to the service, which
// validates them with the shared rules; a route only renames the fields the spec names differently.
const body = z.record(z.string(), z.unknown());
const usernameOrEmailQuery = z.object({ usernameOrEmail: z.string().optional() });

export const accountRoutes = (accounts: AccountsService): RestRoute[] => [
  route({
    method: 'POST',
    path: '/account/signup',
    access: 'public',
    summary: 'Create an account',
    serviceRules: { body: signUpInput },
    body,
    handle: ({ body }, context) => accounts.signUp(context, body),
  }),
  route({
    method: 'POST',
    path: '/account/confirmemail',
    access: 'public',
    summary: 'Confirm an email address from its link',
    serviceRules: { body: confirmEmailInput },
    body,
    handle: ({ body }, context) => accounts.confirmEmail(context, body),
  }),
  route({
    method: 'POST',
    path: '/account/resendconfirmationlink',
    access: 'public',
    summary: 'Mail the confirmation link again',
    description: 'Takes `username` for `usernameOrEmail` too.',
    serviceRules: { body: resendConfirmationInput },
    body,
    handle: ({ body }) =>
      accounts.resendConfirmationLink({
        usernameOrEmail: body.usernameOrEmail ?? body.username,
      }),
  }),
  route({
    method: 'GET',
    path: '/account/verifyuser',
    access: 'public',
    summary: 'How an account signs in: a password or a mailed code',
    query: usernameOrEmailQuery,
    handle: ({ query }) => accounts.loginMode(query),
  }),
  route({
    method: 'GET',
    path: '/account/generateotp',
    access: 'public',
    summary: 'Mail a one-time login code',
    serviceRules: { query: [loginStepOneInput] },
    query: usernameOrEmailQuery,
    handle: ({ query }) => accounts.requestLoginCode(query),
  }),
  route({
    method: 'POST',
    path: '/account/login',
    access: 'public',
    summary: 'Sign in with a password; answers the session token',
    description: 'Takes `usernameOrEmail` for `username` too.',
    serviceRules: { body: passwordLoginInput },
    body,
    handle: ({ body }, context) =>
      accounts.login(context, {
        username: body.username ?? body.usernameOrEmail,
        password: body.password,
      }),
  }),
  route({
    method: 'POST',
    path: '/account/loginwithotp',
    access: 'public',
    summary: 'Sign in with a mailed code; answers the session token',
    description: 'As the spec sends it: the email as `username`, the code as `password`.',
    serviceRules: { body: z.object({ username: codeLoginInput.shape.email, password: codeLoginInput.shape.code }) },
    body,
    // The spec sends the email as `username` and the code as `password`.
    handle: ({ body }, context) => accounts.loginWithCode(context, { email: body.username, code: body.password }),
  }),
  route({
    method: 'POST',
    path: '/account/forgotpassword',
    access: 'public',
    summary: 'Mail a password reset link',
    serviceRules: { body: forgotPasswordInput },
    body,
    handle: ({ body }) => accounts.requestPasswordReset(body),
  }),
  route({
    method: 'POST',
    path: '/account/resetpassword',
    access: 'public',
    summary: 'Set a new password from its link',
    serviceRules: { body: resetPasswordInput },
    body,
    handle: ({ body }, context) => accounts.resetPassword(context, body),
  }),
  route({
    method: 'GET',
    path: '/account/signout',
    access: 'signedIn',
    summary: 'Sign out: ends the session',
    handle: (_input, context) => accounts.logout(context),
  }),
  route({
    method: 'GET',
    path: '/account/currentuser',
    access: 'signedIn',
    summary: 'The signed-in user',
    handle: (_input, context) => accounts.currentUser(context),
  }),
  route({
    method: 'POST',
    path: '/account/useredit',
    access: 'userProfile',
    summary: 'Change a profile',
    serviceRules: { body: profileInput },
    body,
    handle: ({ body }, context) => accounts.updateProfile(context, body),
  }),
];
