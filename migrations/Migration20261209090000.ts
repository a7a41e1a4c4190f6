import { Migration } from '@mikro-orm/migrations';

/** A dataset upload's report keeps the standardisation checks' warnings on its rows apart from the file's (issue 37). */
export class Migration20261209090000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "upload_job" add column "standardisation_warnings" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "upload_job" drop column "standardisation_warnings";`);
  }
}
