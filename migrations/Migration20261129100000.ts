import { Migration } from '@mikro-orm/migrations';

/** The product's own page-view counts, kept after the visitor's consent (spec 001 §4): per page and day only. */
export class Migration20261129100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "page_view" ("day" date not null, "path" text not null, "views" int not null default 0,
        constraint "page_view_pkey" primary key ("day", "path"));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "page_view" cascade;`);
  }
}
