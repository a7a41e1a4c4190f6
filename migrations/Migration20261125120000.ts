import { Migration } from '@mikro-orm/migrations';

/**
 * At most one running upload of each kind, held by PostgreSQL rather than one api process's memory, so two api
 * processes behind a load balancer cannot start two imports of the same workbook kind at once.
 */
export class Migration20261125120000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create unique index "upload_job_one_running_per_kind" on "upload_job" ("kind") where "status" = 'running';`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "upload_job_one_running_per_kind";`);
  }
}
