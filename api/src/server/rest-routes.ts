import { Router, type Request } from 'express';
import type { Context } from '../core/context.ts';
import { parseInput, refuseUnstorableText } from '../core/errors.ts';
import type { Logger } from '../core/logger.ts';
import type { RestRoute } from '../core/rest.ts';
import type { AccessPolicy } from '../modules/access/access.service.ts';
import { accountRoutes } from '../modules/accounts/accounts.rest.ts';
import { apiKeyRoutes } from '../modules/api-keys/api-keys.rest.ts';
import { userProfileRoutes } from '../modules/downloads/user-profiles.rest.ts';
import { earlyBirdRoutes } from '../modules/early-birds/early-birds.rest.ts';
import { analyticsRoutes } from '../modules/analytics/analytics.rest.ts';
import { feedbackRoutes } from '../modules/feedback/feedback.rest.ts';
import { filterQueryRoutes } from '../modules/filter-queries/filter-queries.rest.ts';
import { referenceInfoRoutes } from '../modules/reference-info/reference-info.rest.ts';
import { referenceListWriteRoutes } from '../modules/reference-lists/reference-list-writes.rest.ts';
import { referenceListRoutes } from '../modules/reference-lists/reference-lists.rest.ts';
import { studyRoutes } from '../modules/studies/studies.rest.ts';
import { suggestedStudyRoutes } from '../modules/studies/suggested-studies.rest.ts';
import { workbookTemplateRoutes } from '../modules/uploads/template.rest.ts';
import { datasetUploadRoutes, vslUploadRoutes } from '../modules/uploads/uploads.rest.ts';
import { valuationEntryRoutes } from '../modules/valuations/valuation-entry.rest.ts';
import { valuationRoutes } from '../modules/valuations/valuations.rest.ts';
import { vslRoutes } from '../modules/vsl/vsl.rest.ts';
import { vttRoutes } from '../modules/vtt/vtt.rest.ts';
import { openApiRoute } from './openapi.ts';
import type { Services } from './services.ts';

/**
 * The REST facade: every /api path of the spec, as a table of thin routes over the services. Express tries
 * them in this order.
 */
export const restRoutes = (services: Services, logger: Logger): RestRoute[] => [
  ...accountRoutes(services.accounts),
  ...valuationRoutes(services.valuations, logger),
  ...filterQueryRoutes(services.filterQueries),
  ...userProfileRoutes(services.userProfiles),
  ...earlyBirdRoutes(services.earlyBirds),
  ...referenceInfoRoutes(services.referenceInfo),
  ...referenceListRoutes(services.referenceLists),
  ...studyRoutes(services.studies),
  ...suggestedStudyRoutes(services.suggestedStudies),
  ...referenceListWriteRoutes(services.referenceListWrites),
  ...vslRoutes(services.vsl, services.vslGrid),
  ...vttRoutes(services.vtt),
  ...workbookTemplateRoutes(services.referenceLists),
  ...vslUploadRoutes(services.uploads),
  ...datasetUploadRoutes(services.uploads),
  ...feedbackRoutes(services.feedback),
  ...analyticsRoutes(services.analytics),
  ...apiKeyRoutes(services.apiKeys),
  // After the search routes, so /esvds/count and the like are not read as ids.
  ...valuationEntryRoutes(services.valuationEntry),
  // GET /api/openapi.json: the OpenAPI description of this table, itself included.
  openApiRoute(() => restRoutes(services, logger)),
];

/**
 * Mounts the routes: each checks its caller against `access`, refuses text the database cannot store anywhere in
 * its input, validates the input, and answers.
 */
export function buildRestRouter(
  routes: readonly RestRoute[],
  access: AccessPolicy,
  contextOf: (request: Request) => Context,
): Router {
  const router = Router();
  for (const definition of routes) {
    const method = definition.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    router[method](definition.path, async (request, response, next) => {
      try {
        const context = contextOf(request);
        access.require(context.principal, definition.access);
        refuseUnstorableText({ params: request.params, query: request.query, body: request.body });
        const input = {
          params: definition.params ? parseInput(definition.params, request.params) : request.params,
          query: definition.query ? parseInput(definition.query, request.query) : request.query,
          body: definition.body ? parseInput(definition.body, request.body ?? {}) : request.body,
        };
        const result = await definition.handle(input, context, response);
        if (!response.headersSent) {
          if (result === undefined) response.status(204).end();
          else response.json(result);
        }
      } catch (error) {
        next(error);
      }
    });
  }
  return router;
}
