import { referenceLists } from './reference-lists.registry.ts';

/**
 * THE rule of what a reference list cannot hold twice, in each list's table:
 * - a path: a code is unique among its siblings, not in the whole list, because the ESVD's TEEB sub-service codes
 *   repeat service codes (sub-service 11, Fish, sits under service 1, beside service 11, Waste treatment);
 * - a name among siblings, in any case ("Hectare" beside "hectare"), so a name finds one entry wherever names are
 *   matched, which is case-insensitive.
 * The writes service checks both first to answer with a message (and codes in any case too); these indexes hold
 * whoever writes. A migration applies this text; to change the rule, edit it here and add a migration that applies
 * it again.
 */
export const referenceEntryUniquenessSql = referenceLists
  .map(
    ({ tableName }) => `
drop index if exists ${tableName}_path_unique;
create unique index ${tableName}_path_unique on ${tableName} (path);
drop index if exists ${tableName}_sibling_name_unique;
create unique index ${tableName}_sibling_name_unique on ${tableName} (coalesce(parent_id, 0), lower(label));`,
  )
  .join('\n');
