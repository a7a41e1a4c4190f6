import { Migration } from '@mikro-orm/migrations';
import { linkKeysSql } from '../api/src/modules/valuations/link-keys.sql.ts';
import { statisticsEligibilitySql } from '../api/src/modules/valuations/statistics-eligibility.sql.ts';

/**
 * The statistics rule is now rendered from one text over any batch of records and links (statisticsFactsCtes), which
 * the refresh applies to stored records and a bulk insert to the rows it writes. The facts are the same: nothing to
 * refresh. A record's link keys are now kept in order, so that the same links always give the same array (a refresh
 * no longer rewrites keys that only came in another order); their order means nothing to the searches, so the keys
 * stored stay as they are.
 */
export class Migration20261201090000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(statisticsEligibilitySql);
    this.addSql(linkKeysSql);
  }

  override async down(): Promise<void> {}
}
