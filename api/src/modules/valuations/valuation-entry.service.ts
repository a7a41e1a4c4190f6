import type { EntityManager } from '@mikro-orm/postgresql';
import {
  esvdValueId,
  reviewMessages,
  valuationInput,
  valuationUpdateInput,
  type ValuationFields,
} from '@esvd/schema/rules/studies';
import {
  linkValuationFields,
  ownValuationFields,
  referenceValuationFields,
  valuationLinkFields,
  type ValuationLinkField,
} from '@esvd/schema/rules/valuation-fields';
import { signedInUserId } from '../../core/caller.ts';
import type { Context } from '../../core/context.ts';
import { badRequest, DomainError, forbidden, isForeignKeyViolation, notFound, parseInput } from '../../core/errors.ts';
import { executeIn } from '../../core/sql.ts';
import { User } from '../accounts/index.ts';
import { diffFields, type HistoryEntryView, type HistoryService } from '../history/index.ts';
import { type StudiesService, Study } from '../studies/index.ts';
import {
  dropLinksNotIn,
  highestValueIdOfStudy,
  missingEntries,
  placeLinks,
  storedLinks,
  updateValuationFields,
  valuationForSave,
  type LinkTable as GenericLinkTable,
} from './valuation-entry.sql.ts';
import { Valuation } from './valuation.entity.ts';

export const valuationEntryMessages = {
  deleted: 'Valuation deleted successfully.',
  stale: 'This valuation was changed by someone else since you opened it. Reload it to see their changes.',
  copyPublished: 'Valuations of a published study cannot be copied.',
  valueIdTaken: (valueId: number) => `ValueId ${valueId} is already used by another valuation.`,
  noValueId: (valueId: number) => `There is no valuation with ValueId ${valueId}.`,
} as const;

/** A valuation as the form edits it: every field, the links as entry ids. */
export type ValuationEntryView = ValuationFields & {
  /** Null for an unsaved copy. */
  id: number | null;
  valueId: number;
  /** The study's record id (Study.id). */
  studyRecordId: number;
  /** The study's StudyID. */
  studyId: number;
  /** Null for an unsaved copy. */
  version: number | null;
  reviewed: boolean;
  reviewedDate: Date | null;
};

/** Spec 000 §4: a study's first valueId is its StudyID followed by 00001. */
const valueIdsPerStudy = 100_000;

/** The review is written apart (reviewOf): only editors may change it. */
const reviewFields = new Set<string>(['reviewed', 'reviewedDate']);
const assignedOwnFields = ownValuationFields.filter(({ name }) => !reviewFields.has(name));

type Values = ValuationFields & Record<string, unknown>;

/** A valuation's many-valued links: entry ids per link, in the order they were entered. */
type Links = Record<ValuationLinkField, number[]>;

const noLinks = (): Links => Object.fromEntries(valuationLinkFields.map((field) => [field, []])) as unknown as Links;

/** The links a save asks for. */
const linksOf = (values: Values): Links =>
  Object.fromEntries(valuationLinkFields.map((field) => [field, values[field] ?? []])) as unknown as Links;

/** A valuation's row as a save reads it: the catalogued fields by name, its identity and version, its study's access. */
type StoredValuation = Record<string, unknown> & {
  id: number;
  valueId: string;
  studyRowId: number;
  studyId: number;
  version: number;
  studyOwnerId: number | null;
  studyIsPublished: boolean;
};

/** Whether a valuation is reviewed, and since when. */
type Review = { reviewed: boolean; reviewedDate: Date | null };

const timeOf = (date: Date | null | undefined) => date?.getTime() ?? null;

/** The form's view of a stored valuation with its links. */
function fieldsOf(valuation: Valuation, links: Links): ValuationFields & Review {
  const record = valuation as unknown as Record<string, unknown>;
  const fields: Record<string, unknown> = {};
  for (const { name } of ownValuationFields) fields[name] = record[name] ?? null;
  for (const { name, property } of referenceValuationFields) {
    fields[name] = (record[property] as { id: number } | null | undefined)?.id ?? null;
  }
  return { ...fields, ...links } as ValuationFields & Review;
}

/**
 * The fields a save writes, by catalogue name: the own fields it names (a date it leaves out is `codedDate`'s), every
 * single reference (absent is none); links and the review are written apart.
 */
function assignmentOf(values: Values): Record<string, unknown> {
  const assignment: Record<string, unknown> = {};
  for (const { name } of assignedOwnFields) if (name in values) assignment[name] = values[name] ?? null;
  for (const { name } of referenceValuationFields) assignment[name] = values[name] ?? null;
  return assignment;
}

/** The entity's assignment of a save: single references by their entity property. */
function entityAssignmentOf(values: Values): Record<string, unknown> {
  const assignment = assignmentOf(values);
  for (const { name, property } of referenceValuationFields) {
    assignment[property] = assignment[name];
    delete assignment[name];
  }
  return assignment;
}

type LinkTable = GenericLinkTable<ValuationLinkField>;

/**
 * Valuation entry (spec 000 §4): creates, edits, copies and deletes value records under their study's
 * rules (owner analysts while unpublished, editors always). Each write locks the study row, so
 * valueIds are handed out one at a time, and leaves a history row. Links keep the order they were
 * entered in: they are read and written here with SQL, each with its place (`position`).
 */
export class ValuationEntryService {
  private readonly linkTables: LinkTable[] = linkValuationFields.map(({ name, pivot, column, table }) => ({
    field: name as ValuationLinkField,
    pivot,
    column,
    entries: table,
  }));

  constructor(
    private readonly studies: StudiesService,
    private readonly historyLog: HistoryService,
  ) {}

  /** The links of `valuationIds`, each list in `linkOrder`. */
  private async readLinks(em: EntityManager, valuationIds: readonly number[]): Promise<Map<number, Links>> {
    const byValuation = new Map(valuationIds.map((id) => [id, noLinks()]));
    if (!valuationIds.length) return byValuation;
    const rows = await executeIn<{ valuation_id: number; field: ValuationLinkField; ids: number[] }>(
      em,
      storedLinks(this.linkTables, valuationIds),
    );
    for (const row of rows) byValuation.get(row.valuation_id)![row.field] = row.ids.map(Number);
    return byValuation;
  }

  private async storedLinks(em: EntityManager, valuationId: number): Promise<Links> {
    return (await this.readLinks(em, [valuationId])).get(valuationId)!;
  }

  /** Writes the links that changed: drops the entries no longer named, adds the new ones, renumbers the places. */
  private async writeLinks(em: EntityManager, valuationId: number, before: Links, after: Links): Promise<void> {
    for (const table of this.linkTables) {
      const { field } = table;
      const ids = after[field];
      if (ids.length === before[field].length && ids.every((id, index) => id === before[field][index])) continue;
      // Nothing stored, nothing to drop (a new valuation): the statement and its triggers would run for nothing.
      if (before[field].length) {
        await executeIn(em, dropLinksNotIn(table, valuationId, ids));
      }
      if (!ids.length) continue;
      await executeIn(em, placeLinks(table, valuationId, ids));
    }
  }

  /**
   * The review a save writes: as stored when the save does not say (`reviewed` absent or null); a reviewed valuation's
   * date is the one given, else the one it had when it was reviewed already, else today. Only editors (and
   * administrators) may change it.
   */
  private reviewOf(
    context: Context,
    stored: Pick<Valuation, 'reviewed' | 'reviewedDate'> | null,
    values: Values,
  ): Partial<Review> {
    if (values.reviewed === undefined || values.reviewed === null) return {};
    const reviewed = values.reviewed;
    const wasReviewed = stored?.reviewed ?? false;
    // A record reviewed before keeps its date, none included (the ESVD's export carries no review date).
    const reviewedDate = reviewed
      ? (values.reviewedDate ?? (wasReviewed ? (stored?.reviewedDate ?? null) : new Date()))
      : null;
    const changed = reviewed !== wasReviewed || timeOf(reviewedDate) !== timeOf(stored?.reviewedDate);
    if (changed && this.studies.roleOf(context) !== 'editor') {
      throw new DomainError('forbidden', reviewMessages.editorsOnly);
    }
    return { reviewed, reviewedDate };
  }

  /**
   * A clear 400 for an id that is not in its reference list (instead of a foreign-key failure): every list asked in
   * one statement, a form names a dozen.
   */
  private async assertEntriesExist(em: EntityManager, values: Values): Promise<void> {
    const named = [
      ...linkValuationFields.map(({ name, table }) => ({ field: name, table, ids: (values[name] as number[]) ?? [] })),
      ...referenceValuationFields.map(({ name, table }) => ({
        field: name,
        table,
        ids: values[name] ? [values[name] as number] : [],
      })),
    ].filter(({ ids }) => ids.length);
    if (!named.length) return;
    const [absent] = await executeIn<{ field: string; missing: number[] }>(em, missingEntries(named));
    if (absent) throw badRequest(`${absent.field}: no entry ${absent.missing.join(', ')} in its reference list.`);
  }

  /**
   * Runs a save; when PostgreSQL's foreign keys refuse it, says which entries of `values` are not in their reference
   * lists (assertEntriesExist), asked only then: a save naming entries that exist pays nothing for the check.
   */
  private async withEntriesChecked<T>(context: Context, values: Values, save: () => Promise<T>): Promise<T> {
    try {
      return await save();
    } catch (error) {
      if (isForeignKeyViolation(error)) await this.assertEntriesExist(context.em, values);
      throw error;
    }
  }

  /**
   * Spec 000 §4: StudyID followed by 00001 for the first, else the highest valueId plus 1. A ValueId kept from the
   * ESVD may be anywhere (another study's 12050001 is this one's 1205 followed by 0001): one in use is stepped over.
   */
  private async nextValueId(em: EntityManager, study: Study): Promise<number> {
    const [{ highest }] = await executeIn<{ highest: string | null }>(em, highestValueIdOfStudy(study.id));
    let valueId = highest === null ? study.studyId * valueIdsPerStudy + 1 : Number(highest) + 1;
    while (await em.count(Valuation, { valueId })) valueId++;
    return valueId;
  }

  private async viewOf(em: EntityManager, valuation: Valuation, links?: Links): Promise<ValuationEntryView> {
    return {
      ...fieldsOf(valuation, links ?? (await this.storedLinks(em, valuation.id))),
      id: valuation.id,
      valueId: valuation.valueId,
      studyRecordId: valuation.study.id,
      studyId: valuation.study.studyId,
      version: valuation.version,
    };
  }

  /**
   * A valuation whose study the caller may see. One they may not see is answered as a missing one, in the same
   * words, so that the answer does not tell that it exists.
   */
  private async loadVisible(context: Context, id: number): Promise<Valuation> {
    const valuation = await context.em.findOne(Valuation, id, { populate: ['study'] });
    if (!valuation || !this.studies.mayView(context, valuation.study)) throw notFound(`There is no valuation ${id}.`);
    return valuation;
  }

  /** A valuation to change, with its study locked until the transaction ends (loaded after the valuation). */
  private async loadForChange(em: EntityManager, context: Context, id: number): Promise<Valuation> {
    const valuation = await em.findOne(Valuation, id);
    if (!valuation) throw notFound(`There is no valuation ${id}.`);
    await this.studies.lockForChange(em, context, valuation.study.id);
    return valuation;
  }

  /**
   * `version` is the one the record has once the change is written: an update records it before its one flush, which
   * raises the stored version by one.
   */
  private recordHistory(
    em: EntityManager,
    context: Context,
    valuation: Valuation,
    action: 'create' | 'update' | 'delete',
    changes: ReturnType<typeof diffFields>,
    version = valuation.version,
  ): void {
    this.historyLog.record(em, context, {
      entityType: 'valuation',
      entityId: valuation.id,
      version,
      action,
      changes,
    });
  }

  private touchedBy(em: EntityManager, context: Context): User | null {
    return context.principal.kind === 'user' ? em.getReference(User, context.principal.userId) : null;
  }

  async get(context: Context, id: number): Promise<ValuationEntryView> {
    return this.viewOf(context.em, await this.loadVisible(context, id));
  }

  /** A valuation by its ValueId; seen by whoever may see its study, answered as a missing one otherwise. */
  async getByValueId(context: Context, valueId: number): Promise<ValuationEntryView> {
    const valuation = await context.em.findOne(Valuation, { valueId }, { populate: ['study'] });
    if (!valuation || !this.studies.mayView(context, valuation.study)) {
      throw notFound(valuationEntryMessages.noValueId(valueId));
    }
    return this.viewOf(context.em, valuation);
  }

  /** A study's valuations for its valuations card, by valueId; seen by whoever may see the study (404 otherwise). */
  async listForStudy(context: Context, studyRecordId: number): Promise<ValuationEntryView[]> {
    await this.studies.get(context, studyRecordId);
    const valuations = await context.em.find(
      Valuation,
      { study: studyRecordId },
      { orderBy: { valueId: 'asc' }, populate: ['study'] },
    );
    const links = await this.readLinks(
      context.em,
      valuations.map((valuation) => valuation.id),
    );
    return Promise.all(valuations.map((valuation) => this.viewOf(context.em, valuation, links.get(valuation.id))));
  }

  /**
   * Adds a valuation to its study with the next valueId. `esvd.valueId` keeps the ValueId a valuation has in the
   * ESVD instead, for the callers who may keep ESVD identifiers (StudiesService.keptEsvdId); one in use is refused
   * (409).
   */
  async create(context: Context, input: unknown, esvd: { valueId?: number } = {}): Promise<ValuationEntryView> {
    const { studyRecordId, ...values } = parseInput(valuationInput, input);
    const keptValueId =
      esvd.valueId === undefined ? undefined : this.studies.keptEsvdId(context, esvdValueId, esvd.valueId);
    return this.withEntriesChecked(context, values, () => this.createIn(context, studyRecordId, values, keptValueId));
  }

  private createIn(
    context: Context,
    studyRecordId: number,
    values: Values,
    keptValueId: number | undefined,
  ): Promise<ValuationEntryView> {
    return context.em.transactional(async (em) => {
      const study = await this.studies.lockForChange(em, context, studyRecordId);
      if (keptValueId !== undefined && (await em.count(Valuation, { valueId: keptValueId }))) {
        throw new DomainError('conflict', valuationEntryMessages.valueIdTaken(keptValueId));
      }
      const valuation = em.create(Valuation, {
        study,
        valueId: keptValueId ?? (await this.nextValueId(em, study)),
        updatedBy: this.touchedBy(em, context),
      });
      em.assign(valuation, {
        ...entityAssignmentOf({ ...values, codedDate: values.codedDate ?? new Date() }),
        ...this.reviewOf(context, null, values),
      });
      await em.flush();
      const links = linksOf(values);
      await this.writeLinks(em, valuation.id, noLinks(), links);
      this.recordHistory(em, context, valuation, 'create', diffFields({}, fieldsOf(valuation, links)));
      await em.flush();
      return this.viewOf(em, valuation, links);
    });
  }

  /**
   * Saves an edit with SQL (one statement for the row, one per changed link table, one for its history): a save is
   * what an analyst waits for most often, and the unit of work would track every field of the record for it.
   */
  async update(context: Context, id: number, input: unknown): Promise<ValuationEntryView> {
    const { version, ...values } = parseInput(valuationUpdateInput, input);
    return this.withEntriesChecked(context, values, () => this.updateIn(context, id, version, values));
  }

  private updateIn(context: Context, id: number, version: number, values: Values): Promise<ValuationEntryView> {
    return context.em.transactional(async (em) => {
      const [stored] = await executeIn<StoredValuation>(em, valuationForSave(id));
      if (!stored) throw notFound(`There is no valuation ${id}.`);
      const {
        id: _id,
        valueId,
        studyRowId,
        studyId,
        version: storedVersion,
        studyOwnerId,
        studyIsPublished,
        ...storedFields
      } = stored;
      this.studies.assertMayChange(context, {
        id: studyRowId,
        isPublished: studyIsPublished,
        owner: studyOwnerId === null ? null : { id: studyOwnerId },
      });
      this.studies.assertCurrent(version, storedVersion, valuationEntryMessages.stale);
      const before = storedFields as ValuationFields & Review;
      const assignment = {
        ...assignmentOf({ ...values, codedDate: values.codedDate ?? before.codedDate }),
        ...this.reviewOf(context, before, values),
      };
      const after = { ...before, ...assignment, ...linksOf(values) };
      const viewAt = (savedVersion: number): ValuationEntryView => ({
        ...after,
        id,
        valueId: Number(valueId),
        studyRecordId: studyRowId,
        studyId,
        version: savedVersion,
      });
      const changes = diffFields(before, after);
      if (!Object.keys(changes).length) return viewAt(storedVersion);
      const changedFields = Object.fromEntries(Object.entries(assignment).filter(([name]) => name in changes));
      const [saved] = await executeIn<{ version: number }>(
        em,
        updateValuationFields(id, storedVersion, changedFields, signedInUserId(context.principal)),
      );
      if (!saved) throw new DomainError('conflict', valuationEntryMessages.stale);
      await this.writeLinks(em, id, before, after);
      await this.historyLog.write(em, context, {
        entityType: 'valuation',
        entityId: id,
        version: saved.version,
        action: 'update',
        changes,
      });
      return viewAt(saved.version);
    });
  }

  async delete(context: Context, id: number): Promise<string> {
    await context.em.transactional(async (em) => {
      const valuation = await this.loadForChange(em, context, id);
      const links = await this.storedLinks(em, valuation.id);
      this.recordHistory(em, context, valuation, 'delete', diffFields(fieldsOf(valuation, links), {}));
      em.remove(valuation);
      await em.flush();
    });
    return valuationEntryMessages.deleted;
  }

  /**
   * An unsaved copy with the next valueId; the client saves it with create (unpublished studies only). The copy is
   * a new record: not reviewed yet.
   */
  async copy(context: Context, id: number): Promise<ValuationEntryView> {
    const valuation = await this.loadVisible(context, id);
    this.studies.assertMayChange(context, valuation.study);
    if (valuation.study.isPublished) throw badRequest(valuationEntryMessages.copyPublished);
    const view = await this.viewOf(context.em, valuation);
    return {
      ...view,
      id: null,
      version: null,
      valueId: await this.nextValueId(context.em, valuation.study),
      reviewed: false,
      reviewedDate: null,
    };
  }

  /** A valuation's versions, for editors. */
  history(context: Context, id: number): Promise<HistoryEntryView[]> {
    if (this.studies.roleOf(context) !== 'editor') throw forbidden();
    return this.historyLog.list(context, 'valuation', id);
  }
}
