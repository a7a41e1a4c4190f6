import { Migration } from '@mikro-orm/migrations';

/**
 * The block of valuation ids a running dataset upload gives its new records (valuation-id-fence.sql.ts): searches
 * meanwhile read the valuations below and above it, never stepping over the upload's uncommitted rows.
 */
export class Migration20261203090000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "upload_job" add column "valuation_ids_from" int null, add column "valuation_ids_to" int null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "upload_job" drop column "valuation_ids_from", drop column "valuation_ids_to";`);
  }
}
