import { contactEmail, productName, productTitle } from '@esvd/schema/rules/product';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Access } from '../core/caller.ts';
import { repositoryRoot } from '../core/config.ts';
import type { FileAnswer, RestRoute, RestTag, TaggedRoute } from '../core/rest.ts';
import { apiKeyResources, grantsOf, publicResources, resources, roleNames, roles } from '../modules/access/index.ts';

/**
 * The OpenAPI 3.1 description of the REST facade, built from the route table: each route's method, path, access,
 * zod rules and what it declares for the document (its tag, summary, the shared rules its service validates the input
 * with, files as input or answer). `npm run schema:emit` writes it to schema/openapi.json, and GET /api/openapi.json
 * serves it.
 */

type JsonSchema = Record<string, unknown>;

export const openApiKey = (route: Pick<RestRoute, 'method' | 'path'>) => `${route.method} ${route.path}`;

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
  csvXlsxOrParquet: { 'text/csv': text, [xlsxType]: binary, 'application/vnd.apache.parquet': binary },
  csvOrJson: { 'application/json': { schema: {} }, 'text/csv': text },
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

function operationOf(route: TaggedRoute) {
  const pathNames = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
  const pathFields = route.params ? fieldsOf(jsonSchemaOf(route.params)) : [];
  const parameters = [
    ...pathNames.map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: pathFields.find((field) => field.name === name)?.schema ?? { type: 'string' },
    })),
    ...[...(route.query ? [route.query] : []), ...(route.serviceRules?.query ?? [])]
      .flatMap((rule) => fieldsOf(jsonSchemaOf(rule)))
      .filter((field, index, all) => all.findIndex((other) => other.name === field.name) === index)
      .map((field) => ({ name: field.name, in: 'query', required: field.required, schema: field.schema })),
  ];

  // A route that takes its body as it comes (the service validates it) is described by the rule the service uses.
  const bodyRule = isPlainJsonBody(route.body) ? route.body : (route.serviceRules?.body ?? route.body);
  const takesBody = route.method === 'POST' || route.method === 'PUT';
  const requestBody = route.fileUpload
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
    route.description,
    validatedByService ? 'The body is validated by the service.' : undefined,
    `Access: ${accessDescription(route.access, route.method)}`,
  ]
    .filter(Boolean)
    .join('\n\n');

  return {
    operationId: operationIdOf(route),
    summary: route.summary,
    description,
    tags: [route.tag.name],
    'x-access': accessText(route.access),
    security: securityOf(route.access, route.method),
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: {
      '200': {
        description: !route.fileAnswer
          ? 'The answer, as JSON (204 when there is nothing to answer).'
          : route.fileAnswer === 'text'
            ? 'The answer, as text.'
            : 'The file.',
        content: route.fileAnswer ? fileContent[route.fileAnswer] : { 'application/json': { schema: {} } },
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

/**
 * The OpenAPI 3.1 document of these routes, in their order, with `tags` (every tag they are listed under) in its
 * order. Two routes with the same method and path are an error, and so is a route whose tag `tags` leaves out.
 */
export function openApiDocument(routes: readonly TaggedRoute[], tags: readonly RestTag[]) {
  const paths: Record<string, Record<string, ReturnType<typeof operationOf>>> = {};
  for (const route of routes) {
    if (!tags.includes(route.tag)) throw new Error(`${openApiKey(route)}'s tag ${route.tag.name} is not in tags`);
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
    tags: tags.map(({ name, description }) => ({ name, description })),
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

export const apiDescriptionTag: RestTag = { name: 'API description', description: 'This document.' };

/**
 * GET /api/openapi.json (public): the document of the route table `routes` answers, built at its first request.
 * `routes` is read lazily because this route is one of them.
 */
export function openApiRoute(routes: () => readonly TaggedRoute[], tags: readonly RestTag[]): TaggedRoute {
  let document: OpenApiDocument | undefined;
  return {
    method: 'GET',
    path: '/openapi.json',
    access: 'public',
    tag: apiDescriptionTag,
    summary: 'This OpenAPI description of the REST API',
    handle: () => (document ??= openApiDocument(routes(), tags)),
  };
}
