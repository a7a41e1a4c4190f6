import { Migration } from '@mikro-orm/migrations';

/**
 * The ESVD's forms survive an upload (issue 34, item 4): a record keeps the uploaded file's own forms of the cells
 * the export derives from reference entries ("Kenya, Republic of" for the list's "Kenya", a numbered column's leading
 * space, "Total" for "total"), each with the product's form it stood for, and the export writes them back while the
 * record still says the same. Nothing else reads the column, so dropping it removes the feature and nothing more.
 */
export class Migration20261216090000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "valuation" add column "esvd_forms" jsonb null`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "valuation" drop column "esvd_forms"`);
  }
}
