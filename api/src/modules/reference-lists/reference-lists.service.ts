import type { CsvCell } from '@esvd/schema/rules/csv-download';
import type { ReferenceListQuery } from '@esvd/schema/rules/reference-entries';
import { raw } from '@mikro-orm/core';
import type { Context } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import type { CsvFile, CsvFiles } from '../downloads/index.ts';
import { BiomeV2EcosystemV2Ecozone, Country, Currency, type ReferenceEntry } from './reference-entry.entity.ts';
import { referenceEntryLoader } from './reference-entry.loader.ts';
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

/** Reads of all 19 reference lists, one implementation for every list. */
export class ReferenceListsService {
  constructor(private readonly csvFiles: CsvFiles) {}

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
    const list = referenceListByName(listName);
    const named = name === undefined ? {} : { [raw((alias) => `lower(${alias}.label)`)]: raw('lower(?)', [name]) };
    const entries = await context.em.find(list.entity, named, {
      orderBy: { sortOrder: 'asc', id: 'asc' },
      limit,
      offset,
    });
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
