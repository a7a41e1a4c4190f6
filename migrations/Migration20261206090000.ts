import { Migration } from '@mikro-orm/migrations';

/**
 * The demo seed's studies are marked, so that an administrator can remove them as a whole before uploading the
 * ESVD (issue 34). Studies seeded before this migration are not marked: their StudyIds overlap the ESVD's.
 */
export class Migration20261206090000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "study" add column "is_demo" boolean not null default false;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "study" drop column "is_demo";`);
  }
}
