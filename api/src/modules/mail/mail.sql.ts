import { sql, type SqlFragment } from '../../core/sql.ts';

/** Unsent mails past their expiry get `body` instead of theirs (each once). */
export const forgetExpiredBodies = (body: string): SqlFragment =>
  sql`update mail_message set text = ${body}, html = null
    where sent_at is null and expires_at <= now() and text <> ${body}`;
