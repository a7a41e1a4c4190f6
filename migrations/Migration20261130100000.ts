import { Migration } from '@mikro-orm/migrations';

/** A mailed API key must not outlive its delivery in the outbox: such a mail's body is blanked once it is sent. */
export class Migration20261130100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "mail_message" add column "forget_body_when_sent" boolean not null default false;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "mail_message" drop column "forget_body_when_sent";`);
  }
}
