import { joinSql, sql, trusted, type SqlFragment } from '../../core/sql.ts';
import { UploadKind, UploadStatus } from '../uploads/index.ts';

/** The leases of the admins with the grid open, one per connection. */
export const presenceChannel = 'vsl-presence';
/** The leases of the cells being edited, one per cell. */
export const cellChannel = 'vsl-cell';

/** A lease as the grid reads it: see LeaseRow (vsl-grid-leases.ts). */
const leaseColumns = sql`key, channel, connection_id as "connectionId", holder_name as "holderName",
  expires_at as "expiresAt"`;

export const newVslStudy = (userId: number | null): SqlFragment =>
  sql`insert into vsl_study (updated_by_id, version) values (${userId}, 1) returning id`;

export const lockVslStudy = (id: number): SqlFragment => sql`select version from vsl_study where id = ${id} for update`;

/** Advisory locks (this, StudyId) of the transactions giving a record a StudyId, so two cannot take the same one. */
const studyIdChoiceSpace = 0x76736c73;

export const lockStudyIdChoice = (studyId: number): SqlFragment =>
  sql`select pg_advisory_xact_lock(${studyIdChoiceSpace}, ${studyId})`;

/** Another record of the list that has `studyId`. */
export const otherRecordWithStudyId = (studyId: number, id: number): SqlFragment =>
  sql`select id from vsl_study where study_id = ${studyId} and id <> ${id} limit 1`;

export const vslStudyExists = (id: number): SqlFragment => sql`select 1 from vsl_study where id = ${id}`;

export const vslStudyVersion = (id: number, version: number, userId: number | null): SqlFragment =>
  sql`update vsl_study set version = ${version}, updated_on = now(), updated_by_id = ${userId} where id = ${id}`;

/** The cells an edit names that are columns of the record (`column`: a name from code). */
export const writeVslCells = (id: number, cells: readonly { column: string; value: unknown }[]): SqlFragment =>
  sql`update vsl_study set ${joinSql(
    cells.map(({ column, value }) => sql`${trusted(column)} = ${value}`),
    ', ',
  )} where id = ${id}`;

/** A code list's links, in a link table that holds those of several levels (`levels`) of its reference list. */
export interface CodeLinks {
  linkTable: string;
  linkColumn: string;
  entryTable: string;
  levels: readonly number[];
}

export const dropCodeLinks = (id: number, { linkTable, linkColumn, entryTable, levels }: CodeLinks): SqlFragment =>
  sql`delete from ${trusted(linkTable)} link using ${trusted(entryTable)} entry
    where link.vsl_study_id = ${id} and entry.id = link.${trusted(linkColumn)}
      and entry.level = any(${levels}::int[])`;

export const addCodeLinks = (id: number, { linkTable, linkColumn }: CodeLinks, entryIds: number[]): SqlFragment =>
  sql`insert into ${trusted(linkTable)} (vsl_study_id, ${trusted(linkColumn)})
    select ${id}, entry from unnest(${entryIds}::int[]) as entry on conflict do nothing`;

export const deleteVslStudy = (id: number): SqlFragment => sql`delete from vsl_study where id = ${id}`;

export const deleteCellLeasesOf = (id: number): SqlFragment =>
  sql`delete from lease where channel = ${cellChannel} and key like ${`${cellChannel}:${id}:%`}`;

export const recordVslHistory = (entry: {
  id: number;
  version: number;
  action: 'create' | 'update' | 'delete';
  userId: number | null;
  changes: Record<string, { from: unknown; to: unknown }>;
}): SqlFragment =>
  sql`insert into record_history (entity_type, entity_id, version, action, changed_by_id, changed_at, changes)
    values ('vslStudy', ${entry.id}, ${entry.version}, ${entry.action}, ${entry.userId}, now(),
      ${JSON.stringify(entry.changes)})`;

/** Who changed which of `fields` of a record after `version`, newest first. */
export const changesSince = (id: number, version: number, fields: readonly string[]): SqlFragment =>
  sql`select changed.field, coalesce(u.display_name, u.user_name) as name
    from record_history h cross join jsonb_object_keys(h.changes) as changed(field)
    left join app_user u on u.id = h.changed_by_id
    where h.entity_type = 'vslStudy' and h.entity_id = ${id} and h.version > ${version}
      and changed.field = any(${fields})
    order by h.version desc`;

/**
 * A cell's lease for the connection: taken when free or expired, renewed when the connection holds it already;
 * no row when another connection holds it.
 */
export const takeCellLease = (lease: {
  key: string;
  userId: number | null;
  holderName: string;
  connectionId: string;
  ttlSeconds: number;
}): SqlFragment =>
  sql`insert into lease (key, channel, user_id, holder_name, connection_id, acquired_at, expires_at)
    values (${lease.key}, ${cellChannel}, ${lease.userId}, ${lease.holderName}, ${lease.connectionId}, now(),
      now() + make_interval(secs => ${lease.ttlSeconds}))
    on conflict (key) do update set user_id = excluded.user_id, holder_name = excluded.holder_name,
      connection_id = excluded.connection_id, acquired_at = now(), expires_at = excluded.expires_at
      where lease.expires_at < now() or lease.connection_id = excluded.connection_id
    returning ${leaseColumns}`;

export const leaseByKey = (key: string): SqlFragment => sql`select ${leaseColumns} from lease where key = ${key}`;

export const giveCellLeaseBack = (key: string, connectionId: string): SqlFragment =>
  sql`delete from lease where key = ${key} and connection_id = ${connectionId} returning ${leaseColumns}`;

/** Whoever else holds a live lease of one of the cells `keys`. */
export const cellHolderOtherThan = (keys: readonly string[], connectionId: string | null): SqlFragment =>
  sql`select holder_name as "holderName" from lease
    where key = any(${keys}) and expires_at > now() and connection_id is distinct from ${connectionId} limit 1`;

export const liveCellLeases = sql`select ${leaseColumns} from lease
  where channel = ${cellChannel} and expires_at > now() order by acquired_at`;

/** The names of the admins with the grid open, each once. */
export const onlineAdminNames = sql`select distinct on (coalesce(user_id::text, holder_name)) holder_name as name
  from lease where channel = ${presenceChannel} and expires_at > now()
  order by coalesce(user_id::text, holder_name), acquired_at`;

/** The presence leases of `connections`, created or renewed; answers for each whether it was created. */
export const upsertPresence = (
  connections: readonly string[],
  holders: readonly { userId: number | null; name: string }[],
  ttlSeconds: number,
): SqlFragment =>
  sql`insert into lease (key, channel, user_id, holder_name, connection_id, acquired_at, expires_at)
    select ${presenceChannel} || ':' || connection, ${presenceChannel}, holder, name, connection, now(),
      now() + make_interval(secs => ${ttlSeconds})
      from unnest(${connections}::text[], ${holders.map((holder) => holder.userId)}::int[],
        ${holders.map((holder) => holder.name)}::text[]) as held(connection, holder, name)
    on conflict (key) do update set expires_at = excluded.expires_at
    returning (xmax = 0) as created`;

export const renewCellLeases = (connections: readonly string[], ttlSeconds: number): SqlFragment =>
  sql`update lease set expires_at = now() + make_interval(secs => ${ttlSeconds})
    where channel = ${cellChannel} and connection_id = any(${connections})`;

export const deleteExpiredLeases = sql`delete from lease
  where channel = any(${[presenceChannel, cellChannel]}) and expires_at < now()
  returning ${leaseColumns}`;

export const deleteLeasesOf = (connections: readonly string[]): SqlFragment =>
  sql`delete from lease where channel = any(${[presenceChannel, cellChannel]}) and connection_id = any(${connections})
    returning ${leaseColumns}`;

/** The name of whoever's VSL upload runs, if one does. */
export const runningVslUploader = sql`select coalesce(u.display_name, u.user_name, 'an administrator') as name
  from upload_job j left join app_user u on u.id = j.created_by_id
  where j.kind = ${UploadKind.Vsl} and j.status = ${UploadStatus.Running} limit 1`;

/** An upload's progress as the grid shows it, with who runs it. */
export const uploadProgressOf = (jobId: number): SqlFragment =>
  sql`select j.status, j.status_text as "statusText", j.total_count as total,
      j.inserted_count + j.updated_count as done,
      coalesce(u.display_name, u.user_name, 'an administrator') as name
    from upload_job j left join app_user u on u.id = j.created_by_id where j.id = ${jobId}`;
