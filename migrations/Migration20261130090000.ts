import { Migration } from '@mikro-orm/migrations';

/** Each API key's rate window (README, Configuration: API_KEY_RATE_LIMIT), counted in PostgreSQL by every process. */
export class Migration20261130090000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "api_key" add column "rate_window_started_at" timestamptz null,
        add column "rate_window_requests" int not null default 0;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "api_key" drop column "rate_window_started_at", drop column "rate_window_requests";`);
  }
}
