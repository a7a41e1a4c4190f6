// Writes schema/openapi.json, the OpenAPI description of the REST facade, from the route table; the drift check
// and test/api/openapi.test.ts compare the committed file with it.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { repositoryRoot } from '../core/config.ts';
import { createLogger } from '../core/logger.ts';
import { openApiDocument, printOpenApiDocument } from '../server/openapi.ts';
import { restRoutes, restTags } from '../server/rest-routes.ts';
import type { Services } from '../server/services.ts';

// Only what the routes declare is read; no handler runs, so no service is needed.
const routes = restRoutes({} as Services, createLogger('silent'));
const target = path.join(repositoryRoot, 'schema/openapi.json');
await writeFile(target, printOpenApiDocument(openApiDocument(routes, restTags)));
console.log(`Wrote ${path.relative(process.cwd(), target)}`);
