import { Migration } from '@mikro-orm/migrations';

/**
 * Releases (issue 38): saving a database version freezes the published records. Each distinct export line is kept
 * once, under the hash of its text (`release_line`); a release is its list of (ValueId, line hash) pairs
 * (`release_record`), so a record unchanged since the last release costs a pair, not a line. None of the three
 * tables ever changes a row: triggers refuse updates and deletes. A release's pairs are written before the release
 * row, which carries their count, so their foreign key is checked at commit.
 */
export class Migration20261210090000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "release" (
      "id" serial primary key,
      "label" text not null,
      "created_on" timestamptz not null default now(),
      "record_count" integer not null,
      "citation" text not null,
      "header" text not null,
      "vintage" text not null,
      constraint "release_label_unique" unique ("label")
    );`);
    this.addSql(`create table "release_line" ("hash" uuid primary key, "line" text not null);`);
    this.addSql(`create table "release_record" (
      "release_id" integer not null,
      "value_id" bigint not null,
      "line_hash" uuid not null,
      primary key ("release_id", "value_id"),
      constraint "release_record_release_id_foreign" foreign key ("release_id") references "release" ("id")
        on update cascade deferrable initially deferred,
      constraint "release_record_line_hash_foreign" foreign key ("line_hash") references "release_line" ("hash")
        on update cascade
    );`);
    this.addSql(`create function release_is_frozen() returns trigger language plpgsql as $$
      begin
        raise exception 'A release never changes: % of % refused', tg_op, tg_table_name;
      end $$;`);
    for (const table of ['release', 'release_line', 'release_record']) {
      this.addSql(`create trigger "${table}_is_frozen" before update or delete on "${table}"
        for each statement execute function release_is_frozen();`);
    }
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "release_record";`);
    this.addSql(`drop table "release_line";`);
    this.addSql(`drop table "release";`);
    this.addSql(`drop function release_is_frozen();`);
  }
}
