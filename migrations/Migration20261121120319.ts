import { Migration } from '@mikro-orm/migrations';

export class Migration20261121120319 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "auth_attempt" ("id" serial primary key, "subject" text not null, "attempted_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create index "auth_attempt_subject_attempted_at_index" on "auth_attempt" ("subject", "attempted_at");`,
    );

    this.addSql(
      `create table "ref_beneficiary_unit" ("id" serial primary key, "code" text not null, "label" text not null, "path" text not null, "sort_order" int not null, "level" smallint not null default 1, "is_sub" boolean not null default false, "parent_id" int null, "source" text null);`,
    );
    this.addSql(
      `alter table "ref_beneficiary_unit" add constraint "ref_beneficiary_unit_code_unique" unique ("code");`,
    );
    this.addSql(`create index "ref_beneficiary_unit_parent_id_index" on "ref_beneficiary_unit" ("parent_id");`);

    this.addSql(
      `create table "ref_biome_ecosystem" ("id" serial primary key, "code" text not null, "label" text not null, "path" text not null, "sort_order" int not null, "level" smallint not null default 1, "is_sub" boolean not null default false, "parent_id" int null, "source" text null);`,
    );
    this.addSql(`alter table "ref_biome_ecosystem" add constraint "ref_biome_ecosystem_code_unique" unique ("code");`);
    this.addSql(`create index "ref_biome_ecosystem_parent_id_index" on "ref_biome_ecosystem" ("parent_id");`);

    this.addSql(
      `create table "ref_biome_v2_ecosystem_v2_ecozone" ("id" serial primary key, "code" text not null, "label" text not null, "path" text not null, "sort_order" int not null, "level" smallint not null default 1, "is_sub" boolean not null default false, "parent_id" int null, "source" text null, "stats_ready" boolean not null default false);`,
    );
    this.addSql(
      `alter table "ref_biome_v2_ecosystem_v2_ecozone" add constraint "ref_biome_v2_ecosystem_v2_ecozone_code_unique" unique ("code");`,
    );
    this.addSql(
      `create index "ref_biome_v2_ecosystem_v2_ecozone_parent_id_index" on "ref_biome_v2_ecosystem_v2_ecozone" ("parent_id");`,
    );

    this.addSql(
      `create table "ref_cices_class" ("id" serial primary key, "code" text not null, "label" text not null, "path" text not null, "sort_order" int not null, "level" smallint not null default 1, "is_sub" boolean not null default false, "parent_id" int null, "source" text null);`,
    );
    this.addSql(`alter table "ref_cices_class" add constraint "ref_cices_class_code_unique" unique ("code");`);
    this.addSql(`create index "ref_cices_class_parent_id_index" on "ref_cices_class" ("parent_id");`);

    this.addSql(
      `create table "ref_continent" ("id" serial primary key, "code" text not null, "label" text not null, "path" text not null, "sort_order" int not null, "level" smallint not null default 1, "is_sub" boolean not null default false, "parent_id" int null, "source" text null);`,
    );
    this.addSql(`alter table "ref_continent" add constraint "ref_continent_code_unique" unique ("code");`);
    this.addSql(`create index "ref_continent_parent_id_index" on "ref_continent" ("parent_id");`);

    this.addSql(
      `create table "ref_country" ("id" serial primary key, "code" text not null, "label" text not null, "path" text not null, "sort_order" int not null, "level" smallint not null default 1, "is_sub" boolean not null default false, "parent_id" int null, "source" text null, "alpha2" text null, "continent_id" int null);`,
    );
    this.addSql(`alter table "ref_country" add constraint "ref_country_code_unique" unique ("code");`);
    this.addSql(`create index "ref_country_parent_id_index" on "ref_country" ("parent_id");`);

    this.addSql(
      `create table "ref_currency" ("id" serial primary key, "code" text not null, "label" text not null, "path" text not null, "sort_order" int not null, "level" smallint not null default 1, "is_sub" boolean not null default false, "parent_id" int null, "source" text null, "iso_code" text null);`,
    );
    this.addSql(`alter table "ref_currency" add constraint "ref_currency_code_unique" unique ("code");`);
    this.addSql(`create index "ref_currency_parent_id_index" on "ref_currency" ("parent_id");`);

    this.addSql(
      `create table "ref_ecosystem_condition" ("id" serial primary key, "code" text not null, "label" text not null, "path" text not null, "sort_order" int not null, "level" smallint not null default 1, "is_sub" boolean not null default false, "parent_id" int null, "source" text null);`,
    );
    this.addSql(
      `alter table "ref_ecosystem_condition" add constraint "ref_ecosystem_condition_code_unique" unique ("code");`,
    );
    this.addSql(`create index "ref_ecosystem_condition_parent_id_index" on "ref_ecosystem_condition" ("parent_id");`);

    this.addSql(
      `create table "ref_ecosystem_service" ("id" serial primary key, "code" text not null, "label" text not null, "path" text not null, "sort_order" int not null, "level" smallint not null default 1, "is_sub" boolean not null default false, "parent_id" int null, "source" text null);`,
    );
    this.addSql(
      `alter table "ref_ecosystem_service" add constraint "ref_ecosystem_service_code_unique" unique ("code");`,
    );
    this.addSql(`create index "ref_ecosystem_service_parent_id_index" on "ref_ecosystem_service" ("parent_id");`);

    this.addSql(
      `create table "lease" ("key" text not null, "channel" text not null, "user_id" int null, "holder_name" text null, "connection_id" text null, "acquired_at" timestamptz not null default now(), "expires_at" timestamptz not null, constraint "lease_pkey" primary key ("key"));`,
    );
    this.addSql(`create index "lease_channel_expires_at_index" on "lease" ("channel", "expires_at");`);

    this.addSql(
      `create table "mail_message" ("id" serial primary key, "kind" text not null, "recipient" text not null, "subject" text not null, "text" text not null, "html" text null, "created_on" timestamptz not null default now(), "sent_at" timestamptz null, "attempts" smallint not null default 0, "last_error" text null);`,
    );
    this.addSql(`create index "mail_message_sent_at_created_on_index" on "mail_message" ("sent_at", "created_on");`);

    this.addSql(
      `create table "ref_protection_status" ("id" serial primary key, "code" text not null, "label" text not null, "path" text not null, "sort_order" int not null, "level" smallint not null default 1, "is_sub" boolean not null default false, "parent_id" int null, "source" text null);`,
    );
    this.addSql(
      `alter table "ref_protection_status" add constraint "ref_protection_status_code_unique" unique ("code");`,
    );
    this.addSql(`create index "ref_protection_status_parent_id_index" on "ref_protection_status" ("parent_id");`);

    this.addSql(
      `create table "access_resource" ("name" text not null, "label" text not null, constraint "access_resource_pkey" primary key ("name"));`,
    );

    this.addSql(
      `create table "access_role" ("name" text not null, "label" text not null, constraint "access_role_pkey" primary key ("name"));`,
    );

    this.addSql(
      `create table "access_role_inherits" ("role_name" text not null, "inherited_role_name" text not null, constraint "access_role_inherits_pkey" primary key ("role_name", "inherited_role_name"));`,
    );

    this.addSql(
      `create table "access_role_grant" ("role_name" text not null, "resource_name" text not null, constraint "access_role_grant_pkey" primary key ("role_name", "resource_name"));`,
    );

    this.addSql(
      `create table "ref_scale_of_study_site" ("id" serial primary key, "code" text not null, "label" text not null, "path" text not null, "sort_order" int not null, "level" smallint not null default 1, "is_sub" boolean not null default false, "parent_id" int null, "source" text null);`,
    );
    this.addSql(
      `alter table "ref_scale_of_study_site" add constraint "ref_scale_of_study_site_code_unique" unique ("code");`,
    );
    this.addSql(`create index "ref_scale_of_study_site_parent_id_index" on "ref_scale_of_study_site" ("parent_id");`);

    this.addSql(
      `create table "ref_seea" ("id" serial primary key, "code" text not null, "label" text not null, "path" text not null, "sort_order" int not null, "level" smallint not null default 1, "is_sub" boolean not null default false, "parent_id" int null, "source" text null);`,
    );
    this.addSql(`alter table "ref_seea" add constraint "ref_seea_code_unique" unique ("code");`);
    this.addSql(`create index "ref_seea_parent_id_index" on "ref_seea" ("parent_id");`);

    this.addSql(
      `create table "ref_site_condition" ("id" serial primary key, "code" text not null, "label" text not null, "path" text not null, "sort_order" int not null, "level" smallint not null default 1, "is_sub" boolean not null default false, "parent_id" int null, "source" text null);`,
    );
    this.addSql(`alter table "ref_site_condition" add constraint "ref_site_condition_code_unique" unique ("code");`);
    this.addSql(`create index "ref_site_condition_parent_id_index" on "ref_site_condition" ("parent_id");`);

    this.addSql(
      `create table "ref_study_location" ("id" serial primary key, "code" text not null, "label" text not null, "path" text not null, "sort_order" int not null, "level" smallint not null default 1, "is_sub" boolean not null default false, "parent_id" int null, "source" text null);`,
    );
    this.addSql(`alter table "ref_study_location" add constraint "ref_study_location_code_unique" unique ("code");`);
    this.addSql(`create index "ref_study_location_parent_id_index" on "ref_study_location" ("parent_id");`);

    this.addSql(
      `create table "ref_temporal_unit" ("id" serial primary key, "code" text not null, "label" text not null, "path" text not null, "sort_order" int not null, "level" smallint not null default 1, "is_sub" boolean not null default false, "parent_id" int null, "source" text null);`,
    );
    this.addSql(`alter table "ref_temporal_unit" add constraint "ref_temporal_unit_code_unique" unique ("code");`);
    this.addSql(`create index "ref_temporal_unit_parent_id_index" on "ref_temporal_unit" ("parent_id");`);

    this.addSql(
      `create table "ref_type_of_beneficiary" ("id" serial primary key, "code" text not null, "label" text not null, "path" text not null, "sort_order" int not null, "level" smallint not null default 1, "is_sub" boolean not null default false, "parent_id" int null, "source" text null);`,
    );
    this.addSql(
      `alter table "ref_type_of_beneficiary" add constraint "ref_type_of_beneficiary_code_unique" unique ("code");`,
    );
    this.addSql(`create index "ref_type_of_beneficiary_parent_id_index" on "ref_type_of_beneficiary" ("parent_id");`);

    this.addSql(
      `create table "ref_unit_of_measure" ("id" serial primary key, "code" text not null, "label" text not null, "path" text not null, "sort_order" int not null, "level" smallint not null default 1, "is_sub" boolean not null default false, "parent_id" int null, "source" text null);`,
    );
    this.addSql(`alter table "ref_unit_of_measure" add constraint "ref_unit_of_measure_code_unique" unique ("code");`);
    this.addSql(`create index "ref_unit_of_measure_parent_id_index" on "ref_unit_of_measure" ("parent_id");`);

    this.addSql(
      `create table "app_user" ("id" serial primary key, "user_name" text not null, "display_name" text not null, "email" text not null, "organization" text not null default '', "sector" text not null default '', "sector_other" text null, "purpose_of_access" text not null default '', "purpose_of_access_other" text null, "role_name" text not null, "password_hash" text null, "email_confirmed" boolean not null default false, "registration_date" timestamptz not null default now(), "number_of_sign_in" int not null default 0, "last_sign_in_date" timestamptz null, "disabled" boolean not null default false);`,
    );
    this.addSql(`create unique index "app_user_email_lower_unique" on "app_user" (lower("email"));`);
    this.addSql(`create unique index "app_user_user_name_lower_unique" on "app_user" (lower("user_name"));`);

    this.addSql(
      `create table "upload_job" ("id" serial primary key, "kind" text not null, "filename" text not null, "status" text not null default 'pending', "total_count" int not null default 0, "inserted_count" int not null default 0, "updated_count" int not null default 0, "status_text" text null, "error_text" text null, "warnings" jsonb null, "cancel_requested" boolean not null default false, "created_by_id" int null, "created_on" timestamptz not null default now(), "started_at" timestamptz null, "finished_at" timestamptz null, "heartbeat_at" timestamptz null);`,
    );
    this.addSql(`create index "upload_job_kind_created_on_index" on "upload_job" ("kind", "created_on");`);

    this.addSql(
      `create table "suggested_study" ("id" serial primary key, "title" text not null, "description" text not null, "study_type" text not null, "suggested_by_id" int null, "created_on" timestamptz not null default now());`,
    );

    this.addSql(
      `create table "suggested_study_attachment" ("id" serial primary key, "suggested_study_id" int not null, "filename" text not null, "content_type" text not null, "size" int not null, "content" bytea not null);`,
    );

    this.addSql(
      `create table "study" ("id" serial primary key, "study_id" int not null, "title" text not null, "authors" text not null, "reference" text not null, "year_of_publication" smallint not null, "is_published" boolean not null default false, "is_complete" boolean not null default false, "is_new" boolean not null default true, "published_on" timestamptz null, "owner_id" int null, "created_on" timestamptz not null default now(), "updated_on" timestamptz not null default now(), "updated_by_id" int null, "version" int not null default 1, "search_document" tsvector generated always as (to_tsvector('english', coalesce(title, '') || ' ' || coalesce(authors, '') || ' ' || coalesce(reference, ''))) stored not null);`,
    );
    this.addSql(`alter table "study" add constraint "study_study_id_unique" unique ("study_id");`);
    this.addSql(`create index "study_is_published_index" on "study" ("is_published");`);
    this.addSql(`create index "study_search_idx" on "study" using gin ("search_document");`);

    this.addSql(
      `create table "user_session" ("id" serial primary key, "user_id" int not null, "token_hash" text not null, "created_on" timestamptz not null default now(), "last_seen_at" timestamptz not null default now(), "expires_at" timestamptz not null, "revoked_at" timestamptz null, "idle_flagged" boolean not null default false, "user_agent" text null, "ip_address" text null);`,
    );
    this.addSql(`alter table "user_session" add constraint "user_session_token_hash_unique" unique ("token_hash");`);

    this.addSql(
      `create table "reference_info" ("id" serial primary key, "month" smallint not null, "year" smallint not null, "version" int not null, "subversion" int not null default 0, "reference_text" text not null default '', "created_on" timestamptz not null default now(), "from_citation" boolean not null default false, "created_by_id" int null);`,
    );
    this.addSql(`create index "reference_info_created_on_index" on "reference_info" ("created_on");`);

    this.addSql(
      `create table "record_history" ("id" serial primary key, "entity_type" text not null, "entity_id" int not null, "version" int not null, "action" text not null, "changed_by_id" int null, "changed_at" timestamptz not null default now(), "changes" jsonb not null);`,
    );
    this.addSql(
      `create index "record_history_entity_type_entity_id_changed_at_index" on "record_history" ("entity_type", "entity_id", "changed_at");`,
    );

    this.addSql(
      `create table "filter_query" ("id" serial primary key, "user_id" int null, "created_on" timestamptz not null default now(), "filter_string" text not null);`,
    );
    this.addSql(`create index "filter_query_created_on_index" on "filter_query" ("created_on");`);

    this.addSql(
      `create table "feedback" ("id" serial primary key, "user_id" int null, "how_satisfied" smallint not null, "ideas_for_esvd" text null, "use_for_esvd" text not null, "issue_loading_tables" boolean not null default false, "issue_loading_map_result" boolean not null default false, "issue_loading_sum_stat" boolean not null default false, "issue_download" boolean not null default false, "issue_login" boolean not null default false, "issue_other" boolean not null default false, "issue_other_text" text null, "additional_features" text null, "created_on" timestamptz not null default now());`,
    );

    this.addSql(
      `create table "early_bird" ("id" serial primary key, "user_id" int not null, "added_on" timestamptz not null default now(), "added_by_id" int null);`,
    );
    this.addSql(`alter table "early_bird" add constraint "early_bird_user_id_unique" unique ("user_id");`);

    this.addSql(
      `create table "api_key" ("id" serial primary key, "key_hash" text not null, "prefix" text not null, "recipient_email" text null, "user_id" int null, "scope" text not null default 'read', "created_by_id" int null, "created_on" timestamptz not null default now(), "expires_at" timestamptz null, "revoked_at" timestamptz null, "last_used_at" timestamptz null);`,
    );
    this.addSql(`alter table "api_key" add constraint "api_key_key_hash_unique" unique ("key_hash");`);

    this.addSql(
      `create table "user_token" ("id" serial primary key, "user_id" int not null, "purpose" text not null, "code_hash" text not null, "created_on" timestamptz not null default now(), "expires_at" timestamptz not null, "used_at" timestamptz null, "attempts" smallint not null default 0);`,
    );
    this.addSql(`create index "user_token_user_id_purpose_index" on "user_token" ("user_id", "purpose");`);

    this.addSql(
      `create table "ref_valuation_method" ("id" serial primary key, "code" text not null, "label" text not null, "path" text not null, "sort_order" int not null, "level" smallint not null default 1, "is_sub" boolean not null default false, "parent_id" int null, "source" text null);`,
    );
    this.addSql(
      `alter table "ref_valuation_method" add constraint "ref_valuation_method_code_unique" unique ("code");`,
    );
    this.addSql(`create index "ref_valuation_method_parent_id_index" on "ref_valuation_method" ("parent_id");`);

    this.addSql(
      `create table "ref_valued_change" ("id" serial primary key, "code" text not null, "label" text not null, "path" text not null, "sort_order" int not null, "level" smallint not null default 1, "is_sub" boolean not null default false, "parent_id" int null, "source" text null);`,
    );
    this.addSql(`alter table "ref_valued_change" add constraint "ref_valued_change_code_unique" unique ("code");`);
    this.addSql(`create index "ref_valued_change_parent_id_index" on "ref_valued_change" ("parent_id");`);

    this.addSql(
      `create table "valuation" ("id" serial primary key, "value_id" bigint not null, "study_id" int not null, "coded_date" timestamptz null, "ecosystem_description" text null, "ecosystem_service_description" text null, "continent_id" int null, "scale_of_study_site_id" int null, "study_location" text null, "protection_status_id" int null, "site_area" double precision null, "site_area_unit_id" int null, "site_area_in_hectares" double precision null, "site_length" double precision null, "site_length_unit_id" int null, "site_length_km" double precision null, "site_condition_id" int null, "ecosystem_condition_id" int null, "latitude" double precision null, "longitude" double precision null, "valued_change_id" int null, "value_measure" text null, "original_value" double precision null, "currency_id" int null, "value_year" smallint null, "spatial_unit_id" int null, "temporal_unit_id" int null, "present_value_year" smallint null, "present_value_discount_rate" double precision null, "beneficiary_unit_id" int null, "number_of_beneficiaries" double precision null, "type_of_beneficiary_id" int null, "int_per_hectare_per_year" double precision null, "notes" text null, "secondary_data_sources" text null, "incl_excl" boolean null, "incl_excl_comments" text null, "reviewed" boolean not null default false, "reviewed_date" timestamptz null, "created_on" timestamptz not null default now(), "updated_on" timestamptz not null default now(), "updated_by_id" int null, "version" int not null default 1, "search_document" tsvector generated always as (to_tsvector('english', coalesce(ecosystem_description, '') || ' ' || coalesce(ecosystem_service_description, '') || ' ' || coalesce(study_location, '') || ' ' || coalesce(notes, ''))) stored not null);`,
    );
    this.addSql(`alter table "valuation" add constraint "valuation_value_id_unique" unique ("value_id");`);
    this.addSql(`create index "valuation_study_id_index" on "valuation" ("study_id");`);
    this.addSql(`create index "valuation_continent_id_index" on "valuation" ("continent_id");`);
    this.addSql(`create index "valuation_protection_status_id_index" on "valuation" ("protection_status_id");`);
    this.addSql(`create index "valuation_int_per_hectare_per_year_index" on "valuation" ("int_per_hectare_per_year");`);
    this.addSql(`create index "valuation_search_idx" on "valuation" using gin ("search_document");`);
    this.addSql(`create index "valuation_latitude_longitude_index" on "valuation" ("latitude", "longitude");`);

    this.addSql(
      `create table "valuation_valuation_method" ("valuation_id" int not null, "valuation_method_id" int not null, constraint "valuation_valuation_method_pkey" primary key ("valuation_id", "valuation_method_id"));`,
    );
    this.addSql(
      `create index "valuation_valuation_method_valuation_method_id_val_2d108_index" on "valuation_valuation_method" ("valuation_method_id", "valuation_id");`,
    );

    this.addSql(
      `create table "valuation_seea" ("valuation_id" int not null, "seea_id" int not null, constraint "valuation_seea_pkey" primary key ("valuation_id", "seea_id"));`,
    );
    this.addSql(
      `create index "valuation_seea_seea_id_valuation_id_index" on "valuation_seea" ("seea_id", "valuation_id");`,
    );

    this.addSql(
      `create table "valuation_ecosystem_service" ("valuation_id" int not null, "ecosystem_service_id" int not null, constraint "valuation_ecosystem_service_pkey" primary key ("valuation_id", "ecosystem_service_id"));`,
    );
    this.addSql(
      `create index "valuation_ecosystem_service_ecosystem_service_id_v_48138_index" on "valuation_ecosystem_service" ("ecosystem_service_id", "valuation_id");`,
    );

    this.addSql(
      `create table "valuation_country" ("valuation_id" int not null, "country_id" int not null, constraint "valuation_country_pkey" primary key ("valuation_id", "country_id"));`,
    );
    this.addSql(
      `create index "valuation_country_country_id_valuation_id_index" on "valuation_country" ("country_id", "valuation_id");`,
    );

    this.addSql(
      `create table "valuation_cices" ("valuation_id" int not null, "cices_class_id" int not null, constraint "valuation_cices_pkey" primary key ("valuation_id", "cices_class_id"));`,
    );
    this.addSql(
      `create index "valuation_cices_cices_class_id_valuation_id_index" on "valuation_cices" ("cices_class_id", "valuation_id");`,
    );

    this.addSql(
      `create table "valuation_biome_v2" ("valuation_id" int not null, "biome_v2ecosystem_v2ecozone_id" int not null, constraint "valuation_biome_v2_pkey" primary key ("valuation_id", "biome_v2ecosystem_v2ecozone_id"));`,
    );
    this.addSql(
      `create index "valuation_biome_v2_biome_v2ecosystem_v2ecozone_id__3c95c_index" on "valuation_biome_v2" ("biome_v2ecosystem_v2ecozone_id", "valuation_id");`,
    );

    this.addSql(
      `create table "vsl_study" ("id" serial primary key, "authors" text null, "year_of_publication" smallint null, "title" text null, "reference" text null, "included_in_esvd" text null, "study_id" int null, "protection_status_id" int null, "included_repository" boolean null, "repository_folder" text null, "checked_by" text null, "language" text null, "notes" text null, "updated_on" timestamptz not null default now(), "updated_by_id" int null, "version" int not null default 1);`,
    );
    this.addSql(`create index "vsl_study_included_in_esvd_index" on "vsl_study" ("included_in_esvd");`);
    this.addSql(`create index "vsl_study_study_id_index" on "vsl_study" ("study_id");`);

    this.addSql(
      `create table "vsl_study_biome_ecosystem" ("vsl_study_id" int not null, "biome_ecosystem_id" int not null, constraint "vsl_study_biome_ecosystem_pkey" primary key ("vsl_study_id", "biome_ecosystem_id"));`,
    );
    this.addSql(
      `create index "vsl_study_biome_ecosystem_biome_ecosystem_id_vsl_study_id_index" on "vsl_study_biome_ecosystem" ("biome_ecosystem_id", "vsl_study_id");`,
    );

    this.addSql(
      `create table "vsl_study_biome_v2" ("vsl_study_id" int not null, "biome_v2ecosystem_v2ecozone_id" int not null, constraint "vsl_study_biome_v2_pkey" primary key ("vsl_study_id", "biome_v2ecosystem_v2ecozone_id"));`,
    );
    this.addSql(
      `create index "vsl_study_biome_v2_biome_v2ecosystem_v2ecozone_id__7e643_index" on "vsl_study_biome_v2" ("biome_v2ecosystem_v2ecozone_id", "vsl_study_id");`,
    );

    this.addSql(
      `create table "vsl_study_country" ("vsl_study_id" int not null, "country_id" int not null, constraint "vsl_study_country_pkey" primary key ("vsl_study_id", "country_id"));`,
    );
    this.addSql(
      `create index "vsl_study_country_country_id_vsl_study_id_index" on "vsl_study_country" ("country_id", "vsl_study_id");`,
    );

    this.addSql(
      `create table "vsl_study_ecosystem_service" ("vsl_study_id" int not null, "ecosystem_service_id" int not null, constraint "vsl_study_ecosystem_service_pkey" primary key ("vsl_study_id", "ecosystem_service_id"));`,
    );
    this.addSql(
      `create index "vsl_study_ecosystem_service_ecosystem_service_id_v_26613_index" on "vsl_study_ecosystem_service" ("ecosystem_service_id", "vsl_study_id");`,
    );

    this.addSql(
      `create table "vtt_biome" ("id" serial primary key, "name" text not null, "constant_value" double precision not null, "lower_bound_factor" double precision not null, "upper_bound_factor" double precision not null, "show_for_user_calculations" boolean not null default false);`,
    );
    this.addSql(`alter table "vtt_biome" add constraint "vtt_biome_name_unique" unique ("name");`);

    this.addSql(`create table "vtt_sub_biome" ("id" serial primary key, "name" text not null);`);
    this.addSql(`alter table "vtt_sub_biome" add constraint "vtt_sub_biome_name_unique" unique ("name");`);

    this.addSql(
      `create table "vtt_variable" ("id" serial primary key, "name" text not null, "description" text null);`,
    );
    this.addSql(`alter table "vtt_variable" add constraint "vtt_variable_name_unique" unique ("name");`);

    this.addSql(
      `create table "vtt_variable_detail" ("id" serial primary key, "vtt_biome_id" int not null, "vtt_sub_biome_id" int null, "vtt_variable_id" int not null, "coefficient" double precision not null, "sample_mean" double precision not null, "min" double precision not null, "max" double precision not null, "is_transformation" boolean not null default false, "remarks_text" text null);`,
    );
    this.addSql(
      `alter table "vtt_variable_detail" add constraint "vtt_variable_detail_vtt_biome_id_vtt_variable_id_unique" unique ("vtt_biome_id", "vtt_variable_id");`,
    );

    this.addSql(
      `alter table "ref_country" add constraint "ref_country_continent_id_foreign" foreign key ("continent_id") references "ref_continent" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "access_role_inherits" add constraint "access_role_inherits_role_name_foreign" foreign key ("role_name") references "access_role" ("name") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "access_role_inherits" add constraint "access_role_inherits_inherited_role_name_foreign" foreign key ("inherited_role_name") references "access_role" ("name") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "access_role_grant" add constraint "access_role_grant_role_name_foreign" foreign key ("role_name") references "access_role" ("name") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "access_role_grant" add constraint "access_role_grant_resource_name_foreign" foreign key ("resource_name") references "access_resource" ("name") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "app_user" add constraint "app_user_role_name_foreign" foreign key ("role_name") references "access_role" ("name") on update cascade;`,
    );

    this.addSql(
      `alter table "upload_job" add constraint "upload_job_created_by_id_foreign" foreign key ("created_by_id") references "app_user" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "suggested_study" add constraint "suggested_study_suggested_by_id_foreign" foreign key ("suggested_by_id") references "app_user" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "suggested_study_attachment" add constraint "suggested_study_attachment_suggested_study_id_foreign" foreign key ("suggested_study_id") references "suggested_study" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "study" add constraint "study_owner_id_foreign" foreign key ("owner_id") references "app_user" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "study" add constraint "study_updated_by_id_foreign" foreign key ("updated_by_id") references "app_user" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "user_session" add constraint "user_session_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "reference_info" add constraint "reference_info_created_by_id_foreign" foreign key ("created_by_id") references "app_user" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "record_history" add constraint "record_history_changed_by_id_foreign" foreign key ("changed_by_id") references "app_user" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "filter_query" add constraint "filter_query_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "feedback" add constraint "feedback_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "early_bird" add constraint "early_bird_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "early_bird" add constraint "early_bird_added_by_id_foreign" foreign key ("added_by_id") references "app_user" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "api_key" add constraint "api_key_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "api_key" add constraint "api_key_created_by_id_foreign" foreign key ("created_by_id") references "app_user" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "user_token" add constraint "user_token_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "valuation" add constraint "valuation_study_id_foreign" foreign key ("study_id") references "study" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "valuation" add constraint "valuation_continent_id_foreign" foreign key ("continent_id") references "ref_continent" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "valuation" add constraint "valuation_scale_of_study_site_id_foreign" foreign key ("scale_of_study_site_id") references "ref_scale_of_study_site" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "valuation" add constraint "valuation_protection_status_id_foreign" foreign key ("protection_status_id") references "ref_protection_status" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "valuation" add constraint "valuation_site_area_unit_id_foreign" foreign key ("site_area_unit_id") references "ref_unit_of_measure" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "valuation" add constraint "valuation_site_length_unit_id_foreign" foreign key ("site_length_unit_id") references "ref_unit_of_measure" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "valuation" add constraint "valuation_site_condition_id_foreign" foreign key ("site_condition_id") references "ref_site_condition" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "valuation" add constraint "valuation_ecosystem_condition_id_foreign" foreign key ("ecosystem_condition_id") references "ref_ecosystem_condition" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "valuation" add constraint "valuation_valued_change_id_foreign" foreign key ("valued_change_id") references "ref_valued_change" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "valuation" add constraint "valuation_currency_id_foreign" foreign key ("currency_id") references "ref_currency" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "valuation" add constraint "valuation_spatial_unit_id_foreign" foreign key ("spatial_unit_id") references "ref_unit_of_measure" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "valuation" add constraint "valuation_temporal_unit_id_foreign" foreign key ("temporal_unit_id") references "ref_temporal_unit" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "valuation" add constraint "valuation_beneficiary_unit_id_foreign" foreign key ("beneficiary_unit_id") references "ref_beneficiary_unit" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "valuation" add constraint "valuation_type_of_beneficiary_id_foreign" foreign key ("type_of_beneficiary_id") references "ref_type_of_beneficiary" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "valuation" add constraint "valuation_updated_by_id_foreign" foreign key ("updated_by_id") references "app_user" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "valuation_valuation_method" add constraint "valuation_valuation_method_valuation_id_foreign" foreign key ("valuation_id") references "valuation" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "valuation_valuation_method" add constraint "valuation_valuation_method_valuation_method_id_foreign" foreign key ("valuation_method_id") references "ref_valuation_method" ("id") on update cascade on delete no action;`,
    );

    this.addSql(
      `alter table "valuation_seea" add constraint "valuation_seea_valuation_id_foreign" foreign key ("valuation_id") references "valuation" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "valuation_seea" add constraint "valuation_seea_seea_id_foreign" foreign key ("seea_id") references "ref_seea" ("id") on update cascade on delete no action;`,
    );

    this.addSql(
      `alter table "valuation_ecosystem_service" add constraint "valuation_ecosystem_service_valuation_id_foreign" foreign key ("valuation_id") references "valuation" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "valuation_ecosystem_service" add constraint "valuation_ecosystem_service_ecosystem_service_id_foreign" foreign key ("ecosystem_service_id") references "ref_ecosystem_service" ("id") on update cascade on delete no action;`,
    );

    this.addSql(
      `alter table "valuation_country" add constraint "valuation_country_valuation_id_foreign" foreign key ("valuation_id") references "valuation" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "valuation_country" add constraint "valuation_country_country_id_foreign" foreign key ("country_id") references "ref_country" ("id") on update cascade on delete no action;`,
    );

    this.addSql(
      `alter table "valuation_cices" add constraint "valuation_cices_valuation_id_foreign" foreign key ("valuation_id") references "valuation" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "valuation_cices" add constraint "valuation_cices_cices_class_id_foreign" foreign key ("cices_class_id") references "ref_cices_class" ("id") on update cascade on delete no action;`,
    );

    this.addSql(
      `alter table "valuation_biome_v2" add constraint "valuation_biome_v2_valuation_id_foreign" foreign key ("valuation_id") references "valuation" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "valuation_biome_v2" add constraint "valuation_biome_v2_biome_v2ecosystem_v2ecozone_id_foreign" foreign key ("biome_v2ecosystem_v2ecozone_id") references "ref_biome_v2_ecosystem_v2_ecozone" ("id") on update cascade on delete no action;`,
    );

    this.addSql(
      `alter table "vsl_study" add constraint "vsl_study_protection_status_id_foreign" foreign key ("protection_status_id") references "ref_protection_status" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "vsl_study" add constraint "vsl_study_updated_by_id_foreign" foreign key ("updated_by_id") references "app_user" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "vsl_study_biome_ecosystem" add constraint "vsl_study_biome_ecosystem_vsl_study_id_foreign" foreign key ("vsl_study_id") references "vsl_study" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "vsl_study_biome_ecosystem" add constraint "vsl_study_biome_ecosystem_biome_ecosystem_id_foreign" foreign key ("biome_ecosystem_id") references "ref_biome_ecosystem" ("id") on update cascade on delete no action;`,
    );

    this.addSql(
      `alter table "vsl_study_biome_v2" add constraint "vsl_study_biome_v2_vsl_study_id_foreign" foreign key ("vsl_study_id") references "vsl_study" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "vsl_study_biome_v2" add constraint "vsl_study_biome_v2_biome_v2ecosystem_v2ecozone_id_foreign" foreign key ("biome_v2ecosystem_v2ecozone_id") references "ref_biome_v2_ecosystem_v2_ecozone" ("id") on update cascade on delete no action;`,
    );

    this.addSql(
      `alter table "vsl_study_country" add constraint "vsl_study_country_vsl_study_id_foreign" foreign key ("vsl_study_id") references "vsl_study" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "vsl_study_country" add constraint "vsl_study_country_country_id_foreign" foreign key ("country_id") references "ref_country" ("id") on update cascade on delete no action;`,
    );

    this.addSql(
      `alter table "vsl_study_ecosystem_service" add constraint "vsl_study_ecosystem_service_vsl_study_id_foreign" foreign key ("vsl_study_id") references "vsl_study" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "vsl_study_ecosystem_service" add constraint "vsl_study_ecosystem_service_ecosystem_service_id_foreign" foreign key ("ecosystem_service_id") references "ref_ecosystem_service" ("id") on update cascade on delete no action;`,
    );

    this.addSql(
      `alter table "vtt_variable_detail" add constraint "vtt_variable_detail_vtt_biome_id_foreign" foreign key ("vtt_biome_id") references "vtt_biome" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "vtt_variable_detail" add constraint "vtt_variable_detail_vtt_sub_biome_id_foreign" foreign key ("vtt_sub_biome_id") references "vtt_sub_biome" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "vtt_variable_detail" add constraint "vtt_variable_detail_vtt_variable_id_foreign" foreign key ("vtt_variable_id") references "vtt_variable" ("id") on update cascade;`,
    );
  }
}
