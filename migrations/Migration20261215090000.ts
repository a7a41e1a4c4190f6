import { Migration } from '@mikro-orm/migrations';
import { publishedCountSql } from '../api/src/modules/valuations/published-count.sql.ts';

/**
 * The counts of published and of mapped records, kept by triggers in the writing transaction (issue 40 item 1):
 * the home page counted every published record on each visit, a cost that grew with the table.
 * published-count.sql.ts has the rule; docs/decisions/kept-published-count.md why and how to remove it.
 */
export class Migration20261215090000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "valuation_count" (
      "id" bigint generated always as identity primary key,
      "published" bigint not null,
      "mapped" bigint not null
    );`);
    this.addSql(publishedCountSql);
    this.addSql(`create trigger valuation_count_inserted after insert on valuation referencing new table as added
      for each statement execute function valuation_count_inserted();`);
    this.addSql(`create trigger valuation_count_deleted after delete on valuation referencing old table as removed
      for each statement execute function valuation_count_deleted();`);
    this.addSql(`create trigger valuation_count_updated after update on valuation
      referencing old table as before new table as after
      for each statement execute function valuation_count_updated();`);
    this.addSql(`create trigger study_count_updated after update on study
      referencing old table as before new table as after
      for each statement execute function study_count_updated();`);
    this.addSql(`create trigger study_count_deleting before delete on study
      for each row execute function study_count_deleting();`);
    for (const table of ['valuation', 'study']) {
      this.addSql(`create trigger ${table}_count_truncated after truncate on ${table}
        for each statement execute function valuation_count_truncated();`);
    }
    this.addSql(`select refresh_valuation_count();`);
  }

  override async down(): Promise<void> {
    for (const trigger of ['valuation_count_inserted', 'valuation_count_deleted', 'valuation_count_updated']) {
      this.addSql(`drop trigger ${trigger} on valuation;`);
    }
    this.addSql(`drop trigger valuation_count_truncated on valuation;`);
    for (const trigger of ['study_count_updated', 'study_count_deleting', 'study_count_truncated']) {
      this.addSql(`drop trigger ${trigger} on study;`);
    }
    this.addSql(`drop table "valuation_count";`);
    for (const fn of [
      'add_valuation_count(bigint, bigint)',
      'refresh_valuation_count()',
      'valuation_count_inserted()',
      'valuation_count_deleted()',
      'valuation_count_updated()',
      'study_count_updated()',
      'study_count_deleting()',
      'valuation_count_truncated()',
    ]) {
      this.addSql(`drop function ${fn};`);
    }
  }
}
