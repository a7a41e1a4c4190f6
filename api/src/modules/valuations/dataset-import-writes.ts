import type pg from 'pg';
import type { EntityManager } from '@mikro-orm/postgresql';
import { arrayLiteral, withClient } from '../../core/sql.ts';
import { studyIdSequence } from '../studies/studies.service.ts';
import { refreshAfterBulkWrite, startBulkWrite } from './export-line-invalidation.sql.ts';
import { statisticsFactLinks, statisticsFactsCtes } from './statistics-eligibility.sql.ts';
import { newLinkKeysSql, valuationLinkTables } from './link-keys.sql.ts';
import { linkOrder } from './valuation-rows.sql.ts';
import { drawValuationIds } from './valuation-ids.sql.ts';
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

/** A statement and its parameters, ready to be sent. */
type Statement = [text: string, parameters: unknown[]];

/** A stored valuation's ValueId and row id. */
interface StoredValueId {
  valueId: number;
  id: number;
}

/**
 * A chunk made ready on the reading side while earlier chunks are written: which of its ValueIds are stored
 * (committed; a ValueId appears once in a file, so none of the upload's own is among them), the row ids of its new
 * records (from the upload's block, see DatasetWriter), and its new records' statements built, all but their
 * studies' row ids, which only the transaction knows.
 */
export interface PreparedChunk {
  studies: readonly ImportedStudy[];
  valuations: readonly ImportedValuation[];
  /** Row id by ValueId: stored ones, and those drawn for the new ones. */
  ids: ReadonlyMap<number, number>;
  fresh: readonly ImportedValuation[];
  known: readonly ImportedValuation[];
  /** The new records' insert, given their studies' row ids. */
  insertFresh?: (studyRowIds: ReadonlyMap<number, number>) => Statement;
  /** The new records' links. */
  freshLinks: Statement[];
  /** The new records' link keys, written once every chunk is in (DatasetWriter.finish). */
  freshKeys?: LinkKeyElements;
}

/** The parameters of the valuation columns, one array literal each, in the order of `columns`. */
const columnArrays = (columns: readonly ValuationColumn[], rows: readonly ImportedValuation[]): string[] =>
  columns.map((_, index) => arrayLiteral(rows.map((valuation) => valuation.values[index])));

/** `$first::type[], ...` for the valuation columns. */
const columnTypes = (columns: readonly ValuationColumn[], first: number) =>
  columns.map(({ type }, index) => `$${index + first}::${type}[]`).join(', ');

async function prepareChunk(
  storedIds: readonly StoredValueId[],
  newIds: (count: number) => Promise<number[]>,
  studies: readonly ImportedStudy[],
  valuations: readonly ImportedValuation[],
  { columns, links, userId }: DatasetShape,
): Promise<PreparedChunk> {
  const ids = new Map(storedIds.map((row) => [row.valueId, row.id]));
  const fresh = valuations.filter((valuation) => !ids.has(valuation.valueId));
  const known = valuations.filter((valuation) => ids.has(valuation.valueId));
  if (!fresh.length) return { studies, valuations, ids, fresh, known, freshLinks: [] };
  const drawn = await newIds(fresh.length);
  fresh.forEach((valuation, index) => ids.set(valuation.valueId, drawn[index]));

  const names = columns.map(({ column }) => column).join(', ');
  // The statistics facts go in with the row, from the links it is about to get: no second version of each row.
  const linkParameters: string[] = [];
  for (const { pivot } of statisticsFactLinks) {
    const index = links.findIndex((link) => link.pivot === pivot);
    linkParameters.push(
      arrayLiteral(fresh.flatMap((valuation) => valuation.links[index].map(() => valuation.valueId))),
      arrayLiteral(fresh.flatMap((valuation) => valuation.links[index])),
    );
  }
  const first = columns.length + 5;
  const linksOf = (index: number) =>
    `select * from unnest($${first + 2 * index}::int8[], $${first + 2 * index + 1}::int4[]) as link(owner, entry)`;
  const insert = `with chunk as (
       select * from unnest($1::int4[], $2::int8[], $3::int4[], ${columnTypes(columns, 4)})
         as u(id, value_id, study_id, ${names})
     ),${statisticsFactsCtes({
       records: 'select chunk.value_id as key, chunk.int_per_hectare_per_year as value from chunk',
       services: linksOf(0),
       methods: linksOf(1),
       habitats: linksOf(2),
     })}
     insert into valuation (id, value_id, study_id, ${names}, updated_by_id, statistics_usable, statistics_biome_id,
                            statistics_ecozone_id)
     select chunk.*, $${columns.length + 4}::int4, facts.usable, facts.biome_id, facts.ecozone_id
     from chunk join facts on facts.key = chunk.value_id`;
  const freshIds = fresh.map((valuation) => ids.get(valuation.valueId)!);
  const freshColumns = columnArrays(columns, fresh);
  const insertFresh = (studyRowIds: ReadonlyMap<number, number>): Statement => [
    insert,
    [
      arrayLiteral(freshIds),
      arrayLiteral(fresh.map((valuation) => valuation.valueId)),
      arrayLiteral(fresh.map((valuation) => studyRowIds.get(valuation.studyId))),
      ...freshColumns,
      userId,
      ...linkParameters,
    ],
  ];

  // Links of new records have nothing to replace or to meet: a plain insert per link table.
  const freshLinks: Statement[] = [];
  for (const [index, link] of links.entries()) {
    const owners: number[] = [];
    const entries: number[] = [];
    const places: number[] = [];
    fresh.forEach((valuation, row) =>
      valuation.links[index].forEach((entry, place) => {
        owners.push(freshIds[row]);
        entries.push(entry);
        places.push(place + 1);
      }),
    );
    if (owners.length) {
      freshLinks.push([
        `insert into ${link.pivot} (valuation_id, ${link.column}, position)
         select * from unnest($1::int4[], $2::int4[], $3::int4[])`,
        [arrayLiteral(owners), arrayLiteral(entries), arrayLiteral(places)],
      ]);
    }
  }
  const keyed = links.flatMap((link, index) =>
    valuationLinkTables.some(({ table }) => table === link.pivot) ? [{ table: link.pivot, index }] : [],
  );
  const keyedLinks = fresh.flatMap((valuation, row) =>
    keyed.flatMap(({ table, index }) => valuation.links[index].map((entry) => ({ id: freshIds[row], table, entry }))),
  );
  const elements = (values: unknown[]) => arrayLiteral(values).slice(1, -1);
  const freshKeys: LinkKeyElements = {
    records: freshIds.length,
    ids: elements(freshIds),
    owners: elements(keyedLinks.map((link) => link.id)),
    tables: elements(keyedLinks.map((link) => link.table)),
    entries: elements(keyedLinks.map((link) => link.entry)),
  };
  return { studies, valuations, ids, fresh, known, insertFresh, freshLinks, freshKeys };
}

/** What newLinkKeysSql needs of some new records: the elements of its four array parameters, without braces. */
interface LinkKeyElements {
  records: number;
  ids: string;
  owners: string;
  tables: string;
  entries: string;
}

/** New records' link keys are written this many records at a time once every chunk is in, with progress between. */
const linkKeyRecords = 10_000;

/**
 * Sends `statements` one after the other without waiting for each answer (the driver queues them), so PostgreSQL
 * goes from one to the next; the first failure is the answer (the others fail with the transaction).
 */
async function sendAll(client: pg.ClientBase, statements: readonly Statement[]): Promise<void> {
  await Promise.all(statements.map(([text, parameters]) => client.query(text, parameters)));
}

/**
 * Updates the stored valuations of a chunk where anything differs (their version moves on, so an open form sees it)
 * and sets each link table's entries and places; rows stored as the file has them are not written at all. Answers
 * the records that changed.
 */
async function writeKnown(
  client: pg.ClientBase,
  { known, ids }: PreparedChunk,
  studyRowIds: ReadonlyMap<number, number>,
  { columns, links, userId }: DatasetShape,
): Promise<Set<number>> {
  const changed = new Set<number>();
  if (!known.length) return changed;
  const names = columns.map(({ column }) => column).join(', ');
  const columnsChanged = new Set<number>();
  const { rows } = await client.query<{ id: number }>(
    `update valuation v set (study_id, ${names}) = (u.study_id, ${columns.map(({ column }) => `u.${column}`).join(', ')}),
       version = v.version + 1, updated_on = now(), updated_by_id = $${columns.length + 3}::int4
     from unnest($1::int4[], $2::int4[], ${columnTypes(columns, 3)}) as u(id, study_id, ${names})
     where v.id = u.id
       and (v.study_id, ${columns.map(stored).join(', ')}) is distinct from
           (u.study_id, ${columns.map(({ column }) => `u.${column}`).join(', ')})
     returning v.id`,
    [
      known.map((valuation) => ids.get(valuation.valueId)),
      known.map((valuation) => studyRowIds.get(valuation.studyId)),
      ...columnArrays(columns, known),
      userId,
    ],
  );
  for (const row of rows) {
    columnsChanged.add(row.id);
    changed.add(row.id);
  }

  const knownIds = [...new Set(known.map((valuation) => ids.get(valuation.valueId)!))];
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
    for (const valuation of known) {
      const id = ids.get(valuation.valueId)!;
      if (sameAsStored(id, valuation.links[index])) continue;
      rewritten.push(id);
      changed.add(id);
      valuation.links[index].forEach((entry, place) => {
        owners.push(id);
        entries.push(entry);
        places.push(place + 1);
      });
    }
    if (!rewritten.length) continue;
    await client.query(
      `with wanted as (
         select * from unnest($1::int4[], $2::int4[], $3::int4[]) as w(valuation_id, entry_id, position)
       ), dropped as (
         delete from ${link.pivot} link where link.valuation_id = any($4::int4[])
           and not exists (select from wanted where wanted.valuation_id = link.valuation_id
                                                and wanted.entry_id = link.${link.column})
       )
       insert into ${link.pivot} (valuation_id, ${link.column}, position)
       select valuation_id, entry_id, position from wanted
       on conflict (valuation_id, ${link.column}) do update set position = excluded.position
         where ${link.pivot}.position is distinct from excluded.position`,
      [owners, entries, places, rewritten],
    );
  }
  // Links live in their own tables: a record whose links alone changed moves its version on too.
  const linksOnly = [...changed].filter((id) => !columnsChanged.has(id));
  if (linksOnly.length) {
    await client.query(
      `update valuation set version = version + 1, updated_on = now(), updated_by_id = $2 where id = any($1::int4[])`,
      [linksOnly, userId],
    );
  }
  await refreshAfterBulkWrite(client, { changedIds: [...changed] });
  return changed;
}

/**
 * The dataset import's writes in the engine's one transaction, a chunk at a time as its rows are checked: each chunk
 * made ready on the reading side (`prepare`, on another connection), then written (`write`): its studies not written
 * yet (new ones inserted, published: the dataset is the ESVD's), then its valuations; the counts so far reported (and
 * a cancel heard) after each.
 */
export class DatasetWriter {
  readonly counts: ImportCounts = { inserted: 0, updated: 0, unchanged: 0 };
  /** The row id of every StudyId written so far. */
  private readonly studyRowIds = new Map<number, number>();
  /** The link keys of the new records written so far, per chunk: see `finish`. */
  private readonly pendingKeys: LinkKeyElements[] = [];
  private started = false;

  constructor(
    private readonly transaction: ImportTransaction,
    private readonly shape: DatasetShape,
    /** Reads committed rows and draws ids outside the import's transaction, while it writes. */
    private readonly em: EntityManager,
  ) {}

  async prepare(studies: readonly ImportedStudy[], valuations: readonly ImportedValuation[]): Promise<PreparedChunk> {
    const stored = await withClient(this.em, async (client) =>
      client.query<StoredValueId>(
        `select v.value_id::float8 as "valueId", v.id from valuation v where v.value_id = any($1::int8[])`,
        [arrayLiteral(valuations.map((valuation) => valuation.valueId))],
      ),
    );
    const newIds = (count: number) => withClient(this.em, (client) => drawValuationIds(client, count));
    return prepareChunk(stored.rows, newIds, studies, valuations, this.shape);
  }

  async write(chunk: PreparedChunk): Promise<void> {
    const { client } = this.transaction;
    if (!this.started) {
      // The triggers that keep the derived facts would run for every statement of every chunk: each chunk refreshes
      // its records once instead (refreshAfterBulkWrite).
      await startBulkWrite(client);
      this.started = true;
    }
    const unwritten = chunk.studies.filter((study) => !this.studyRowIds.has(study.studyId));
    if (unwritten.length) {
      await claimStudyIds(client, unwritten);
      for (const [studyId, id] of await writeStudies(client, unwritten, this.shape.userId))
        this.studyRowIds.set(studyId, id);
    }
    if (chunk.insertFresh) await sendAll(client, [chunk.insertFresh(this.studyRowIds), ...chunk.freshLinks]);
    if (chunk.freshKeys) this.pendingKeys.push(chunk.freshKeys);
    const changed = await writeKnown(client, chunk, this.studyRowIds, this.shape);
    this.counts.inserted += chunk.fresh.length;
    this.counts.updated += changed.size;
    this.counts.unchanged += chunk.known.length - changed.size;
    await this.transaction.progress(this.counts);
  }

  /**
   * Writes the new records' link keys, once every chunk is written. Searches that combine list filters read the link
   * keys' index: until then its entries lead them to none of the upload's rows, which they would each have to visit
   * to find that they are not committed yet. The progress is reported (and a cancel heard) between slices.
   */
  async finish(): Promise<void> {
    const { client } = this.transaction;
    while (this.pendingKeys.length) {
      const slice: LinkKeyElements[] = [];
      let records = 0;
      while (this.pendingKeys.length && records < linkKeyRecords) {
        const keys = this.pendingKeys.shift()!;
        slice.push(keys);
        records += keys.records;
      }
      const joined = (part: Exclude<keyof LinkKeyElements, 'records'>) =>
        `{${slice
          .map((keys) => keys[part])
          .filter(Boolean)
          .join(',')}}`;
      await client.query(newLinkKeysSql, [joined('ids'), joined('owners'), joined('tables'), joined('entries')]);
      await this.transaction.progress(this.counts);
    }
  }
}
