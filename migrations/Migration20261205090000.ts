import { Migration } from '@mikro-orm/migrations';

/**
 * Searches no longer read around a running upload's block of valuation ids: the block and its bounds are gone, and
 * an upload's new records draw their ids from the sequence as any other writer does.
 */
export class Migration20261205090000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "upload_job" drop column "valuation_ids_from", drop column "valuation_ids_to";`);
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "upload_job" add column "valuation_ids_from" int null, add column "valuation_ids_to" int null;`,
    );
  }
}
