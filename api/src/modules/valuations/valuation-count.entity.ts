import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * The counts of published and mapped records as changes, their sum the count: triggers add to it in each writing
 * transaction (published-count.sql.ts, migration 20261215090000). Read with SQL only; declared so that a generated
 * migration knows the table.
 */
@Entity({ tableName: 'valuation_count' })
export class ValuationCount {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Property({ type: 'bigint' })
  published!: string;

  @Property({ type: 'bigint' })
  mapped!: string;
}
