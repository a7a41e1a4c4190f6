// The OpenAPI 3.1 description of the REST facade (issue 15, item 4): served to anyone at /api/openapi.json, valid by
// an OpenAPI validator, the committed schema/openapi.json, one operation per route of the route table with its
// access, and parameters and bodies that are the zod rules the api enforces.
import { validate } from '@readme/openapi-parser';
import { vttBiomeInput } from '@esvd/schema/rules/vtt';
import { valuationPageInput } from '@esvd/schema/rules/search';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from '../../api/src/app.ts';
import { repositoryRoot } from '../../api/src/core/config.ts';
import { createLogger } from '../../api/src/core/logger.ts';
import { idParams } from '../../api/src/core/rest.ts';
import {
  jsonSchemaOf,
  openApiDocument,
  openApiKey,
  openApiPath,
  printOpenApiDocument,
  type OpenApiDocument,
} from '../../api/src/server/openapi.ts';
import { restRoutes, restTags } from '../../api/src/server/rest-routes.ts';
import type { Services } from '../../api/src/server/services.ts';
import { startTestApp } from '../support/app.ts';
import { loginAsDemoUser, rest } from '../support/http.ts';

/** Only what each route declares is read. */
const routes = restRoutes({} as Services, createLogger('silent'));

interface Operation {
  summary: string;
  tags: string[];
  responses: Record<string, unknown>;
  'x-access': string;
  security: Record<string, string[]>[];
  parameters?: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
}

const operationOf = (document: OpenApiDocument, method: string, path: string) =>
  (document.paths as Record<string, Record<string, Operation>>)[path]?.[method.toLowerCase()];

let app: RunningApp;
let served: OpenApiDocument;

beforeAll(async () => {
  app = await startTestApp();
  const { status, body } = await rest<OpenApiDocument>(app, 'GET', '/api/openapi.json');
  expect(status).toBe(200);
  served = body;
});

afterAll(async () => {
  await app?.stop();
});

describe('GET /api/openapi.json', () => {
  it('serves, to anyone, the document of the route table, which is the committed schema/openapi.json', async () => {
    const committed = await readFile(path.join(repositoryRoot, 'schema/openapi.json'), 'utf8');
    // `npm run schema:emit` writes it again when a route changed.
    expect(printOpenApiDocument(openApiDocument(routes, restTags))).toBe(committed);
    expect(served).toEqual(JSON.parse(committed));
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(served.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(served) as Parameters<typeof validate>[0]);
    expect(result.valid ? [] : result.errors.map((error) => error.message)).toEqual([]);
    expect(result.warnings).toEqual([]);
  });
});

describe('every route', () => {
  it('has one operation, at its path in OpenAPI form, with the summary and tag the route declares', () => {
    const operationCount = Object.values(served.paths).reduce((count, item) => count + Object.keys(item).length, 0);
    expect(operationCount).toBe(routes.length);
    for (const route of routes) {
      const operation = operationOf(served, route.method, openApiPath(route.path));
      expect(operation, openApiKey(route)).toBeDefined();
      expect(operation!.summary, openApiKey(route)).toBe(route.summary);
      expect(operation!.tags, openApiKey(route)).toEqual([route.tag.name]);
      const pathNames = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
      const pathParameters = (operation!.parameters ?? []).filter((parameter) => parameter.in === 'path');
      expect(
        pathParameters.map((parameter) => [parameter.name, parameter.required]),
        openApiKey(route),
      ).toEqual(pathNames.map((name) => [name, true]));
    }
    expect(operationOf(served, 'GET', '/api/esvds/{id}')?.summary).toBe('One value record');
    expect(operationOf(served, 'GET', '/api/esvds/totalcount')?.summary).toBe(
      'Number of value records in the database',
    );
  });

  it('is listed under a tag of the document, and every tag lists some route', () => {
    const listed = new Set(routes.map((route) => route.tag.name));
    expect(served.tags.map((tag) => tag.name).sort()).toEqual([...listed].sort());
    expect(() => openApiDocument(routes, restTags.slice(1))).toThrow('is not in tags');
  });

  it('says who may call it, in words and as security requirements', () => {
    const totalCount = operationOf(served, 'GET', '/api/esvds/totalcount')!;
    expect(totalCount['x-access']).toBe('Public');
    // {} first: no credentials are needed.
    expect(totalCount.security).toEqual([{}, { sessionToken: [] }, { apiKey: [] }]);

    const search = operationOf(served, 'GET', '/api/esvds')!;
    expect(search['x-access']).toBe('Database (esvd)');
    expect(search.security).toEqual([{ sessionToken: [] }, { apiKey: [] }]);

    // An API key reads the data, never an admin tool.
    const deleteEntry = operationOf(served, 'DELETE', '/api/countries/{id}')!;
    expect(deleteEntry['x-access']).toBe('Reference lists (referenceLists)');
    expect(deleteEntry.security).toEqual([{ sessionToken: [] }]);
    expect(served.components.securitySchemes.apiKey).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-API-Key' });

    // A key reads only: no path that writes names it, even one any signed-in caller may use.
    const feedback = operationOf(served, 'POST', '/api/feedback')!;
    expect(feedback['x-access']).toBe('Signed in');
    expect(feedback.security).toEqual([{ sessionToken: [] }]);
    const writesWithKey = Object.entries(served.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([method, operation]) => method !== 'get' && operation.security.some((entry) => 'apiKey' in entry))
        .map(([method]) => `${method} ${path}`),
    );
    expect(writesWithKey).toEqual([]);
  });
});

describe('error answers', () => {
  it('are stated for every operation, each with a 4xx, and the document names its server, licence and contact', () => {
    const withoutRefusal = Object.entries(served.paths).flatMap(([path, operations]) =>
      Object.entries(operations as Record<string, Operation>)
        .filter(([, operation]) => !Object.keys(operation.responses).some((status) => /^4\d\d$/.test(status)))
        .map(([method]) => `${method} ${path}`),
    );
    expect(withoutRefusal).toEqual([]);
    expect(served.servers).toEqual([{ url: '/', description: expect.any(String) }]);
    expect(served.info).toMatchObject({
      license: { name: expect.any(String) },
      contact: { email: expect.any(String) },
    });
  });

  it('hold what the api answers: a public path refuses an unknown API key (401) as its operation says', async () => {
    const totalCount = operationOf(served, 'GET', '/api/esvds/totalcount')!;
    expect(Object.keys(totalCount.responses)).toEqual(['200', '401', '429', '503']);
    const response = await fetch(`${app.url}/api/esvds/totalcount`, {
      headers: { 'X-API-Key': 'esvd_not-a-key-of-this-server' },
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
  });
});

describe('parameters and bodies', () => {
  it('are the zod rules of the route, or of the service where the route hands its input over', () => {
    const valuation = operationOf(served, 'GET', '/api/esvds/{id}')!;
    const id = valuation.parameters!.find((parameter) => parameter.name === 'id')!;
    expect(id).toMatchObject({ in: 'path', required: true });
    expect(id.schema).toEqual((jsonSchemaOf(idParams).properties as Record<string, unknown>).id);
    expect(id.schema).toMatchObject({ type: 'integer', maximum: 2147483647 });

    const search = operationOf(served, 'GET', '/api/esvds')!;
    const limit = search.parameters!.find((parameter) => parameter.name === 'limit')!;
    expect(limit).toMatchObject({ in: 'query', required: false });
    expect(limit.schema).toEqual((jsonSchemaOf(valuationPageInput).properties as Record<string, unknown>).limit);
    expect(search.parameters!.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['freeText', 'countries', 'ecosystemServices', 'offset', 'sortColumn', 'isDescend']),
    );

    const addBiome = operationOf(served, 'POST', '/api/vttbiomes')!;
    expect(addBiome.requestBody!.content['application/json'].schema).toEqual(jsonSchemaOf(vttBiomeInput));
  });

  it('hold what the api enforces: a value past the documented maximum is refused, one within it is not', async () => {
    const token = await loginAsDemoUser(app, 'admin');
    const search = operationOf(served, 'GET', '/api/esvds')!;
    const maximum = search.parameters!.find((parameter) => parameter.name === 'limit')!.schema.maximum as number;
    const countries = await rest<{ id: number }[]>(app, 'GET', '/api/countries/');
    const filter = `countries=${countries.body[0].id}`;
    expect((await rest(app, 'GET', `/api/esvds?${filter}&limit=${maximum}`, undefined, token)).status).toBe(200);
    const refused = await rest<{ title: string }>(
      app,
      'GET',
      `/api/esvds?${filter}&limit=${maximum + 1}`,
      undefined,
      token,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.title).toBe(`limit must be at most ${maximum}`);
  });
});
