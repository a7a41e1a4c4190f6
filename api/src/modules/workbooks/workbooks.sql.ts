import { sql, trusted, type SqlFragment } from '../../core/sql.ts';

/** A reference list's entries as an upload matches codes and names to them (`table`: a list's, from code). */
export const referenceEntryKeys = (table: string): SqlFragment =>
  sql`select id, code, label, level, path from ${trusted(table)} order by level, sort_order, id`;
