import type { EntityManager } from '@mikro-orm/postgresql';
import {
  esvdValueId,
  positiveValuationNumbers,
  reviewMessages,
  valuationFreeNumberFields,
  valuationInput,
  valuationLinkFields,
  valuationReferenceFields,
  valuationTextFields,
  valuationUpdateInput,
  type ValuationFields,
  type ValuationLinkField,
  type ValuationReferenceField,
} from '@esvd/schema/rules/studies';
import type { Context } from '../../core/context.ts';
import { badRequest, DomainError, forbidden, notFound, parseInput } from '../../core/errors.ts';
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
  /** The study's id (not its StudyID). */
  studyId: number;
  /** Null for an unsaved copy. */
  version: number | null;
  reviewed: boolean;
  reviewedDate: Date | null;
};

/** Spec 000 §4: a study's first valueId is its StudyID followed by 00001. */
const valueIdsPerStudy = 100_000;

/** The entity property behind a single link field: continentId -> continent. */
const propertyOf = (field: ValuationReferenceField) => field.slice(0, -2) as keyof Valuation;

const plainFields = [
  'codedDate',
  'valueYear',
  'inclExcl',
  ...valuationTextFields,
  ...valuationFreeNumberFields,
  ...(Object.keys(positiveValuationNumbers) as (keyof typeof positiveValuationNumbers)[]),
] as const;

type Values = ValuationFields & Record<string, unknown>;

/** A valuation's many-valued links: entry ids per link, in the order they were entered. */
type Links = Record<ValuationLinkField, number[]>;

const noLinks = (): Links => Object.fromEntries(valuationLinkFields.map((field) => [field, []])) as unknown as Links;

/** The links a save asks for. */
const linksOf = (values: Values): Links =>
  Object.fromEntries(valuationLinkFields.map((field) => [field, values[field] ?? []])) as unknown as Links;

/** Whether a valuation is reviewed, and since when. */
type Review = { reviewed: boolean; reviewedDate: Date | null };

const timeOf = (date: Date | null | undefined) => date?.getTime() ?? null;

/** The form's view of a stored valuation with its links. */
function fieldsOf(valuation: Valuation, links: Links): ValuationFields & Review {
  const record = valuation as unknown as Record<string, unknown>;
  const fields: Record<string, unknown> = {};
  for (const field of plainFields) fields[field] = record[field] ?? null;
  for (const field of valuationReferenceFields) {
    fields[field] = (record[propertyOf(field)] as { id: number } | null | undefined)?.id ?? null;
  }
  fields.reviewed = valuation.reviewed;
  fields.reviewedDate = valuation.reviewedDate ?? null;
  return { ...fields, ...links } as ValuationFields & Review;
}

/** The entity assignment of form values: ids become references; links and the review are written apart. */
function assignmentOf(values: Values): Record<string, unknown> {
  const assignment: Record<string, unknown> = {};
  for (const field of plainFields) if (field in values) assignment[field] = values[field] ?? null;
  for (const field of valuationReferenceFields) assignment[propertyOf(field)] = values[field] ?? null;
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
  private linkTables?: LinkTable[];

  constructor(
    private readonly studies: StudiesService,
    private readonly historyLog: HistoryService,
  ) {}

  private linkTablesOf(em: EntityManager): LinkTable[] {
    this.linkTables ??= valuationLinkFields.map((field) => {
      const property = em.getMetadata().get(Valuation).properties[field];
      return {
        field,
        pivot: property.pivotTable,
        column: property.inverseJoinColumns[0],
        entries: property.targetMeta!.tableName,
      };
    });
    return this.linkTables;
  }

  /** The links of `valuationIds`, each list in `linkOrder`. */
  private async readLinks(em: EntityManager, valuationIds: readonly number[]): Promise<Map<number, Links>> {
    const byValuation = new Map(valuationIds.map((id) => [id, noLinks()]));
    if (!valuationIds.length) return byValuation;
    const rows = await executeIn<{ valuation_id: number; field: ValuationLinkField; ids: number[] }>(
      em,
      storedLinks(this.linkTablesOf(em), valuationIds),
    );
    for (const row of rows) byValuation.get(row.valuation_id)![row.field] = row.ids.map(Number);
    return byValuation;
  }

  private async storedLinks(em: EntityManager, valuationId: number): Promise<Links> {
    return (await this.readLinks(em, [valuationId])).get(valuationId)!;
  }

  /** Writes the links that changed: drops the entries no longer named, adds the new ones, renumbers the places. */
  private async writeLinks(em: EntityManager, valuationId: number, before: Links, after: Links): Promise<void> {
    for (const table of this.linkTablesOf(em)) {
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

  private tableOf(em: EntityManager, property: string): string {
    return em.getMetadata().get(Valuation).properties[property as keyof Valuation].targetMeta!.tableName;
  }

  /**
   * A clear 400 for an id that is not in its reference list (instead of a foreign-key failure): every list asked in
   * one statement, a form names a dozen.
   */
  private async assertEntriesExist(em: EntityManager, values: Values): Promise<void> {
    const named = [
      ...valuationLinkFields.map((field) => ({ field, table: this.tableOf(em, field), ids: values[field] ?? [] })),
      ...valuationReferenceFields.map((field) => ({
        field,
        table: this.tableOf(em, propertyOf(field)),
        ids: values[field] ? [values[field]] : [],
      })),
    ].filter(({ ids }) => ids.length);
    if (!named.length) return;
    const [absent] = await executeIn<{ field: string; missing: number[] }>(em, missingEntries(named));
    if (absent) throw badRequest(`${absent.field}: no entry ${absent.missing.join(', ')} in its reference list.`);
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
      studyId: valuation.study.id,
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
  async listForStudy(context: Context, studyId: number): Promise<ValuationEntryView[]> {
    await this.studies.get(context, studyId);
    const valuations = await context.em.find(Valuation, { study: studyId }, { orderBy: { valueId: 'asc' } });
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
    const { studyId, ...values } = parseInput(valuationInput, input);
    const keptValueId =
      esvd.valueId === undefined ? undefined : this.studies.keptEsvdId(context, esvdValueId, esvd.valueId);
    return context.em.transactional(async (em) => {
      const study = await this.studies.lockForChange(em, context, studyId);
      await this.assertEntriesExist(em, values);
      if (keptValueId !== undefined && (await em.count(Valuation, { valueId: keptValueId }))) {
        throw new DomainError('conflict', valuationEntryMessages.valueIdTaken(keptValueId));
      }
      const valuation = em.create(Valuation, {
        study,
        valueId: keptValueId ?? (await this.nextValueId(em, study)),
        updatedBy: this.touchedBy(em, context),
      });
      em.assign(valuation, {
        ...assignmentOf({ ...values, codedDate: values.codedDate ?? new Date() }),
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

  async update(context: Context, id: number, input: unknown): Promise<ValuationEntryView> {
    const { version, ...values } = parseInput(valuationUpdateInput, input);
    return context.em.transactional(async (em) => {
      const valuation = await this.loadForChange(em, context, id);
      this.studies.assertCurrent(version, valuation.version, valuationEntryMessages.stale);
      await this.assertEntriesExist(em, values);
      const storedLinks = await this.storedLinks(em, valuation.id);
      const before = fieldsOf(valuation, storedLinks);
      em.assign(valuation, {
        ...assignmentOf({ ...values, codedDate: values.codedDate ?? before.codedDate }),
        ...this.reviewOf(context, valuation, values),
      });
      const links = linksOf(values);
      const changes = diffFields(before, fieldsOf(valuation, links));
      if (!Object.keys(changes).length) return this.viewOf(em, valuation, links);
      valuation.updatedBy = this.touchedBy(em, context);
      // Links live in pivot tables: bump the time ourselves so any change counts (the flush bumps the version).
      valuation.updatedOn = new Date();
      await this.writeLinks(em, valuation.id, storedLinks, links);
      this.recordHistory(em, context, valuation, 'update', changes, valuation.version + 1);
      await em.flush();
      return this.viewOf(em, valuation, links);
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
