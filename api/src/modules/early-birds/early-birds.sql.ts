import { containsPattern, joinSql, phraseInAnyOf, sql, trusted, type SqlFragment } from '../../core/sql.ts';

export interface EarlyBirdUserRow {
  id: number;
  user_name: string;
  email: string;
  display_name: string;
  added_on: Date | null;
}

const userColumns = sql`account.id, account.user_name, account.email, account.display_name, bird.added_on`;
const usersWithBirds = sql`from app_user account left join early_bird bird on bird.user_id = account.id`;

/** The early birds or the others; with `freeText`, those with it in their name, email or display name. */
function listedUsers(earlyBirds: boolean, freeText: string | null | undefined): SqlFragment {
  const conditions = [earlyBirds ? sql`bird.id is not null` : sql`bird.id is null`];
  if (freeText) {
    const columns = ['account.user_name', 'account.email', 'account.display_name'];
    conditions.push(phraseInAnyOf(columns, containsPattern(freeText)));
  }
  return sql`where ${joinSql(conditions, ' and ')}`;
}

export const listedUserCount = (earlyBirds: boolean, freeText: string | null | undefined): SqlFragment =>
  sql`select count(*) as total ${usersWithBirds} ${listedUsers(earlyBirds, freeText)}`;

/** A page of the list by display name; limit 0 is all. */
export const listedUserPage = (
  earlyBirds: boolean,
  freeText: string | null | undefined,
  { limit, offset }: { limit: number; offset: number },
): SqlFragment =>
  sql`select ${userColumns} ${usersWithBirds} ${listedUsers(earlyBirds, freeText)}
    order by lower(account.display_name), account.id
    limit ${limit === 0 ? trusted('all') : limit} offset ${offset}`;

export const userWithBird = (userId: number): SqlFragment =>
  sql`select ${userColumns} ${usersWithBirds} where account.id = ${userId}`;

/** Idempotent: a user who is an early bird already stays one, from when they became one. */
export const addEarlyBird = (userId: number, addedById: number | null): SqlFragment =>
  sql`insert into early_bird (user_id, added_by_id)
    select id, ${addedById} from app_user where id = ${userId}
    on conflict (user_id) do nothing`;

export const removeEarlyBird = (userId: number): SqlFragment => sql`delete from early_bird where user_id = ${userId}`;
