import { earlyBirdListInput } from '@esvd/schema/rules/early-birds';
import type { EntityManager } from '@mikro-orm/postgresql';
import { signedInUserId } from '../../core/caller.ts';
import type { Context } from '../../core/context.ts';
import { notFound, parseInput } from '../../core/errors.ts';
import { containsPattern } from '../../core/sql.ts';

/** A user as Early Bird Setup lists them (spec 001 §3); `id` is the user's. */
export interface EarlyBirdUserView {
  id: number;
  userName: string;
  email: string;
  displayName: string;
  /** When the user became an early bird; null for a user who is not one. */
  addedOn: Date | null;
}

/** A page of one of the two lists, with how many users the list holds (spec 001 §7: users and totalRecords). */
export interface EarlyBirdUserPage {
  users: EarlyBirdUserView[];
  totalRecords: number;
}

interface EarlyBirdUserRow {
  id: number;
  user_name: string;
  email: string;
  display_name: string;
  /** As PostgreSQL writes it; the platform's parser reads it. */
  added_on: string | null;
}

const toView = (em: EntityManager, row: EarlyBirdUserRow): EarlyBirdUserView => ({
  id: row.id,
  userName: row.user_name,
  email: row.email,
  displayName: row.display_name,
  addedOn: row.added_on === null ? null : (em.getPlatform().parseDate(row.added_on) as Date),
});

const userColumns = 'account.id, account.user_name, account.email, account.display_name, bird.added_on';
const usersWithBirds = 'from app_user account left join early_bird bird on bird.user_id = account.id';

/**
 * Early Bird Setup (spec 001 §2, §4, §7): the users given early access, and the others to add from. Adding moves a
 * user from the second list to the first, removing moves them back; both are idempotent, so two administrators
 * doing the same at once agree.
 */
export class EarlyBirdsService {
  earlyBirds(context: Context, input: unknown): Promise<EarlyBirdUserPage> {
    return this.listed(context, input, true);
  }

  nonEarlyBirds(context: Context, input: unknown): Promise<EarlyBirdUserPage> {
    return this.listed(context, input, false);
  }

  /** The early birds or the others, by display name; limit 0 is all; free text in name, email or display name. */
  private async listed(context: Context, input: unknown, earlyBirds: boolean): Promise<EarlyBirdUserPage> {
    const { offset, limit, freeText } = parseInput(earlyBirdListInput, input);
    const conditions = [earlyBirds ? 'bird.id is not null' : 'bird.id is null'];
    const values: unknown[] = [];
    if (freeText) {
      conditions.push('(account.user_name ilike ? or account.email ilike ? or account.display_name ilike ?)');
      values.push(...Array(3).fill(containsPattern(freeText)));
    }
    const where = `where ${conditions.join(' and ')}`;
    const [[{ total }], rows] = await Promise.all([
      context.em.execute<{ total: string }[]>(`select count(*) as total ${usersWithBirds} ${where}`, values),
      context.em.execute<EarlyBirdUserRow[]>(
        `select ${userColumns} ${usersWithBirds} ${where}
         order by lower(account.display_name), account.id
         limit ${limit === 0 ? 'all' : '?'} offset ?`,
        [...values, ...(limit === 0 ? [] : [limit]), offset],
      ),
    ]);
    return { users: rows.map((row) => toView(context.em, row)), totalRecords: Number(total) };
  }

  /** Makes the user an early bird (PUT /users/addearlybirds/{id}). */
  add(context: Context, userId: number): Promise<EarlyBirdUserView> {
    return context.em.transactional(async (em) => {
      await em.execute(
        `insert into early_bird (user_id, added_by_id)
         select id, ? from app_user where id = ?
         on conflict (user_id) do nothing`,
        [signedInUserId(context.principal), userId],
      );
      return this.userView(em, userId);
    });
  }

  /** The user is no early bird any more (PUT /users/removeearlybirds/{id}). */
  remove(context: Context, userId: number): Promise<EarlyBirdUserView> {
    return context.em.transactional(async (em) => {
      await em.execute('delete from early_bird where user_id = ?', [userId]);
      return this.userView(em, userId);
    });
  }

  private async userView(em: EntityManager, userId: number): Promise<EarlyBirdUserView> {
    const [row] = await em.execute<EarlyBirdUserRow[]>(`select ${userColumns} ${usersWithBirds} where account.id = ?`, [
      userId,
    ]);
    if (!row) throw notFound(`There is no user ${userId}.`);
    return toView(em, row);
  }
}
