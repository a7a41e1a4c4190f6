import {
  releaseDiffInput,
  releaseDownloadInput,
  releaseLabelInput,
  releaseMessages,
} from '@esvd/schema/rules/releases';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from '../../core/context.ts';
import { badRequest, notFound, parseInput } from '../../core/errors.ts';
import type { StreamedFile } from '../../core/rest.ts';
import { executeIn, queryRows, withConnectionOf } from '../../core/sql.ts';
import { loadInUseFactors } from '../standardisation/index.ts';
import { csvHeader, exportContentTypes, exportLinesOf, makeMissingExportLines } from '../valuations/index.ts';
import { dataPackage } from './data-package.ts';
import { headingsOf, writeRelease, writeReleaseDiff } from './release-files.ts';
import {
  freezeLines,
  freezeStoredLines,
  insertRelease,
  listReleases,
  lockReleases,
  nextReleaseId,
  publishedWithoutLines,
  releaseByLabel,
  releaseDiffCounts,
  releaseStatementTimeout,
} from './releases.sql.ts';

export interface ReleaseView {
  label: string;
  createdOn: Date;
  recordCount: number;
  citation: string;
  /** The World Bank vintage its computed columns were made with. */
  vintage: string;
}

interface StoredRelease extends ReleaseView {
  id: number;
  header: string;
}

export interface ReleaseDiffView {
  from: string;
  to: string;
  added: number;
  changed: number;
  removed: number;
  unchanged: number;
}

/** The database version a release is made for, as saving it tells. */
export interface VersionToRelease {
  label: string;
  /** The citation text current when the version is saved. */
  citation: string;
}

const toView = ({ id: _id, header: _header, ...view }: StoredRelease): ReleaseView => view;

/** Records whose line is made for the release itself, per statement. */
const batchSize = 1000;

/**
 * Releases (issue 38): saving a database version freezes the published records as they would be exported that
 * moment. A release never changes; it is stored as its (ValueId, line hash) pairs over lines kept once each, so
 * a record unchanged across releases is stored once.
 */
export class ReleasesService {
  constructor(
    /** The product's address, which a data package's links start with. */
    private readonly publicUrl: string,
    /** The address of the data's licence (DATASET_LICENSE), which a data package names. */
    private readonly license?: string,
  ) {}

  /** Makes the export lines records lack, before the version's transaction: slow at scale, and committed as it goes. */
  async prepare(em: EntityManager): Promise<void> {
    await makeMissingExportLines(em);
  }

  /**
   * In the version's transaction (`em`): the release of every published record, labelled by the version; refused
   * when a release has that label already (a release never changes).
   */
  async freeze(em: EntityManager, version: VersionToRelease): Promise<void> {
    await executeIn(em, lockReleases);
    if ((await executeIn(em, releaseByLabel(version.label))).length > 0) {
      throw badRequest(releaseMessages.labelTaken(version.label));
    }
    await executeIn(em, releaseStatementTimeout);
    return withConnectionOf(em, async (client) => {
      const factors = await loadInUseFactors(client);
      const [{ id }] = (await client.query<{ id: number }>(nextReleaseId.toQuery())).rows;
      await client.query(freezeStoredLines(id).toQuery());
      const { rows: missing } = await client.query<{ id: number }>(publishedWithoutLines.toQuery());
      for (let start = 0; start < missing.length; start += batchSize) {
        const made = await exportLinesOf(
          client,
          missing.slice(start, start + batchSize).map((row) => row.id),
          factors,
        );
        await client.query(
          freezeLines(
            id,
            made.map((record) => record.valueId),
            made.map((record) => record.line),
          ).toQuery(),
        );
      }
      const citation = version.citation || `Ecosystem Services Valuation Database (ESVD), release ${version.label}.`;
      const release = { id, label: version.label, citation, header: csvHeader, vintage: factors.vintage };
      await client.query(insertRelease(release).toQuery());
    });
  }

  /** Every release, newest first. */
  async list(context: Context): Promise<ReleaseView[]> {
    return (await queryRows<StoredRelease>(context.em, listReleases)).map(toView);
  }

  private async labelled(em: EntityManager, labelInput: unknown): Promise<StoredRelease> {
    const label = parseInput(releaseLabelInput, labelInput);
    const [release] = await queryRows<StoredRelease>(em, releaseByLabel(label));
    if (!release) throw notFound(releaseMessages.noRelease(label));
    return release;
  }

  /** A release's records as a file, in the form asked for; refused (404) for an unknown label. */
  async download(context: Context, labelInput: unknown, formatInput: unknown): Promise<StreamedFile> {
    const { format } = parseInput(releaseDownloadInput, { format: formatInput });
    const release = await this.labelled(context.em, labelInput);
    return {
      fileName: `ESVD_release_${release.label}.${format}`,
      contentType: exportContentTypes[format],
      totalCount: release.recordCount,
      write: (destination) => writeRelease(context.em, release, format, destination),
    };
  }

  /** A release as a Frictionless Tabular Data Package: its metadata and its CSV's Table Schema. */
  async dataPackage(context: Context, labelInput: unknown): Promise<Record<string, unknown>> {
    const release = await this.labelled(context.em, labelInput);
    return dataPackage({
      ...release,
      headings: headingsOf(release.header),
      publicUrl: this.publicUrl,
      license: this.license,
    });
  }

  /** Counts of the records added, changed, removed and unchanged from one release to another. */
  async diff(context: Context, input: unknown): Promise<ReleaseDiffView> {
    const { from, to } = await this.diffPair(context, input);
    return diffCounts(context.em, from, to);
  }

  private async diffPair(context: Context, input: unknown): Promise<{ from: StoredRelease; to: StoredRelease }> {
    const labels = parseInput(releaseDiffInput, input);
    const [from, to] = await Promise.all([
      this.labelled(context.em, labels.from),
      this.labelled(context.em, labels.to),
    ]);
    return { from, to };
  }

  /** One CSV line per record that differs between two releases: ValueId, the change, and what changed. */
  async diffFile(context: Context, input: unknown): Promise<StreamedFile> {
    const { from, to } = await this.diffPair(context, input);
    const counts = await diffCounts(context.em, from, to);
    return {
      fileName: `ESVD_release_diff_${from.label}_${to.label}.csv`,
      contentType: exportContentTypes.csv,
      totalCount: counts.added + counts.changed + counts.removed,
      write: (destination) => writeReleaseDiff(context.em, from, to, destination),
    };
  }
}

async function diffCounts(em: EntityManager, from: StoredRelease, to: StoredRelease): Promise<ReleaseDiffView> {
  const [counts] = await queryRows<Omit<ReleaseDiffView, 'from' | 'to'>>(em, releaseDiffCounts(from.id, to.id));
  return { from: from.label, to: to.label, ...counts };
}
