import { csvDateTime, downloadTimeZoneInput } from '@esvd/schema/rules/csv-download';
import { pageInput } from '@esvd/schema/rules/paging';
import { listFilterDefinition } from '@esvd/schema/rules/list-filters';
import { valuationFilter, valuationListFilters, type ValuationListFilter } from '@esvd/schema/rules/search';
import { z } from 'zod';
import type { Context } from '../../core/context.ts';
import { badRequest, notFound, parseInput } from '../../core/errors.ts';
import { queryRows } from '../../core/sql.ts';
import { User } from '../accounts/index.ts';
import type { CsvFile, CsvFiles } from '../downloads/index.ts';
import { referenceListByName, type ReferenceListName } from '../reference-lists/index.ts';
import type { ValuationsService } from '../valuations/index.ts';
import { savedQueriesWithAuthors, type SavedQueryRow } from './filter-queries.sql.ts';
import { FilterQuery } from './filter-query.entity.ts';

/** Spec 001 §9: the admins' list of saved filter queries shows 100 per page. */
export const filterQueryPageSize = 100;

export interface FilterQueryView {
  id: number;
  createdOn: Date;
  /** JSON of the non-empty filters, the codes of the hierarchical ones, and resultsCount (spec 000 §3). */
  filterString: string;
  /** The same filter for people: one line per filter with its entries' names ("Countries: Kenya, Peru"). */
  filterInWords: string[];
  userName: string | null;
  displayName: string | null;
  email: string | null;
}

/** The filters of spec 000 §3's saved filter query, in its order; a filter the spec does not name follows them. */
const specOrder = [
  'biomeV2EcosystemV2Ecozones',
  'ecosystemServices',
  'countries',
  'continents',
  'ciceses',
  'seeas',
  'protectionStatuses',
  'valuationMethods',
] as const satisfies readonly ValuationListFilter[];

/**
 * The saved filters in order, each hierarchical one (the filter catalogue) with its entries' codes too, which stay
 * readable when ids change.
 */
const savedFilters = [
  ...specOrder,
  ...valuationListFilters.filter((name) => !(specOrder as readonly string[]).includes(name)),
].map((name) => {
  const { label, hierarchical, referenceList } = listFilterDefinition(name);
  const { entity } = referenceListByName(referenceList as ReferenceListName);
  return { name, label, entity, codesOf: hierarchical ? entity : null };
});

/** What a saved filter string holds (older or hand-written ones may lack any part). */
type SavedFilterObject = Partial<Record<ValuationListFilter, unknown>> & { freeText?: unknown; resultsCount?: unknown };

/** A saved filter string as an object; {} for one that is not JSON of an object, which then has no words. */
function parseSavedFilter(filterString: string): SavedFilterObject {
  try {
    const parsed: unknown = JSON.parse(filterString);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as SavedFilterObject) : {};
  } catch {
    return {};
  }
}

const idsIn = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : [];

/** The same filter without its results count: two saves of one filter compare equal although the data grew. */
function withoutResultsCount(filterString: string): string {
  const filter = parseSavedFilter(filterString);
  delete filter.resultsCount;
  return JSON.stringify(filter);
}

const filterStringBody = z.object({ filterString: z.string({ error: 'filterString is required' }) });

/** The number of records the caller's search found, when it sends it: a whole number, at least 0. */
const resultsCountMessage = 'resultsCount must be a whole number of at least 0.';
const resultsCountInput = z
  .number({ error: resultsCountMessage })
  .int({ error: resultsCountMessage })
  .min(0, { error: resultsCountMessage });

/** The columns of the CSV download: the list's, in its order. */
const csvHeader = ['id', 'userName', 'displayName', 'email', 'createdOn', 'filterString'];

const toView = (query: FilterQuery, filterInWords: string[]): FilterQueryView => ({
  id: query.id,
  createdOn: query.createdOn,
  filterString: query.filterString,
  filterInWords,
  userName: query.user?.userName ?? null,
  displayName: query.user?.displayName ?? null,
  email: query.user?.email ?? null,
});

/**
 * Saved filter queries (spec 000 §4): a search's filter is saved the first time it is used; when that is ("once",
 * reset by any change) is the client's to know, and the server keeps a user's repeat of their last saved filter out.
 */
export class FilterQueriesService {
  constructor(
    private readonly valuations: ValuationsService,
    private readonly csvFiles: CsvFiles,
  ) {}

  /**
   * Saves a non-empty filter for the caller with the number of records it finds: the number the caller's search
   * found when it sends one (the search page has just counted them), else counted now.
   */
  async save(context: Context, filterInput: unknown, resultsCountValue?: unknown): Promise<FilterQueryView> {
    const filter = parseInput(valuationFilter, filterInput);
    const resultsCount =
      resultsCountValue === undefined || resultsCountValue === null
        ? await this.valuations.count(context, filter)
        : parseInput(resultsCountInput, resultsCountValue);
    const saved: Record<string, unknown> = {};
    for (const { name, codesOf } of savedFilters) {
      const ids = filter[name];
      if (!ids.length) continue;
      saved[name] = ids;
      if (!codesOf) continue;
      const entries = await context.em.find(codesOf, { id: { $in: ids } });
      const codeOf = new Map(entries.map((entry) => [entry.id, entry.code]));
      saved[`${name}Codes`] = ids.map((id) => codeOf.get(id) ?? null);
    }
    if (filter.freeText) saved.freeText = filter.freeText;
    const userId = context.principal.kind === 'anonymous' ? null : context.principal.userId;
    // Saved once until a filter changes (spec 000 §4): the same filter as the user's last saved one is not saved
    // again, whether the page asked twice (a reload, a second tab, a filter changed and changed back) or not.
    const latest =
      userId === null
        ? null
        : await context.em.findOne(
            FilterQuery,
            { user: userId },
            { orderBy: { createdOn: 'desc', id: 'desc' }, populate: ['user'] },
          );
    const query =
      latest && withoutResultsCount(latest.filterString) === JSON.stringify(saved)
        ? latest
        : context.em.create(FilterQuery, {
            user: userId === null ? null : context.em.getReference(User, userId),
            filterString: JSON.stringify({ ...saved, resultsCount }),
            createdOn: new Date(),
          });
    await context.em.flush();
    await context.em.populate(query, ['user']);
    const [words] = await this.describe(context, [query.filterString]);
    return toView(query, words ?? []);
  }

  /**
   * Each saved filter in words, in the list's order: its filters with their entries' names (an entry deleted since
   * shows its id), the free text, and how many records it found. One query per kind of filter the strings use.
   */
  private async describe(context: Context, filterStrings: string[]): Promise<string[][]> {
    const filters = filterStrings.map(parseSavedFilter);
    const labelsByFilter = new Map<ValuationListFilter, Map<number, string>>();
    for (const { name, entity } of savedFilters) {
      const ids = [...new Set(filters.flatMap((filter) => idsIn(filter[name])))];
      if (!ids.length) continue;
      const entries = await context.em.find(entity, { id: { $in: ids } });
      labelsByFilter.set(name, new Map(entries.map((entry) => [entry.id, entry.label])));
    }
    return filters.map((filter) => {
      const lines: string[] = [];
      for (const { name, label } of savedFilters) {
        const ids = idsIn(filter[name]);
        if (!ids.length) continue;
        const labelOf = labelsByFilter.get(name);
        lines.push(`${label}: ${ids.map((id) => labelOf?.get(id) ?? `entry ${id} (deleted)`).join(', ')}`);
      }
      if (typeof filter.freeText === 'string' && filter.freeText) lines.push(`Free text: "${filter.freeText}"`);
      if (typeof filter.resultsCount === 'number') {
        lines.push(`Records found: ${filter.resultsCount.toLocaleString('en-US')}`);
      }
      return lines;
    });
  }

  /** POST /api/filterqueries sends the filter as a JSON text (spec 000 §7). */
  async saveFilterString(context: Context, body: unknown): Promise<FilterQueryView> {
    const { filterString } = parseInput(filterStringBody, body);
    let filter: unknown;
    try {
      filter = JSON.parse(filterString);
    } catch {
      throw badRequest('filterString must be the filter as JSON.');
    }
    return this.save(context, filter);
  }

  /** Newest first, 100 per page unless asked otherwise. */
  async list(context: Context, page: unknown): Promise<FilterQueryView[]> {
    const { limit = filterQueryPageSize, offset = 0 } = parseInput(pageInput, page);
    const queries = await context.em.find(
      FilterQuery,
      {},
      { orderBy: { createdOn: 'desc', id: 'desc' }, limit, offset, populate: ['user'] },
    );
    const words = await this.describe(
      context,
      queries.map((query) => query.filterString),
    );
    return queries.map((query, index) => toView(query, words[index] ?? []));
  }

  count(context: Context): Promise<number> {
    return context.em.count(FilterQuery, {});
  }

  async delete(context: Context, id: number): Promise<void> {
    const query = await context.em.findOne(FilterQuery, id);
    if (!query) throw notFound(`There is no saved filter query ${id}.`);
    await context.em.removeAndFlush(query);
  }

  /** Every saved query, newest first, as CSV (spec 001 §2, §9); dates in the caller's time zone. */
  async download(context: Context, input: unknown): Promise<CsvFile> {
    const { timeZone } = parseInput(downloadTimeZoneInput, input);
    const queries = await queryRows<SavedQueryRow>(context.em, savedQueriesWithAuthors);
    const rows = queries.map((query) => [
      query.id,
      query.user_name,
      query.display_name,
      query.email,
      csvDateTime(query.created_on, timeZone),
      query.filter_string,
    ]);
    return this.csvFiles.csvFile(context, 'filterqueries', csvHeader, rows);
  }
}
