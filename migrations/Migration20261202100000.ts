import { Migration } from '@mikro-orm/migrations';

/**
 * Once made the valuation tables check their foreign keys per statement, by triggers, with the keys declared `not
 * enforced` (PostgreSQL 18 only). It does nothing now, so that the migrations run on PostgreSQL 15 and later;
 * Migration20261204090000 undoes it in a database where it ran.
 */
export class Migration20261202100000 extends Migration {
  override async up(): Promise<void> {}

  override async down(): Promise<void> {}
}
