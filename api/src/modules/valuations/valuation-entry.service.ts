import type { EntityClass } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  positiveValuationNumbers,
  valuationFreeNumberFields,
  valuationInput,
  valuationLinkFields,
  valuationReferenceFields,
  valuationTextFields,
  valuationUpdateInput,
  type ValuationFields,
  type ValuationReferenceField,
} from '@esvd/schema/rules/studies';
import type { Context } from '../../core/context.ts';
import { badRequest, forbidden, notFound, parseInput } from '../../core/errors.ts';
import { User } from '../accounts/user.entity.ts';
import { diffFields, type HistoryEntryView, type HistoryService } from '../history/history.service.ts';
import type { StudiesService } from '../studies/studies.service.ts';
import { Study } from '../studies/study.entity.ts';
import { Valuation } from './valuation.entity.ts';

export const valuationEntryMessages = {
  deleted: 'Valuation deleted successfully.',
  stale: 'This valuation was changed by someone else since you opened it. Reload it to see their changes.',
  copyPublished: 'Valuations of a published study cannot be copied.',
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

/** The form's view of a stored valuation (its links populated). */
function fieldsOf(valuation: Valuation): ValuationFields {
  const record = valuation as unknown as Record<string, unknown>;
  const fields: Record<string, unknown> = {};
  for (const field of plainFields) fields[field] = record[field] ?? null;
  for (const field of valuationReferenceFields) {
    fields[field] = (record[propertyOf(field)] as { id: number } | null | undefined)?.id ?? null;
  }
  for (const field of valuationLinkFields) {
    fields[field] = valuation[field]
      .getItems()
      .map((entry) => entry.id)
      .sort((a, b) => a - b);
  }
  return fields as ValuationFields;
}

/** The entity assignment of form values: ids become references, links whole collections. */
function assignmentOf(values: Values): Record<string, unknown> {
  const assignment: Record<string, unknown> = {};
  for (const field of plainFields) if (field in values) assignment[field] = values[field] ?? null;
  for (const field of valuationReferenceFields) assignment[propertyOf(field)] = values[field] ?? null;
  for (const field of valuationLinkFields) assignment[field] = values[field] ?? [];
  return assignment;
}

/**
 * Valuation entry (spec 000 §4): creates, edits, copies and deletes value records under their study's
 * rules (owner analysts while unpublished, editors always). Each write locks the study row, so
 * valueIds are handed out one at a time, and leaves a history row.
 */
export class ValuationEntryService {
  constructor(
    private readonly studies: StudiesService,
    private readonly historyLog: HistoryService,
  ) {}

  private targetOf(em: EntityManager, property: string): EntityClass<{ id: number }> {
    return em.getMetadata().get(Valuation).properties[property as keyof Valuation].targetMeta!.class as EntityClass<{
      id: number;
    }>;
  }

  /** A clear 400 for an id that is not in its reference list (instead of a foreign-key failure). */
  private async assertEntriesExist(em: EntityManager, values: Values): Promise<void> {
    const fields: [field: string, property: string, ids: number[]][] = [
      ...valuationLinkFields.map((field): [string, string, number[]] => [field, field, values[field] ?? []]),
      ...valuationReferenceFields.map((field): [string, string, number[]] => [
        field,
        propertyOf(field),
        values[field] ? [values[field]] : [],
      ]),
    ];
    for (const [field, property, ids] of fields) {
      if (!ids.length) continue;
      const found = await em.find(this.targetOf(em, property), { id: { $in: ids } }, { fields: ['id'] });
      const missing = ids.filter((id) => !found.some((entry) => entry.id === id));
      if (missing.length) throw badRequest(`${field}: no entry ${missing.join(', ')} in its reference list.`);
    }
  }

  /** Spec 000 §4: StudyID followed by 00001 for the first, else the highest valueId plus 1. */
  private async nextValueId(em: EntityManager, study: Study): Promise<number> {
    const [{ highest }] = await em.execute<{ highest: string | null }[]>(
      'select max(value_id) as highest from valuation where study_id = ?',
      [study.id],
    );
    return highest === null ? study.studyId * valueIdsPerStudy + 1 : Number(highest) + 1;
  }

  private async viewOf(em: EntityManager, valuation: Valuation): Promise<ValuationEntryView> {
    await em.populate(valuation, [...valuationLinkFields]);
    return {
      ...fieldsOf(valuation),
      id: valuation.id,
      valueId: valuation.valueId,
      studyId: valuation.study.id,
      version: valuation.version,
    };
  }

  private async load(em: EntityManager, id: number): Promise<Valuation> {
    const valuation = await em.findOne(Valuation, id, { populate: ['study', 'study.owner'] });
    if (!valuation) throw notFound(`There is no valuation ${id}.`);
    return valuation;
  }

  private recordHistory(
    em: EntityManager,
    context: Context,
    valuation: Valuation,
    action: 'create' | 'update' | 'delete',
    changes: ReturnType<typeof diffFields>,
  ): void {
    this.historyLog.record(em, context, {
      entityType: 'valuation',
      entityId: valuation.id,
      version: valuation.version,
      action,
      changes,
    });
  }

  private touchedBy(em: EntityManager, context: Context): User | null {
    return context.principal.kind === 'user' ? em.getReference(User, context.principal.userId) : null;
  }

  async get(context: Context, id: number): Promise<ValuationEntryView> {
    const valuation = await this.load(context.em, id);
    await this.studies.get(context, valuation.study.id);
    return this.viewOf(context.em, valuation);
  }

  /** A study's valuations for its valuations card, by valueId; seen by whoever may see the study (404 otherwise). */
  async listForStudy(context: Context, studyId: number): Promise<ValuationEntryView[]> {
    await this.studies.get(context, studyId);
    const valuations = await context.em.find(
      Valuation,
      { study: studyId },
      { orderBy: { valueId: 'asc' }, populate: [...valuationLinkFields] },
    );
    return Promise.all(valuations.map((valuation) => this.viewOf(context.em, valuation)));
  }

  async create(context: Context, input: unknown): Promise<ValuationEntryView> {
    const { studyId, ...values } = parseInput(valuationInput, input);
    return context.em.transactional(async (em) => {
      const study = await this.studies.lockForChange(em, context, studyId);
      await this.assertEntriesExist(em, values);
      const valuation = em.create(Valuation, {
        study,
        valueId: await this.nextValueId(em, study),
        updatedBy: this.touchedBy(em, context),
      });
      em.assign(valuation, assignmentOf({ ...values, codedDate: values.codedDate ?? new Date() }));
      await em.flush();
      this.recordHistory(em, context, valuation, 'create', diffFields({}, fieldsOf(valuation)));
      await em.flush();
      return this.viewOf(em, valuation);
    });
  }

  async update(context: Context, id: number, input: unknown): Promise<ValuationEntryView> {
    const { version, ...values } = parseInput(valuationUpdateInput, input);
    return context.em.transactional(async (em) => {
      const valuation = await this.load(em, id);
      await this.studies.lockForChange(em, context, valuation.study.id);
      this.studies.assertCurrent(version, valuation.version, valuationEntryMessages.stale);
      await this.assertEntriesExist(em, values);
      await em.populate(valuation, [...valuationLinkFields]);
      const before = fieldsOf(valuation);
      em.assign(valuation, assignmentOf({ ...values, codedDate: values.codedDate ?? before.codedDate }));
      const changes = diffFields(before, fieldsOf(valuation));
      if (!Object.keys(changes).length) return this.viewOf(em, valuation);
      valuation.updatedBy = this.touchedBy(em, context);
      // Links live in pivot tables: bump the version and the time ourselves so any change counts.
      valuation.updatedOn = new Date();
      await em.flush();
      this.recordHistory(em, context, valuation, 'update', changes);
      await em.flush();
      return this.viewOf(em, valuation);
    });
  }

  async delete(context: Context, id: number): Promise<string> {
    await context.em.transactional(async (em) => {
      const valuation = await this.load(em, id);
      await this.studies.lockForChange(em, context, valuation.study.id);
      await em.populate(valuation, [...valuationLinkFields]);
      this.recordHistory(em, context, valuation, 'delete', diffFields(fieldsOf(valuation), {}));
      em.remove(valuation);
      await em.flush();
    });
    return valuationEntryMessages.deleted;
  }

  /** An unsaved copy with the next valueId; the client saves it with create (unpublished studies only). */
  async copy(context: Context, id: number): Promise<ValuationEntryView> {
    const valuation = await this.load(context.em, id);
    this.studies.assertMayChange(context, valuation.study);
    if (valuation.study.isPublished) throw badRequest(valuationEntryMessages.copyPublished);
    const view = await this.viewOf(context.em, valuation);
    return { ...view, id: null, version: null, valueId: await this.nextValueId(context.em, valuation.study) };
  }

  /** A valuation's versions, for editors. */
  history(context: Context, id: number): Promise<HistoryEntryView[]> {
    if (this.studies.roleOf(context) !== 'editor') throw forbidden();
    return this.historyLog.list(context, 'valuation', id);
  }
}
