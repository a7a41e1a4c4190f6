import { Migration } from '@mikro-orm/migrations';
import { exportLineInvalidationSql } from '../api/src/modules/valuations/export-line-invalidation.sql.ts';
import { linkKeysSql } from '../api/src/modules/valuations/link-keys.sql.ts';
import { statisticsEligibilitySql } from '../api/src/modules/valuations/statistics-eligibility.sql.ts';

/**
 * The database's rules now live in their module's files (statistics eligibility, export-line invalidation, link
 * keys), and this migration applies their text. The rules are unchanged but for the link keys' numbering, which
 * now follows the filter catalogue's order: every record's keys are made again.
 * Down needs nothing: the text applied here runs the same rules, and the keys match the numbering it sets.
 */
export class Migration20261123120000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(statisticsEligibilitySql);
    this.addSql(linkKeysSql);
    this.addSql(exportLineInvalidationSql);
    this.addSql(`select refresh_valuation_link_keys(null);`);
  }

  override async down(): Promise<void> {}
}
