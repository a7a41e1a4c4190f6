import { Migration } from '@mikro-orm/migrations';
import { buildReferenceLists, type ReferenceListSeed } from '../api/src/db/seed/reference-data.ts';
import { referenceEntryUniquenessSql } from '../api/src/modules/reference-lists/reference-entry-uniqueness.sql.ts';
import {
  referenceListByPath,
  referenceLists,
  type ReferenceListPath,
} from '../api/src/modules/reference-lists/reference-lists.registry.ts';

/**
 * The sub-services the seed held before, with dotted codes ("19.3"), their names, and the ESVD sub-service of the
 * same meaning they become ("194", Hunting / fishing). The codes follow the meaning, not the digits: the earlier
 * 2.2 was Irrigation water, which the ESVD codes 25 (its 22 is Industrial water).
 */
export const earlierTeebSubServices: [oldCode: string, oldLabel: string, esvdCode: string][] = [
  ['1.1', 'Fish and seafood', '11'],
  ['1.2', 'Meat (livestock and game)', '12'],
  ['1.3', 'Crops and vegetable food', '13'],
  ['1.4', 'Non-timber forest products (wild foods)', '14'],
  ['1.5', 'Other food products (honey, mushrooms, ...)', '16'],
  ['2.1', 'Drinking water', '21'],
  ['2.2', 'Irrigation water', '25'],
  ['2.3', 'Water for industry and energy (cooling, hydropower)', '22'],
  ['3.1', 'Fibres', '31'],
  ['3.2', 'Timber', '32'],
  ['3.3', 'Fuelwood and charcoal', '33'],
  ['3.4', 'Fodder', '34'],
  ['3.5', 'Fertiliser (manure, sediments)', '35'],
  ['3.6', 'Other raw materials (construction materials, thatch, reeds)', '36'],
  ['4.1', 'Genetic resources for crop and livestock improvement', '43'],
  ['4.2', 'Bioprospecting', '54'],
  ['5.1', 'Biochemical and pharmaceutical products', '51'],
  ['5.2', 'Models and test organisms', '52'],
  ['6.1', 'Artisan work', '63'],
  ['6.2', 'Decorative plants', '61'],
  ['6.3', 'Pet animals', '64'],
  ['6.4', 'Fashion', '62'],
  ['7.1', 'Capturing fine dust and particulates', '71'],
  ['7.2', 'Removal of air pollutants', '72'],
  ['8.1', 'Carbon sequestration and storage', '81'],
  ['8.2', 'Local climate regulation (temperature, rainfall)', '84'],
  ['9.1', 'Storm protection', '91'],
  ['9.2', 'Flood prevention', '92'],
  ['9.3', 'Other extreme events (fire, drought, avalanches)', '94'],
  ['10.1', 'Natural drainage', '101'],
  ['10.2', 'Drought prevention (baseflow maintenance)', '102'],
  ['11.1', 'Water purification', '111'],
  ['11.2', 'Assimilation of waste and pollutants', '114'],
  ['12.1', 'Soil erosion control', '121'],
  ['13.1', 'Nutrient cycling', '134'],
  ['13.2', 'Soil formation', '133'],
  ['14.1', 'Pollination of crops', '141'],
  ['14.2', 'Pollination of wild plants', '142'],
  ['15.1', 'Pest control', '152'],
  ['15.2', 'Disease control', '153'],
  ['15.3', 'Seed dispersal', '151'],
  ['16.1', 'Nursery service (breeding and feeding habitat)', '161'],
  ['17.1', 'Gene pool protection', '171'],
  ['18.1', 'Aesthetic landscape values and amenity', '181'],
  ['19.1', 'Recreation', '191'],
  ['19.2', 'Nature-based tourism', '192'],
  ['19.3', 'Recreational hunting and fishing', '194'],
  ['20.1', 'Inspiration for culture, art and design', '201'],
  ['21.1', 'Spiritual and religious values', '211'],
  ['22.1', 'Education', '222'],
  ['22.2', 'Scientific research', '221'],
  ['23.1', 'Existence value', '231'],
  ['23.2', 'Bequest value', '232'],
];

/** Earlier sub-services the ESVD has no sub-service for: their records go to the nearest one of the same service. */
export const mergedTeebSubServices: [oldCode: string, oldLabel: string, intoOldCode: string][] = [
  ['5.3', 'Traditional medicines', '5.1'],
  ['12.2', 'Sediment retention and landslide prevention', '12.1'],
];

/** Earlier curated entries that the ESVD's own names replace: [list, old code, old name, new code]. */
const renamedFlatEntries: [list: ReferenceListPath, oldCode: string, oldLabel: string, code: string][] = [
  ['ecosystemconditions', 'natural', 'Natural or semi-natural', 'well-functioning'],
  ['temporalunits', 'visit', 'per visit', 'visit'],
];

/** Entries added for real ESVD records, by list and path; their names and sources are the seed's. */
const addedEntries: [list: ReferenceListPath, paths: string[]][] = [
  ['unitofmeasures', ['hectare', 'total']],
  ['beneficiaryunits', ['households']],
  ['ecosystemconditions', ['well-functioning']],
  ['temporalunits', ['visit']],
  ['seeas', ['1/1.11', '2/2.21', '2/2.22']],
];

/** The tables that link records to TEEB services, with the column naming the record. */
const teebLinkTables: [table: string, owner: string][] = [
  ['valuation_ecosystem_service', 'valuation_id'],
  ['vsl_study_ecosystem_service', 'vsl_study_id'],
];

const teeb = referenceListByPath('ecosystemservices')!.tableName;

const text = (value: string | null) => (value === null ? 'null' : `'${value.replaceAll("'", "''")}'`);
const values = (rows: (string | number | null)[][]) =>
  rows.map((row) => `(${row.map((cell) => (typeof cell === 'number' ? String(cell) : text(cell))).join(', ')})`);

/**
 * Reference lists complete for real ESVD records (issue 12), in databases seeded before:
 * - TEEB sub-services take the ESVD's code form ("191": the service code and one digit) and the ESVD's list: the
 *   earlier dotted ones become the ESVD sub-service of the same meaning (their records follow), two without one
 *   are merged into their nearest, codes an administrator added lose their dot, the missing ones are added;
 * - the spatial units hectare and total, the temporal unit trip/visit, the beneficiary unit households, the
 *   ecosystem condition Well-functioning (or extensively managed), and the SEEA Biomass provisioning services and
 *   Retention and breakdown of nutrients / of other pollutants;
 * - a code is unique among siblings instead of in the whole list (TEEB sub-service 11 beside service 11), and a
 *   name among siblings in any case (reference-entry-uniqueness.sql.ts); names that an administrator entered twice
 *   get their id appended first, so that the rule can hold;
 * - orders follow the seed, and stored export lines are dropped, as codes they show change.
 * In a database not seeded yet every data statement finds nothing to change: the seed writes the lists whole.
 */
export class Migration20261124110000 extends Migration {
  override async up(): Promise<void> {
    const lists = buildReferenceLists();
    const seedOf = (path: ReferenceListPath) => lists.find((list) => list.path === path)!;

    for (const { tableName } of referenceLists) {
      this.addSql(`alter table ${tableName} drop constraint if exists ${tableName}_code_unique;`);
    }

    for (const [oldCode, oldLabel, intoOldCode] of mergedTeebSubServices) {
      const service = oldCode.split('.')[0];
      const pair = `select merged.id as from_id, kept.id as into_id from ${teeb} merged
        join ${teeb} kept on kept.path = ${text(`${service}/${intoOldCode}`)}
        where merged.path = ${text(`${service}/${oldCode}`)} and merged.label = ${text(oldLabel)}`;
      for (const [table, owner] of teebLinkTables) {
        this.addSql(`update ${table} link set ecosystem_service_id = pair.into_id from (${pair}) pair
          where link.ecosystem_service_id = pair.from_id and not exists (select from ${table} kept
            where kept.${owner} = link.${owner} and kept.ecosystem_service_id = pair.into_id);`);
        this.addSql(`delete from ${table} link using (${pair}) pair where link.ecosystem_service_id = pair.from_id;`);
      }
      this.addSql(`delete from ${teeb} using (${pair}) pair where ${teeb}.id = pair.from_id;`);
    }

    const teebRows = new Map(seedOf('ecosystemservices').rows.map((row) => [row.path, row]));
    const remapped = earlierTeebSubServices.map(([oldCode, oldLabel, esvdCode]) => {
      const esvd = teebRows.get(`${esvdCode.slice(0, -1)}/${esvdCode}`)!;
      return [
        `${oldCode.split('.')[0]}/${oldCode}`,
        oldLabel,
        esvdCode.slice(0, -1),
        esvdCode,
        esvd.label,
        esvd.source,
      ];
    });
    // Earlier sub-services to their ESVD counterpart: the seeded name becomes the ESVD's, an administrator's stays.
    this.renameTeebSubServices(
      `select entry.id, entry.path as old_path, service.id as service_id, service.path || '/' || mapping.code as new_path,
         mapping.code, case when entry.label = mapping.old_label then mapping.label else entry.label end as label,
         case when entry.label = mapping.old_label then mapping.source else entry.source end as source
       from (values ${values(remapped).join(', ')}) mapping(old_path, old_label, service, code, label, source)
       join ${teeb} entry on entry.path = mapping.old_path
       join ${teeb} service on service.path = mapping.service`,
    );
    // Dotted codes an administrator added ("19.5" under 19): the same code in the ESVD's form.
    this.renameTeebSubServices(
      `select entry.id, entry.path as old_path, service.id as service_id,
         service.path || '/' || replace(entry.code, '.', '') as new_path, replace(entry.code, '.', '') as code,
         entry.label, entry.source
       from ${teeb} entry join ${teeb} service on service.id = entry.parent_id
       where entry.level = 2 and entry.code ~ '^\\d+\\.\\d$' and split_part(entry.code, '.', 1) = service.code`,
    );

    const added: [ReferenceListPath, string[]][] = [
      ...addedEntries,
      ['ecosystemservices', [...teebRows.values()].filter((row) => row.level === 2).map((row) => row.path)],
    ];
    for (const [list, oldCode, oldLabel, code] of renamedFlatEntries) {
      const { tableName: table, rows } = seedOf(list);
      const seeded = rows.find((row) => row.path === code)!;
      this.addSql(`update ${table} set code = ${text(code)}, path = ${text(code)}, label = ${text(seeded.label)},
          source = ${text(seeded.source)}
        where path = ${text(oldCode)} and label = ${text(oldLabel)}
          and not exists (select from ${table} taken where taken.parent_id is null and taken.path <> ${text(oldCode)}
            and (lower(taken.code) = lower(${text(code)}) or lower(taken.label) = lower(${text(seeded.label)})));`);
    }
    for (const [path, paths] of added) this.addSeededEntries(seedOf(path), paths);

    for (const path of new Set(added.map(([path]) => path))) {
      const { tableName, rows } = seedOf(path);
      this.addSql(`update ${tableName} entry set sort_order = seeded.sort_order
        from (values ${values(rows.map((row) => [row.path, row.sortOrder])).join(', ')}) seeded(path, sort_order)
        where entry.path = seeded.path and entry.sort_order <> seeded.sort_order;`);
    }

    for (const { tableName } of referenceLists) {
      this.addSql(`update ${tableName} set label = label || ' (' || id || ')' where id in (
        select id from (select id, row_number() over (partition by coalesce(parent_id, 0), lower(label) order by id) as n
          from ${tableName}) named where n > 1);`);
    }
    this.addSql(referenceEntryUniquenessSql);
    this.addSql(`delete from valuation_export_line;`);
  }

  override async down(): Promise<void> {}

  /**
   * Gives TEEB sub-services a new code, parent, path, name and source, and their sub-entries the new path, where
   * no entry has that path yet. `renamed` selects id, old_path, service_id, new_path, code, label and source.
   */
  private renameTeebSubServices(renamed: string): void {
    this.addSql(`with renamed as (${renamed}),
      free as (select * from renamed where not exists (select from ${teeb} taken where taken.path = renamed.new_path))
      update ${teeb} entry set
        path = free.new_path || substr(entry.path, length(free.old_path) + 1),
        code = case when entry.id = free.id then free.code else entry.code end,
        parent_id = case when entry.id = free.id then free.service_id else entry.parent_id end,
        label = case when entry.id = free.id then free.label else entry.label end,
        source = case when entry.id = free.id then free.source else entry.source end
      from free where entry.id = free.id or starts_with(entry.path, free.old_path || '/');`);
  }

  /** Inserts the seed's entries at `paths` that the list lacks, where their parent is and no sibling has their code or name. */
  private addSeededEntries({ tableName, rows }: ReferenceListSeed, paths: string[]): void {
    const byPath = new Map(rows.map((row) => [row.path, row]));
    const entries = paths.map((path) => {
      const row = byPath.get(path);
      if (!row) throw new Error(`The seed has no entry ${path} in ${tableName}`);
      const parentPath = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : null;
      return [parentPath, row.code, row.label, row.source, row.level, row.sortOrder];
    });
    this.addSql(`insert into ${tableName} (code, label, path, sort_order, level, is_sub, parent_id, source)
      select added.code, added.label, coalesce(parent.path || '/', '') || added.code, added.sort_order, added.level,
        added.level > 1, parent.id, added.source
      from (values ${values(entries).join(', ')}) added(parent_path, code, label, source, level, sort_order)
      left join ${tableName} parent on parent.path = added.parent_path
      where (added.parent_path is null and exists (select from ${tableName}) or parent.id is not null)
        and not exists (select from ${tableName} taken where taken.parent_id is not distinct from parent.id
          and (lower(taken.code) = lower(added.code) or lower(taken.label) = lower(added.label)));`);
  }
}
