import { databaseVersionInput, formatDatabaseVersion } from '@esvd/schema/rules/database-version';
import type { PageInput } from '@esvd/schema/rules/paging';
import type { Context } from '../../core/context.ts';
import { notFound, parseInput } from '../../core/errors.ts';
import type { EventBus } from '../../core/events.ts';
import { User } from '../accounts/user.entity.ts';
import { ReferenceInfo } from './reference-info.entity.ts';

export const databaseVersionChanged = 'DATABASE_VERSION_CHANGED';

export interface DatabaseVersionView {
  id: number;
  month: number;
  year: number;
  version: number;
  subversion: number;
  referenceText: string;
  createdOn: Date;
  fromCitation: boolean;
  label: string;
}

const toView = (info: ReferenceInfo): DatabaseVersionView => ({
  id: info.id,
  month: info.month,
  year: info.year,
  version: info.version,
  subversion: info.subversion,
  referenceText: info.referenceText,
  createdOn: info.createdOn,
  fromCitation: info.fromCitation,
  label: formatDatabaseVersion(info),
});

/** Database versions and citation text; the newest row is the current version. */
export class ReferenceInfoService {
  constructor(private readonly events: EventBus) {}

  async current(context: Context): Promise<DatabaseVersionView | null> {
    const [newest] = await context.em.find(ReferenceInfo, {}, { orderBy: { createdOn: 'desc', id: 'desc' }, limit: 1 });
    return newest ? toView(newest) : null;
  }

  async list(context: Context, page: PageInput = {}): Promise<DatabaseVersionView[]> {
    const rows = await context.em.find(
      ReferenceInfo,
      {},
      { orderBy: { createdOn: 'desc', id: 'desc' }, limit: page.limit, offset: page.offset },
    );
    return rows.map(toView);
  }

  /** Saves a version (or, with fromCitation, a new citation text); every api process hears of it on commit. */
  async create(context: Context, input: unknown): Promise<DatabaseVersionView> {
    const values = parseInput(databaseVersionInput, input);
    return context.em.transactional(async (em) => {
      const createdBy = context.principal.kind === 'user' ? em.getReference(User, context.principal.userId) : null;
      const info = em.create(ReferenceInfo, { ...values, createdOn: new Date(), createdBy });
      await em.flush();
      const view = toView(info);
      await this.events.publishWithin(em, databaseVersionChanged, view);
      return view;
    });
  }

  async delete(context: Context, id: number): Promise<void> {
    await context.em.transactional(async (em) => {
      const info = await em.findOne(ReferenceInfo, id);
      if (!info) throw notFound(`There is no database version ${id}.`);
      em.remove(info);
      await em.flush();
      const current = await this.current({ ...context, em });
      if (current) await this.events.publishWithin(em, databaseVersionChanged, current);
    });
  }
}
