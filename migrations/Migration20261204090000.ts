import { Migration } from '@mikro-orm/migrations';

/**
 * PostgreSQL enforces the valuation tables' foreign keys again, row by row, as it does every other table's. They were
 * declared `not enforced` (PostgreSQL 18 only) and checked per statement by triggers, which made every small write
 * slower and the product refuse PostgreSQL 15 to 17. Dropping the trigger functions drops their triggers (cascade);
 * a database that never ran Migration20261202100000's triggers (it does nothing now) finds nothing to undo.
 */
export class Migration20261204090000 extends Migration {
  override async up(): Promise<void> {
    // pg_constraint.conenforced exists from PostgreSQL 18 on; before it, every key is enforced.
    this.addSql(`do $$
      declare
        relaxed_key record;
      begin
        if current_setting('server_version_num')::int >= 180000 then
          for relaxed_key in
            execute 'select conrelid::regclass as on_table, conname from pg_constraint where contype = ''f'' and not conenforced'
          loop
            execute format('alter table %s alter constraint %I enforced', relaxed_key.on_table, relaxed_key.conname);
          end loop;
        end if;
      end $$;`);
    for (const name of [
      'check_references_per_statement',
      'check_statement_references',
      'delete_statement_references',
      'update_statement_references',
      'act_on_children',
      'statement_references',
    ])
      this.addSql(`drop function if exists ${name} cascade;`);
  }

  override async down(): Promise<void> {}
}
