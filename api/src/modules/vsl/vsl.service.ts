import { vslFilter, vslPageInput } from '@esvd/schema/rules/vsl';
import type { Context } from '../../core/context.ts';
import { parseInput } from '../../core/errors.ts';
import { queryRows } from '../../core/sql.ts';
import type { AccessPolicy } from '../access/index.ts';
import { vslCountQuery, vslPageIds, vslRows, type VslRowView } from './vsl.sql.ts';

export type { VslRowView };

/**
 * The fields only the list's administrators see: the read-only list of Suggest a Study hides the authors, year,
 * title and repository columns (spec 001 §2), so they are not sent to anyone else either.
 */
const administratorsOnly = {
  authors: null,
  yearOfPublication: null,
  title: null,
  includedRepository: null,
  includedRepositoryText: null,
  repositoryFolder: null,
} as const satisfies Partial<VslRowView>;

/** The valuation studies list (spec 001 §2, §3, §5, §7, §9): searched, sorted and paged in PostgreSQL. */
export class VslService {
  constructor(private readonly access: AccessPolicy) {}

  /** One page of a search (at least one filter), by default sorted by study id, descending. */
  async search(context: Context, filterInput: unknown, pageInput: unknown): Promise<VslRowView[]> {
    const filter = parseInput(vslFilter, filterInput);
    const page = parseInput(vslPageInput, pageInput);
    const ids = (await queryRows<{ id: number }>(context.em, vslPageIds(filter, page))).map((row) => row.id);
    if (!ids.length) return [];
    const rows = await queryRows<VslRowView>(context.em, vslRows(ids));
    const byId = new Map(rows.map((row) => [row.id, row]));
    const seesEverything = this.access.mayRead(context.principal, 'vsl');
    return ids.map((id) => byId.get(id)!).map((row) => (seesEverything ? row : { ...row, ...administratorsOnly }));
  }

  /** How many rows a search finds. */
  async count(context: Context, filterInput: unknown): Promise<number> {
    const filter = parseInput(vslFilter, filterInput);
    const [{ count }] = await queryRows<{ count: number }>(context.em, vslCountQuery(filter));
    return count;
  }
}
