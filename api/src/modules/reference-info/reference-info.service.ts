import {
  databaseVersionInput,
  databaseVersionMessages,
  formatDatabaseVersion,
  type DatabaseVersionInput,
  type DatabaseVersionParts,
} from '@esvd/schema/rules/database-version';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { PageInput } from '@esvd/schema/rules/paging';
import type { Context } from '../../core/context.ts';
import { badRequest, notFound, parseInput } from '../../core/errors.ts';
import type { EventBus } from '../../core/events.ts';
import { User } from '../accounts/index.ts';
import { citationPdf, citationPdfName } from './citation-pdf.ts';
import { datasetDescription, jsonLdScript } from './dataset-description.ts';
import { ReferenceInfo } from './reference-info.entity.ts';

export const databaseVersionChanged = 'DATABASE_VERSION_CHANGED';

export const referenceInfoMessages = {
  noVersion: 'No database version has been published yet.',
  noCitation: 'No citation text has been published yet.',
} as const;

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

/** What saving a database version does besides: the releases module freezes the published records (issue 38). */
export interface VersionReleases {
  /** Before the version's transaction: slow work that commits as it goes. */
  prepare(em: EntityManager): Promise<void>;
  /** In the version's transaction, once the version is stored; throwing refuses the version. */
  freeze(em: EntityManager, version: { label: string; citation: string }): Promise<void>;
}

/**
 * Database versions and citation texts (spec 000 §3/§9): two kinds of row in one table. The current version is the
 * newest version row (fromCitation false), the current citation the newest citation row (fromCitation true), so
 * saving either never blanks the other.
 */
export class ReferenceInfoService {
  constructor(
    private readonly events: EventBus,
    /** The product's address, which the citation PDF links to. */
    private readonly publicUrl: string,
    /** The address of the data's licence, which the home page's dataset description names (DATASET_LICENSE). */
    private readonly datasetLicense?: string,
    private readonly releases?: VersionReleases,
  ) {}

  /** The home page's JSON-LD block: the database as a schema.org Dataset, at its current version (issue 38). */
  async datasetJsonLd(em: EntityManager): Promise<string> {
    const current = await this.currentIn(em);
    return jsonLdScript(datasetDescription({ publicUrl: this.publicUrl, current, license: this.datasetLicense }));
  }

  private newest(em: EntityManager, fromCitation: boolean): Promise<ReferenceInfo | null> {
    return em.findOne(ReferenceInfo, { fromCitation }, { orderBy: { createdOn: 'desc', id: 'desc' } });
  }

  /** The current version, carrying the current citation text. */
  current(context: Context): Promise<DatabaseVersionView | null> {
    return this.currentIn(context.em);
  }

  private async currentIn(em: EntityManager): Promise<DatabaseVersionView | null> {
    const [version, citation] = await Promise.all([this.newest(em, false), this.newest(em, true)]);
    if (!version) return null;
    return { ...toView(version), referenceText: citation?.referenceText ?? '' };
  }

  /** The citation PDF of the current version (spec 001 §9), with its file name. */
  async citation(context: Context): Promise<{ fileName: string; pdf: Buffer }> {
    const current = await this.currentIn(context.em);
    if (!current) throw notFound(referenceInfoMessages.noVersion);
    if (!current.referenceText) throw notFound(referenceInfoMessages.noCitation);
    const websiteUrl = new URL('/', this.publicUrl).toString();
    const pdf = await citationPdf({
      versionLabel: current.label,
      citation: current.referenceText,
      databaseUrl: new URL('/esvd', this.publicUrl).toString(),
      websiteUrl,
    });
    return { fileName: citationPdfName(current.label), pdf };
  }

  /** Every api process hears of the current version once the writing transaction commits. */
  private async publishCurrent(em: EntityManager): Promise<void> {
    const current = await this.currentIn(em);
    if (current) await this.events.publishWithin(em, databaseVersionChanged, current);
  }

  async list(context: Context, page: PageInput = {}): Promise<DatabaseVersionView[]> {
    const rows = await context.em.find(
      ReferenceInfo,
      {},
      { orderBy: { createdOn: 'desc', id: 'desc' }, limit: page.limit, offset: page.offset },
    );
    return rows.map(toView);
  }

  /**
   * Saves a version, or with fromCitation a citation text, filed under the version it names or else the current
   * one; every api process hears of the new current version on commit.
   */
  async create(context: Context, input: unknown): Promise<DatabaseVersionView> {
    const values = parseInput(databaseVersionInput, input);
    const releases = values.fromCitation ? undefined : this.releases;
    await releases?.prepare(context.em);
    return context.em.transactional(async (em) => {
      const createdBy = context.principal.kind === 'user' ? em.getReference(User, context.principal.userId) : null;
      const filed = values.fromCitation ? { ...values, ...(await this.citedVersion(em, values)) } : values;
      const info = em.create(ReferenceInfo, { ...filed, createdOn: new Date(), createdBy });
      await em.flush();
      const view = toView(info);
      if (releases) {
        const citation = await this.newest(em, true);
        await releases.freeze(em, { label: view.label, citation: citation?.referenceText ?? view.referenceText });
      }
      await this.publishCurrent(em);
      return view;
    });
  }

  private async citedVersion(em: EntityManager, citation: DatabaseVersionInput): Promise<DatabaseVersionParts> {
    const { month, year, version, subversion = 0 } = citation;
    if (month !== undefined && year !== undefined && version !== undefined) return { month, year, version, subversion };
    const current = await this.newest(em, false);
    if (!current) throw badRequest(databaseVersionMessages.versionBeforeCitation);
    return { month: current.month, year: current.year, version: current.version, subversion: current.subversion };
  }

  async delete(context: Context, id: number): Promise<void> {
    await context.em.transactional(async (em) => {
      const info = await em.findOne(ReferenceInfo, id);
      if (!info) throw notFound(`There is no database version ${id}.`);
      em.remove(info);
      await em.flush();
      await this.publishCurrent(em);
    });
  }
}
