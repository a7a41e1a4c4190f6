import { notifyEventInTrigger } from '../../core/events.sql.ts';

/** The event every api process hears when a reference list's table changed: `{ table }`. */
export const referenceListChangedTopic = 'referenceListChanged';

/**
 * THE signal that a reference list changed, sent by its table whoever writes (the admin pages, the seed, a
 * migration, psql): on commit, once per transaction and table, through the api's event channel. The lists' readers
 * keep each list in memory until they hear it (reference-lists.service.ts).
 *
 * A migration applies this text and creates each list's trigger (`referenceListChangedTrigger`); a new list's
 * migration creates its own (test/api/database-rules.test.ts fails for a list without one).
 */
export const referenceListChangesSql = `create or replace function reference_list_changed() returns trigger
  language plpgsql as $$
  begin
    ${notifyEventInTrigger(referenceListChangedTopic, "json_build_object('table', tg_table_name)")}
    return null;
  end $$;`;

/** The trigger of one list's table. */
export const referenceListChangedTrigger = (table: string): string =>
  `create trigger ${table}_list_changed after insert or update or delete or truncate on ${table}
    for each statement execute function reference_list_changed();`;
