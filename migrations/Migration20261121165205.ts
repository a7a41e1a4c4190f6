import { Migration } from '@mikro-orm/migrations';

/**
 * Covering indexes, so that broad searches read narrow index entries instead of valuation rows (623 bytes
 * each, 628 MB at 1,000,000 records) and study rows (100 MB at 130,000 studies). Each one carries what
 * one kind of statement reads, so PostgreSQL answers it with an index-only scan (measured at 1,000,000
 * records, half of them found by three continents, statement alone):
 * - the published studies' ids, which every search joins to: 63 ms -> 16 ms to hash them;
 * - a continent's records with their study: a broad count 299 ms -> 69 ms;
 * - the records statistics use, with their facts and value: broad summary statistics 0.86 s -> 0.55 s;
 * - the mapped records in coordinate order, with what a marker shows: broad markers 0.69 s -> 0.40 s,
 *   grouped as read instead of sorted;
 * - every record's study, valueId and filter columns by id: the pages and counts of list filters, which
 *   find ids in the link tables, no longer visit the table for them.
 */
export class Migration20261121165205 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop index if exists "study_is_published_index";`);
    this.addSql(`create index "study_published_index" on "study" ("id") where "is_published";`);
    this.addSql(`drop index if exists "valuation_continent_id_index";`);
    this.addSql(
      `create index "valuation_continent_id_index" on "valuation" ("continent_id") include ("study_id", "protection_status_id");`,
    );
    this.addSql(`drop index if exists "valuation_latitude_longitude_index";`);
    this.addSql(
      `create index "valuation_map_index" on "valuation" ("latitude", "longitude") include ("id", "study_id", "continent_id", "protection_status_id", "value_id", "study_location") where "latitude" is not null and "longitude" is not null;`,
    );
    this.addSql(
      `create index "valuation_statistics_facts_index" on "valuation" ("id") include ("study_id", "continent_id", "protection_status_id", "statistics_biome_id", "statistics_ecozone_id", "int_per_hectare_per_year") where "statistics_usable";`,
    );
    this.addSql(
      `create index "valuation_search_facts_index" on "valuation" ("id") include ("study_id", "value_id", "continent_id", "protection_status_id");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "valuation_search_facts_index";`);
    this.addSql(`drop index if exists "valuation_statistics_facts_index";`);
    this.addSql(`drop index if exists "valuation_map_index";`);
    this.addSql(`create index "valuation_latitude_longitude_index" on "valuation" ("latitude", "longitude");`);
    this.addSql(`drop index if exists "valuation_continent_id_index";`);
    this.addSql(`create index "valuation_continent_id_index" on "valuation" ("continent_id");`);
    this.addSql(`drop index if exists "study_published_index";`);
    this.addSql(`create index "study_is_published_index" on "study" ("is_published");`);
  }
}
