import { Migration } from '@mikro-orm/migrations';

/**
 * The map's covering index is ordered by valueId within a place and carries each record's standardised value, so
 * that a search's markers, their medians and ordered valueIds included, are made in one index-only pass in
 * coordinate order (map-markers.sql.ts), without a sort and without a second scan of the table for the medians.
 * The former index (down) makes the same statement sort the mapped records and read each value from the table.
 */
export class Migration20261217090000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop index if exists "valuation_map_index";`);
    this.addSql(
      `create index "valuation_map_index" on "valuation" ("latitude", "longitude", "value_id") include ("id", "study_id", "continent_id", "protection_status_id", "study_location", "int_per_hectare_per_year") where "latitude" is not null and "longitude" is not null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "valuation_map_index";`);
    this.addSql(
      `create index "valuation_map_index" on "valuation" ("latitude", "longitude") include ("id", "study_id", "continent_id", "protection_status_id", "value_id", "study_location") where "latitude" is not null and "longitude" is not null;`,
    );
  }
}
