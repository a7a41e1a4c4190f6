import type { ReferenceListQuery } from '@esvd/schema/rules/reference-entries';
import { raw } from '@mikro-orm/core';
import type { Context } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
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

/** Reads of all 19 reference lists, one implementation for every list. */
export class ReferenceListsService {
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

  /** The parent of an entry, batched across a whole response by the request's loader. */
  async parent(context: Context, entry: ReferenceEntryView): Promise<ReferenceEntryView | null> {
    if (entry.parentId === null) return null;
    const parent = await referenceEntryLoader(context, referenceListByName(entry.list)).load(entry.parentId);
    return parent ? toReferenceEntryView(entry.list, parent) : null;
  }
}
