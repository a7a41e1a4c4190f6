import { downloadTimeZoneInput } from '@esvd/schema/rules/csv-download';
import { userProfilePageInput, userProfileSortInput } from '@esvd/schema/rules/user-profiles';
import { route, type RestRoute, type RestTag } from '../../core/rest.ts';
import { sendCsvFile } from './csv-file.rest.ts';
import type { UserProfilesService } from './user-profiles.service.ts';

export const adminDownloadsTag: RestTag = {
  name: 'Admin downloads',
  description: 'The user profiles and saved filter queries, as pages and as CSV files.',
};

/**
 * The users calls of spec 001 §7 (query sortColumn, isDescend, offset, limit), and the CSV download of them all
 * (query sortColumn, isDescend, timeZone), which the spec's client built in the browser.
 */
export const userProfileRoutes = (userProfiles: UserProfilesService): RestRoute[] => [
  route({
    method: 'GET',
    path: '/account/allusers',
    access: 'downloads',
    summary: 'The user profiles (a page)',
    serviceRules: { query: [userProfilePageInput] },
    handle: ({ query }, context) => userProfiles.list(context, query),
  }),
  route({
    method: 'GET',
    path: '/account/userscount',
    access: 'downloads',
    summary: 'Number of users',
    handle: (_input, context) => userProfiles.count(context),
  }),
  route({
    method: 'GET',
    path: '/account/allusers/csv',
    access: 'downloads',
    summary: 'Download the user profiles',
    serviceRules: { query: [userProfileSortInput, downloadTimeZoneInput] },
    fileAnswer: 'csv',
    handle: async ({ query }, context, response) => sendCsvFile(response, await userProfiles.download(context, query)),
  }),
];
