import { Migration } from '@mikro-orm/migrations';

/**
 * A dataset upload names the rows it found as they were: a full download uploaded again changes nothing and says so
 * (unchanged, neither inserted nor updated).
 */
export class Migration20261126090000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "upload_job" add column "unchanged_count" int not null default 0;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "upload_job" drop column "unchanged_count";`);
  }
}
