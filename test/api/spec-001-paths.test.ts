// Every REST path spec 001 §7 names for the areas built so far (value transfer tool, uploads, stats readiness, API
// key, early birds, versions, downloads, users, the public study page, feedback, the VSL) is served: each answers
// something other than the facade's "There is no API path". Calls are made by a co-capacity user (every admin
// resource) with ids that do not exist and empty bodies, so nothing is changed.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningApp } from '../../api/src/app.ts';
import { startTestApp } from '../support/app.ts';
import { loginAsDemoUser } from '../support/http.ts';

let app: RunningApp;
let token: string;

beforeAll(async () => {
  app = await startTestApp();
  token = await loginAsDemoUser(app, 'coCapacity');
});

afterAll(async () => {
  await app?.stop();
});

const none = 999_999_999;

const specPaths: [method: string, path: string][] = [
  // VTT
  ['GET', '/vttbiomes/'],
  ['GET', '/vttbiomes/exclude'],
  ['GET', `/vttbiomes/${none}`],
  ['PUT', `/vttbiomes/toggledisplay/${none}/true`],
  ['POST', '/vttbiomes'],
  ['PUT', `/vttbiomes/${none}`],
  ['GET', '/vttbiomes/count'],
  ['DELETE', `/vttbiomes/${none}`],
  ['GET', '/vttsubbiomes'],
  ['GET', `/vttsubbiomes/${none}`],
  ['POST', '/vttsubbiomes'],
  ['PUT', `/vttsubbiomes/${none}`],
  ['GET', '/vttsubbiomes/count'],
  ['DELETE', `/vttsubbiomes/${none}`],
  ['GET', '/vttvariables'],
  ['GET', `/vttvariables/unattachedvariables/${none}/${none}`],
  ['GET', `/vttvariables/exclusiveunattachedvariables/${none}`],
  ['GET', `/vttvariables/${none}`],
  ['POST', '/vttvariables'],
  ['PUT', `/vttvariables/${none}`],
  ['GET', '/vttvariables/count'],
  ['DELETE', `/vttvariables/${none}`],
  ['GET', `/vttvariabledetailmaps/${none}`],
  ['GET', `/vttvariabledetailmaps/details/${none}`],
  ['POST', '/vttvariabledetailmaps'],
  ['PUT', `/vttvariabledetailmaps/${none}`],
  ['GET', '/vttvariabledetailmaps/count'],
  ['DELETE', `/vttvariabledetailmaps/${none}`],
  // VSL
  ['GET', '/valuationstudies/'],
  ['GET', '/valuationstudies/count'],
  ['POST', '/valuationstudies'],
  ['PUT', `/valuationstudies/${none}`],
  ['DELETE', `/valuationstudies/${none}`],
  // Uploads, both kinds
  ...['dataupload', 'vsldataupload'].flatMap((kind): [string, string][] => [
    ['POST', `/${kind}/uploadjsondataset`],
    ['POST', `/${kind}/uploadfiledataset`],
    ['POST', `/${kind}/uploadfile`],
    ['GET', `/${kind}/UploadComplete`],
    ['GET', `/${kind}`],
  ]),
  // Stats, key, early birds
  ['PUT', `/biomev2ecosystemv2ecozones/statsready/${none}/true`],
  ['GET', '/biomev2ecosystemv2ecozones/'],
  ['GET', '/ExternalApi/generateapi'],
  ['POST', '/users/earlybirds?offset=0&limit=0'],
  ['POST', '/users/nonearlybirds?offset=0&limit=15'],
  ['PUT', `/users/addearlybirds/${none}`],
  ['PUT', `/users/removeearlybirds/${none}`],
  // Version, downloads, users
  ['GET', '/referenceinfos/'],
  ['GET', '/referenceinfos/currentversion'],
  ['POST', '/referenceinfos'],
  ['DELETE', `/referenceinfos/${none}`],
  ['GET', '/filterqueries/'],
  ['GET', '/filterqueries/totalcount/'],
  ['DELETE', `/filterqueries/${none}`],
  ['GET', '/account/allusers?sortColumn=registrationDate&isDescend=false'],
  ['GET', '/account/userscount'],
  ['POST', '/account/resetpassword'],
  ['DELETE', `/esvds/${none}`],
  // Public study page and feedback
  ['GET', `/esvds/studyvaluations/${none}`],
  ['GET', '/esvds/totalcount'],
  ['GET', '/esvds/totalmaplistcount'],
  ['POST', '/feedback'],
];

it.each(specPaths)('serves %s /api%s', async (method, path) => {
  const response = await fetch(`${app.url}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(['POST', 'PUT'].includes(method) ? { 'content-type': 'application/json' } : {}),
    },
    body: ['POST', 'PUT'].includes(method) ? '{}' : undefined,
  });
  const text = await response.text();
  expect(text).not.toContain('There is no API path');
  expect(response.status, text).toBeLessThan(500);
});
