import type { Context } from '../../core/context.ts';
import type { ReferenceEntry } from './reference-entry.entity.ts';
import type { ReferenceListDefinition } from './reference-lists.registry.ts';

/** The request's loader of a list's entries by id: a response's parents of one list come in one query. */
export function referenceEntryLoader(context: Context, list: ReferenceListDefinition) {
  return context.loaders.get<number, ReferenceEntry | null>(`reference-entry:${list.name}`, async (ids) => {
    const rows = await context.em.find(list.entity, { id: { $in: [...ids] } });
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id) ?? null);
  });
}
