import { Migration } from '@mikro-orm/migrations';

/** Tables an export line shows entries of (their names, codes, paths and order), frozen as of this migration. */
const exportedReferenceTables = [
  'ref_biome_v2_ecosystem_v2_ecozone',
  'ref_ecosystem_service',
  'ref_cices_class',
  'ref_seea',
  'ref_country',
  'ref_valuation_method',
  'ref_continent',
  'ref_scale_of_study_site',
  'ref_protection_status',
  'ref_unit_of_measure',
  'ref_site_condition',
  'ref_ecosystem_condition',
  'ref_valued_change',
  'ref_currency',
  'ref_temporal_unit',
  'ref_beneficiary_unit',
  'ref_type_of_beneficiary',
];

/** Link tables, and the reference table of those summary statistics depend on (services, biomes/ecozones, methods). */
const linkTables: [table: string, column: string, statisticsReference?: string][] = [
  ['valuation_biome_v2', 'biome_v2ecosystem_v2ecozone_id', 'ref_biome_v2_ecosystem_v2_ecozone'],
  ['valuation_ecosystem_service', 'ecosystem_service_id', 'ref_ecosystem_service'],
  ['valuation_valuation_method', 'valuation_method_id', 'ref_valuation_method'],
  ['valuation_cices', 'cices_class_id'],
  ['valuation_seea', 'seea_id'],
  ['valuation_country', 'country_id'],
];

/**
 * Data derived from valuations, kept right by PostgreSQL itself, whoever writes (services, uploads,
 * seeds, an administrator with psql):
 * - `valuation_statistics`: the facts summary statistics need (spec 000 §9), recomputed in the writing
 *   transaction by `refresh_valuation_statistics` whenever a valuation, one of the three links they
 *   depend on or a reference entry they read changes;
 * - `valuation_export_line`: CSV lines the export stores as it makes them; any change to what a line
 *   shows deletes it, so a stale line is never served.
 */
export class Migration20261121144045 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "valuation_statistics" ("valuation_id" int not null, "value" double precision not null, "biome_id" int null, "ecozone_id" int null, constraint "valuation_statistics_pkey" primary key ("valuation_id"));`,
    );
    this.addSql(
      `create table "valuation_export_line" ("valuation_id" int not null, "line" text not null, constraint "valuation_export_line_pkey" primary key ("valuation_id"));`,
    );
    this.addSql(
      `alter table "valuation_statistics" add constraint "valuation_statistics_valuation_id_foreign" foreign key ("valuation_id") references "valuation" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "valuation_export_line" add constraint "valuation_export_line_valuation_id_foreign" foreign key ("valuation_id") references "valuation" ("id") on update cascade on delete cascade;`,
    );

    // The statistics rule: a positive standardised value, no value transfer (method VT), exactly one TEEB
    // service (sub-services count as their service); the biome and the ecozone only when exactly one.
    // Null recomputes every valuation.
    this.addSql(`create function refresh_valuation_statistics(valuation_ids int[]) returns void language sql as $$
      delete from valuation_statistics where valuation_ids is null or valuation_id = any(valuation_ids);
      insert into valuation_statistics (valuation_id, value, biome_id, ecozone_id)
      select v.id, v.int_per_hectare_per_year,
             (select min(entry.id) from valuation_biome_v2 link
                join ref_biome_v2_ecosystem_v2_ecozone entry on entry.id = link.biome_v2ecosystem_v2ecozone_id
               where link.valuation_id = v.id and entry.level = 1 having count(*) = 1),
             (select min(entry.id) from valuation_biome_v2 link
                join ref_biome_v2_ecosystem_v2_ecozone entry on entry.id = link.biome_v2ecosystem_v2ecozone_id
               where link.valuation_id = v.id and entry.level = 2 having count(*) = 1)
      from valuation v
      where (valuation_ids is null or v.id = any(valuation_ids))
        and v.int_per_hectare_per_year > 0
        and not exists (
          select from valuation_valuation_method link
          join ref_valuation_method method on method.id = link.valuation_method_id
          where link.valuation_id = v.id and method.code = 'VT')
        and (select count(distinct split_part(entry.path, '/', 1)) from valuation_ecosystem_service link
               join ref_ecosystem_service entry on entry.id = link.ecosystem_service_id
              where link.valuation_id = v.id) = 1;
    $$;`);

    this.addSql(`create function valuations_changed() returns trigger language plpgsql as $$
      begin
        if tg_op = 'UPDATE' then
          delete from valuation_export_line where valuation_id in (select id from changed);
        end if;
        perform refresh_valuation_statistics(array(select id from changed));
        return null;
      end $$;`);
    for (const [operation, name] of [
      ['insert', 'valuation_inserted'],
      ['update', 'valuation_updated'],
    ]) {
      this.addSql(`create trigger ${name} after ${operation} on valuation
        referencing new table as changed for each statement execute function valuations_changed();`);
    }

    this.addSql(`create function valuation_links_changed() returns trigger language plpgsql as $$
      begin
        delete from valuation_export_line where valuation_id in (select valuation_id from changed);
        if tg_argv[0] = 'statistics' then
          perform refresh_valuation_statistics(array(select distinct valuation_id from changed));
        end if;
        return null;
      end $$;`);
    for (const [table, , statisticsReference] of linkTables) {
      for (const [operation, transition] of [
        ['insert', 'new'],
        ['update', 'new'],
        ['delete', 'old'],
      ]) {
        this.addSql(`create trigger ${table}_${operation}_changed after ${operation} on ${table}
          referencing ${transition} table as changed for each statement
          execute function valuation_links_changed(${statisticsReference ? `'statistics'` : ''});`);
      }
    }

    this.addSql(`create function study_bibliography_changed() returns trigger language plpgsql as $$
      begin
        delete from valuation_export_line where valuation_id in (select id from valuation where study_id = new.id);
        return null;
      end $$;`);
    this.addSql(`create trigger study_bibliography_changed after update on study for each row
      when ((old.study_id, old.title, old.authors, old.reference, old.year_of_publication)
        is distinct from (new.study_id, new.title, new.authors, new.reference, new.year_of_publication))
      execute function study_bibliography_changed();`);

    // A reference entry's name, code, place in its hierarchy or order shows in many lines: all are dropped
    // (entries change rarely, by an administrator). The three entries statistics read recompute theirs.
    this.addSql(`create function reference_entry_changed() returns trigger language plpgsql as $$
      begin
        -- Waits for exports storing lines made from the entry as it was (see makeExportLines).
        lock table valuation_export_line in exclusive mode;
        delete from valuation_export_line;
        if tg_nargs = 2 then
          execute format('select refresh_valuation_statistics(array(select valuation_id from %I where %I = $1))',
                         tg_argv[0], tg_argv[1]) using new.id;
        end if;
        return null;
      end $$;`);
    for (const table of exportedReferenceTables) {
      const link = linkTables.find(([, , statisticsReference]) => statisticsReference === table);
      const statisticsLink = link ? `'${link[0]}', '${link[1]}'` : '';
      this.addSql(`create trigger ${table}_changed after update on ${table} for each row
        when ((old.code, old.label, old.path, old.level, old.sort_order)
          is distinct from (new.code, new.label, new.path, new.level, new.sort_order))
        execute function reference_entry_changed(${statisticsLink});`);
    }

    this.addSql(`select refresh_valuation_statistics(null);`);
  }

  override async down(): Promise<void> {
    for (const table of exportedReferenceTables) this.addSql(`drop trigger ${table}_changed on ${table};`);
    for (const [table] of linkTables) {
      for (const operation of ['insert', 'update', 'delete']) {
        this.addSql(`drop trigger ${table}_${operation}_changed on ${table};`);
      }
    }
    this.addSql(`drop trigger study_bibliography_changed on study;`);
    this.addSql(`drop trigger valuation_inserted on valuation;`);
    this.addSql(`drop trigger valuation_updated on valuation;`);
    this.addSql(`drop function reference_entry_changed, study_bibliography_changed, valuation_links_changed,
      valuations_changed, refresh_valuation_statistics;`);
    this.addSql(`drop table if exists "valuation_statistics" cascade;`);
    this.addSql(`drop table if exists "valuation_export_line" cascade;`);
  }
}
