import { Migration } from '@mikro-orm/migrations';

/** The sign-in throttle no longer counts failures per name alone (issue 35): their rows are dropped. */
export class Migration20261207120000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`delete from "auth_attempt" where "subject" like 'name:%';`);
  }

  override async down(): Promise<void> {}
}
