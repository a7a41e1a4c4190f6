import { z } from 'zod';
import { route, type RestRoute } from '../../server/rest.ts';

export const accountRoutes: RestRoute[] = [
  route({
    method: 'POST',
    path: '/account/login',
    access: 'public',
    body: z.object({ username: z.string().optional(), usernameOrEmail: z.string().optional(), password: z.string().optional() }),
    handle: ({ body }, context) =>
      context.services.accounts.login(context, {
        usernameOrEmail: body.usernameOrEmail ?? body.username ?? '',
        password: body.password ?? '',
      }),
  }),
  route({
    method: 'GET',
    path: '/account/signout',
    access: 'signedIn',
    handle: (_input, context) => context.services.accounts.logout(context),
  }),
  route({
    method: 'GET',
    path: '/account/currentuser',
    access: 'signedIn',
    handle: (_input, context) => context.services.accounts.viewer(context),
  }),
];
