import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../core/config.ts';
import type { EventBus } from '../core/events.ts';
import type { Logger } from '../core/logger.ts';
import { AccessPolicy } from '../modules/access/access.service.ts';
import { AnalyticsService } from '../modules/analytics/analytics.service.ts';
import { AccountsService } from '../modules/accounts/accounts.service.ts';
import { ApiKeysService } from '../modules/api-keys/api-keys.service.ts';
import { CsvFiles } from '../modules/downloads/csv-file.ts';
import { UserProfilesService } from '../modules/downloads/user-profiles.service.ts';
import { EarlyBirdsService } from '../modules/early-birds/early-birds.service.ts';
import { FeedbackService } from '../modules/feedback/feedback.service.ts';
import { FilterQueriesService } from '../modules/filter-queries/filter-queries.service.ts';
import { HistoryService } from '../modules/history/history.service.ts';
import { MailService } from '../modules/mail/mail.service.ts';
import { ReferenceInfoService } from '../modules/reference-info/reference-info.service.ts';
import { ReferenceListWritesService } from '../modules/reference-lists/reference-list-writes.service.ts';
import { ReferenceListsService } from '../modules/reference-lists/reference-lists.service.ts';
import { StudiesService } from '../modules/studies/studies.service.ts';
import { SuggestedStudiesService } from '../modules/studies/suggested-studies.service.ts';
import { UploadsService } from '../modules/uploads/uploads.service.ts';
import { ValuationEntryService } from '../modules/valuations/valuation-entry.service.ts';
import { ValuationsService } from '../modules/valuations/valuations.service.ts';
import { VslWorkbookImporter } from '../modules/vsl/vsl-workbook-import.ts';
import { DatasetWorkbookImporter } from '../modules/valuations/dataset-workbook-import.ts';
import { VslGridService } from '../modules/vsl/vsl-grid.service.ts';
import { VslService } from '../modules/vsl/vsl.service.ts';
import { VttService } from '../modules/vtt/vtt.service.ts';

/** The one service layer: both front doors (GraphQL and REST) reach the domain only through these. */
export interface Services {
  access: AccessPolicy;
  accounts: AccountsService;
  referenceLists: ReferenceListsService;
  referenceInfo: ReferenceInfoService;
  valuations: ValuationsService;
  filterQueries: FilterQueriesService;
  userProfiles: UserProfilesService;
  earlyBirds: EarlyBirdsService;
  studies: StudiesService;
  valuationEntry: ValuationEntryService;
  suggestedStudies: SuggestedStudiesService;
  referenceListWrites: ReferenceListWritesService;
  vsl: VslService;
  vslGrid: VslGridService;
  uploads: UploadsService;
  feedback: FeedbackService;
  analytics: AnalyticsService;
  vtt: VttService;
  apiKeys: ApiKeysService;
}

/**
 * The composition root: every service built once, each handed the collaborators it names in its
 * constructor. A service never looks another up at call time, so this is the whole dependency graph.
 */
export async function createServices(
  orm: MikroORM,
  config: Config,
  logger: Logger,
  events: EventBus,
): Promise<Services> {
  const access = await AccessPolicy.load(orm.em.fork());
  const history = new HistoryService();
  const mail = new MailService(orm.em, config, logger);
  const referenceInfo = new ReferenceInfoService(events, config.publicUrl);
  const valuations = new ValuationsService(referenceInfo);
  const csvFiles = new CsvFiles(referenceInfo);
  const studies = new StudiesService(access, history);
  const uploads = new UploadsService(
    orm.em,
    access,
    events,
    logger,
    { chunkRows: config.UPLOAD_CHUNK_ROWS, heartbeatMs: config.UPLOAD_HEARTBEAT_MS },
    [new VslWorkbookImporter(), new DatasetWorkbookImporter()],
  );
  // An upload whose process died (killed mid-import) must not block the next one.
  await uploads.failAbandonedJobs();
  return {
    access,
    accounts: new AccountsService(access, mail, config),
    referenceLists: new ReferenceListsService(),
    referenceInfo,
    valuations,
    filterQueries: new FilterQueriesService(valuations, csvFiles),
    userProfiles: new UserProfilesService(csvFiles),
    earlyBirds: new EarlyBirdsService(),
    studies,
    valuationEntry: new ValuationEntryService(studies, history),
    suggestedStudies: new SuggestedStudiesService(),
    referenceListWrites: new ReferenceListWritesService(),
    vsl: new VslService(access),
    vslGrid: new VslGridService(orm.em, access, events, history, uploads, logger, {
      leaseTtlMs: config.VSL_LEASE_TTL_MS,
    }),
    uploads,
    feedback: new FeedbackService(mail),
    analytics: new AnalyticsService(access),
    vtt: new VttService(access),
    apiKeys: new ApiKeysService(mail, config.publicUrl),
  };
}
