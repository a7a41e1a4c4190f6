import { Migration } from '@mikro-orm/migrations';

/**
 * The feedback form (spec 001 §3) mails the team its answers as a CSV attachment: the outbox keeps the attachment
 * with the mail, so it is sent with it, whenever that is.
 */
export class Migration20261129090000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "mail_message" add column "attachment_name" text null, add column "attachment_text" text null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "mail_message" drop column "attachment_name", drop column "attachment_text";`);
  }
}
