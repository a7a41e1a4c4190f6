import { Migration } from '@mikro-orm/migrations';

/**
 * The full download's stored CSV lines were written before a formula-like text (=, +, -, @ first) was written after an
 * apostrophe (csvField): dropped, each is made again as it is next exported.
 */
export class Migration20261207110000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`delete from "valuation_export_line";`);
  }

  override async down(): Promise<void> {}
}
