import { Migration } from '@mikro-orm/migrations';

/**
 * A mail carrying a login code or an account link expires with it (issue 35): unsent past then, its body is emptied
 * rather than sent late.
 */
export class Migration20261208100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "mail_message" add column "expires_at" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "mail_message" drop column "expires_at";`);
  }
}
