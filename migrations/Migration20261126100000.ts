import { Migration } from '@mikro-orm/migrations';
import { exportLineInvalidationSql } from '../api/src/modules/valuations/export-line-invalidation.sql.ts';

/**
 * The triggers that keep a valuation's derived facts (export lines, link keys, statistics facts) stand aside for a
 * bulk write, which refreshes them once per batch itself: an upload's chunks fired them for every statement.
 * Down needs nothing: the text applied here runs the same rules for every other writer.
 */
export class Migration20261126100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(exportLineInvalidationSql);
  }

  override async down(): Promise<void> {}
}
