import { earlyBirdListInput } from '@esvd/schema/rules/early-birds';
import type { EntityManager } from '@mikro-orm/postgresql';
import { signedInUserId } from '../../core/caller.ts';
import type { Context } from '../../core/context.ts';
import { notFound, parseInput } from '../../core/errors.ts';
import { executeIn, queryRows } from '../../core/sql.ts';
import {
  addEarlyBird,
  listedUserCount,
  listedUserPage,
  removeEarlyBird,
  userWithBird,
  type EarlyBirdUserRow,
} from './early-birds.sql.ts';

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

const toView = (row: EarlyBirdUserRow): EarlyBirdUserView => ({
  id: row.id,
  userName: row.user_name,
  email: row.email,
  displayName: row.display_name,
  addedOn: row.added_on,
});

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
    const [[{ total }], rows] = await Promise.all([
      queryRows<{ total: string }>(context.em, listedUserCount(earlyBirds, freeText)),
      queryRows<EarlyBirdUserRow>(context.em, listedUserPage(earlyBirds, freeText, { limit, offset })),
    ]);
    return { users: rows.map(toView), totalRecords: Number(total) };
  }

  /** Makes the user an early bird (PUT /users/addearlybirds/{id}). */
  add(context: Context, userId: number): Promise<EarlyBirdUserView> {
    return context.em.transactional(async (em) => {
      await executeIn(em, addEarlyBird(userId, signedInUserId(context.principal)));
      return this.userView(em, userId);
    });
  }

  /** The user is no early bird any more (PUT /users/removeearlybirds/{id}). */
  remove(context: Context, userId: number): Promise<EarlyBirdUserView> {
    return context.em.transactional(async (em) => {
      await executeIn(em, removeEarlyBird(userId));
      return this.userView(em, userId);
    });
  }

  private async userView(em: EntityManager, userId: number): Promise<EarlyBirdUserView> {
    const [row] = await executeIn<EarlyBirdUserRow>(em, userWithBird(userId));
    if (!row) throw notFound(`There is no user ${userId}.`);
    return toView(row);
  }
}
