import { sql, type SqlFragment } from '../../core/sql.ts';

/** One release making at a time: two versions saved at once must not interleave their records. */
export const lockReleases = sql`lock table release in share row exclusive mode`;

/** Making a release of a million records takes longer than the pool's statement_timeout allows a request. */
export const releaseStatementTimeout = sql`set local statement_timeout = '10min'`;

/** The id the release will have: its records are frozen first, the release row (with their count) written last. */
export const nextReleaseId = sql`select nextval(pg_get_serial_sequence('release', 'id'))::int as id`;

export const insertRelease = (release: {
  id: number;
  label: string;
  citation: string;
  header: string;
  vintage: string;
}): SqlFragment =>
  sql`insert into release (id, label, record_count, citation, header, vintage)
    select ${release.id}, ${release.label}, count(*), ${release.citation}, ${release.header}, ${release.vintage}
    from release_record where release_id = ${release.id}`;

/**
 * Freezes every published record that has a stored export line into the release, in one statement (one snapshot):
 * lines not kept yet are added under their hash, then the release's (ValueId, hash) pairs. The foreign key from
 * the pairs to the lines is checked at the end of the statement, once both inserts are done.
 */
export const freezeStoredLines = (releaseId: number): SqlFragment =>
  sql`with published as materialized (
      select v.value_id, line.line, md5(line.line)::uuid as hash
      from valuation v
        join study s on s.id = v.study_id
        join valuation_export_line line on line.valuation_id = v.id
      where s.is_published
    ), kept as (
      insert into release_line (hash, line) select hash, line from published on conflict (hash) do nothing
    )
    insert into release_record (release_id, value_id, line_hash) select ${releaseId}, value_id, hash from published`;

/** Published records whose export line is missing (dropped by an edit since the lines were made). */
export const publishedWithoutLines = sql`select v.id from valuation v join study s on s.id = v.study_id
  where s.is_published and not exists (select from valuation_export_line line where line.valuation_id = v.id)
  order by v.id`;

/** Freezes lines made for the release itself (`publishedWithoutLines`). */
export const freezeLines = (releaseId: number, valueIds: readonly number[], lines: readonly string[]): SqlFragment =>
  sql`with made as (
      select value_id, line, md5(line)::uuid as hash from unnest(${valueIds}::bigint[], ${lines}::text[]) as t(value_id, line)
    ), kept as (
      insert into release_line (hash, line) select hash, line from made on conflict (hash) do nothing
    )
    insert into release_record (release_id, value_id, line_hash) select ${releaseId}, value_id, hash from made`;

const releaseColumns = sql`id, label, created_on as "createdOn", record_count as "recordCount", citation, vintage`;

export const listReleases = sql`select ${releaseColumns} from release order by created_on desc, id desc`;

export const releaseByLabel = (label: string): SqlFragment =>
  sql`select ${releaseColumns}, header from release where label = ${label}`;

/**
 * A release's lines in ValueId order, for a cursor: the pairs in their primary key's order, each line looked up by
 * its hash (a cursor gets no parallel plan, and this one streams from the first row without a sort).
 */
export const releaseLines = (releaseId: number): SqlFragment =>
  sql`select (select line.line from release_line line where line.hash = record.line_hash)
    from release_record record
    where record.release_id = ${releaseId}
    order by record.value_id`;

/** How two releases differ: counts of records added, changed, removed and unchanged from `from` to `to`. */
export const releaseDiffCounts = (fromId: number, toId: number): SqlFragment =>
  sql`select count(*) filter (where a.value_id is null)::int as added,
      count(*) filter (where b.value_id is null)::int as removed,
      count(*) filter (where a.line_hash <> b.line_hash)::int as changed,
      count(*) filter (where a.line_hash = b.line_hash)::int as unchanged
    from (select value_id, line_hash from release_record where release_id = ${fromId}) a
      full join (select value_id, line_hash from release_record where release_id = ${toId}) b
        on b.value_id = a.value_id`;

/** The records that differ between two releases, in ValueId order, with their lines in each (null where absent). */
export const releaseDiffRecords = (fromId: number, toId: number): SqlFragment =>
  sql`select coalesce(a.value_id, b.value_id) as "valueId", from_line.line as "fromLine", to_line.line as "toLine"
    from (select value_id, line_hash from release_record where release_id = ${fromId}) a
      full join (select value_id, line_hash from release_record where release_id = ${toId}) b
        on b.value_id = a.value_id
      left join release_line from_line on from_line.hash = a.line_hash
      left join release_line to_line on to_line.hash = b.line_hash
    where a.line_hash is distinct from b.line_hash
    order by 1`;
