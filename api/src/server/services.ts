import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../core/config.ts';
import type { EventBus } from '../core/events.ts';
import type { Logger } from '../core/logger.ts';
import { AccessPolicy } from '../modules/access/index.ts';
import { AnalyticsService } from '../modules/analytics/index.ts';
import { AccountsService } from '../modules/accounts/index.ts';
import { ApiKeysService } from '../modules/api-keys/index.ts';
import { CsvFiles, UserProfilesService } from '../modules/downloads/index.ts';
import { EarlyBirdsService } from '../modules/early-birds/index.ts';
import { FeedbackService } from '../modules/feedback/index.ts';
import { FilterQueriesService } from '../modules/filter-queries/index.ts';
import { HistoryService } from '../modules/history/index.ts';
import { MailService } from '../modules/mail/index.ts';
import { ReferenceInfoService } from '../modules/reference-info/index.ts';
import { ReferenceListWritesService, ReferenceListsService } from '../modules/reference-lists/index.ts';
import { ReleasesService } from '../modules/releases/index.ts';
import { StandardisationChecksService, StandardisationService } from '../modules/standardisation/index.ts';
import { StudiesService, SuggestedStudiesService } from '../modules/studies/index.ts';
import { UploadsService } from '../modules/uploads/index.ts';
import { ValuationEntryService, ValuationsService, DatasetWorkbookImporter } from '../modules/valuations/index.ts';
import { VslWorkbookImporter, VslGridService, VslService } from '../modules/vsl/index.ts';
import { VttService } from '../modules/vtt/index.ts';

/** The one service layer: both front doors (GraphQL and REST) reach the domain only through these. */
export interface Services {
  access: AccessPolicy;
  accounts: AccountsService;
  referenceLists: ReferenceListsService;
  referenceInfo: ReferenceInfoService;
  releases: ReleasesService;
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
  standardisation: StandardisationService;
  standardisationChecks: StandardisationChecksService;
  mail: MailService;
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
  const releases = new ReleasesService(config.publicUrl, config.DATASET_LICENSE);
  const referenceInfo = new ReferenceInfoService(events, config.publicUrl, config.DATASET_LICENSE, releases);
  const valuations = new ValuationsService(referenceInfo, access);
  const csvFiles = new CsvFiles(referenceInfo);
  const studies = new StudiesService(access, history);
  const referenceLists = new ReferenceListsService(csvFiles, events);
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
    referenceLists,
    referenceInfo,
    releases,
    valuations,
    filterQueries: new FilterQueriesService(valuations, csvFiles),
    userProfiles: new UserProfilesService(csvFiles),
    earlyBirds: new EarlyBirdsService(),
    studies,
    valuationEntry: new ValuationEntryService(studies, history),
    suggestedStudies: new SuggestedStudiesService(),
    referenceListWrites: new ReferenceListWritesService(() => referenceLists.forget()),
    vsl: new VslService(access),
    vslGrid: new VslGridService(orm.em, access, events, history, uploads, logger, {
      leaseTtlMs: config.VSL_LEASE_TTL_MS,
    }),
    uploads,
    feedback: new FeedbackService(mail),
    analytics: new AnalyticsService(access),
    vtt: new VttService(access),
    apiKeys: new ApiKeysService(mail, config.publicUrl),
    standardisation: new StandardisationService(),
    standardisationChecks: new StandardisationChecksService(csvFiles),
    mail,
  };
}
