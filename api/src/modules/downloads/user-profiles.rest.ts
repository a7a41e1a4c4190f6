import { route, type RestRoute } from '../../core/rest.ts';
import { sendCsvFile } from './csv-file.rest.ts';
import type { UserProfilesService } from './user-profiles.service.ts';

/**
 * The users calls of spec 001 §7 (query sortColumn, isDescend, offset, limit), and the CSV download of them all
 * (query sortColumn, isDescend, timeZone), which the spec's client built in the browser.
 */
export const userProfileRoutes = (userProfiles: UserProfilesService): RestRoute[] => [
  route({
    method: 'GET',
    path: '/account/allusers',
    access: 'downloads',
    handle: ({ query }, context) => userProfiles.list(context, query),
  }),
  route({
    method: 'GET',
    path: '/account/userscount',
    access: 'downloads',
    handle: (_input, context) => userProfiles.count(context),
  }),
  route({
    method: 'GET',
    path: '/account/allusers/csv',
    access: 'downloads',
    handle: async ({ query }, context, response) => sendCsvFile(response, await userProfiles.download(context, query)),
  }),
];
