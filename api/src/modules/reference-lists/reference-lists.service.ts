import type { CsvCell } from '@esvd/schema/rules/csv-download';
import type { ReferenceListQuery } from '@esvd/schema/rules/reference-entries';
import { raw } from '@mikro-orm/core';
import type { Context } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import type { EventBus } from '../../core/events.ts';
import { KeptAnswers, PreparedJson } from '../../core/kept-answers.ts';
import type { CsvFile, CsvFiles } from '../downloads/index.ts';
import { BiomeV2EcosystemV2Ecozone, Country, Currency, type ReferenceEntry } from './reference-entry.entity.ts';
import { referenceEntryLoader } from './reference-entry.loader.ts';
import { referenceListChangedTopic } from './reference-list-changes.sql.ts';
import {
  referenceListByName,
  referenceLists,
  type ReferenceListDefinition,
  type ReferenceListName,
} from './reference-lists.registry.ts';

/** An entry as both front doors return it: the shared shape plus the extras of some lists. */
export interface ReferenceEntryView {
  list: ReferenceListName;
  id: number;
  code: string;
  label: string;
  path: string;
  sortOrder: number;
  level: number;
  isSub: boolean;
  parentId: number | null;
  source: string | null;
  statsReady: boolean | null;
  alpha2: string | null;
  continentId: number | null;
  isoCode: string | null;
}

export function toReferenceEntryView(list: ReferenceListName, entry: ReferenceEntry): ReferenceEntryView {
  return {
    list,
    id: entry.id,
    code: entry.code,
    label: entry.label,
    path: entry.path,
    sortOrder: entry.sortOrder,
    level: entry.level,
    isSub: entry.isSub,
    parentId: entry.parentId ?? null,
    source: entry.source ?? null,
    statsReady: entry instanceof BiomeV2EcosystemV2Ecozone ? entry.statsReady : null,
    alpha2: entry instanceof Country ? (entry.alpha2 ?? null) : null,
    continentId: entry instanceof Country ? (entry.continent?.id ?? null) : null,
    isoCode: entry instanceof Currency ? (entry.isoCode ?? null) : null,
  };
}

/** The refusal for an id that a list does not have. */
export function entryNotFound(list: ReferenceListDefinition, id: number) {
  return notFound(`There is no entry ${id} in the list ${list.title}.`);
}

/** The columns of a list's CSV file, beyond its code, label, parent, level and source: those of its own fields. */
function extraColumns(entries: readonly ReferenceEntryView[]): [string, (entry: ReferenceEntryView) => CsvCell][] {
  const columns: [string, (entry: ReferenceEntryView) => CsvCell][] = [
    ['Alpha-2', (entry) => entry.alpha2],
    ['ISO 4217', (entry) => entry.isoCode],
    ['Stats Ready', (entry) => (entry.statsReady === null ? null : entry.statsReady ? 'Yes' : 'No')],
  ];
  return columns.filter(([, cell]) => entries.some((entry) => cell(entry) !== null));
}

/** A whole list as this process keeps it: its entries, and its REST answer. */
interface KeptList {
  entries: ReferenceEntryView[];
  answer: PreparedJson;
}

/**
 * Reads of all 19 reference lists, one implementation for every list. Each whole list is kept in memory once read,
 * until its table changes: a trigger on every list's table (reference-list-changes.sql.ts) sends an event on commit,
 * whoever writes, and every api process forgets the list when it hears it (everything, when it may have missed some).
 */
export class ReferenceListsService {
  private readonly kept = new KeptAnswers<KeptList>();

  constructor(
    private readonly csvFiles: CsvFiles,
    events: Pick<EventBus, 'watch'>,
  ) {
    // Lists change rarely, by an administrator: forgetting all of them is simpler than one and costs little.
    events.watch(referenceListChangedTopic, () => this.forget());
  }

  /** Drops every kept list: the next read of each reads the database. */
  forget(): void {
    this.kept.forget();
  }

  definitions() {
    return referenceLists;
  }

  /**
   * A list's entries in display order, a page of them, or those with a name: names match in any case ("HECTARE"
   * finds hectare), as a name is unique among siblings in any case. In a hierarchy one name can sit under two
   * parents, so a name can find more than one entry.
   */
  async list(
    context: Context,
    listName: ReferenceListName,
    { limit, offset, name }: ReferenceListQuery = {},
  ): Promise<ReferenceEntryView[]> {
    if (name !== undefined) return this.named(context, listName, name);
    const { entries } = await this.whole(context, listName);
    const first = offset ?? 0;
    // A page of the whole list in its order is the page the database would give.
    return limit === undefined && first === 0
      ? entries
      : entries.slice(first, limit === undefined ? undefined : first + limit);
  }

  /** The REST answer of `list`: the whole list as kept, ready to send; a page or a name as plain data. */
  async listAnswer(
    context: Context,
    listName: ReferenceListName,
    query: ReferenceListQuery = {},
  ): Promise<PreparedJson | ReferenceEntryView[]> {
    const whole = query.name === undefined && query.limit === undefined && !query.offset;
    return whole ? (await this.whole(context, listName)).answer : this.list(context, listName, query);
  }

  private whole(context: Context, listName: ReferenceListName): Promise<KeptList> {
    return this.kept.get(listName, async () => {
      const list = referenceListByName(listName);
      // Its own fork: the kept entities outlive the request that happened to read them first.
      const found = await context.em.fork().find(list.entity, {}, { orderBy: { sortOrder: 'asc', id: 'asc' } });
      const entries = found.map((entry) => toReferenceEntryView(listName, entry));
      return { entries, answer: new PreparedJson(entries) };
    });
  }

  /** Names match in any case, as PostgreSQL lowers them; not kept, as any name may be asked. */
  private async named(context: Context, listName: ReferenceListName, name: string): Promise<ReferenceEntryView[]> {
    const list = referenceListByName(listName);
    const entries = await context.em.find(
      list.entity,
      { [raw((alias) => `lower(${alias}.label)`)]: raw('lower(?)', [name]) },
      { orderBy: { sortOrder: 'asc', id: 'asc' } },
    );
    return entries.map((entry) => toReferenceEntryView(listName, entry));
  }

  async get(context: Context, listName: ReferenceListName, id: number): Promise<ReferenceEntryView> {
    const list = referenceListByName(listName);
    const entry = await referenceEntryLoader(context, list).load(id);
    if (!entry) throw entryNotFound(list, id);
    return toReferenceEntryView(listName, entry);
  }

  /**
   * A list on its own as a CSV file (spec 000 §3: an export column set for each reference list), in display order:
   * code, label, its parent's code, level and source, then the fields of its own that its entries have.
   */
  async download(context: Context, listName: ReferenceListName): Promise<CsvFile> {
    const entries = await this.list(context, listName);
    const codeOf = new Map(entries.map((entry) => [entry.id, entry.code]));
    const extras = extraColumns(entries);
    return this.csvFiles.csvFile(
      context,
      referenceListByName(listName).path,
      ['Code', 'Label', 'Parent Code', 'Level', 'Source', ...extras.map(([heading]) => heading)],
      entries.map((entry) => [
        entry.code,
        entry.label,
        entry.parentId === null ? null : (codeOf.get(entry.parentId) ?? null),
        entry.level,
        entry.source,
        ...extras.map(([, cell]) => cell(entry)),
      ]),
    );
  }

  /** The parent of an entry, batched across a whole response by the request's loader. */
  async parent(context: Context, entry: ReferenceEntryView): Promise<ReferenceEntryView | null> {
    if (entry.parentId === null) return null;
    const parent = await referenceEntryLoader(context, referenceListByName(entry.list)).load(entry.parentId);
    return parent ? toReferenceEntryView(entry.list, parent) : null;
  }
}
