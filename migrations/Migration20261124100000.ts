import { Migration } from '@mikro-orm/migrations';

/** Fields that were links to a reference list and are free text in the ESVD: old column, new column, its list. */
const freeTexts: [linkColumn: string, textColumn: string, list: string, historyField: string, textField: string][] = [
  ['site_condition_id', 'site_condition', 'ref_site_condition', 'siteConditionId', 'siteCondition'],
  ['valued_change_id', 'valued_change', 'ref_valued_change', 'valuedChangeId', 'valuedChange'],
  [
    'type_of_beneficiary_id',
    'type_of_beneficiary',
    'ref_type_of_beneficiary',
    'typeOfBeneficiaryId',
    'typeOfBeneficiary',
  ],
];

/** The link tables of a valuation, each with the column naming the linked entry. */
const linkTables: [table: string, column: string][] = [
  ['valuation_biome_v2', 'biome_v2ecosystem_v2ecozone_id'],
  ['valuation_ecosystem_service', 'ecosystem_service_id'],
  ['valuation_cices', 'cices_class_id'],
  ['valuation_seea', 'seea_id'],
  ['valuation_country', 'country_id'],
  ['valuation_valuation_method', 'valuation_method_id'],
];

/**
 * Real ESVD records fit (issue 12):
 * - site condition, valued change and type of beneficiary are free text, as in the ESVD: each valuation keeps the
 *   label of the entry it named, and the history's old versions name it too; the three lists stay, to suggest
 *   common values, and no longer show in export lines (their triggers go);
 * - a valuation's links keep their order: `position` (1 for the first). Links stored so far have none and
 *   keep showing in their reference list's order, as they did;
 * - StudyIDs come from a sequence, started past the highest one, so a deleted study's StudyID is never handed out
 *   again;
 * - the export writes names in the spread columns: every stored export line is dropped.
 */
export class Migration20261124100000 extends Migration {
  override async up(): Promise<void> {
    // Nothing the statistics facts read changes, and every export line goes below: no trigger needs to run.
    this.addSql(`alter table "valuation" disable trigger "valuation_updated";`);
    for (const [linkColumn, textColumn, list] of freeTexts) {
      this.addSql(`alter table "valuation" add column "${textColumn}" text null;`);
      this.addSql(`update "valuation" set "${textColumn}" = entry.label
        from "${list}" entry where entry.id = "valuation"."${linkColumn}";`);
      this.addSql(`alter table "valuation" drop column "${linkColumn}";`);
      this.addSql(`drop trigger "${list}_changed" on "${list}";`);
    }
    this.addSql(`alter table "valuation" enable trigger "valuation_updated";`);
    for (const [, , list, historyField, textField] of freeTexts) {
      const labelOf = (side: string) => `(select to_jsonb(label) from "${list}" where id = (value ->> '${side}')::int)`;
      this.addSql(`update "record_history" set "changes" = (
          select jsonb_object_agg(
            case when key = '${historyField}' then '${textField}' else key end,
            case when key = '${historyField}' then jsonb_build_object('from', ${labelOf('from')}, 'to', ${labelOf('to')})
              else value end)
          from jsonb_each("changes"))
        where "entity_type" = 'valuation' and "changes" -> '${historyField}' is not null;`);
    }

    for (const [table] of linkTables) this.addSql(`alter table "${table}" add column "position" smallint null;`);

    this.addSql(`create sequence "study_study_id_seq" as integer owned by "study"."study_id";`);
    this.addSql(`select setval('study_study_id_seq', coalesce(max("study_id"), 0) + 1, false) from "study";`);

    this.addSql(`delete from "valuation_export_line";`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop sequence "study_study_id_seq";`);
    for (const [table] of linkTables) this.addSql(`alter table "${table}" drop column "position";`);
    this.addSql(`alter table "valuation" disable trigger "valuation_updated";`);
    for (const [linkColumn, textColumn, list] of freeTexts) {
      this.addSql(`alter table "valuation" add column "${linkColumn}" int null;`);
      // A text that names no entry of the list is lost: the old column held entries only.
      this.addSql(`update "valuation" set "${linkColumn}" = (select min(entry.id) from "${list}" entry
        where lower(entry.label) = lower("valuation"."${textColumn}"));`);
      this
        .addSql(`alter table "valuation" add constraint "valuation_${linkColumn}_foreign" foreign key ("${linkColumn}")
        references "${list}" ("id") on update cascade on delete set null;`);
      this.addSql(`alter table "valuation" drop column "${textColumn}";`);
      this.addSql(`create trigger "${list}_changed" after update on "${list}" for each row
        when ((old.code, old.label, old.path, old.level, old.sort_order)
          is distinct from (new.code, new.label, new.path, new.level, new.sort_order))
        execute function reference_entry_changed();`);
    }
    this.addSql(`alter table "valuation" enable trigger "valuation_updated";`);
    this.addSql(`delete from "valuation_export_line";`);
  }
}
