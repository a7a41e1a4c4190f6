import type pg from 'pg';
import type { EntityManager } from '@mikro-orm/postgresql';
import { arrayLiteral, queryRows, withClient, type SqlFragment } from '../../core/sql.ts';
import { lockStudyIdClaims, moveStudyIdsPast, unlockStudyIdClaims } from '../studies/index.ts';
import {
  insertNewLinks,
  insertNewValuations,
  newValuationIds,
  newVersions,
  replaceLinks,
  storedLinksOf,
  storedValueIds,
  updateKnownValuations,
  writeImportedStudies,
} from './dataset-import-writes.sql.ts';
import { refreshAfterBulkWrite, startBulkWrite } from './export-line-invalidation.sql.ts';
import { statisticsFactLinks } from './statistics-eligibility.sql.ts';
import { newLinkKeys, valuationLinkTables, type NewRecordLinks } from './link-keys.sql.ts';
import type { ColumnChange, ImportCounts, ImportTransaction } from '../uploads/index.ts';

/** A valuation column an upload writes, with the PostgreSQL type its values travel as and the file's heading. */
export interface ValuationColumn {
  column: string;
  type: 'text' | 'float8' | 'int2' | 'int4' | 'bool' | 'timestamptz' | 'jsonb';
  heading: string;
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
  /** The file's row it was read from, for the report. */
  rowNumber: number;
  /** In the order of the import's columns. */
  values: unknown[];
  /** Per link table, the entry ids in their places. */
  links: number[][];
  /** InclExcl 0: uploaded, but not displayed (the dataset's SuccessWithWarning). */
  excluded: boolean;
}

export interface ImportLinkTable {
  /** The file's headings it is read from, as the job's report names it. */
  headings: string;
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

/**
 * The kept StudyIDs move the sequence past themselves before the import writes them (as StudiesService does for one
 * study, under the same lock), so no study created meanwhile draws one of them. setval is not rolled back: a
 * cancelled upload leaves numbers unused, never taken twice.
 */
async function claimStudyIds(client: pg.ClientBase, studies: readonly ImportedStudy[]): Promise<void> {
  if (!studies.length) return;
  const highest = Math.max(...studies.map((study) => study.studyId));
  await client.query(lockStudyIdClaims.toQuery());
  try {
    await client.query(moveStudyIdsPast(highest).toQuery());
  } finally {
    await client.query(unlockStudyIdClaims.toQuery());
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
  const { rows } = await client.query<{ id: number; studyId: number; written: boolean }>(
    writeImportedStudies(studies, userId).toQuery(),
  );
  // The written studies' bibliographies show in their valuations' export lines.
  const written = rows.filter((row) => row.written).map((row) => row.id);
  await refreshAfterBulkWrite(client, { changedStudyIds: written });
  return new Map(rows.map((row) => [row.studyId, row.id]));
}

/** The stored links of `ids` in the order the export reads them (linkOrder), within each level where that counts. */
async function readLinks(
  client: pg.ClientBase,
  link: ImportLinkTable,
  ids: readonly number[],
): Promise<Map<number, number[]>> {
  if (!ids.length) return new Map();
  const { rows } = await client.query<{ id: number; entries: number[] }>(storedLinksOf(link, ids).toQuery());
  return new Map(rows.map((row) => [row.id, row.entries]));
}

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
  insertFresh?: (studyRowIds: ReadonlyMap<number, number>) => SqlFragment;
  /** The new records' links. */
  freshLinks: SqlFragment[];
  /** The new records' link keys, written once every chunk is in (DatasetWriter.finish). */
  freshKeys?: LinkKeyElements;
}

/** The parameters of the valuation columns, one array literal each, in the order of `columns`. */
const columnArrays = (columns: readonly ValuationColumn[], rows: readonly ImportedValuation[]): string[] =>
  columns.map((_, index) => arrayLiteral(rows.map((valuation) => valuation.values[index])));

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

  // The statistics facts go in with the row, from the links it is about to get.
  const factLinks = statisticsFactLinks.map(({ pivot }) => {
    const index = links.findIndex((link) => link.pivot === pivot);
    return {
      owners: arrayLiteral(fresh.flatMap((valuation) => valuation.links[index].map(() => valuation.valueId))),
      entries: arrayLiteral(fresh.flatMap((valuation) => valuation.links[index])),
    };
  });
  const freshIds = fresh.map((valuation) => ids.get(valuation.valueId)!);
  const freshRows = {
    ids: arrayLiteral(freshIds),
    valueIds: arrayLiteral(fresh.map((valuation) => valuation.valueId)),
    columns: columnArrays(columns, fresh),
    userId,
    factLinks,
  };
  const insertFresh = (studyRowIds: ReadonlyMap<number, number>) =>
    insertNewValuations(columns, {
      ...freshRows,
      studyIds: arrayLiteral(fresh.map((valuation) => studyRowIds.get(valuation.studyId))),
    });

  // Links of new records have nothing to replace or to meet: a plain insert per link table.
  const freshLinks: SqlFragment[] = [];
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
      freshLinks.push(
        insertNewLinks(link, {
          owners: arrayLiteral(owners),
          entries: arrayLiteral(entries),
          places: arrayLiteral(places),
        }),
      );
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

/** What newLinkKeys needs of some new records: the elements of its four arrays, without braces, and how many records. */
type LinkKeyElements = NewRecordLinks & { records: number };

/** New records' link keys are written this many records at a time once every chunk is in, with progress between. */
const linkKeyRecords = 10_000;

/**
 * Sends `statements` one after the other without waiting for each answer (the driver queues them), so PostgreSQL
 * goes from one to the next; the first failure is the answer (the others fail with the transaction).
 */
async function sendAll(client: pg.ClientBase, statements: readonly SqlFragment[]): Promise<void> {
  await Promise.all(statements.map((statement) => client.query(statement.toQuery())));
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
  columnChanges: ColumnChangeCounter,
): Promise<Set<number>> {
  const changed = new Set<number>();
  if (!known.length) return changed;
  const {
    rows: [written],
  } = await client.query<{ ids: number[]; changed: number[]; emptied: number[] }>(
    updateKnownValuations(columns, {
      ids: known.map((valuation) => ids.get(valuation.valueId)!),
      studyIds: known.map((valuation) => studyRowIds.get(valuation.studyId)!),
      columns: columnArrays(columns, known),
      userId,
    }).toQuery(),
  );
  columns.forEach(({ heading }, index) => columnChanges.add(heading, written.changed[index], written.emptied[index]));
  const columnsChanged = new Set(written.ids);
  for (const id of written.ids) changed.add(id);

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
    let emptied = 0;
    for (const valuation of known) {
      const id = ids.get(valuation.valueId)!;
      if (sameAsStored(id, valuation.links[index])) continue;
      rewritten.push(id);
      changed.add(id);
      if (!valuation.links[index].length) emptied++;
      valuation.links[index].forEach((entry, place) => {
        owners.push(id);
        entries.push(entry);
        places.push(place + 1);
      });
    }
    if (!rewritten.length) continue;
    columnChanges.add(link.headings, rewritten.length, emptied);
    await client.query(replaceLinks(link, { owners, entries, places, rewritten }).toQuery());
  }
  const linksOnly = [...changed].filter((id) => !columnsChanged.has(id));
  if (linksOnly.length) await client.query(newVersions(linksOnly, userId).toQuery());
  await refreshAfterBulkWrite(client, { changedIds: [...changed] });
  return changed;
}

/** How many stored values an upload changes and empties, per column of the file, in the order first met. */
class ColumnChangeCounter {
  private readonly counts = new Map<string, ColumnChange>();

  add(column: string, changed: number, emptied: number): void {
    if (!changed) return;
    const counted = this.counts.get(column) ?? { column, changed: 0, emptied: 0 };
    counted.changed += changed;
    counted.emptied += emptied;
    this.counts.set(column, counted);
  }

  get changes(): ColumnChange[] {
    return [...this.counts.values()];
  }
}

/**
 * The dataset import's writes in the engine's one transaction, a chunk at a time as its rows are checked: each chunk
 * made ready on the reading side (`prepare`, on another connection), then written (`write`): its studies not written
 * yet (new ones inserted, published: the dataset is the ESVD's), then its valuations; the counts so far reported (and
 * a cancel heard) after each.
 */
export class DatasetWriter {
  readonly counts: ImportCounts = { inserted: 0, updated: 0, unchanged: 0 };
  private readonly columnChanges = new ColumnChangeCounter();
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
        storedValueIds(arrayLiteral(valuations.map((valuation) => valuation.valueId))).toQuery(),
      ),
    );
    const newIds = async (count: number) =>
      (await queryRows<{ id: number }>(this.em, newValuationIds(count))).map((row) => row.id);
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
    const changed = await writeKnown(client, chunk, this.studyRowIds, this.shape, this.columnChanges);
    this.counts.inserted += chunk.fresh.length;
    this.counts.updated += changed.size;
    this.counts.unchanged += chunk.known.length - changed.size;
    await this.transaction.progress(this.counts);
  }

  /** Per column of the file, how many stored values the chunks written so far changed and emptied. */
  get changes(): ColumnChange[] {
    return this.columnChanges.changes;
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
      await client.query(
        newLinkKeys({
          ids: joined('ids'),
          owners: joined('owners'),
          tables: joined('tables'),
          entries: joined('entries'),
        }).toQuery(),
      );
      await this.transaction.progress(this.counts);
    }
  }
}
