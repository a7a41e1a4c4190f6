import {
  maximumReferenceLevel,
  referenceEntryInput,
  type ReferenceEntryInput,
} from '@esvd/schema/rules/reference-entries';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from '../../core/context.ts';
import { badRequest, parseInput } from '../../core/errors.ts';
import { escapeLike } from '../../core/sql.ts';
import { BiomeV2EcosystemV2Ecozone, Continent, type ReferenceEntry } from './reference-entry.entity.ts';
import {
  referenceListByName,
  type ReferenceListDefinition,
  type ReferenceListName,
} from './reference-lists.registry.ts';
import { entryNotFound, toReferenceEntryView, type ReferenceEntryView } from './reference-lists.service.ts';

type EntryFields = Partial<ReferenceEntry> & Record<string, unknown>;

/** Where an entry sits: its parent decides its path, level and isSub. */
interface Placement {
  path: string;
  level: number;
  isSub: boolean;
}

/**
 * Creates, edits and deletes the entries of the 19 reference lists (admins). Hierarchies stay
 * consistent: a parent is an entry of the same list, and path, level and isSub follow from it, also
 * for the sub-entries of a moved or renamed entry. An entry that records use is never deleted.
 */
export class ReferenceListWritesService {
  private async placementOf(
    em: EntityManager,
    list: ReferenceListDefinition,
    code: string,
    parentId: number | null | undefined,
  ): Promise<Placement> {
    if (!parentId) return { path: code, level: 1, isSub: false };
    if (!list.hierarchical) throw badRequest(`${list.title} have no hierarchy: an entry cannot have a parent.`);
    const parent = await em.findOne(list.entity, parentId);
    if (!parent) throw badRequest(`The parent ${parentId} is not an entry of ${list.title.toLowerCase()}.`);
    if (parent.level >= maximumReferenceLevel)
      throw badRequest(`Entries go at most ${maximumReferenceLevel} levels deep.`);
    return { path: `${parent.path}/${code}`, level: parent.level + 1, isSub: true };
  }

  private async assertCodeFree(em: EntityManager, list: ReferenceListDefinition, code: string, id?: number) {
    const taken = await em.findOne(list.entity, { code, ...(id ? { id: { $ne: id } } : {}) });
    if (taken) throw badRequest(`The code ${code} is already used in ${list.title.toLowerCase()}.`);
  }

  /** The list's own extra fields, for the lists that have them. */
  /** An entry's columns from the form: `sortOrder` when the form leaves it empty. */
  private async fieldsOf(
    em: EntityManager,
    list: ReferenceListDefinition,
    values: ReferenceEntryInput,
    placement: Awaited<ReturnType<ReferenceListWritesService['placementOf']>>,
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
    return context.em.transactional(async (em) => {
      await this.assertCodeFree(em, list, values.code);
      const placement = await this.placementOf(em, list, values.code, values.parentId);
      const [{ next }] = await em.execute<{ next: number }[]>(
        `select coalesce(max(sort_order), 0) + 1 as next from ${list.tableName}`,
      );
      const entry = em.create(list.entity, (await this.fieldsOf(em, list, values, placement, Number(next))) as never);
      await em.flush();
      return toReferenceEntryView(listName, entry);
    });
  }

  async update(context: Context, listName: ReferenceListName, id: number, input: unknown): Promise<ReferenceEntryView> {
    const list = referenceListByName(listName);
    const values = parseInput(referenceEntryInput, input);
    return context.em.transactional(async (em) => {
      const entry = await em.findOne(list.entity, id);
      if (!entry) throw entryNotFound(list, id);
      await this.assertCodeFree(em, list, values.code, id);
      const parent = values.parentId ? await em.findOne(list.entity, values.parentId) : null;
      if (parent && (parent.id === id || parent.path.startsWith(`${entry.path}/`))) {
        throw badRequest('An entry cannot be placed under itself or one of its sub-entries.');
      }
      const placement = await this.placementOf(em, list, values.code, values.parentId);
      const oldPath = entry.path;
      const levelChange = placement.level - entry.level;
      em.assign(entry, (await this.fieldsOf(em, list, values, placement, entry.sortOrder)) as never);
      await em.flush();
      if (oldPath !== placement.path) {
        // Sub-entries follow: their paths start with the new path and their levels shift alike.
        await em.execute(
          `update ${list.tableName} set path = ? || substr(path, ?), level = level + ? where path like ? escape '\\'`,
          [placement.path, oldPath.length + 1, levelChange, `${escapeLike(oldPath)}/%`],
        );
        const deepest = await em.execute<{ level: number }[]>(`select max(level) as level from ${list.tableName}`);
        if (deepest[0].level > maximumReferenceLevel)
          throw badRequest(`Entries go at most ${maximumReferenceLevel} levels deep.`);
      }
      return toReferenceEntryView(listName, entry);
    });
  }

  /** Refuses to delete an entry records use, saying how many records and where, or one with sub-entries. */
  async delete(context: Context, listName: ReferenceListName, id: number): Promise<void> {
    const list = referenceListByName(listName);
    await context.em.transactional(async (em) => {
      const entry = await em.findOne(list.entity, id);
      if (!entry) throw entryNotFound(list, id);
      const children = await em.count(list.entity, { parentId: id });
      if (children) {
        throw badRequest(
          `${entry.label} cannot be deleted: it has ${children} sub-entries. Delete or move them first.`,
        );
      }
      const uses = await this.usesOf(em, list, id);
      const total = uses.reduce((sum, use) => sum + use.count, 0);
      if (total) {
        const where = uses.map((use) => `${use.table}: ${use.count}`).join(', ');
        throw badRequest(`${entry.label} cannot be deleted: ${total} records use it (${where}).`);
      }
      em.remove(entry);
      await em.flush();
    });
  }

  /** Counts the rows of every table whose foreign keys point at the entry (valuations, links, VSL rows...). */
  private async usesOf(em: EntityManager, list: ReferenceListDefinition, id: number) {
    const references = await em.execute<{ table_name: string; column_name: string }[]>(
      `select cl.relname as table_name, att.attname as column_name
       from pg_constraint con
       join pg_class cl on cl.oid = con.conrelid
       join pg_attribute att on att.attrelid = con.conrelid and att.attnum = con.conkey[1]
       where con.contype = 'f' and con.confrelid = ?::regclass
       order by 1, 2`,
      [list.tableName],
    );
    const uses: { table: string; count: number }[] = [];
    for (const { table_name: table, column_name: column } of references) {
      const [{ count }] = await em.execute<{ count: string }[]>(
        `select count(*) as count from "${table}" where "${column}" = ?`,
        [id],
      );
      if (Number(count)) uses.push({ table, count: Number(count) });
    }
    return uses;
  }

  /** Summary Stats Admin: whether summary statistics may be shown for an ESVD 2.0 entry. */
  async setStatsReady(context: Context, id: number, statsReady: boolean): Promise<ReferenceEntryView> {
    const entry = await context.em.findOne(BiomeV2EcosystemV2Ecozone, id);
    if (!entry) throw entryNotFound(referenceListByName('BIOME_V2_ECOSYSTEM_V2_ECOZONES'), id);
    entry.statsReady = statsReady;
    await context.em.flush();
    return toReferenceEntryView('BIOME_V2_ECOSYSTEM_V2_ECOZONES', entry);
  }
}
