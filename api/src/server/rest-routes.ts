import { Router, type Request } from 'express';
import type { Context } from '../core/context.ts';
import { parseInput, refuseUnstorableText } from '../core/errors.ts';
import type { Logger } from '../core/logger.ts';
import { PreparedJson } from '../core/kept-answers.ts';
import { sendPreparedJson, tagged, type RestRoute, type RestTag, type TaggedRoute } from '../core/rest.ts';
import type { AccessPolicy } from '../modules/access/index.ts';
import { accountRoutes, accountsTag } from '../modules/accounts/accounts.rest.ts';
import { apiKeyRoutes, apiKeysTag } from '../modules/api-keys/api-keys.rest.ts';
import { adminDownloadsTag, userProfileRoutes } from '../modules/downloads/user-profiles.rest.ts';
import { earlyBirdRoutes, earlyBirdsTag } from '../modules/early-birds/early-birds.rest.ts';
import { analyticsRoutes } from '../modules/analytics/analytics.rest.ts';
import { feedbackRoutes, feedbackTag } from '../modules/feedback/feedback.rest.ts';
import { filterQueryRoutes } from '../modules/filter-queries/filter-queries.rest.ts';
import { databaseVersionsTag, referenceInfoRoutes } from '../modules/reference-info/reference-info.rest.ts';
import { referenceListWriteRoutes } from '../modules/reference-lists/reference-list-writes.rest.ts';
import { referenceListRoutes, referenceListsTag } from '../modules/reference-lists/reference-lists.rest.ts';
import { releaseRoutes, releasesTag } from '../modules/releases/releases.rest.ts';
import {
  standardisationChecksRoutes,
  standardisationRoutes,
  standardisationTag,
} from '../modules/standardisation/standardisation.rest.ts';
import { studyRoutes, studiesTag } from '../modules/studies/studies.rest.ts';
import { suggestedStudyRoutes } from '../modules/studies/suggested-studies.rest.ts';
import { workbookTemplateRoutes } from '../modules/uploads/template.rest.ts';
import { datasetUploadRoutes, uploadsTag, vslUploadRoutes } from '../modules/uploads/uploads.rest.ts';
import { valuationEntryRoutes, valuationEntryTag } from '../modules/valuations/valuation-entry.rest.ts';
import { valuationRoutes, valuationsTag } from '../modules/valuations/valuations.rest.ts';
import { vslRoutes, vslTag } from '../modules/vsl/vsl.rest.ts';
import { vttRoutes, vttTag } from '../modules/vtt/vtt.rest.ts';
import { answerTimingOf } from './answer-timing.ts';
import { apiDescriptionTag, openApiRoute } from './openapi.ts';
import type { Services } from './services.ts';

/**
 * The REST facade: every /api path of the spec, as a table of thin routes over the services, each module's
 * under its tag. Express tries them in this order.
 */
export const restRoutes = (services: Services, logger: Logger): TaggedRoute[] => [
  ...tagged(accountsTag, accountRoutes(services.accounts)),
  ...tagged(valuationsTag, valuationRoutes(services.valuations, logger)),
  ...tagged(adminDownloadsTag, filterQueryRoutes(services.filterQueries)),
  ...tagged(adminDownloadsTag, userProfileRoutes(services.userProfiles)),
  ...tagged(earlyBirdsTag, earlyBirdRoutes(services.earlyBirds)),
  ...tagged(databaseVersionsTag, referenceInfoRoutes(services.referenceInfo)),
  ...tagged(releasesTag, releaseRoutes(services.releases, logger)),
  ...tagged(referenceListsTag, referenceListRoutes(services.referenceLists)),
  ...tagged(studiesTag, studyRoutes(services.studies)),
  ...tagged(studiesTag, suggestedStudyRoutes(services.suggestedStudies)),
  ...tagged(referenceListsTag, referenceListWriteRoutes(services.referenceListWrites)),
  ...tagged(vslTag, vslRoutes(services.vsl, services.vslGrid)),
  ...tagged(vttTag, vttRoutes(services.vtt)),
  ...tagged(standardisationTag, standardisationRoutes(services.standardisation)),
  ...tagged(standardisationTag, standardisationChecksRoutes(services.standardisationChecks)),
  ...tagged(uploadsTag, workbookTemplateRoutes(services.referenceLists)),
  ...tagged(uploadsTag, vslUploadRoutes(services.uploads)),
  ...tagged(uploadsTag, datasetUploadRoutes(services.uploads)),
  ...tagged(feedbackTag, feedbackRoutes(services.feedback)),
  ...tagged(feedbackTag, analyticsRoutes(services.analytics)),
  ...tagged(apiKeysTag, apiKeyRoutes(services.apiKeys)),
  // After the search routes, so /esvds/count and the like are not read as ids.
  ...tagged(valuationEntryTag, valuationEntryRoutes(services.valuationEntry)),
  // GET /api/openapi.json: the OpenAPI description of this table, itself included.
  openApiRoute(() => restRoutes(services, logger), restTags),
];

/** The OpenAPI document's tags, in the order it lists them: the data and its entry first. */
export const restTags: readonly RestTag[] = [
  valuationsTag,
  valuationEntryTag,
  studiesTag,
  vslTag,
  vttTag,
  standardisationTag,
  referenceListsTag,
  databaseVersionsTag,
  releasesTag,
  accountsTag,
  adminDownloadsTag,
  earlyBirdsTag,
  uploadsTag,
  feedbackTag,
  apiKeysTag,
  apiDescriptionTag,
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
        answerTimingOf(response)?.step('handler');
        if (result instanceof PreparedJson) sendPreparedJson(request, response, result);
        else if (!response.headersSent) {
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
