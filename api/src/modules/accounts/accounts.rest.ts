import { z } from 'zod';
import { route, type RestRoute } from '../../core/rest.ts';
import type { AccountsService } from './accounts.service.ts';

// The spec's /api/account paths with their field names. Bodies are handed to the service, which
// validates them with the shared rules; a route only renames the fields the spec names differently.
const body = z.record(z.string(), z.unknown());
const usernameOrEmailQuery = z.object({ usernameOrEmail: z.string().optional() });

export const accountRoutes = (accounts: AccountsService): RestRoute[] => [
  route({
    method: 'POST',
    path: '/account/signup',
    access: 'public',
    body,
    handle: ({ body }, context) => accounts.signUp(context, body),
  }),
  route({
    method: 'POST',
    path: '/account/confirmemail',
    access: 'public',
    body,
    handle: ({ body }, context) => accounts.confirmEmail(context, body),
  }),
  route({
    method: 'POST',
    path: '/account/resendconfirmationlink',
    access: 'public',
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
    query: usernameOrEmailQuery,
    handle: ({ query }) => accounts.loginMode(query),
  }),
  route({
    method: 'GET',
    path: '/account/generateotp',
    access: 'public',
    query: usernameOrEmailQuery,
    handle: ({ query }) => accounts.requestLoginCode(query),
  }),
  route({
    method: 'POST',
    path: '/account/login',
    access: 'public',
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
    body,
    // The spec sends the email as `username` and the code as `password`.
    handle: ({ body }, context) => accounts.loginWithCode(context, { email: body.username, code: body.password }),
  }),
  route({
    method: 'POST',
    path: '/account/forgotpassword',
    access: 'public',
    body,
    handle: ({ body }) => accounts.requestPasswordReset(body),
  }),
  route({
    method: 'POST',
    path: '/account/resetpassword',
    access: 'public',
    body,
    handle: ({ body }, context) => accounts.resetPassword(context, body),
  }),
  route({
    method: 'GET',
    path: '/account/signout',
    access: 'signedIn',
    handle: (_input, context) => accounts.logout(context),
  }),
  route({
    method: 'GET',
    path: '/account/currentuser',
    access: 'signedIn',
    handle: (_input, context) => accounts.currentUser(context),
  }),
  route({
    method: 'POST',
    path: '/account/useredit',
    access: 'userProfile',
    body,
    handle: ({ body }, context) => accounts.updateProfile(context, body),
  }),
];
