import { arrayLiteral, sql, type SqlFragment } from '../../core/sql.ts';

/** How many demo studies get a row in the valuation studies list. */
const demoVslRows = 400;

/** The VSL's screeners, by their initials as the list's "Checked by" column holds them. */
const screeners = ['AG', 'LB', 'RdG', 'SvdP'];
const languages = ['English', 'English', 'English', 'Spanish', 'Portuguese', 'French'];

/** The first `demoVslRows` demo studies by id, row n being the n-th. */
const chosen = sql`(select s.*, row_number() over (order by s.id)::int as n from study s order by s.id
  limit ${demoVslRows}) c`;
/** Every ninth is screened out, so it has no study id. */
const excluded = sql`c.id % 9 = 0`;
const ofValuations = sql`${chosen} join valuation v on v.study_id = c.id`;

export const emptyVsl = sql`truncate table vsl_study_biome_ecosystem, vsl_study_biome_v2, vsl_study_country,
  vsl_study_ecosystem_service, vsl_study`;

/** Published studies are "included", unpublished ones "pending review"; the most frequent protection status. */
export const insertDemoVslStudies = sql`insert into vsl_study (id, authors, year_of_publication, title, reference,
     included_in_esvd, study_id, protection_status_id, included_repository, repository_folder, checked_by, language,
     notes)
   select c.n, c.authors, c.year_of_publication, c.title, c.reference,
     case when ${excluded} then 'excluded' when c.is_published then 'included' else 'pending review' end,
     case when ${excluded} then null else c.study_id end,
     (select v.protection_status_id from valuation v where v.study_id = c.id and v.protection_status_id is not null
      group by v.protection_status_id order by count(*) desc, v.protection_status_id limit 1),
     c.id % 3 <> 0,
     case when c.id % 3 <> 0 then 'VSL/' || c.study_id end,
     (${arrayLiteral(screeners)}::text[])[1 + c.id % ${screeners.length}],
     (${arrayLiteral(languages)}::text[])[1 + c.id % ${languages.length}],
     case when ${excluded} then 'Screened out: no primary valuation.'
          when not c.is_published then 'Coding in progress.' end
   from ${chosen}`;

/** The countries, TEEB services and ESVD 2.0 biomes and ecozones of each study's valuations. */
export const insertDemoVslLinks: SqlFragment[] = [
  sql`insert into vsl_study_country (vsl_study_id, country_id)
   select distinct c.n, link.country_id from ${ofValuations} join valuation_country link on link.valuation_id = v.id`,
  sql`insert into vsl_study_ecosystem_service (vsl_study_id, ecosystem_service_id)
   select distinct c.n, link.ecosystem_service_id
   from ${ofValuations} join valuation_ecosystem_service link on link.valuation_id = v.id`,
  // The list names biomes and ecozones (levels 1 and 2), not the ecosystems beneath them.
  sql`insert into vsl_study_biome_v2 (vsl_study_id, biome_v2ecosystem_v2ecozone_id)
   select distinct c.n, entry.id
   from ${ofValuations} join valuation_biome_v2 link on link.valuation_id = v.id
   join ref_biome_v2_ecosystem_v2_ecozone entry on entry.id = link.biome_v2ecosystem_v2ecozone_id
   where entry.level <= 2`,
  // The demo valuations carry no ESVD 1.0 biome / ecosystem: an ecosystem picked by the study's id, and its biome.
  sql`with ecosystems as (select id, parent_id, (row_number() over (order by sort_order, id))::int - 1 as position,
       count(*) over ()::int as total
     from ref_biome_ecosystem where level = 2)
   insert into vsl_study_biome_ecosystem (vsl_study_id, biome_ecosystem_id)
   select c.n, entry.id from ${chosen}
   join ecosystems picked on picked.position = (c.id * 7) % picked.total
   cross join lateral (values (picked.id), (picked.parent_id)) as entry(id)
   where entry.id is not null`,
];

export const countVslStudies = sql`select count(*)::int as count from vsl_study`;
