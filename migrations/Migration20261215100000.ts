import { Migration } from '@mikro-orm/migrations';
import {
  referenceListChangedTrigger,
  referenceListChangesSql,
} from '../api/src/modules/reference-lists/reference-list-changes.sql.ts';
import { referenceLists } from '../api/src/modules/reference-lists/reference-lists.registry.ts';

/**
 * Every reference list's table tells the api processes when it changed (issue 40 item 2), so that they can keep
 * the lists in memory and forget one only then.
 */
export class Migration20261215100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(referenceListChangesSql);
    for (const { tableName } of referenceLists) this.addSql(referenceListChangedTrigger(tableName));
  }

  override async down(): Promise<void> {
    for (const { tableName } of referenceLists) this.addSql(`drop trigger ${tableName}_list_changed on ${tableName};`);
    this.addSql(`drop function reference_list_changed();`);
  }
}
