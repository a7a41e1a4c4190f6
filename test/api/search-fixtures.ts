// Exact data for the search tests, written with SQL next to the demo data of the test database.
// Reference entries are named by their codes, as the ESVD export names them, or by their paths where a code is on two
// levels (TEEB sub-service "1/11", Fish, beside service "11", Waste treatment).
import pg from 'pg';

export interface ValuationFixture {
  valueId: number;
  /** The standardised value, Int$/ha/year. */
  value?: number | null;
  /** ISO alpha-3 codes. */
  countries?: string[];
  /** TEEB codes: "1" (Food), "1/11" (its sub-service 11, Fish). */
  services?: string[];
  ciceses?: string[];
  seeas?: string[];
  /** ESVD 2.0 codes: biome "1", ecozone "1.1", ecosystem "1.1.1". */
  habitats?: string[];
  /** Valuation method codes: CV, TC, VT, ... */
  methods?: string[];
  continent?: string;
  protectionStatus?: string;
  latitude?: number | null;
  longitude?: number | null;
  studyLocation?: string | null;
  ecosystemDescription?: string | null;
  notes?: string | null;
  inclExcl?: boolean | null;
  reviewed?: boolean;
  codedDate?: string | null;
}

export interface StudyFixture {
  studyId: number;
  title: string;
  authors?: string;
  reference?: string;
  published?: boolean;
  valuations: ValuationFixture[];
}

const links: [field: keyof ValuationFixture, pivot: string, column: string, table: string][] = [
  ['countries', 'valuation_country', 'country_id', 'ref_country'],
  ['services', 'valuation_ecosystem_service', 'ecosystem_service_id', 'ref_ecosystem_service'],
  ['ciceses', 'valuation_cices', 'cices_class_id', 'ref_cices_class'],
  ['seeas', 'valuation_seea', 'seea_id', 'ref_seea'],
  ['habitats', 'valuation_biome_v2', 'biome_v2ecosystem_v2ecozone_id', 'ref_biome_v2_ecosystem_v2_ecozone'],
  ['methods', 'valuation_valuation_method', 'valuation_method_id', 'ref_valuation_method'],
];

export async function withDatabase<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function insertStudies(databaseUrl: string, studies: StudyFixture[]): Promise<void> {
  await withDatabase(databaseUrl, async (client) => {
    for (const study of studies) {
      const {
        rows: [{ id: studyRow }],
      } = await client.query<{ id: number }>(
        `insert into study (study_id, title, authors, reference, year_of_publication, is_published, is_complete)
         values ($1, $2, $3, $4, 2020, $5, $5) returning id`,
        [
          study.studyId,
          study.title,
          study.authors ?? 'Fixture, A.',
          study.reference ?? `Fixture, A. (2020). ${study.title}.`,
          study.published ?? true,
        ],
      );
      for (const valuation of study.valuations) {
        const {
          rows: [{ id }],
        } = await client.query<{ id: number }>(
          `insert into valuation (value_id, study_id, int_per_hectare_per_year, continent_id, protection_status_id,
             latitude, longitude, study_location, ecosystem_description, notes, incl_excl, reviewed, coded_date)
           values ($1, $2, $3, (select id from ref_continent where code = $4),
             (select id from ref_protection_status where code = $5), $6, $7, $8, $9, $10, $11, $12, $13)
           returning id`,
          [
            valuation.valueId,
            studyRow,
            valuation.value ?? null,
            valuation.continent ?? null,
            valuation.protectionStatus ?? null,
            valuation.latitude ?? null,
            valuation.longitude ?? null,
            valuation.studyLocation ?? null,
            valuation.ecosystemDescription ?? null,
            valuation.notes ?? null,
            valuation.inclExcl ?? true,
            valuation.reviewed ?? false,
            valuation.codedDate ?? null,
          ],
        );
        for (const [field, pivot, column, table] of links) {
          const codes = (valuation[field] as string[] | undefined) ?? [];
          if (!codes.length) continue;
          const entries = await entryIds(client, table, codes);
          await client.query(`insert into ${pivot} (valuation_id, ${column}) select $1, unnest($2::int[])`, [
            id,
            entries,
          ]);
        }
      }
    }
  });
}

/** The ids of reference entries named by their codes or paths; a name that finds no entry or two is an error. */
async function entryIds(client: pg.Client, table: string, names: string[]): Promise<number[]> {
  const { rows } = await client.query<{ id: number; code: string; path: string }>(
    `select id, code, path from ${table} where code = any($1::text[]) or path = any($1::text[])`,
    [names],
  );
  return names.map((name) => {
    const found = rows.filter((row) => row.code === name || row.path === name);
    if (found.length !== 1) throw new Error(`${table} has ${found.length} entries named ${name}`);
    return found[0].id;
  });
}

/** The ids of reference entries by their codes (or paths), as filters take ids. */
export async function referenceIds(databaseUrl: string, table: string, codes: string[]): Promise<number[]> {
  return withDatabase(databaseUrl, (client) => entryIds(client, table, codes));
}
