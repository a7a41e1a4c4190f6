import { route, type RestRoute } from '../../server/rest.ts';

export const valuationRoutes: RestRoute[] = [
  route({
    method: 'GET',
    path: '/esvds/totalcount',
    access: 'public',
    handle: (_input, context) => context.services.valuations.totalCount(context),
  }),
];
