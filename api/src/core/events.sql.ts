import { sql, trusted, type SqlFragment } from './sql.ts';

/** The one channel every api process listens on; the envelope inside names the topic. */
const channel = 'esvd_events';

export const listenForEvents = sql`listen ${trusted(channel)}`;

/** An event for every listening process: at once, or when the transaction it is sent in commits. */
export const notifyEvent = (envelope: { topic: string; payload: unknown }): SqlFragment =>
  sql`select pg_notify(${channel}, ${JSON.stringify(envelope)})`;

/**
 * The same event sent by a trigger, for writes whoever makes them (a service, a seed, psql): a PL/pgSQL statement,
 * with `payload` the SQL expression of a json value. Sent on commit, like any NOTIFY; repeated ones are sent once.
 */
export const notifyEventInTrigger = (topic: string, payload: string): string =>
  `perform pg_notify('${channel}', json_build_object('topic', '${topic}', 'payload', ${payload})::text);`;
