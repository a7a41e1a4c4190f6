import {
  markerValueIds,
  optionalValuationFilter,
  searchMessages,
  valuationCursorInput,
  valuationFilter,
  valuationPageInput,
} from '@esvd/schema/rules/search';
import type { MapMarker } from '@esvd/schema/rules/map-markers';
import { atMostInt4 } from '@esvd/schema/rules/database-values';
import type { Writable } from 'node:stream';
import { z } from 'zod';
import type { Context } from '../../core/context.ts';
import { badRequest, notFound, parseInput } from '../../core/errors.ts';
import type { RawJson } from '../../core/raw-json.ts';
import type { StreamedFile } from '../../core/rest.ts';
import { queryRows, withClient, withParallelPlans, type SqlFragment } from '../../core/sql.ts';
import { signedInUserId } from '../../core/caller.ts';
import type { AccessPolicy } from '../access/index.ts';
import type { ReferenceInfoService } from '../reference-info/index.ts';
import { mapMarkers, mappedValuationCount, packedMapMarkers } from './map-markers.sql.ts';
import { keptValuationCounts } from './published-count.sql.ts';
import {
  chosenHabitats,
  ecozoneRecordCountsQuery,
  summaryGroups,
  type EcozoneRecordCountView,
  type HabitatEntryView,
  type SummaryGroups,
} from './summary-statistics.sql.ts';
import { exportContentTypes, exportFormats, streamValuationExport, type ExportFormat } from './valuation-export.ts';
import {
  countQuery,
  filteredValuations,
  searchConditionFor,
  searchIdsAfter,
  searchPage,
  type SearchCondition,
} from './valuation-filter.sql.ts';
import { selectIds, selectValuationRows, type ValuationRowView } from './valuation-rows.sql.ts';
import {
  publishedStudyHeader,
  publishedValuationIds,
  studyValuationIds,
  studyValuationPlaces,
  valuationsOfPublishedStudy,
  visibleValuationIds,
  visibleValuationIdsOfStudy,
  type DraftReader,
} from './valuations.sql.ts';

export interface ValuationPageView {
  items: ValuationRowView[];
  /** Null when it was not asked for. */
  totalCount: number | null;
}

export interface ValuationCursorPageView {
  items: ValuationRowView[];
  /** The valueId to pass as `after` for the next page; null when this page is empty. */
  endCursor: number | null;
  hasMore: boolean;
}

export interface SummaryStatisticsView extends SummaryGroups {
  /** All valuations the search finds; zero means there is nothing to summarise. */
  valuationCount: number;
  /** Chosen biomes / ecozones for which no statistics can be shown. */
  biomesWithoutData: HabitatEntryView[];
  ecozonesWithoutData: HabitatEntryView[];
}

/** A row of the public study valuations page (spec 001 §2): where, and the standardised value. */
export interface StudyValuationView {
  valueId: number;
  studyLocation: string | null;
  latitude: number | null;
  longitude: number | null;
  intPerHectarePerYear: number | null;
}

interface StudyHeader {
  studyId: number;
  title: string;
  authors: string;
  yearOfPublication: number;
}

export interface StudyValuationsView extends StudyHeader {
  valuations: StudyValuationView[];
  markers: MapMarker[];
}

/** A download ready to be sent: what to call it, and the records, written on demand (resolving to their count). */
export interface ValuationExport extends StreamedFile {
  format: ExportFormat;
  write(destination: Writable): Promise<number>;
}

/** More records than any study of the ESVD holds: a study page shows them all. */
const maxStudyRecords = 5000;

const studyIdInput = z.coerce
  .number({ error: 'studyId must be a number' })
  .int()
  .positive('studyId must be positive')
  .max(...atMostInt4('studyId'));

const exportFormatInput = z.enum(exportFormats, { error: 'format must be csv, xlsx or parquet' }).default('csv');

/** The moment a download was made, for its file name: 2026-11-28_14-05-09 (UTC). */
export const fileTimestamp = (date: Date) => date.toISOString().slice(0, 19).replace('T', '_').replace(/:/g, '-');

/**
 * Value records: search (table, keyset pulls, counts), map, summary statistics, study pages and
 * exports. Every one of them finds its records with the one filter condition of valuation-filter.sql.ts;
 * GraphQL resolvers and REST routes only adapt their input and output.
 */
export class ValuationsService {
  constructor(
    private readonly referenceInfo: ReferenceInfoService,
    private readonly access: AccessPolicy,
  ) {}

  /** Whose drafts the caller may see on the record and study pages: every one when editing data, else their own. */
  private draftReader(context: Context): DraftReader {
    return {
      editsData: this.access.mayRead(context.principal, 'editData'),
      userId: signedInUserId(context.principal),
    };
  }

  /** Value records visible in the database: those of published studies, as the writes keep their count. */
  async totalCount(context: Context): Promise<number> {
    return (await this.keptCounts(context)).published;
  }

  /** The counts of published and of mapped records that triggers keep (published-count.sql.ts). */
  private async keptCounts(context: Context): Promise<{ published: number; mapped: number }> {
    const [counts] = await queryRows<{ published: number; mapped: number }>(context.em, keptValuationCounts);
    return counts;
  }

  /**
   * One page of a search, sorted by a whitelisted column with the id as tie-breaker, and with `withTotal` the
   * number of all its records, found by the same statement as the page's ids.
   */
  async search(
    context: Context,
    filterInput: unknown,
    pageInput: unknown,
    { withTotal }: { withTotal: boolean },
  ): Promise<ValuationPageView> {
    const condition = await this.conditionOf(context, filterInput);
    const page = parseInput(valuationPageInput, pageInput);
    return withClient(context.em, async (client) => {
      const { rows } = await client.query<{ totalCount: number | null; ids: number[] }>(
        searchPage(condition, page, withTotal).toQuery(),
      );
      const [{ totalCount, ids }] = rows;
      return { items: await selectValuationRows(client, ids), totalCount };
    });
  }

  /** Bulk pulls: the next records after a valueId, in valueId order (a keyset, stable under inserts). */
  async pageAfter(context: Context, filterInput: unknown, cursorInput: unknown): Promise<ValuationCursorPageView> {
    const condition = await this.conditionOf(context, filterInput);
    const { after, limit } = parseInput(valuationCursorInput, cursorInput);
    // One record more than asked tells whether another page follows.
    const rows = await this.rowsOf(context, searchIdsAfter(condition, after ?? 0, limit + 1));
    const items = rows.slice(0, limit);
    return { items, endCursor: items.at(-1)?.valueId ?? null, hasMore: rows.length > limit };
  }

  async count(context: Context, filterInput: unknown): Promise<number> {
    return this.countOf(context, await this.conditionOf(context, filterInput));
  }

  /** A search's markers, one object each (the REST shape of spec 000 §3). */
  async mapMarkers(context: Context, filterInput: unknown): Promise<MapMarker[]> {
    const condition = await this.conditionOf(context, filterInput);
    return withClient(context.em, (client) => mapMarkers(client, filteredValuations(condition)));
  }

  /** The same markers packed column by column, as JSON text made by PostgreSQL (GraphQL's shape). */
  async packedMapMarkers(context: Context, filterInput: unknown): Promise<RawJson> {
    const condition = await this.conditionOf(context, filterInput);
    return withClient(context.em, (client) => packedMapMarkers(client, filteredValuations(condition)));
  }

  /** Valuations on the map: of a search, or (no filter) of the whole database. */
  async mappedCount(context: Context, filterInput: unknown | null): Promise<number> {
    if (filterInput === null) return (await this.keptCounts(context)).mapped;
    const condition = await this.conditionOrEverything(context, filterInput);
    return withClient(context.em, (client) => mappedValuationCount(client, filteredValuations(condition)));
  }

  /**
   * One record by its ValueId (the record page): published, or a draft its reader may edit; null when there is no
   * such record for the caller.
   */
  async record(context: Context, valueIdInput: unknown): Promise<ValuationRowView | null> {
    const [valueId] = parseInput(markerValueIds, [valueIdInput]);
    const [row] = await this.rowsOf(context, visibleValuationIds([valueId], this.draftReader(context)));
    return row ?? null;
  }

  /** A study's records, lowest ValueId first (the study page): published, or a draft for its editors; else none. */
  async studyRecords(context: Context, studyIdValue: unknown): Promise<ValuationRowView[]> {
    const studyId = parseInput(studyIdInput, studyIdValue);
    return this.rowsOf(context, visibleValuationIdsOfStudy(studyId, this.draftReader(context), maxStudyRecords));
  }

  /** What a marker's side panel shows: the records behind its valueIds (published ones only). */
  async markerDetails(context: Context, valueIdsInput: unknown): Promise<ValuationRowView[]> {
    const valueIds = parseInput(markerValueIds, valueIdsInput);
    return this.rowsOf(context, publishedValuationIds(valueIds));
  }

  async summaryStatistics(context: Context, filterInput: unknown): Promise<SummaryStatisticsView> {
    const condition = await this.conditionOf(context, filterInput);
    const [{ valuationCount, ...groups }, chosen] = await Promise.all([
      this.groupsAndCount(context, condition),
      withClient(context.em, (client) => chosenHabitats(client, condition.filter.biomeV2EcosystemV2Ecozones)),
    ]);
    const withData = new Set([...groups.biomes, ...groups.ecozones].map((group) => group.id));
    const withoutData = (level: number) =>
      chosen
        .filter((entry) => entry.level === level && !withData.has(entry.id))
        .map(({ level: _level, ...entry }) => entry);
    return { valuationCount, ...groups, biomesWithoutData: withoutData(1), ecozonesWithoutData: withoutData(2) };
  }

  /** The public page of one published study (spec 001 §2): its valuations' places and values. */
  async studyValuations(context: Context, studyIdValue: unknown): Promise<StudyValuationsView> {
    const study = await this.publishedStudy(context, studyIdValue);
    const [valuations, markers] = await Promise.all([
      queryRows<StudyValuationView & { valueId: string }>(context.em, studyValuationPlaces(study.studyId)),
      withClient(context.em, (client) => mapMarkers(client, valuationsOfPublishedStudy(study.studyId))),
    ]);
    return { ...study, valuations: valuations.map((row) => ({ ...row, valueId: Number(row.valueId) })), markers };
  }

  /** All result columns of one published study's valuations, for API clients. */
  async studyValuationRows(context: Context, studyIdValue: unknown): Promise<ValuationRowView[]> {
    const { studyId } = await this.publishedStudy(context, studyIdValue);
    return this.rowsOf(context, studyValuationIds(studyId));
  }

  /**
   * A search's valuations (or, with a null filter, the whole database) as a CSV, XLSX or Parquet download. An empty
   * result is refused here, before the caller sends anything; the records are read only once it writes.
   */
  async export(context: Context, filterInput: unknown | null, formatInput: unknown): Promise<ValuationExport> {
    const format = parseInput(exportFormatInput, formatInput);
    const condition = await this.conditionOrEverything(context, filterInput);
    const [totalCount, version] = await Promise.all([
      this.countOf(context, condition),
      this.referenceInfo.current(context),
    ]);
    if (totalCount === 0) throw badRequest(searchMessages.nothingToDownload);
    const scope = filterInput === null ? 'full' : 'search';
    return {
      format,
      fileName: `ESVD_${scope}_${version?.label ?? 'unversioned'}_${fileTimestamp(new Date())}.${format}`,
      contentType: exportContentTypes[format],
      totalCount,
      write: (destination) => streamValuationExport(context.em, condition, format, destination),
    };
  }

  /** A search's condition: the shared rules first (at least one filter, TEEB or CICES). */
  private async conditionOf(context: Context, filterInput: unknown): Promise<SearchCondition> {
    return searchConditionFor(context.em, parseInput(valuationFilter, filterInput));
  }

  /** Per ecozone, the published records its summary statistics would use, for the stats-ready decisions. */
  async ecozoneRecordCounts(context: Context): Promise<EcozoneRecordCountView[]> {
    return queryRows<EcozoneRecordCountView>(
      context.em,
      ecozoneRecordCountsQuery(await this.conditionOrEverything(context, null)),
    );
  }

  /** No filter (null) means every published valuation: the full download and the public counts. */
  private async conditionOrEverything(context: Context, filterInput: unknown | null): Promise<SearchCondition> {
    return filterInput === null
      ? searchConditionFor(context.em, optionalValuationFilter.parse({}))
      : this.conditionOf(context, filterInput);
  }

  private async publishedStudy(context: Context, studyIdValue: unknown): Promise<StudyHeader> {
    const studyId = parseInput(studyIdInput, studyIdValue);
    const [study] = await queryRows<StudyHeader>(context.em, publishedStudyHeader(studyId));
    if (!study) throw notFound(`There is no published study ${studyId}.`);
    return study;
  }

  /** The rows of the valuations a statement picks, in its order: ids first, then the prepared rows statement. */
  private rowsOf(context: Context, ids: SqlFragment): Promise<ValuationRowView[]> {
    return withClient(context.em, async (client) => selectValuationRows(client, await selectIds(client, ids)));
  }

  /** The statistics and the search's count, side by side on two connections. */
  private async groupsAndCount(
    context: Context,
    condition: SearchCondition,
  ): Promise<SummaryGroups & { valuationCount: number }> {
    const [valuationCount, groups] = await Promise.all([
      this.countOf(context, condition),
      withParallelPlans(context.em, (client) => summaryGroups(client, condition)),
    ]);
    return { valuationCount, ...groups };
  }

  /** A search's count. */
  private async countOf(context: Context, condition: SearchCondition): Promise<number> {
    const { rows } = await withClient(context.em, (client) => client.query(countQuery(condition).toQuery()));
    return rows[0].count;
  }
}
