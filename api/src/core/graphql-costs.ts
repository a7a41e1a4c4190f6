import { maxPageSize } from '@esvd/schema/rules/paging';
import type { GraphQLField } from 'graphql';
import type { ComplexityEstimator } from 'graphql-query-complexity';

/**
 * The price of each kind of work, in one currency. A statement is priced at about as much as answering 10,000
 * values: on the benchmark's million records a count or a page takes tens of milliseconds, serialising 10,000
 * values a few; grouping every record of a broad search takes several times a count.
 */
export const costUnits = {
  /** Any field of the answer: a value or an object read from its parent. */
  field: 1,
  /** One SQL statement: a lookup, a page, a count, a write with its triggers. */
  statement: 10_000,
  /** A statement that reads and groups every record a search finds (summary statistics, map markers). */
  searchScan: 50_000,
  /** One argon2id hash or verification: about 0.4 s of a core. */
  passwordHash: 50_000,
} as const;

/** How many items a list (or a page of them) holds at most: each costs what is selected of it. */
export type ItemCount =
  /** The field's `limit` argument; without one, the largest page (each service's own default is not repeated here). */
  | { limitArgument: string }
  /** As many as the values of a list argument (mapMarkerDetails' valueIds). */
  | { perValueOf: string }
  | { atMost: number };

/** The work a field's resolver does of its own, beyond reading its parent. */
export interface FieldWork {
  statements?: number;
  searchScans?: number;
  passwordHashes?: number;
  items?: ItemCount;
}

export const page: ItemCount = { limitArgument: 'limit' };
/** A list with no limit whose length the data decides (a study's valuations, a record's versions). */
export const typicalList: ItemCount = { atMost: 100 };
export const lookup: FieldWork = { statements: 1 };
export const count: FieldWork = { statements: 1 };
/** A page of a search and the count of all it finds. */
export const searchPage: FieldWork = { statements: 2, items: page };
/** A write: the row, its links and its history, with the triggers that keep derived facts. */
export const write: FieldWork = { statements: 3 };

/** How many items `items` stands for, given the field's arguments. */
function itemCount(items: ItemCount, args: Record<string, unknown>): number {
  if ('atMost' in items) return items.atMost;
  if ('perValueOf' in items) {
    const values = args[items.perValueOf];
    return Array.isArray(values) ? values.length : 1;
  }
  const limit = args[items.limitArgument];
  return typeof limit === 'number' && limit > 0 ? Math.min(limit, maxPageSize) : maxPageSize;
}

/** The cost of a field: its own work, and what is selected of it times the items it holds. */
function fieldCost(work: FieldWork, args: Record<string, unknown>, childCost: number): number {
  const own =
    costUnits.field +
    (work.statements ?? 0) * costUnits.statement +
    (work.searchScans ?? 0) * costUnits.searchScan +
    (work.passwordHashes ?? 0) * costUnits.passwordHash;
  return own + (work.items ? itemCount(work.items, args) : 1) * childCost;
}

const declaredWork = new WeakMap<ComplexityEstimator, FieldWork>();

/**
 * The `complexity` of a field that does work of its own: each root field, each field resolver, and each list of
 * objects inside an answer whose length its root field does not already bound
 * (`@Query(() => Page, { complexity: work(searchPage) })`). Fields without one cost `costUnits.field` plus what
 * is selected of them. `graphql-costs.test.ts` fails for a root field or field resolver that declares none.
 */
export function work(fieldWork: FieldWork): ComplexityEstimator {
  const estimator: ComplexityEstimator = ({ args, childComplexity }) => fieldCost(fieldWork, args, childComplexity);
  declaredWork.set(estimator, fieldWork);
  return estimator;
}

/** The work a field of the schema declares with `work`, if it declares any. */
export const workOf = (field: GraphQLField<unknown, unknown>): FieldWork | undefined =>
  declaredWork.get(field.extensions.complexity as ComplexityEstimator);
