import { Migration } from '@mikro-orm/migrations';

/**
 * PostgreSQL enforces the valuation tables' foreign keys again, row by row, as it does every other table's. They were
 * declared `not enforced` (PostgreSQL 18 only) and checked per statement by triggers, which made every small write
 * slower and the product refuse PostgreSQL 15 to 17. A database that never ran Migration20261202100000's triggers (it does nothing now) finds nothing to undo here.
 */
export class Migration20261204090000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`do $$
      declare
        statement_trigger record;
        relaxed_key record;
      begin
        for statement_trigger in
          select t.tgname, t.tgrelid::regclass as on_table from pg_trigger t join pg_proc p on p.oid = t.tgfoid
          where p.proname in ('check_statement_references', 'delete_statement_references', 'update_statement_references')
        loop
          execute format('drop trigger %I on %s', statement_trigger.tgname, statement_trigger.on_table);
        end loop;
        -- pg_constraint.conenforced exists from PostgreSQL 18 on; before it, every key is enforced.
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
      this.addSql(`drop function if exists ${name};`);
  }

  override async down(): Promise<void> {}
}
