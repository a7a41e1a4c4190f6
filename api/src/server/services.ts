import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../config.ts';
import { AccessPolicy } from '../modules/access/access.service.ts';
import { AccountsService } from '../modules/accounts/accounts.service.ts';
import { FilterQueriesService } from '../modules/filter-queries/filter-queries.service.ts';
import { HistoryService } from '../modules/history/history.service.ts';
import { MailService } from '../modules/mail/mail.service.ts';
import { ReferenceInfoService } from '../modules/reference-info/reference-info.service.ts';
import { ReferenceListWritesService } from '../modules/reference-lists/reference-list-writes.service.ts';
import { ReferenceListsService } from '../modules/reference-lists/reference-lists.service.ts';
import { StudiesService } from '../modules/studies/studies.service.ts';
import { SuggestedStudiesService } from '../modules/studies/suggested-studies.service.ts';
import { ValuationEntryService } from '../modules/valuations/valuation-entry.service.ts';
import { ValuationsService } from '../modules/valuations/valuations.service.ts';
import { VslService } from '../modules/vsl/vsl.service.ts';
import type { EventBus } from './events.ts';
import type { Logger } from './logger.ts';

/** The one service layer: both front doors (GraphQL and REST) reach the domain only through these. */
export interface Services {
  config: Config;
  logger: Logger;
  events: EventBus;
  access: AccessPolicy;
  mail: MailService;
  accounts: AccountsService;
  referenceLists: ReferenceListsService;
  referenceInfo: ReferenceInfoService;
  valuations: ValuationsService;
  filterQueries: FilterQueriesService;
  history: HistoryService;
  studies: StudiesService;
  valuationEntry: ValuationEntryService;
  suggestedStudies: SuggestedStudiesService;
  referenceListWrites: ReferenceListWritesService;
  vsl: VslService;
}

export async function createServices(
  orm: MikroORM,
  config: Config,
  logger: Logger,
  events: EventBus,
): Promise<Services> {
  const access = await AccessPolicy.load(orm.em.fork());
  const mail = new MailService(orm.em, config, logger);
  return {
    config,
    logger,
    events,
    access,
    mail,
    accounts: new AccountsService(access, mail, config),
    referenceLists: new ReferenceListsService(),
    referenceInfo: new ReferenceInfoService(events),
    valuations: new ValuationsService(),
    filterQueries: new FilterQueriesService(),
    history: new HistoryService(),
    studies: new StudiesService(),
    valuationEntry: new ValuationEntryService(),
    suggestedStudies: new SuggestedStudiesService(),
    referenceListWrites: new ReferenceListWritesService(),
    vsl: new VslService(),
  };
}
