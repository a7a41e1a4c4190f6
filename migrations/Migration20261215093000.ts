import { Migration } from '@mikro-orm/migrations';
import { publishedCountSql } from '../api/src/modules/valuations/published-count.sql.ts';

/**
 * The kept counts' triggers count a statement's records by study and leave the locking of studies to the foreign
 * key's check where it already takes it (published-count.sql.ts): databases migrated with 20261215090000's first
 * text run the new one.
 */
export class Migration20261215093000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(publishedCountSql);
  }

  override async down(): Promise<void> {
    // The earlier text counted the same; nothing to undo.
  }
}
