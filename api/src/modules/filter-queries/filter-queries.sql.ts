import { sql } from '../../core/sql.ts';

/** A saved filter query with its author, as the admins' download lists it. */
export interface SavedQueryRow {
  id: number;
  user_name: string | null;
  display_name: string | null;
  email: string | null;
  created_on: Date;
  filter_string: string;
}

/** Every saved filter query with its author, newest first. */
export const savedQueriesWithAuthors = sql`
  select saved.id, author.user_name, author.display_name, author.email, saved.created_on, saved.filter_string
  from filter_query saved left join app_user author on author.id = saved.user_id
  order by saved.created_on desc, saved.id desc`;
