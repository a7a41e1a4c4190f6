import { Migration } from '@mikro-orm/migrations';
import { exportLineInvalidationSql } from '../api/src/modules/valuations/export-line-invalidation.sql.ts';

/**
 * A valuation's update refreshes its statistics facts only when its standardised value changed (valuations_updated,
 * which compares the rows before and after): a save of its notes or its site ran the whole statistics rule for it.
 */
export class Migration20261207090000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(exportLineInvalidationSql);
    this.addSql(`drop trigger valuation_updated on valuation;`);
    this.addSql(
      `create trigger valuation_updated after update on valuation referencing old table as before new table as changed
        for each statement execute function valuations_updated();`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger valuation_updated on valuation;`);
    this.addSql(
      `create trigger valuation_updated after update on valuation referencing new table as changed
        for each statement execute function valuations_changed();`,
    );
  }
}
