import { accountRoutes } from '../modules/accounts/accounts.rest.ts';
import { filterQueryRoutes } from '../modules/filter-queries/filter-queries.rest.ts';
import { referenceInfoRoutes } from '../modules/reference-info/reference-info.rest.ts';
import { referenceListWriteRoutes } from '../modules/reference-lists/reference-list-writes.rest.ts';
import { referenceListRoutes } from '../modules/reference-lists/reference-lists.rest.ts';
import { studyRoutes } from '../modules/studies/studies.rest.ts';
import { suggestedStudyRoutes } from '../modules/studies/suggested-studies.rest.ts';
import { valuationEntryRoutes } from '../modules/valuations/valuation-entry.rest.ts';
import { valuationRoutes } from '../modules/valuations/valuations.rest.ts';
import { vslRoutes } from '../modules/vsl/vsl.rest.ts';
import type { RestRoute } from './rest.ts';

/** The REST facade: every /api path of the spec, as a table of thin routes over the services. */
export const restRoutes: readonly RestRoute[] = [
  ...accountRoutes,
  ...valuationRoutes,
  ...filterQueryRoutes,
  ...referenceInfoRoutes,
  ...referenceListRoutes,
  ...studyRoutes,
  ...suggestedStudyRoutes,
  ...referenceListWriteRoutes,
  ...vslRoutes,
  // After the search routes, so /esvds/count and the like are not read as ids.
  ...valuationEntryRoutes,
];
