import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import type { ReferenceEntry } from '../modules/reference-lists/reference-entry.entity.ts';
import type { ReferenceListDefinition } from '../modules/reference-lists/reference-lists.registry.ts';

/**
 * Per-request DataLoaders: every field that would load one related row per parent row asks a loader
 * instead, and the loader fetches all of a tick's ids in one query (no N+1).
 */
export class Loaders {
  private readonly referenceLoaders = new Map<string, DataLoader<number, ReferenceEntry | null>>();

  constructor(private readonly em: EntityManager) {}

  referenceEntry(list: ReferenceListDefinition): DataLoader<number, ReferenceEntry | null> {
    let loader = this.referenceLoaders.get(list.name);
    if (!loader) {
      loader = new DataLoader(async (ids) => {
        const rows = await this.em.find(list.entity, { id: { $in: [...ids] } });
        const byId = new Map(rows.map((row) => [row.id, row]));
        return ids.map((id) => byId.get(id) ?? null);
      });
      this.referenceLoaders.set(list.name, loader);
    }
    return loader;
  }
}
