import type { EntityManager } from '@mikro-orm/postgresql';
import {
  changedVslFields,
  vslCodeListFields,
  vslEditableFields,
  vslEditMessages,
  vslFieldTitles,
  vslStudyCreate,
  vslStudyUpdate,
  type VslCodeListField,
  type VslEditableField,
  type VslStudyChanges,
} from '@esvd/schema/rules/vsl';
import type pg from 'pg';
import { signedInUserId } from '../../core/caller.ts';
import type { Context } from '../../core/context.ts';
import { badRequest, DomainError, notFound, parseInput, type FieldProblem } from '../../core/errors.ts';
import type { EventBus } from '../../core/events.ts';
import { withClient, withTransaction } from '../../core/sql.ts';
import type { AccessPolicy } from '../access/index.ts';
import { diffFields, type HistoryEntryView, type HistoryService } from '../history/index.ts';
import { ReferenceLookup } from '../workbooks/index.ts';
import { codeColumnOfField, linkOfColumn, vslCodeSources } from './vsl-codes.ts';
import type { VslGridLeases } from './vsl-grid-leases.ts';
import { displayName, publishNotice } from './vsl-grid-notices.ts';
import {
  addCodeLinks,
  changesSince,
  deleteVslStudy,
  dropCodeLinks,
  lockStudyIdChoice,
  lockVslStudy,
  newVslStudy,
  otherRecordWithStudyId,
  recordVslHistory,
  vslStudyVersion,
  writeVslCells,
} from './vsl-grid.sql.ts';
import type { VslUploadLock } from './vsl-upload-lock.ts';
import { vslRowById, type VslRowView } from './vsl.sql.ts';

/** The plain columns of `vsl_study` the editable cells write (the code lists and protection status are links). */
const plainColumns: Partial<Record<VslEditableField, string>> = {
  authors: 'authors',
  yearOfPublication: 'year_of_publication',
  title: 'title',
  reference: 'reference',
  includedInEsvd: 'included_in_esvd',
  studyId: 'study_id',
  includedRepository: 'included_repository',
  repositoryFolder: 'repository_folder',
  checkedBy: 'checked_by',
  language: 'language',
  notes: 'notes',
};

/** A row's editable cells as an edit compares them (code lists as their semicolon-joined codes). */
function cellsOf(row: VslRowView): Record<VslEditableField, unknown> {
  return Object.fromEntries(
    vslEditableFields.map((field) => [field, field === 'protectionStatus' ? row.protectionStatus : row[field]]),
  ) as Record<VslEditableField, unknown>;
}

/**
 * The grid's records (spec 001 §4): edits, additions and deletions, each one transaction that checks the version
 * the editor loaded and tells every api process after commit.
 */
export class VslGridRecords {
  constructor(
    private readonly em: EntityManager,
    private readonly access: AccessPolicy,
    private readonly events: EventBus,
    private readonly versions: HistoryService,
    private readonly uploadLock: VslUploadLock,
    private readonly leases: VslGridLeases,
  ) {}

  /** One study record as the grid shows it, or null once deleted. */
  async study(context: Context, id: number): Promise<VslRowView | null> {
    this.access.require(context.principal, 'vsl');
    return withClient(context.em, (client) => rowOf(client, id));
  }

  /** A new study record from the cells given (spec 001 §4: a row without id is created by its first edit). */
  async create(context: Context, input: unknown, connectionId?: string | null): Promise<VslRowView> {
    this.access.require(context.principal, 'vsl');
    const changes = parseInput(vslStudyCreate, input);
    return withTransaction(context.em, async (client) => {
      await this.uploadLock.refuseWhileHeld(client);
      const { rows } = await client.query<{ id: number }>(newVslStudy(signedInUserId(context.principal)).toQuery());
      const id = rows[0].id;
      await this.write(client, id, changes);
      const after = (await rowOf(client, id))!;
      const changed = diffFields({}, cellsOf(after));
      await this.recordHistory(client, context, id, 1, 'create', changed);
      await publishNotice(this.events, client, {
        kind: 'added',
        id,
        fields: Object.keys(changed) as VslEditableField[],
        origin: connectionId ?? null,
        by: displayName(context.principal),
      });
      return after;
    });
  }

  /**
   * An edit of some cells of a record, based on the version the editor loaded. Refused when a cell it changes was
   * changed by someone else since (the grid then shows their value) or is being edited by another admin; cells
   * changed by others that this edit leaves alone do not stand in its way.
   */
  async update(context: Context, id: number, input: unknown, connectionId?: string | null): Promise<VslRowView> {
    this.access.require(context.principal, 'vsl');
    const { version, changes } = parseInput(vslStudyUpdate, input);
    return withTransaction(context.em, async (client) => {
      await this.uploadLock.refuseWhileHeld(client);
      const { rows: locked } = await client.query<{ version: number }>(lockVslStudy(id).toQuery());
      if (!locked.length) throw notFound(vslEditMessages.gone);
      const requested = changedVslFields(changes);
      await this.leases.refuseCellsLockedByOthers(client, id, requested, connectionId ?? null);

      const before = (await rowOf(client, id))!;
      await this.write(client, id, changes);
      const afterWrite = (await rowOf(client, id))!;
      const changed = diffFields(cellsOf(before), cellsOf(afterWrite));
      const fields = Object.keys(changed) as VslEditableField[];
      if (!fields.length) return before;
      if (version !== locked[0].version) await this.refuseStale(client, id, version, fields);

      const nextVersion = locked[0].version + 1;
      await client.query(vslStudyVersion(id, nextVersion, signedInUserId(context.principal)).toQuery());
      await this.recordHistory(client, context, id, nextVersion, 'update', changed);
      await publishNotice(this.events, client, {
        kind: 'edited',
        id,
        fields,
        origin: connectionId ?? null,
        by: displayName(context.principal),
      });
      return { ...afterWrite, version: nextVersion };
    });
  }

  /** Deletes a record (spec 001 §4); its history stays readable. */
  async delete(context: Context, id: number, connectionId?: string | null): Promise<number> {
    this.access.require(context.principal, 'vsl');
    return withTransaction(context.em, async (client) => {
      await this.uploadLock.refuseWhileHeld(client);
      const before = await rowOf(client, id);
      if (!before) throw notFound(vslEditMessages.gone);
      await client.query(deleteVslStudy(id).toQuery());
      await this.leases.dropCellLocksOf(client, id);
      await this.recordHistory(client, context, id, before.version + 1, 'delete', diffFields(cellsOf(before), {}));
      await publishNotice(this.events, client, {
        kind: 'deleted',
        id,
        origin: connectionId ?? null,
        by: displayName(context.principal),
      });
      return id;
    });
  }

  /** A record's versions, newest first: who changed which cells from what to what, when. */
  history(context: Context, id: number): Promise<HistoryEntryView[]> {
    this.access.require(context.principal, 'vsl');
    return this.versions.list(context, 'vslStudy', id);
  }

  /** Refuses an edit of cells that someone else changed after `version`, the one the editor loaded. */
  private async refuseStale(client: pg.ClientBase, id: number, version: number, fields: VslEditableField[]) {
    const { rows } = await client.query<{ field: VslEditableField; name: string | null }>(
      changesSince(id, version, fields).toQuery(),
    );
    if (!rows.length) return;
    const changed = [...new Set(rows.map((row) => vslFieldTitles[row.field]))].join(', ');
    throw new DomainError('conflict', vslEditMessages.stale(changed, rows[0].name ?? 'Another administrator'));
  }

  /** Writes the cells an edit names: plain columns, the protection status, and the code lists' links. */
  private async write(client: pg.ClientBase, id: number, changes: VslStudyChanges): Promise<void> {
    const fields = changedVslFields(changes);
    const cells: { column: string; value: unknown }[] = [];
    for (const field of fields) {
      const column = plainColumns[field];
      if (column) cells.push({ column, value: changes[field] });
    }
    const problems: FieldProblem[] = [];
    if (typeof changes.studyId === 'number') {
      // The list holds each StudyId once, as its upload requires.
      await client.query(lockStudyIdChoice(changes.studyId).toQuery());
      const { rows: holders } = await client.query(otherRecordWithStudyId(changes.studyId, id).toQuery());
      if (holders.length) problems.push({ path: 'studyId', message: vslEditMessages.studyIdTaken(changes.studyId) });
    }
    if (changes.protectionStatus !== undefined) {
      let statusId: number | null = null;
      if (changes.protectionStatus !== null) {
        const lookup = await ReferenceLookup.load(this.em, 'ref_protection_status');
        const status = lookup.byCodeOrName(changes.protectionStatus);
        if (status) statusId = status.id;
        else
          problems.push({
            path: 'protectionStatus',
            message: `"${changes.protectionStatus}" is neither a code nor a name of the protection statuses.`,
          });
      }
      cells.push({ column: 'protection_status_id', value: statusId });
    }
    const codeFields = fields.filter((field): field is VslCodeListField =>
      (vslCodeListFields as readonly string[]).includes(field),
    );
    const entryIds = new Map<VslCodeListField, number[]>();
    for (const field of codeFields) {
      const source = vslCodeSources[codeColumnOfField[field]];
      const lookup = await ReferenceLookup.load(this.em, source.table);
      const ids: number[] = [];
      for (const code of changes[field]!) {
        const entry = lookup.byCode(code, source.levels);
        if (entry) ids.push(entry.id);
        else problems.push({ path: field, message: `${code} is not a code of the ${source.list}.` });
      }
      entryIds.set(field, ids);
    }
    if (problems.length) throw badRequest(problems.map((problem) => problem.message).join(' '), problems);

    if (cells.length) await client.query(writeVslCells(id, cells).toQuery());
    for (const [field, ids] of entryIds) {
      const source = vslCodeSources[codeColumnOfField[field]];
      const link = linkOfColumn(codeColumnOfField[field]);
      const codeLinks = {
        linkTable: link.table,
        linkColumn: link.column,
        entryTable: source.table,
        levels: source.levels,
      };
      await client.query(dropCodeLinks(id, codeLinks).toQuery());
      await client.query(addCodeLinks(id, codeLinks, ids).toQuery());
    }
  }

  private async recordHistory(
    client: pg.ClientBase,
    context: Context,
    id: number,
    version: number,
    action: 'create' | 'update' | 'delete',
    changes: Record<string, { from: unknown; to: unknown }>,
  ): Promise<void> {
    await client.query(
      recordVslHistory({ id, version, action, userId: signedInUserId(context.principal), changes }).toQuery(),
    );
  }
}

export async function rowOf(client: pg.ClientBase, id: number): Promise<VslRowView | null> {
  const { rows } = await client.query<VslRowView>(vslRowById(id).toQuery());
  return rows[0] ?? null;
}
