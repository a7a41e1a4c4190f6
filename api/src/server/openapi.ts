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
import { pageViewInput } from '@esvd/schema/rules/analytics';
import { downloadTimeZoneInput } from '@esvd/schema/rules/csv-download';
import { databaseVersionInput } from '@esvd/schema/rules/database-version';
import { earlyBirdListInput } from '@esvd/schema/rules/early-birds';
import { feedbackInput } from '@esvd/schema/rules/feedback';
import { pageInput } from '@esvd/schema/rules/paging';
import { referenceEntryInput } from '@esvd/schema/rules/reference-entries';
import {
  markerValueIds,
  valuationCursorInput,
  valuationFilterFields,
  valuationPageInput,
} from '@esvd/schema/rules/search';
import {
  studyInput,
  studyUpdateInput,
  suggestStudyInput,
  valuationInput,
  valuationUpdateInput,
} from '@esvd/schema/rules/studies';
import { contactEmail, productName, productTitle } from '@esvd/schema/rules/product';
import { userProfilePageInput, userProfileSortInput } from '@esvd/schema/rules/user-profiles';
import { vslFilterFields, vslPageInput, vslStudyChanges, vslStudyCreate } from '@esvd/schema/rules/vsl';

/** PUT /valuationstudies/{id}: the record as read, its version and the cells changed. */
const vslStudyUpdateRecord = vslStudyChanges.extend({ version: z.number().int().min(1) });
import { vttBiomeInput, vttSubBiomeInput, vttVariableDetailInput, vttVariableInput } from '@esvd/schema/rules/vtt';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Access } from '../core/caller.ts';
import { repositoryRoot } from '../core/config.ts';
import { route, type RestRoute } from '../core/rest.ts';
import { apiKeyResources } from '../modules/access/access.service.ts';
import { grantsOf, publicResources, resources, roleNames, roles } from '../modules/access/roles.ts';
import { referenceLists } from '../modules/reference-lists/reference-lists.registry.ts';
import { exportFormats } from '../modules/valuations/valuation-export.ts';

/**
 * The OpenAPI 3.1 description of the REST facade, built from the route table: each route's method, path, access and
 * zod rules, plus what the table cannot say, written here per module (a summary, the tag, the shared rule a service
 * parses a query or body with where the route hands its input over as it comes, and files as answers).
 * `npm run schema:emit` writes it to schema/openapi.json, and GET /api/openapi.json serves it.
 */

type JsonSchema = Record<string, unknown>;

/** What an answer is when it is a file rather than JSON. */
type FileAnswer = 'csv' | 'csvOrXlsx' | 'xlsx' | 'pdf' | 'attachment' | 'text';

interface OperationDoc {
  summary: string;
  description?: string;
  /** The shared rules the service reads the query string with, where the route declares none. */
  query?: z.ZodType[];
  /** The shared rule the service parses the body with, where the route takes it as it comes. */
  body?: z.ZodType;
  /** A workbook sent as multipart/form-data (field "file"). */
  fileUpload?: boolean;
  answer?: FileAnswer;
}

interface ModuleDoc {
  tag: string;
  description: string;
  /** By `METHOD /path` as the route table writes it (without /api). */
  operations: Record<string, OperationDoc>;
}

const searchFilterNote =
  'Filters travel in the query string, lists as repeated parameters (`?countries=3&countries=7`); at least one ' +
  'filter is needed, and TEEB services and CICES classes cannot be combined.';

const uploadDocs = (base: string, workbook: string): Record<string, OperationDoc> => ({
  [`POST /${base}/uploadfiledataset`]: {
    summary: `Start an upload of the ${workbook} (a file)`,
    description: 'The workbook as multipart/form-data in the field "file"; answers the started job.',
    fileUpload: true,
  },
  [`POST /${base}/uploadfile`]: {
    summary: `Start an upload of the ${workbook} (a file, the spec's second name)`,
    description: 'The same as uploadfiledataset.',
    fileUpload: true,
  },
  [`POST /${base}/uploadjsondataset`]: {
    summary: `Start an upload of the ${workbook} parsed as JSON`,
  },
  [`GET /${base}/UploadComplete`]: { summary: "The running upload's progress, else the last upload's statistics" },
  [`POST /${base}/cancel`]: { summary: 'Cancel the running upload' },
  [`GET /${base}`]: { summary: "The last upload's statistics" },
  [`GET /${base}/template`]: { summary: `Download an empty ${workbook} template`, answer: 'xlsx' },
});

const referenceListDocs = Object.fromEntries(
  referenceLists.flatMap((list) => [
    [`GET /${list.path}`, { summary: `List ${list.title}`, description: 'Pages, or the entries with a name.' }],
    [`GET /${list.path}/:id`, { summary: `One entry of ${list.title}` }],
    [`POST /${list.path}`, { summary: `Add an entry to ${list.title}`, body: referenceEntryInput }],
    [`PUT /${list.path}/:id`, { summary: `Change an entry of ${list.title}`, body: referenceEntryInput }],
    [`DELETE /${list.path}/:id`, { summary: `Delete an entry of ${list.title}`, description: 'Refused while used.' }],
  ]),
) as Record<string, OperationDoc>;

const moduleDocs: ModuleDoc[] = [
  {
    tag: 'Valuations',
    description: 'Search, count, map, summarise and download the value records of published studies.',
    operations: {
      'GET /esvds/totalcount': { summary: 'Number of value records in the database' },
      'GET /esvds/count': { summary: 'Number of value records a search finds', query: [valuationFilterFields] },
      'GET /esvds/after': {
        summary: 'The next records after a valueId (a keyset pull for scripts)',
        description: `Pages through a search in valueId order. ${searchFilterNote}`,
        query: [valuationFilterFields, valuationCursorInput],
      },
      'GET /esvds/mapdata': { summary: 'Map markers of a search', query: [valuationFilterFields] },
      'GET /esvds/mapmarkerdata': {
        summary: "The records of a map marker's value ids",
        query: [z.object({ valueIds: markerValueIds })],
      },
      'GET /esvds/totalmaplistcount': { summary: 'Number of value records with a location' },
      'GET /esvds/maplistcount': {
        summary: 'Number of value records with a location that a search finds',
        query: [valuationFilterFields],
      },
      'GET /esvds/summarystats': {
        summary: 'Summary statistics of a search by biome and by ecozone',
        query: [valuationFilterFields],
      },
      'GET /esvds/studyvaluations/:studyId': { summary: "A published study's value records" },
      'GET /esvds/download': {
        summary: 'Download the records a search finds',
        description: searchFilterNote,
        query: [valuationFilterFields, z.object({ format: z.enum(exportFormats).default('csv') })],
        answer: 'csvOrXlsx',
      },
      'GET /esvds/download/all': {
        summary: 'Download the whole database',
        query: [z.object({ format: z.enum(exportFormats).default('csv') })],
        answer: 'csvOrXlsx',
      },
      'GET /esvds': {
        summary: 'Search value records (a page)',
        description: searchFilterNote,
        query: [valuationFilterFields, valuationPageInput],
      },
      'GET /externalApi/study/valuations/:id': { summary: "A published study's value records, by StudyID" },
    },
  },
  {
    tag: 'Valuation entry',
    description: "Read, add, copy, change and delete a study's value records.",
    operations: {
      'GET /esvds/:id': { summary: 'One value record' },
      'POST /esvds/:id/copy': { summary: 'Copy a value record' },
      'POST /esvds': { summary: 'Add a value record to a study', body: valuationInput },
      'PUT /esvds/:id': { summary: 'Change a value record', body: valuationUpdateInput },
      'DELETE /esvds/:id': { summary: 'Delete a value record' },
    },
  },
  {
    tag: 'Studies',
    description: 'Studies: their entry, their history and the suggestions of new ones.',
    operations: {
      'GET /studies/userstudies': { summary: "The caller's own studies" },
      'GET /studies': {
        summary: 'Find studies to edit',
        query: [z.object({ freeText: z.string().max(500).optional() })],
      },
      'GET /studies/:id/history': { summary: "A study's change history" },
      'GET /studies/:id': { summary: 'One study' },
      'POST /studies': { summary: 'Add a study', body: studyInput },
      'PUT /studies/:id': { summary: 'Change a study', body: studyUpdateInput },
      'DELETE /studies/:id': { summary: 'Delete a study' },
      'POST /suggeststudies': {
        summary: 'Suggest a study, with its documents',
        description: 'Documents as base64; at most 10 MB in all.',
        body: suggestStudyInput,
      },
      'GET /suggeststudies': { summary: 'The suggested studies' },
      'GET /suggeststudies/attachments/:id': { summary: "Download a suggestion's document", answer: 'attachment' },
    },
  },
  {
    tag: 'Valuation studies list',
    description: 'The valuation studies list (VSL).',
    operations: {
      'GET /valuationstudies/count': { summary: 'Number of listed studies a search finds', query: [vslFilterFields] },
      'GET /valuationstudies': { summary: 'Search the valuation studies list', query: [vslFilterFields, vslPageInput] },
      'GET /valuationstudies/:id/history': { summary: "A study record's versions, newest first" },
      'POST /valuationstudies': { summary: 'Add a study record', body: vslStudyCreate },
      'PUT /valuationstudies/:id': {
        summary: 'Change cells of a study record',
        description:
          'The body is the record as read (its version and cells); a cell someone else changed since that version, ' +
          'or one another admin is editing, is refused with 409.',
        body: vslStudyUpdateRecord,
      },
      'DELETE /valuationstudies/:id': { summary: 'Delete a study record' },
    },
  },
  {
    tag: 'Value transfer tool',
    description: 'The biomes, sub biomes, variables and variable details of the value transfer calculator.',
    operations: {
      'GET /vttbiomes': { summary: 'The biomes (a visitor sees those shown for user calculations)' },
      'GET /vttbiomes/exclude': { summary: 'The biomes hidden from user calculations' },
      'GET /vttbiomes/count': { summary: 'Number of biomes' },
      'PUT /vttbiomes/toggledisplay/:id/:value': { summary: 'Show or hide a biome for user calculations' },
      'GET /vttbiomes/:id': { summary: 'One biome' },
      'POST /vttbiomes': { summary: 'Add a biome', body: vttBiomeInput },
      'PUT /vttbiomes/:id': { summary: 'Change a biome', body: vttBiomeInput },
      'DELETE /vttbiomes/:id': { summary: 'Delete a biome' },
      'GET /vttsubbiomes': { summary: 'The sub biomes' },
      'GET /vttsubbiomes/count': { summary: 'Number of sub biomes' },
      'GET /vttsubbiomes/:id': { summary: 'One sub biome' },
      'POST /vttsubbiomes': { summary: 'Add a sub biome', body: vttSubBiomeInput },
      'PUT /vttsubbiomes/:id': { summary: 'Change a sub biome', body: vttSubBiomeInput },
      'DELETE /vttsubbiomes/:id': { summary: 'Delete a sub biome' },
      'GET /vttvariables': { summary: 'The variables' },
      'GET /vttvariables/count': { summary: 'Number of variables' },
      'GET /vttvariables/unattachedvariables/:vttBiomeId/:vttVariableId': {
        summary: "Variables a biome's detail may still use",
      },
      'GET /vttvariables/exclusiveunattachedvariables/:vttBiomeId': {
        summary: 'Variables a biome does not use yet',
      },
      'GET /vttvariables/:id': { summary: 'One variable' },
      'POST /vttvariables': { summary: 'Add a variable', body: vttVariableInput },
      'PUT /vttvariables/:id': { summary: 'Change a variable', body: vttVariableInput },
      'DELETE /vttvariables/:id': { summary: 'Delete a variable' },
      'GET /vttvariabledetailmaps/count': { summary: 'Number of variable details' },
      'GET /vttvariabledetailmaps/details/:id': { summary: 'One variable detail' },
      'GET /vttvariabledetailmaps/:id': { summary: "A biome's variable details (the id is the biome's)" },
      'POST /vttvariabledetailmaps': { summary: 'Add a variable detail', body: vttVariableDetailInput },
      'PUT /vttvariabledetailmaps/:id': { summary: 'Change a variable detail', body: vttVariableDetailInput },
      'DELETE /vttvariabledetailmaps/:id': { summary: 'Delete a variable detail' },
    },
  },
  {
    tag: 'Reference lists',
    description: 'The 19 classification lists (countries, TEEB services, CICES, biomes, ...), each at /api/{list}.',
    operations: {
      ...referenceListDocs,
      'PUT /biomev2ecosystemv2ecozones/statsready/:id/:value': {
        summary: 'Include an ecozone in the summary statistics, or not',
      },
    },
  },
  {
    tag: 'Database versions',
    description: 'The database versions and the citation.',
    operations: {
      'GET /referenceinfos': { summary: 'The database versions, newest first' },
      'GET /referenceinfos/currentversion': { summary: 'The current database version' },
      'GET /referenceinfos/citation': { summary: 'Download the citation', answer: 'pdf' },
      'POST /referenceinfos': { summary: 'Save a database version or the citation text', body: databaseVersionInput },
      'DELETE /referenceinfos/:id': { summary: 'Delete a database version' },
    },
  },
  {
    tag: 'Accounts',
    description: 'Sign-up, sign-in and the profile.',
    operations: {
      'POST /account/signup': { summary: 'Create an account', body: signUpInput },
      'POST /account/confirmemail': { summary: 'Confirm an email address from its link', body: confirmEmailInput },
      'POST /account/resendconfirmationlink': {
        summary: 'Mail the confirmation link again',
        description: 'Takes `username` for `usernameOrEmail` too.',
        body: resendConfirmationInput,
      },
      'GET /account/verifyuser': { summary: 'How an account signs in: a password or a mailed code' },
      'GET /account/generateotp': { summary: 'Mail a one-time login code', query: [loginStepOneInput] },
      'POST /account/login': {
        summary: 'Sign in with a password; answers the session token',
        description: 'Takes `usernameOrEmail` for `username` too.',
        body: passwordLoginInput,
      },
      'POST /account/loginwithotp': {
        summary: 'Sign in with a mailed code; answers the session token',
        description: 'As the spec sends it: the email as `username`, the code as `password`.',
        body: z.object({ username: codeLoginInput.shape.email, password: codeLoginInput.shape.code }),
      },
      'POST /account/forgotpassword': { summary: 'Mail a password reset link', body: forgotPasswordInput },
      'POST /account/resetpassword': { summary: 'Set a new password from its link', body: resetPasswordInput },
      'GET /account/signout': { summary: 'Sign out: ends the session' },
      'GET /account/currentuser': { summary: 'The signed-in user' },
      'POST /account/useredit': { summary: 'Change a profile', body: profileInput },
    },
  },
  {
    tag: 'Admin downloads',
    description: 'The user profiles and saved filter queries, as pages and as CSV files.',
    operations: {
      'GET /account/allusers': { summary: 'The user profiles (a page)', query: [userProfilePageInput] },
      'GET /account/userscount': { summary: 'Number of users' },
      'GET /account/allusers/csv': {
        summary: 'Download the user profiles',
        query: [userProfileSortInput, downloadTimeZoneInput],
        answer: 'csv',
      },
      'POST /filterqueries': {
        summary: 'Save a search filter for the filter-query list',
        description: 'Body `{ "filterString": "<the query string of a search>" }`, validated with the search rules.',
      },
      'GET /filterqueries/totalcount': { summary: 'Number of saved filter queries' },
      'GET /filterqueries': { summary: 'The saved filter queries (a page)', query: [pageInput] },
      'GET /filterqueries/csv': {
        summary: 'Download the saved filter queries',
        query: [downloadTimeZoneInput],
        answer: 'csv',
      },
      'DELETE /filterqueries/:id': { summary: 'Delete a saved filter query' },
    },
  },
  {
    tag: 'Early birds',
    description: 'The early birds: users who see new features first.',
    operations: {
      'POST /users/earlybirds': {
        summary: 'The early birds',
        description: 'offset, limit and freeText in the query string or the body.',
        body: earlyBirdListInput,
      },
      'POST /users/nonearlybirds': {
        summary: 'Users who are not early birds',
        description: 'offset, limit and freeText in the query string or the body.',
        body: earlyBirdListInput,
      },
      'PUT /users/addearlybirds/:id': { summary: 'Make a user an early bird' },
      'PUT /users/removeearlybirds/:id': { summary: 'Make an early bird an ordinary user' },
    },
  },
  {
    tag: 'Uploads',
    description: 'Workbook uploads: the dataset (ESVD uploads) and the valuation studies list (VSL uploads).',
    operations: { ...uploadDocs('dataupload', 'dataset workbook'), ...uploadDocs('vsldataupload', 'VSL workbook') },
  },
  {
    tag: 'Feedback and page views',
    description: 'Feedback to the team and consented page views.',
    operations: {
      'POST /feedback': { summary: 'Send feedback to the team', body: feedbackInput },
      'POST /analytics/pageview': { summary: 'Count a page view (after consent)', body: pageViewInput },
    },
  },
  {
    tag: 'API keys',
    description: 'Keys that let scripts read the data without a session.',
    operations: {
      'GET /ExternalApi/generateapi': { summary: 'Generate an API key, answered once as text', answer: 'text' },
    },
  },
  {
    tag: 'API description',
    description: 'This document.',
    operations: { 'GET /openapi.json': { summary: 'This OpenAPI description of the REST API' } },
  },
];

export const openApiKey = (route: Pick<RestRoute, 'method' | 'path'>) => `${route.method} ${route.path}`;

/** The documentation of each route by `METHOD /path`, with its module's tag. */
export const routeDocs: ReadonlyMap<string, OperationDoc & { tag: string }> = new Map(
  moduleDocs.flatMap(({ tag, operations }) =>
    Object.entries(operations).map(([key, doc]) => [key, { ...doc, tag }] as const),
  ),
);

/** Whether a field may be left out: zod's JSON Schema counts a field read through z.preprocess as required. */
function mayBeLeftOut(field: z.ZodType): boolean {
  try {
    return field.safeParse(undefined).success;
  } catch {
    return false;
  }
}

/** A zod rule as JSON Schema 2020-12 (OpenAPI 3.1's dialect), as a caller writes it (before defaults and transforms). */
export function jsonSchemaOf(rule: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(rule, {
    io: 'input',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      // A date is read from text (z.coerce.date), which zod cannot describe on its own.
      if (zodSchema._zod.def.type === 'date') {
        Object.assign(jsonSchema, { type: 'string', description: 'A date (2024-03-01) or an ISO 8601 date-time' });
        return;
      }
      if (zodSchema._zod.def.type !== 'object') return;
      const shape = (zodSchema as unknown as z.ZodObject)._zod.def.shape;
      const required = Object.keys(shape).filter((name) => !mayBeLeftOut(shape[name] as z.ZodType));
      if (required.length) jsonSchema.required = required;
      else delete jsonSchema.required;
    },
  }) as JsonSchema;
  return schema;
}

/** The fields of an object schema, with those of its intersections (`allOf`). */
function fieldsOf(schema: JsonSchema): { name: string; schema: JsonSchema; required: boolean }[] {
  const parts = [schema, ...((schema.allOf as JsonSchema[] | undefined) ?? [])];
  return parts.flatMap((part) => {
    const required = new Set((part.required as string[] | undefined) ?? []);
    return Object.entries((part.properties as Record<string, JsonSchema> | undefined) ?? {}).map(([name, field]) => ({
      name,
      schema: field,
      required: required.has(name),
    }));
  });
}

/** Who may call a route, in words. */
function accessText(access: Access): string {
  if (access === 'public') return 'Public';
  if (access === 'signedIn') return 'Signed in';
  return `${resources[access]} (${access})`;
}

/** API keys read only: GraphQL queries and GET (or HEAD) paths (api-key-access.ts refuses the rest). */
const keyMayCall = (method: string) => method === 'GET' || method === 'HEAD';

function accessDescription(access: Access, method: string): string {
  const orKey = keyMayCall(method) ? ' or API key' : '';
  if (access === 'public') return 'Anyone may call it, signed in or not.';
  if (access === 'signedIn') return `Any signed-in caller${orKey}; the service decides which records are theirs.`;
  if (publicResources.includes(access)) return `Any signed-in caller${orKey} (resource ${accessText(access)}).`;
  const holders = roleNames.filter((role) => grantsOf(role).has(access)).map((role) => roles[role].label);
  const byKey = keyMayCall(method) && apiKeyResources.includes(access) ? ', and API keys' : '';
  return `Needs the resource ${accessText(access)}, which the roles ${holders.join(', ')} hold${byKey}.`;
}

/** OpenAPI's security requirements: any one of them lets a caller in; `{}` means none is needed. */
function securityOf(access: Access, method: string): Record<string, string[]>[] {
  const session = { sessionToken: [] };
  const byKey = keyMayCall(method) ? [{ apiKey: [] }] : [];
  if (access === 'public') return [{}, session, ...byKey];
  if (access === 'signedIn' || publicResources.includes(access) || apiKeyResources.includes(access)) {
    return [session, ...byKey];
  }
  return [session];
}

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const text = { schema: { type: 'string' } };
/** OpenAPI 3.1 describes binary content by its media type alone. */
const binary = {};

const fileContent: Record<FileAnswer, Record<string, JsonSchema>> = {
  csv: { 'text/csv': text },
  xlsx: { [xlsxType]: binary },
  csvOrXlsx: { 'text/csv': text, [xlsxType]: binary },
  pdf: { 'application/pdf': binary },
  attachment: { 'application/octet-stream': binary },
  text: { 'text/plain': text },
};

const problem = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
});

/** The refusals every route may answer, described once. */
const problemResponses = {
  BadInput: problem('The input breaks a rule; `errors` says which field and why.'),
  Unauthenticated: problem(
    'No session or API key was sent where one is needed, or the API key sent is unknown, revoked or expired ' +
      '(a key that is sent is checked on every path, public ones too).',
  ),
  Forbidden: problem('The caller may not use this path.'),
  NotFound: problem('There is no such record.'),
  TooManyRequests: {
    ...problem('An API key went past its requests per minute; `Retry-After` says in how many seconds it may go on.'),
    headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer', minimum: 1 } } },
  },
  Unavailable: problem(
    'The database is not reachable, or a statement ran longer than the server allows and was cancelled.',
  ),
};

const refusal = (name: keyof typeof problemResponses) => ({ $ref: `#/components/responses/${name}` });

/** An express path (`/esvds/:id`) under /api, in OpenAPI's form (`/api/esvds/{id}`). */
export const openApiPath = (expressPath: string) => `/api${expressPath.replace(/:(\w+)/g, '{$1}')}`;

const operationIdOf = (route: RestRoute) =>
  route.method.toLowerCase() +
  route.path
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.replace(/^:(\w)/, (_, first: string) => `By${first.toUpperCase()}`))
    .map((segment) => segment.replace(/[^A-Za-z0-9]+(.)?/g, (_, next?: string) => next?.toUpperCase() ?? ''))
    .map((segment) => segment.charAt(0).toUpperCase() + segment.slice(1))
    .join('');

const isPlainJsonBody = (rule: z.ZodType | undefined) => {
  if (!rule) return false;
  const schema = jsonSchemaOf(rule);
  return Object.keys(schema).length > 0 && !(schema.type === 'object' && !schema.properties);
};

function operationOf(route: RestRoute) {
  const doc = routeDocs.get(openApiKey(route));
  const pathNames = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
  const pathFields = route.params ? fieldsOf(jsonSchemaOf(route.params)) : [];
  const parameters = [
    ...pathNames.map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: pathFields.find((field) => field.name === name)?.schema ?? { type: 'string' },
    })),
    ...[...(route.query ? [route.query] : []), ...(doc?.query ?? [])]
      .flatMap((rule) => fieldsOf(jsonSchemaOf(rule)))
      .filter((field, index, all) => all.findIndex((other) => other.name === field.name) === index)
      .map((field) => ({ name: field.name, in: 'query', required: field.required, schema: field.schema })),
  ];

  // A route that takes its body as it comes (the service validates it) is described by the rule the service uses.
  const bodyRule = isPlainJsonBody(route.body) ? route.body : (doc?.body ?? route.body);
  const takesBody = route.method === 'POST' || route.method === 'PUT';
  const requestBody = doc?.fileUpload
    ? {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' } },
              required: ['file'],
            },
          },
        },
      }
    : bodyRule && takesBody
      ? {
          // A body a route reads besides its query string (the early-bird lists) may be left out.
          required: route.body !== undefined,
          content: { 'application/json': { schema: jsonSchemaOf(bodyRule) } },
        }
      : undefined;
  const validatedByService = takesBody && route.body !== undefined && !isPlainJsonBody(bodyRule);

  const hasInput = parameters.length > 0 || requestBody !== undefined;
  const description = [
    doc?.description,
    validatedByService ? 'The body is validated by the service.' : undefined,
    `Access: ${accessDescription(route.access, route.method)}`,
  ]
    .filter(Boolean)
    .join('\n\n');

  return {
    operationId: operationIdOf(route),
    summary: doc?.summary ?? `${route.method} ${openApiPath(route.path)}`,
    description,
    tags: [doc?.tag ?? 'Other'],
    'x-access': accessText(route.access),
    security: securityOf(route.access, route.method),
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: {
      '200': {
        description: !doc?.answer
          ? 'The answer, as JSON (204 when there is nothing to answer).'
          : doc.answer === 'text'
            ? 'The answer, as text.'
            : 'The file.',
        content: doc?.answer ? fileContent[doc.answer] : { 'application/json': { schema: {} } },
      },
      ...(hasInput ? { '400': refusal('BadInput') } : {}),
      '401': refusal('Unauthenticated'),
      // An API key writes nowhere, public paths included.
      ...(route.access === 'public' && keyMayCall(route.method) ? {} : { '403': refusal('Forbidden') }),
      ...(pathNames.length ? { '404': refusal('NotFound') } : {}),
      ...(keyMayCall(route.method) ? { '429': refusal('TooManyRequests') } : {}),
      '503': refusal('Unavailable'),
    },
  };
}

const apiVersion = (): string =>
  (JSON.parse(readFileSync(path.join(repositoryRoot, 'package.json'), 'utf8')) as { version: string }).version;

/** The OpenAPI 3.1 document of these routes, in their order. Two routes with the same method and path are an error. */
export function openApiDocument(routes: readonly RestRoute[]) {
  const paths: Record<string, Record<string, ReturnType<typeof operationOf>>> = {};
  for (const route of routes) {
    const item = (paths[openApiPath(route.path)] ??= {});
    const method = route.method.toLowerCase();
    if (item[method]) throw new Error(`Two routes answer ${openApiKey(route)}`);
    item[method] = operationOf(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `${productName} REST API`,
      version: apiVersion(),
      contact: { name: `The ${productName} team`, email: contactEmail },
      // The data's terms of use (free for research, policy and teaching; cite the database version) on the home page.
      license: { name: `${productTitle} terms of use`, url: '/#terms' },
      description:
        'The REST facade of the Ecosystem Services Valuation Database: every /api path of the original ESVD, over ' +
        'the same services as the GraphQL API at /graphql. Sign in with POST /api/account/login and send the session ' +
        'token as `Authorization: Bearer <token>`, or send an API key as `X-API-Key: <key>` (API keys read the data ' +
        'only). Errors are problem documents (`status`, `title`, `errors`). A page holds at most 1000 rows; a ' +
        'statement running longer than the server allows is cancelled (503); repeated failed logins are slowed ' +
        '(429 with Retry-After).',
    },
    // The paths name /api themselves: the server is wherever this document is served from.
    servers: [{ url: '/', description: 'The server that serves this document' }],
    tags: moduleDocs.map(({ tag, description }) => ({ name: tag, description })),
    paths,
    components: {
      securitySchemes: {
        sessionToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'The session token that login answers (POST /api/account/login); it ends with sign-out.',
        },
        apiKey: {
          type: 'apiKey',
          in: 'header',
          name: 'X-API-Key',
          description: 'A read-only API key, which an administrator issues.',
        },
      },
      responses: problemResponses,
      schemas: {
        Problem: {
          type: 'object',
          properties: {
            status: { type: 'integer' },
            title: { type: 'string' },
            errors: {
              type: 'array',
              items: {
                type: 'object',
                properties: { path: { type: 'string' }, message: { type: 'string' } },
                required: ['path', 'message'],
              },
            },
          },
          required: ['status', 'title'],
        },
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>;

/** The document as schema/openapi.json holds it. */
export const printOpenApiDocument = (document: OpenApiDocument) => `${JSON.stringify(document, null, 2)}\n`;

/**
 * GET /api/openapi.json (public): the document of the route table `routes` answers, built at its first request.
 * `routes` is read lazily because this route is one of them.
 */
export function openApiRoute(routes: () => readonly RestRoute[]): RestRoute {
  let document: OpenApiDocument | undefined;
  return route({
    method: 'GET',
    path: '/openapi.json',
    access: 'public',
    handle: () => (document ??= openApiDocument(routes())),
  });
}
