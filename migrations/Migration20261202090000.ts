import { Migration } from '@mikro-orm/migrations';
import { linkKeysSql } from '../api/src/modules/valuations/link-keys.sql.ts';
import { statisticsEligibilitySql } from '../api/src/modules/valuations/statistics-eligibility.sql.ts';

/**
 * The refreshes of the statistics facts and of the link keys read each link table by the records' ids instead of
 * joining it to the records, which the planner answered with a scan of the whole table for every batch. The facts
 * they compute are the same: nothing to refresh.
 */
export class Migration20261202090000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(statisticsEligibilitySql);
    this.addSql(linkKeysSql);
  }

  override async down(): Promise<void> {}
}
