import type pg from 'pg';
import { arrayLiteral } from '../../core/sql.ts';
import { studyIdSequence } from '../studies/studies.service.ts';
import { refreshAfterBulkWrite, startBulkWrite } from './export-line-invalidation.sql.ts';
import { statisticsFactLinks, statisticsFactsCtes } from './statistics-eligibility.sql.ts';
import { newLinkKeysSql, valuationLinkTables } from './link-keys.sql.ts';
import { linkOrder } from './valuation-rows.sql.ts';
import type { ImportCounts, ImportTransaction } from '../uploads/upload-importer.ts';

/** A valuation column an upload writes, with the PostgreSQL type its values travel as. */
export interface ValuationColumn {
  column: string;
  type: 'text' | 'float8' | 'int2' | 'int4' | 'bool' | 'timestamptz';
}

/** A study's bibliography as its first row gives it; null: not given (an existing study keeps its own). */
export interface ImportedStudy {
  studyId: number;
  authors: string | null;
  title: string | null;
  reference: string | null;
  yearOfPublication: number | null;
}

/** A valuation row resolved: its ValueId and StudyId, its columns' values and each link table's entry ids in order. */
export interface ImportedValuation {
  valueId: number;
  studyId: number;
  /** In the order of the import's columns. */
  values: unknown[];
  /** Per link table, the entry ids in their places. */
  links: number[][];
  /** InclExcl 0: uploaded, but not displayed (the dataset's SuccessWithWarning). */
  excluded: boolean;
}

export interface ImportLinkTable {
  pivot: string;
  column: string;
  /** The reference list the links point into. */
  table: string;
  /**
   * The export lists the entries of each level apart (biomes, ecozones, ecosystems): only their order within a
   * level is the record's. Otherwise the whole order is (TEEB services and sub-services share one).
   */
  orderWithinLevel: boolean;
}

/** What every chunk of a dataset import writes: the valuation columns and link tables, and who writes. */
export interface DatasetShape {
  columns: readonly ValuationColumn[];
  links: readonly ImportLinkTable[];
  userId: number | null;
}

/** A stored value compared with an uploaded one: times to the second, as the export writes them. */
const stored = ({ column, type }: ValuationColumn) =>
  type === 'timestamptz' ? `date_trunc('second', v.${column})` : `v.${column}`;

/**
 * The kept StudyIDs move the sequence past themselves before the import writes them (as StudiesService does for one
 * study, under the same lock), so no study created meanwhile draws one of them. setval is not rolled back: a
 * cancelled upload leaves numbers unused, never taken twice.
 */
async function claimStudyIds(client: pg.ClientBase, studies: readonly ImportedStudy[]): Promise<void> {
  if (!studies.length) return;
  const highest = Math.max(...studies.map((study) => study.studyId));
  await client.query(`select pg_advisory_lock(hashtext('study.study_id'))`);
  try {
    await client.query(
      `select setval('${studyIdSequence}', $1) from ${studyIdSequence}
       where $1 >= (case when is_called then last_value + 1 else last_value end)`,
      [highest],
    );
  } finally {
    await client.query(`select pg_advisory_unlock(hashtext('study.study_id'))`);
  }
}

/**
 * Inserts the new studies (published: the dataset is the ESVD's) and updates the bibliography of stored ones where
 * the file gives another; answers the row id of every StudyId.
 */
async function writeStudies(
  client: pg.ClientBase,
  studies: readonly ImportedStudy[],
  userId: number | null,
): Promise<Map<number, number>> {
  const column = <K extends keyof ImportedStudy>(key: K) => studies.map((study) => study[key]);
  const { rows } = await client.query<{ id: number; studyId: number; written: boolean }>(
    `with written as (
       insert into study (study_id, authors, title, reference, year_of_publication, is_published, is_complete,
                          published_on, updated_by_id)
       select u.study_id, u.authors, u.title, u.reference, u.year, true, true, now(), $6
       from unnest($1::int4[], $2::text[], $3::text[], $4::text[], $5::int2[])
         as u(study_id, authors, title, reference, year)
       on conflict (study_id) do update set
         authors = coalesce(excluded.authors, study.authors), title = coalesce(excluded.title, study.title),
         reference = coalesce(excluded.reference, study.reference),
         year_of_publication = coalesce(excluded.year_of_publication, study.year_of_publication),
         version = study.version + 1, updated_on = now(), updated_by_id = excluded.updated_by_id
       where (study.authors, study.title, study.reference, study.year_of_publication) is distinct from
         (coalesce(excluded.authors, study.authors), coalesce(excluded.title, study.title),
          coalesce(excluded.reference, study.reference),
          coalesce(excluded.year_of_publication, study.year_of_publication))
       returning id, study_id
     )
     select id, study_id as "studyId", false as written from study where study_id = any($1::int4[])
       and study_id not in (select study_id from written)
     union all select id, study_id, true from written`,
    [column('studyId'), column('authors'), column('title'), column('reference'), column('yearOfPublication'), userId],
  );
  // The written studies' bibliographies show in their valuations' export lines.
  const written = rows.filter((row) => row.written).map((row) => row.id);
  await refreshAfterBulkWrite(client, { changedStudyIds: written });
  return new Map(rows.map((row) => [row.studyId, row.id]));
}

/** The stored links of `ids` in the order the export reads them (linkOrder), within each level where that counts. */
async function readLinks(
  client: pg.ClientBase,
  { pivot, column, table, orderWithinLevel }: ImportLinkTable,
  ids: readonly number[],
): Promise<Map<number, number[]>> {
  if (!ids.length) return new Map();
  const { rows } = await client.query<{ id: number; entries: number[] }>(
    `select link.valuation_id as id,
            array_agg(link.${column} order by ${orderWithinLevel ? 'entry.level, ' : ''}${linkOrder}) as entries
     from ${pivot} link join ${table} entry on entry.id = link.${column}
     where link.valuation_id = any($1::int4[]) group by link.valuation_id`,
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row.entries]));
}

/**
 * Writes one chunk: inserts the valuations whose ValueId is new, updates the stored ones where anything differs
 * (their version moves on, so an open form sees it), and sets each link table's entries and places. Rows stored as
 * the file has them are not written at all. Answers the chunk's counts.
 */
async function writeChunk(
  client: pg.ClientBase,
  chunk: readonly ImportedValuation[],
  studyRowIds: ReadonlyMap<number, number>,
  { columns, links, userId }: DatasetShape,
): Promise<ImportCounts> {
  const { rows: existing } = await client.query<{ id: number; valueId: number }>(
    `select id, value_id::float8 as "valueId" from valuation where value_id = any($1::int8[])`,
    [chunk.map((valuation) => valuation.valueId)],
  );
  const storedIds = new Map(existing.map((row) => [row.valueId, row.id]));
  const fresh = chunk.filter((valuation) => !storedIds.has(valuation.valueId));
  const known = chunk.filter((valuation) => storedIds.has(valuation.valueId));
  const names = columns.map(({ column }) => column).join(', ');
  const arrays = (rows: readonly ImportedValuation[]) =>
    columns.map((_, index) => arrayLiteral(rows.map((valuation) => valuation.values[index])));
  const types = columns.map(({ type }, index) => `$${index + 3}::${type}[]`).join(', ');
  const studyIds = (rows: readonly ImportedValuation[]) => rows.map((valuation) => studyRowIds.get(valuation.studyId));

  const ids = new Map(storedIds);
  if (fresh.length) {
    // The statistics facts go in with the row, from the links it is about to get: no second version of each row.
    const linkParameters = statisticsFactLinks.flatMap(({ pivot }) => {
      const index = links.findIndex((link) => link.pivot === pivot);
      return [
        fresh.flatMap((valuation) => valuation.links[index].map(() => valuation.valueId)),
        fresh.flatMap((valuation) => valuation.links[index]),
      ];
    });
    const first = columns.length + 4;
    const linksOf = (index: number) =>
      `select * from unnest($${first + 2 * index}::int8[], $${first + 2 * index + 1}::int4[]) as link(owner, entry)`;
    const { rows } = await client.query<{ id: number; valueId: number }>(
      `with chunk as (
         select * from unnest($1::int8[], $2::int4[], ${types}) as u(value_id, study_id, ${names})
       ),${statisticsFactsCtes({
         records: 'select chunk.value_id as key, chunk.int_per_hectare_per_year as value from chunk',
         services: linksOf(0),
         methods: linksOf(1),
         habitats: linksOf(2),
       })}
       insert into valuation (value_id, study_id, ${names}, updated_by_id, statistics_usable, statistics_biome_id,
                              statistics_ecozone_id)
       select chunk.*, $${columns.length + 3}::int4, facts.usable, facts.biome_id, facts.ecozone_id
       from chunk join facts on facts.key = chunk.value_id
       returning id, value_id::float8 as "valueId"`,
      [fresh.map((valuation) => valuation.valueId), studyIds(fresh), ...arrays(fresh), userId, ...linkParameters],
    );
    for (const row of rows) ids.set(row.valueId, row.id);
  }

  const changed = new Set<number>();
  const columnsChanged = new Set<number>();
  if (known.length) {
    const { rows } = await client.query<{ id: number }>(
      `update valuation v set (study_id, ${names}) = (u.study_id, ${columns.map(({ column }) => `u.${column}`).join(', ')}),
         version = v.version + 1, updated_on = now(), updated_by_id = $${columns.length + 3}::int4
       from unnest($1::int4[], $2::int4[], ${types}) as u(id, study_id, ${names})
       where v.id = u.id
         and (v.study_id, ${columns.map(stored).join(', ')}) is distinct from
             (u.study_id, ${columns.map(({ column }) => `u.${column}`).join(', ')})
       returning v.id`,
      [known.map((valuation) => storedIds.get(valuation.valueId)), studyIds(known), ...arrays(known), userId],
    );
    for (const row of rows) {
      columnsChanged.add(row.id);
      changed.add(row.id);
    }
  }

  const knownIds = [...new Set(known.map((valuation) => storedIds.get(valuation.valueId)!))];
  for (const [index, link] of links.entries()) {
    const storedLinks = await readLinks(client, link, knownIds);
    const sameAsStored = (id: number, entries: readonly number[]) => {
      const before = storedLinks.get(id) ?? [];
      return before.length === entries.length && before.every((entry, place) => entry === entries[place]);
    };
    const owners: number[] = [];
    const entries: number[] = [];
    const places: number[] = [];
    const rewritten: number[] = [];
    for (const valuation of chunk) {
      const id = ids.get(valuation.valueId)!;
      if (storedIds.has(valuation.valueId)) {
        if (sameAsStored(id, valuation.links[index])) continue;
        rewritten.push(id);
        changed.add(id);
      }
      valuation.links[index].forEach((entry, place) => {
        owners.push(id);
        entries.push(entry);
        places.push(place + 1);
      });
    }
    if (!owners.length && !rewritten.length) continue;
    const insert = `insert into ${link.pivot} (valuation_id, ${link.column}, position)`;
    const wanted = 'select * from unnest($1::int4[], $2::int4[], $3::int4[]) as w(valuation_id, entry_id, position)';
    // Links of new records only (most chunks of a large upload) have nothing to replace or to meet.
    const [statement, parameters] = rewritten.length
      ? [
          `with wanted as (${wanted}), dropped as (
             delete from ${link.pivot} link where link.valuation_id = any($4::int4[])
               and not exists (select from wanted where wanted.valuation_id = link.valuation_id
                                                    and wanted.entry_id = link.${link.column})
           )
           ${insert} select valuation_id, entry_id, position from wanted
           on conflict (valuation_id, ${link.column}) do update set position = excluded.position
             where ${link.pivot}.position is distinct from excluded.position`,
          [owners, entries, places, rewritten],
        ]
      : [`${insert} ${wanted}`, [owners, entries, places]];
    await client.query(statement, parameters);
  }
  // Links live in their own tables: a record whose links alone changed moves its version on too.
  const linksOnly = [...changed].filter((id) => !columnsChanged.has(id));
  if (linksOnly.length) {
    await client.query(
      `update valuation set version = version + 1, updated_on = now(), updated_by_id = $2 where id = any($1::int4[])`,
      [linksOnly, userId],
    );
  }
  if (fresh.length) {
    const keyed = links.flatMap((link, index) =>
      valuationLinkTables.some(({ table }) => table === link.pivot) ? [{ table: link.pivot, index }] : [],
    );
    const keyedLinks = fresh.flatMap((valuation) =>
      keyed.flatMap(({ table, index }) =>
        valuation.links[index].map((entry) => ({ id: ids.get(valuation.valueId)!, table, entry })),
      ),
    );
    await client.query(newLinkKeysSql, [
      fresh.map((valuation) => ids.get(valuation.valueId)),
      keyedLinks.map((link) => link.id),
      keyedLinks.map((link) => link.table),
      keyedLinks.map((link) => link.entry),
    ]);
  }
  await refreshAfterBulkWrite(client, { changedIds: [...changed] });
  return { inserted: fresh.length, updated: changed.size, unchanged: known.length - changed.size };
}

/**
 * The dataset import's writes in the engine's one transaction, a chunk at a time as its rows are checked: the
 * chunk's studies not written yet (new ones inserted, published: the dataset is the ESVD's), then its valuations;
 * the counts so far reported (and a cancel heard) after each.
 */
export class DatasetWriter {
  readonly counts: ImportCounts = { inserted: 0, updated: 0, unchanged: 0 };
  /** The row id of every StudyId written so far. */
  private readonly studyRowIds = new Map<number, number>();
  private started = false;

  constructor(
    private readonly transaction: ImportTransaction,
    private readonly shape: DatasetShape,
  ) {}

  async write(studies: readonly ImportedStudy[], valuations: readonly ImportedValuation[]): Promise<void> {
    const { client } = this.transaction;
    if (!this.started) {
      // The triggers that keep the derived facts would run for every statement of every chunk: each chunk refreshes
      // its records once instead (refreshAfterBulkWrite).
      await startBulkWrite(client);
      this.started = true;
    }
    const unwritten = studies.filter((study) => !this.studyRowIds.has(study.studyId));
    if (unwritten.length) {
      await claimStudyIds(client, unwritten);
      for (const [studyId, id] of await writeStudies(client, unwritten, this.shape.userId))
        this.studyRowIds.set(studyId, id);
    }
    if (valuations.length) {
      const chunk = await writeChunk(client, valuations, this.studyRowIds, this.shape);
      this.counts.inserted += chunk.inserted;
      this.counts.updated += chunk.updated;
      this.counts.unchanged += chunk.unchanged;
    }
    await this.transaction.progress(this.counts);
  }
}
