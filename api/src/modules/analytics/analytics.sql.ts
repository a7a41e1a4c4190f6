import { sql, type SqlFragment } from '../../core/sql.ts';

/** One more view of `path` today. */
export const countPageView = (path: string): SqlFragment =>
  sql`insert into page_view (day, path, views) values (current_date, ${path}, 1)
    on conflict (day, path) do update set views = page_view.views + 1`;

/** The 50 most viewed pages of the last `days` days, most viewed first. */
export const mostViewedPages = (days: number): SqlFragment =>
  sql`select path, sum(views)::int as views from page_view where day > current_date - ${days}::int
    group by path order by views desc, path limit 50`;
