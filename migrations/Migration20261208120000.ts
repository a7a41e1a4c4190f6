import { Migration } from '@mikro-orm/migrations';

/**
 * The export's computed columns (issue 37) are made with the World Bank vintage in use: choosing another drops every
 * stored export line, as a reference entry's change does.
 */
export class Migration20261208120000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create trigger "wdi_vintage_changed" after update of "in_use" on "wdi_vintage" for each statement
      execute function reference_entry_changed();`);
    this.addSql(`delete from "valuation_export_line";`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "wdi_vintage_changed" on "wdi_vintage";`);
    this.addSql(`delete from "valuation_export_line";`);
  }
}
