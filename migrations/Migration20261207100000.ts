import { Migration } from '@mikro-orm/migrations';

/** A finished dataset upload keeps, per column of its file, how many stored values it changed and emptied (issue 34). */
export class Migration20261207100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "upload_job" add column "column_changes" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "upload_job" drop column "column_changes";`);
  }
}
