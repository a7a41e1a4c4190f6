import { sql, trusted, type SqlFragment } from './sql.ts';

/** The one channel every api process listens on; the envelope inside names the topic. */
const channel = 'esvd_events';

export const listenForEvents = sql`listen ${trusted(channel)}`;

/** An event for every listening process: at once, or when the transaction it is sent in commits. */
export const notifyEvent = (envelope: { topic: string; payload: unknown }): SqlFragment =>
  sql`select pg_notify(${channel}, ${JSON.stringify(envelope)})`;
