import { Migration } from '@mikro-orm/migrations';
import { referencesPerStatementSql } from '../api/src/db/references-per-statement.sql.ts';

/**
 * The valuation tables check their foreign keys per statement (references-per-statement.sql.ts): a bulk write of
 * thousands of valuations and links spent most of its time in PostgreSQL's lookup and lock for every row. The keys
 * stay declared, with their actions; every stored row already satisfies them.
 */
export class Migration20261202100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(referencesPerStatementSql);
    for (const table of [
      'valuation',
      'valuation_country',
      'valuation_biome_v2',
      'valuation_ecosystem_service',
      'valuation_cices',
      'valuation_seea',
      'valuation_valuation_method',
      'valuation_link_keys',
      'valuation_export_line',
    ])
      this.addSql(`select check_references_per_statement('${table}')`);
  }

  override async down(): Promise<void> {}
}
