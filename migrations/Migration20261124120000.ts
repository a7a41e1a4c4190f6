import { Migration } from '@mikro-orm/migrations';

/**
 * Database versions and citation texts are two kinds of row (spec 000 §3/§9): the current citation is now the
 * newest row saved with fromCitation true. Databases whose citation text sits only on a version row get that text
 * as a citation row of its own, so the footer keeps showing it.
 */
export class Migration20261124120000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      insert into reference_info (month, year, version, subversion, reference_text, created_on, from_citation, created_by_id)
      select month, year, version, subversion, reference_text, created_on, true, created_by_id
      from reference_info
      where not from_citation and reference_text <> ''
        and not exists (select 1 from reference_info where from_citation)
      order by created_on desc, id desc
      limit 1;`);
  }

  override async down(): Promise<void> {}
}
