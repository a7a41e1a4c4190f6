import type pg from 'pg';
import { studyIdSequence } from '../studies/studies.service.ts';
import { refreshAfterBulkWrite, startBulkWrite } from './export-line-invalidation.sql.ts';
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

export interface DatasetImport {
  studies: readonly ImportedStudy[];
  valuations: readonly ImportedValuation[];
  columns: readonly ValuationColumn[];
  links: readonly ImportLinkTable[];
  userId: number | null;
}

export const datasetWriteMessages = {
  saving: (records: number, step: number, steps: number) =>
    `Saving the ${records.toLocaleString('en')} new and changed records: step ${step} of ${steps}.`,
} as const;

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
 * the file gives another.
 */
async function writeStudies(client: pg.ClientBase, studies: readonly ImportedStudy[], userId: number | null) {
  const column = <K extends keyof ImportedStudy>(key: K) => studies.map((study) => study[key]);
  const { rows } = await client.query<{ id: number }>(
    `insert into study (study_id, authors, title, reference, year_of_publication, is_published, is_complete,
                        published_on, updated_by_id)
     select u.study_id, u.authors, u.title, u.reference, u.year, true, true, now(), $6
     from unnest($1::int4[], $2::text[], $3::text[], $4::text[], $5::int2[]) as u(study_id, authors, title, reference, year)
     on conflict (study_id) do update set
       authors = coalesce(excluded.authors, study.authors), title = coalesce(excluded.title, study.title),
       reference = coalesce(excluded.reference, study.reference),
       year_of_publication = coalesce(excluded.year_of_publication, study.year_of_publication),
       version = study.version + 1, updated_on = now(), updated_by_id = excluded.updated_by_id
     where (study.authors, study.title, study.reference, study.year_of_publication) is distinct from
       (coalesce(excluded.authors, study.authors), coalesce(excluded.title, study.title),
        coalesce(excluded.reference, study.reference),
        coalesce(excluded.year_of_publication, study.year_of_publication))
     returning id`,
    [column('studyId'), column('authors'), column('title'), column('reference'), column('yearOfPublication'), userId],
  );
  // The written studies' bibliographies show in their valuations' export lines.
  await refreshAfterBulkWrite(client, { changedStudyIds: rows.map((row) => row.id) });
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

/** The tables an import stages its rows in: its session's own, dropped with its transaction however that ends. */
const staging = {
  valuations: 'import_valuation',
  links: 'import_link',
  relinked: 'import_relinked',
} as const;

async function createStaging(client: pg.ClientBase, columns: readonly ValuationColumn[]): Promise<void> {
  await client.query(
    `create temp table ${staging.valuations} (value_id int8 not null, study_id int4 not null, valuation_id int4,
       fresh bool not null, ${columns.map(({ column, type }) => `${column} ${type}`).join(', ')}) on commit drop`,
  );
  // Each link table by its place among the import's; the entries of the new records and of those relinked.
  await client.query(
    `create temp table ${staging.links} (link int2 not null, value_id int8 not null, entry_id int4 not null,
       position int4 not null) on commit drop`,
  );
  await client.query(
    `create temp table ${staging.relinked} (link int2 not null, valuation_id int4 not null) on commit drop`,
  );
}

/**
 * Stages one chunk: tells the new ValueIds from the stored ones, and of these which differ from the file in a column
 * or a link table, reading the live tables only; stages the new and the changed rows with their links. Rows stored as
 * the file has them are not staged at all. Answers the chunk's counts.
 */
async function stageChunk(
  client: pg.ClientBase,
  chunk: readonly ImportedValuation[],
  { columns, links }: DatasetImport,
): Promise<ImportCounts> {
  const { rows: existing } = await client.query<{ id: number; valueId: number }>(
    `select id, value_id::float8 as "valueId" from valuation where value_id = any($1::int8[])`,
    [chunk.map((valuation) => valuation.valueId)],
  );
  const storedIds = new Map(existing.map((row) => [row.valueId, row.id]));
  const known = chunk.filter((valuation) => storedIds.has(valuation.valueId));
  const names = columns.map(({ column }) => column).join(', ');
  const arrays = (rows: readonly ImportedValuation[]) =>
    columns.map((_, index) => rows.map((valuation) => valuation.values[index]));
  const types = (first: number) => columns.map(({ type }, index) => `$${index + first}::${type}[]`).join(', ');

  const changed = new Set<number>();
  if (known.length) {
    const { rows } = await client.query<{ id: number }>(
      `select v.id from valuation v join study s on s.id = v.study_id
         join unnest($1::int4[], $2::int4[], ${types(3)}) as u(id, study_id, ${names}) on u.id = v.id
       where (s.study_id, ${columns.map(stored).join(', ')}) is distinct from
             (u.study_id, ${columns.map(({ column }) => `u.${column}`).join(', ')})`,
      [
        known.map((valuation) => storedIds.get(valuation.valueId)),
        known.map((valuation) => valuation.studyId),
        ...arrays(known),
      ],
    );
    for (const row of rows) changed.add(row.id);
  }

  const linkRows = { link: [] as number[], valueId: [] as number[], entry: [] as number[], position: [] as number[] };
  const relinked = { link: [] as number[], id: [] as number[] };
  const knownIds = [...new Set(known.map((valuation) => storedIds.get(valuation.valueId)!))];
  for (const [index, link] of links.entries()) {
    const storedLinks = await readLinks(client, link, knownIds);
    const sameAsStored = (id: number, entries: readonly number[]) => {
      const before = storedLinks.get(id) ?? [];
      return before.length === entries.length && before.every((entry, place) => entry === entries[place]);
    };
    for (const valuation of chunk) {
      const id = storedIds.get(valuation.valueId);
      if (id !== undefined) {
        if (sameAsStored(id, valuation.links[index])) continue;
        relinked.link.push(index);
        relinked.id.push(id);
        changed.add(id);
      }
      valuation.links[index].forEach((entry, place) => {
        linkRows.link.push(index);
        linkRows.valueId.push(valuation.valueId);
        linkRows.entry.push(entry);
        linkRows.position.push(place + 1);
      });
    }
  }

  const staged = chunk.filter((valuation) => {
    const id = storedIds.get(valuation.valueId);
    return id === undefined || changed.has(id);
  });
  if (staged.length) {
    await client.query(
      `insert into ${staging.valuations} (value_id, study_id, valuation_id, fresh, ${names})
       select u.value_id, u.study_id, u.valuation_id, u.valuation_id is null, ${columns.map(({ column }) => `u.${column}`).join(', ')}
       from unnest($1::int8[], $2::int4[], $3::int4[], ${types(4)}) as u(value_id, study_id, valuation_id, ${names})`,
      [
        staged.map((valuation) => valuation.valueId),
        staged.map((valuation) => valuation.studyId),
        staged.map((valuation) => storedIds.get(valuation.valueId) ?? null),
        ...arrays(staged),
      ],
    );
  }
  if (linkRows.link.length)
    await client.query(
      `insert into ${staging.links} select * from unnest($1::int2[], $2::int8[], $3::int4[], $4::int4[])`,
      [linkRows.link, linkRows.valueId, linkRows.entry, linkRows.position],
    );
  if (relinked.link.length)
    await client.query(`insert into ${staging.relinked} select * from unnest($1::int2[], $2::int4[])`, [
      relinked.link,
      relinked.id,
    ]);
  return { inserted: chunk.length - known.length, updated: changed.size, unchanged: known.length - changed.size };
}

/**
 * Moves the staged rows into the live tables, one set-based statement each: the new valuations (keeping their
 * ValueIds), the changed ones (their version moves on, so an open form sees it, also when only a link changed), each
 * link table's entries and places, and the derived facts of every record written, refreshed once. `step` is told
 * before each statement.
 */
async function applyStaged(
  client: pg.ClientBase,
  { columns, links, userId }: DatasetImport,
  step: (done: number, of: number) => Promise<void>,
): Promise<void> {
  const steps = 3 + links.length;
  let done = 0;
  const next = () => step(done++, steps);
  await client.query(`analyze ${staging.valuations}, ${staging.links}, ${staging.relinked}`);
  const names = columns.map(({ column }) => column).join(', ');
  const values = columns.map(({ column }) => `s.${column}`).join(', ');
  await next();
  await client.query(
    `with inserted as (
       insert into valuation (value_id, study_id, ${names}, updated_by_id)
       select s.value_id, study.id, ${values}, $1::int4
       from ${staging.valuations} s join study on study.study_id = s.study_id
       where s.fresh
       returning id, value_id
     )
     update ${staging.valuations} s set valuation_id = inserted.id from inserted where s.value_id = inserted.value_id`,
    [userId],
  );
  await next();
  await client.query(
    `update valuation v set (study_id, ${names}) = (study.id, ${values}), version = v.version + 1, updated_on = now(),
       updated_by_id = $1::int4
     from ${staging.valuations} s join study on study.study_id = s.study_id
     where not s.fresh and v.id = s.valuation_id`,
    [userId],
  );
  for (const [index, link] of links.entries()) {
    await next();
    await client.query(
      `with wanted as (
         select s.valuation_id, l.entry_id, l.position
         from ${staging.links} l join ${staging.valuations} s on s.value_id = l.value_id
         where l.link = $1
       ), dropped as (
         delete from ${link.pivot} link using ${staging.relinked} r
         where r.link = $1 and link.valuation_id = r.valuation_id
           and not exists (select from wanted where wanted.valuation_id = link.valuation_id
                                                and wanted.entry_id = link.${link.column})
       )
       insert into ${link.pivot} (valuation_id, ${link.column}, position)
       select valuation_id, entry_id, position from wanted
       on conflict (valuation_id, ${link.column}) do update set position = excluded.position
         where ${link.pivot}.position is distinct from excluded.position`,
      [index],
    );
  }
  await next();
  const {
    rows: [written],
  } = await client.query<{ writtenIds: number[]; changedIds: number[] }>(
    `select coalesce(array_agg(valuation_id), '{}') as "writtenIds",
            coalesce(array_agg(valuation_id) filter (where not fresh), '{}') as "changedIds"
     from ${staging.valuations}`,
  );
  await refreshAfterBulkWrite(client, written);
}

/**
 * The dataset import in the engine's one transaction. The rows are staged chunk by chunk in tables of the import's
 * own (each chunk's counts reported, and a cancel heard, before the next), and only then written to the live tables,
 * studies first, in a few set-based statements: searches and statistics meanwhile meet no uncommitted rows of the
 * upload until that last step, and the derived facts are refreshed once.
 */
export async function importValuations(
  { client, chunkRows, progress }: ImportTransaction,
  data: DatasetImport,
): Promise<ImportCounts> {
  // The triggers that keep the derived facts would run for every statement: the import refreshes them itself, once.
  await startBulkWrite(client);
  await createStaging(client, data.columns);
  const counts: ImportCounts = { inserted: 0, updated: 0, unchanged: 0 };
  for (let start = 0; start < data.valuations.length; start += chunkRows) {
    const chunk = await stageChunk(client, data.valuations.slice(start, start + chunkRows), data);
    counts.inserted += chunk.inserted;
    counts.updated += chunk.updated;
    counts.unchanged += chunk.unchanged;
    await progress(counts);
  }
  await claimStudyIds(client, data.studies);
  await writeStudies(client, data.studies, data.userId);
  await applyStaged(client, data, (done, of) =>
    progress(counts, datasetWriteMessages.saving(counts.inserted + counts.updated, done + 1, of)),
  );
  return counts;
}
