import {
  maximumReferenceLevel,
  referenceEntryInput,
  type ReferenceEntryInput,
} from '@esvd/schema/rules/reference-entries';
import { int4Range } from '@esvd/schema/rules/database-values';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from '../../core/context.ts';
import { badRequest, parseInput } from '../../core/errors.ts';
import { executeIn } from '../../core/sql.ts';
import { BiomeV2EcosystemV2Ecozone, Continent, type ReferenceEntry } from './reference-entry.entity.ts';
import {
  deepestLevel,
  moveSubEntries,
  nextSortOrder,
  recordsUsing,
  referencesTo,
  siblingsTaking,
  type EntryReference,
} from './reference-list-writes.sql.ts';
import {
  referenceListByName,
  referenceLists,
  type ReferenceListDefinition,
  type ReferenceListName,
} from './reference-lists.registry.ts';
import { entryNotFound, toReferenceEntryView, type ReferenceEntryView } from './reference-lists.service.ts';

type EntryFields = Partial<ReferenceEntry> & Record<string, unknown>;

/** How many records of one kind (the table that owns the rows) use an entry. */
interface RecordUse {
  owner: string;
  count: number;
}

const ownerNouns: Record<string, readonly [one: string, many: string]> = {
  valuation: ['valuation', 'valuations'],
  vsl_study: ['valuation study record', 'valuation study records'],
  ...Object.fromEntries(
    referenceLists.map((list) => [list.tableName, [`entry of ${list.title}`, `entries of ${list.title}`]]),
  ),
};

/** "302 valuations and 7 valuation study records": what uses an entry, in words a reader knows. */
export function describeUses(uses: readonly RecordUse[]): string {
  const phrases = uses.map(({ owner, count }) => {
    const [one, many] = ownerNouns[owner] ?? ['other record', 'other records'];
    return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
  });
  return phrases.length > 1 ? `${phrases.slice(0, -1).join(', ')} and ${phrases.at(-1)}` : phrases.join('');
}

/** Where an entry sits: its parent decides its path, level and isSub. */
interface Placement {
  path: string;
  level: number;
  isSub: boolean;
}

/** Where an entry goes under its parent (none for a top-level entry). */
function placementUnder(parent: ReferenceEntry | null, code: string): Placement {
  return parent
    ? { path: `${parent.path}/${code}`, level: parent.level + 1, isSub: true }
    : { path: code, level: 1, isSub: false };
}

/**
 * Creates, edits and deletes the entries of the 19 reference lists (admins). Hierarchies stay
 * consistent: a parent is an entry of the same list, and path, level and isSub follow from it, also
 * for the sub-entries of a moved or renamed entry. Among siblings a code and a name are used once, in
 * any case. An entry that records use is never deleted.
 */
export class ReferenceListWritesService {
  /**
   * `committed` runs after each write commits: the lists' readers of this process forget what they keep at once,
   * before the writer's next request, rather than when the change's event comes back (the other processes' way).
   */
  constructor(private readonly committed: () => void = () => undefined) {}

  /** `work` in a transaction, then `committed`. */
  private async written<T>(context: Context, work: (em: EntityManager) => Promise<T>): Promise<T> {
    const result = await context.em.transactional(work);
    this.committed();
    return result;
  }

  /** The parent an entry may be placed under: an entry of the same hierarchical list, not at the deepest level. */
  private async parentOf(
    em: EntityManager,
    list: ReferenceListDefinition,
    parentId: number | null | undefined,
  ): Promise<ReferenceEntry | null> {
    if (!parentId) return null;
    if (!list.hierarchical) throw badRequest(`${list.title} have no hierarchy: an entry cannot have a parent.`);
    const parent = await em.findOne(list.entity, parentId);
    if (!parent) throw badRequest(`The parent ${parentId} is not an entry of ${list.title.toLowerCase()}.`);
    if (parent.level >= maximumReferenceLevel)
      throw badRequest(`Entries go at most ${maximumReferenceLevel} levels deep.`);
    return parent;
  }

  /**
   * Refuses a code or a name a sibling already has, in any case ("Hectare" beside "hectare"): names are matched
   * case-insensitively, so two of them would find two entries. Codes repeat on other levels (TEEB sub-service 11
   * under service 1 beside service 11), so only siblings count.
   */
  private async assertFreeAmongSiblings(
    em: EntityManager,
    list: ReferenceListDefinition,
    { code, label }: ReferenceEntryInput,
    parent: ReferenceEntry | null,
    id?: number,
  ) {
    const [taken] = await executeIn<{ code: boolean | null; name: boolean | null }>(
      em,
      siblingsTaking(list.tableName, { code, label, parentId: parent?.id ?? null, id: id ?? 0 }),
    );
    const where = parent ? `under ${parent.label}` : `in ${list.title.toLowerCase()}`;
    if (taken.code) throw badRequest(`The code ${code} is already used ${where}.`);
    if (taken.name) throw badRequest(`The name ${label} is already used ${where}.`);
  }

  /** Flushes; an entry another admin saved meanwhile with the same code or name is refused like the checks do. */
  private async flushChecked(em: EntityManager, list: ReferenceListDefinition, values: ReferenceEntryInput) {
    try {
      await em.flush();
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      throw badRequest(
        `The code ${values.code} or the name ${values.label} is already used in ${list.title.toLowerCase()}.`,
      );
    }
  }

  /** An entry's columns from the form: `sortOrder` when the form leaves it empty. */
  private async fieldsOf(
    em: EntityManager,
    list: ReferenceListDefinition,
    values: ReferenceEntryInput,
    placement: Placement,
    sortOrder: number,
  ) {
    return {
      code: values.code,
      label: values.label,
      sortOrder: values.sortOrder ?? sortOrder,
      parentId: values.parentId ?? null,
      source: values.source ?? null,
      ...placement,
      ...(await this.extrasOf(em, list, values)),
    };
  }

  /** The list's own extra fields, for the lists that have them. */
  private async extrasOf(em: EntityManager, list: ReferenceListDefinition, values: ReferenceEntryInput) {
    const extras: EntryFields = {};
    if (list.entity === BiomeV2EcosystemV2Ecozone && values.statsReady != null) extras.statsReady = values.statsReady;
    if (list.name === 'COUNTRIES') {
      if (values.continentId && !(await em.findOne(Continent, values.continentId))) {
        throw badRequest(`There is no continent ${values.continentId}.`);
      }
      extras.alpha2 = values.alpha2 ?? null;
      extras.continent = values.continentId ? em.getReference(Continent, values.continentId) : null;
    }
    if (list.name === 'CURRENCIES') extras.isoCode = values.isoCode ?? null;
    return extras;
  }

  async create(context: Context, listName: ReferenceListName, input: unknown): Promise<ReferenceEntryView> {
    const list = referenceListByName(listName);
    const values = parseInput(referenceEntryInput, input);
    return this.written(context, async (em) => {
      const parent = await this.parentOf(em, list, values.parentId);
      await this.assertFreeAmongSiblings(em, list, values, parent);
      const placement = placementUnder(parent, values.code);
      // Last in the list: after the largest sort order, or beside it (ties go by id) once that is int4's largest.
      const [{ next }] = await executeIn<{ next: string }>(em, nextSortOrder(list.tableName, int4Range.max));
      const entry = em.create(list.entity, (await this.fieldsOf(em, list, values, placement, Number(next))) as never);
      await this.flushChecked(em, list, values);
      return toReferenceEntryView(listName, entry);
    });
  }

  async update(context: Context, listName: ReferenceListName, id: number, input: unknown): Promise<ReferenceEntryView> {
    const list = referenceListByName(listName);
    const values = parseInput(referenceEntryInput, input);
    return this.written(context, async (em) => {
      const entry = await em.findOne(list.entity, id);
      if (!entry) throw entryNotFound(list, id);
      const parent = await this.parentOf(em, list, values.parentId);
      if (parent && (parent.id === id || parent.path.startsWith(`${entry.path}/`))) {
        throw badRequest('An entry cannot be placed under itself or one of its sub-entries.');
      }
      await this.assertFreeAmongSiblings(em, list, values, parent, id);
      const placement = placementUnder(parent, values.code);
      const oldPath = entry.path;
      const levelChange = placement.level - entry.level;
      em.assign(entry, (await this.fieldsOf(em, list, values, placement, entry.sortOrder)) as never);
      await this.flushChecked(em, list, values);
      if (oldPath !== placement.path) {
        // Sub-entries follow: their paths start with the new path and their levels shift alike.
        await executeIn(em, moveSubEntries(list.tableName, oldPath, placement.path, levelChange));
        const deepest = await executeIn<{ level: number }>(em, deepestLevel(list.tableName));
        if (deepest[0].level > maximumReferenceLevel)
          throw badRequest(`Entries go at most ${maximumReferenceLevel} levels deep.`);
      }
      return toReferenceEntryView(listName, entry);
    });
  }

  /** Refuses to delete an entry records use, saying how many records and where, or one with sub-entries. */
  async delete(context: Context, listName: ReferenceListName, id: number): Promise<void> {
    const list = referenceListByName(listName);
    await this.written(context, async (em) => {
      const entry = await em.findOne(list.entity, id);
      if (!entry) throw entryNotFound(list, id);
      const children = await em.count(list.entity, { parentId: id });
      if (children) {
        throw badRequest(
          `${entry.label} cannot be deleted: it has ${children} sub-entries. Delete or move them first.`,
        );
      }
      const uses = await this.usesOf(em, list, id);
      if (uses.length) throw badRequest(`${entry.label} cannot be deleted: it is used by ${describeUses(uses)}.`);
      em.remove(entry);
      await em.flush();
    });
  }

  /**
   * Counts the records that use the entry, by the kind of record that owns each foreign key: a valuation for the
   * valuation table and its link tables, a valuation study record for the VSL's, an entry for another list.
   */
  private async usesOf(em: EntityManager, list: ReferenceListDefinition, id: number): Promise<RecordUse[]> {
    const references = await executeIn<EntryReference>(em, referencesTo(list.tableName));
    const byOwner = new Map<string, EntryReference[]>();
    for (const reference of references) {
      const owner = reference.owner_table ?? reference.table_name;
      byOwner.set(owner, [...(byOwner.get(owner) ?? []), reference]);
    }
    const uses: RecordUse[] = [];
    for (const [owner, ownerReferences] of byOwner) {
      const [{ count }] = await executeIn<{ count: string }>(em, recordsUsing(ownerReferences, id));
      if (Number(count)) uses.push({ owner, count: Number(count) });
    }
    return uses;
  }

  /**
   * Summary Stats Admin: whether summary statistics may be shown for an ESVD 2.0 entry. The statistics read the flag
   * when they run (summary-statistics.sql.ts), so the next ones follow it; no derived fact depends on it.
   */
  setStatsReady(context: Context, id: number, statsReady: boolean): Promise<ReferenceEntryView> {
    return this.written(context, async (em) => {
      const entry = await em.findOne(BiomeV2EcosystemV2Ecozone, id);
      if (!entry) throw entryNotFound(referenceListByName('BIOME_V2_ECOSYSTEM_V2_ECOZONES'), id);
      entry.statsReady = statsReady;
      await em.flush();
      return toReferenceEntryView('BIOME_V2_ECOSYSTEM_V2_ECOZONES', entry);
    });
  }
}
