import { LockMode } from '@mikro-orm/core';
import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { pageInput } from '@esvd/schema/rules/paging';
import { parseFreeText } from '@esvd/schema/rules/search';
import { esvdStudyId, studyInput, studyUpdateInput, type StudyInput } from '@esvd/schema/rules/studies';
import { z } from 'zod';
import { signedInUserId } from '../../core/caller.ts';
import type { Context } from '../../core/context.ts';
import { badRequest, DomainError, forbidden, notFound, parseInput } from '../../core/errors.ts';
import { containsPattern, executeIn, queryRows } from '../../core/sql.ts';
import type { AccessPolicy } from '../access/index.ts';
import { User } from '../accounts/index.ts';
import { diffFields, type HistoryEntryView, type HistoryService } from '../history/index.ts';
import { Valuation } from '../valuations/index.ts';
import {
  lockStudyIdClaimsUntilCommit,
  managedStudyCount,
  managedStudyPage,
  moveStudyIdsPast,
  nextStudyId,
  type ManagedStudyRow,
} from './studies.sql.ts';
import { Study } from './study.entity.ts';

export const studyMessages = {
  stale: 'This study was changed by someone else since you opened it. Reload it to see their changes.',
  published: 'This study is published: only an editor can change it.',
  completeNeedsValuation: 'A study can be marked complete only once it is saved and has at least one valuation.',
  publishNeedsComplete: 'Tick Is Complete before publishing the study.',
  studyIdTaken: (studyId: number) => `StudyID ${studyId} is already used by another study.`,
} as const;

/** A line of a study list (spec 000 §7). */
export interface StudySummary {
  id: number;
  studyId: number;
  title: string;
  isPublished: boolean;
}

export interface StudyView extends StudySummary {
  authors: string;
  reference: string;
  yearOfPublication: number;
  isComplete: boolean;
  isNew: boolean;
  publishedOn: Date | null;
  updatedOn: Date;
  ownerName: string | null;
  valuationCount: number;
  /** The version to send back with an edit. */
  version: number;
  /** Whether the caller may change the study now (the form shows Save and Is Complete only then). */
  mayEdit: boolean;
}

/** What the access rules read of a study: a loaded entity, or a row a save locked with SQL. */
export type StudyAccessFacts = Pick<Study, 'id' | 'isPublished'> & { owner?: { id: number } | null };

/** A line of Manage all Studies: status, valuation count, owner and last change. */
export interface ManagedStudy extends StudySummary {
  isComplete: boolean;
  valuationCount: number;
  ownerName: string | null;
  updatedOn: Date;
}

/** Edit Data's search: the newest studies it finds, at most a list's worth, and how many it finds in all. */
export interface StudySearchResult {
  items: StudySummary[];
  /** All studies the search finds, listed or not. */
  totalCount: number;
}

export interface ManagedStudyPage {
  items: ManagedStudy[];
  /** All studies the filter finds. */
  totalCount: number;
}

/** A study's standing: published, complete (ready to publish) or draft. */
export const studyStatuses = ['published', 'complete', 'draft'] as const;
export type StudyStatus = (typeof studyStatuses)[number];

export const managedStudySortColumns = [
  'studyId',
  'title',
  'status',
  'valuationCount',
  'ownerName',
  'updatedOn',
] as const;
export type ManagedStudySortColumn = (typeof managedStudySortColumns)[number];

const managedStudiesQuery = pageInput.extend({
  freeText: z
    .string()
    .trim()
    .max(500)
    .nullish()
    .transform((text) => text ?? ''),
  status: z.enum(studyStatuses).nullish(),
  sortColumn: z
    .enum(managedStudySortColumns)
    .nullish()
    .transform((column) => column ?? 'studyId'),
  isDescend: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  limit: pageInput.shape.limit.transform((limit) => limit ?? 50),
  offset: pageInput.shape.offset.transform((offset) => offset ?? 0),
});

/** How the caller may work on studies: editors (and admins) on all of them, analysts on their own. */
type StudyRole = 'editor' | 'analyst' | 'none';

/** Edit Data's search shows at most this many studies; a more precise search finds the rest. */
export const maxListedStudies = 1_000;
const freeTextQuery = z.object({ freeText: z.string().trim().max(500).default('') });

/** What a study's history compares. */
const snapshotOf = (study: Study) => ({
  title: study.title,
  authors: study.authors,
  reference: study.reference,
  yearOfPublication: study.yearOfPublication,
  isComplete: study.isComplete,
  isPublished: study.isPublished,
  publishedOn: study.publishedOn ?? null,
});

const summaryOf = (study: Study): StudySummary => ({
  id: study.id,
  studyId: study.studyId,
  title: study.title,
  isPublished: study.isPublished,
});

/**
 * Studies and their publication (spec 000 §4): analysts enter and publish their own studies and cannot
 * change them once published; editors change any study. Every write is one transaction that checks the
 * version the client loaded and leaves a history row.
 */
export class StudiesService {
  constructor(
    private readonly access: AccessPolicy,
    private readonly historyLog: HistoryService,
  ) {}

  /** The caller's standing; basic users and suggesters have none. */
  roleOf(context: Context): StudyRole {
    if (this.access.mayRead(context.principal, 'editData')) return 'editor';
    if (this.access.mayRead(context.principal, 'study')) return 'analyst';
    return 'none';
  }

  /**
   * Whether the caller may see the study at all. A study someone may not see answers 404 like a missing
   * one, so its existence is not given away.
   */
  /** Whether the caller may see the study (and so its valuations): an editor, or its owner. */
  mayView(context: Context, study: StudyAccessFacts): boolean {
    return this.roleOf(context) === 'editor' || this.isOwner(context, study);
  }

  private isOwner(context: Context, study: StudyAccessFacts): boolean {
    const userId = signedInUserId(context.principal);
    return userId !== null && study.owner?.id === userId;
  }

  private mayEdit(context: Context, study: StudyAccessFacts): boolean {
    return this.roleOf(context) === 'editor' || (this.isOwner(context, study) && !study.isPublished);
  }

  /**
   * Spec 000 §4 gives an analyst "Unpublish" on their published study: taking it down, and nothing else, is theirs
   * to do; changing it is not until it is down again.
   */
  private mayOnlyUnpublish(context: Context, study: StudyAccessFacts): boolean {
    return !this.mayEdit(context, study) && this.isOwner(context, study) && study.isPublished;
  }

  /**
   * Throws when the caller may not change the study: not theirs (404), or published for an analyst (403), unless
   * `unpublishing` and the study is the analyst's own.
   */
  assertMayChange(context: Context, study: StudyAccessFacts, { unpublishing = false } = {}): void {
    if (!this.mayView(context, study)) throw notFound(`There is no study ${study.id}.`);
    if (unpublishing && this.mayOnlyUnpublish(context, study)) return;
    if (!this.mayEdit(context, study)) throw new DomainError('forbidden', studyMessages.published);
  }

  /** Refuses a save made on an older version than the stored one (409). */
  assertCurrent(loadedVersion: number, storedVersion: number, message: string = studyMessages.stale): void {
    if (loadedVersion !== storedVersion) throw new DomainError('conflict', message);
  }

  /**
   * Loads a study for a change inside a transaction, locking its row until the transaction ends. Its owner stays a
   * reference: the access check needs only the owner's id.
   */
  async lockForChange(em: EntityManager, context: Context, id: number, { unpublishing = false } = {}): Promise<Study> {
    const study = await em.findOne(Study, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!study) throw notFound(`There is no study ${id}.`);
    this.assertMayChange(context, study, { unpublishing });
    return study;
  }

  private async viewOf(em: EntityManager, context: Context, study: Study): Promise<StudyView> {
    await em.populate(study, ['owner']);
    return {
      ...summaryOf(study),
      authors: study.authors,
      reference: study.reference,
      yearOfPublication: study.yearOfPublication,
      isComplete: study.isComplete,
      isNew: study.isNew,
      publishedOn: study.publishedOn ?? null,
      updatedOn: study.updatedOn,
      ownerName: study.owner?.displayName ?? null,
      valuationCount: await em.count(Valuation, { study: study.id }),
      version: study.version,
      mayEdit: this.mayEdit(context, study),
    };
  }

  /** Edit Data's search (editors): every word and "exact phrase" in title, authors or reference, or the StudyID. */
  async search(context: Context, query: unknown): Promise<StudySearchResult> {
    if (this.roleOf(context) !== 'editor') throw forbidden();
    const { freeText } = parseInput(freeTextQuery, query);
    const { words, phrases } = parseFreeText(freeText);
    const conditions: FilterQuery<Study>[] = [...words, ...phrases].map((text) => {
      const pattern = containsPattern(text);
      const matches: FilterQuery<Study>[] = [
        { title: { $ilike: pattern } },
        { authors: { $ilike: pattern } },
        { reference: { $ilike: pattern } },
      ];
      if (/^\d{1,9}$/.test(text)) matches.push({ studyId: Number(text) });
      return { $or: matches };
    });
    const [studies, totalCount] = await context.em.findAndCount(
      Study,
      { $and: conditions },
      { orderBy: { studyId: 'desc' }, limit: maxListedStudies },
    );
    return { items: studies.map(summaryOf), totalCount };
  }

  /** 'Your studies' on Add Data: the ones the caller entered (none for a user who enters no data). */
  async userStudies(context: Context): Promise<StudySummary[]> {
    const userId = signedInUserId(context.principal);
    if (userId === null) return [];
    const studies = await context.em.find(Study, { owner: userId }, { orderBy: { studyId: 'desc' } });
    return studies.map(summaryOf);
  }

  /**
   * A page of Manage all Studies (admins): every study, filtered by words or "exact phrases" of its title or by
   * its StudyID and by status, sorted by any column (ties by id, so pages never overlap), with the count of all.
   */
  async managed(context: Context, query: unknown): Promise<ManagedStudyPage> {
    if (!this.access.mayRead(context.principal, 'manageStudies')) throw forbidden();
    const { freeText, status, sortColumn, isDescend, limit, offset } = parseInput(managedStudiesQuery, query);
    const { words, phrases } = parseFreeText(freeText);
    const filter = { texts: [...words, ...phrases], status };
    const [{ total }] = await queryRows<{ total: string }>(context.em, managedStudyCount(filter));
    const rows = await queryRows<ManagedStudyRow>(
      context.em,
      managedStudyPage(filter, { sortColumn, isDescend, limit, offset }),
    );
    return {
      totalCount: Number(total),
      items: rows.map((row) => ({
        id: row.id,
        studyId: row.study_id,
        title: row.title,
        isPublished: row.is_published,
        isComplete: row.is_complete,
        updatedOn: row.updated_on,
        ownerName: row.owner_name,
        valuationCount: Number(row.valuation_count),
      })),
    };
  }

  async get(context: Context, id: number): Promise<StudyView> {
    const study = await context.em.findOne(Study, id, { populate: ['owner'] });
    if (!study || !this.mayView(context, study)) throw notFound(`There is no study ${id}.`);
    return this.viewOf(context.em, context, study);
  }

  /**
   * An identifier a study or valuation has in the ESVD, kept when it is brought in from there: only the dataset
   * upload's callers (administrators) may keep one; everyone else's records are numbered here. Checked against
   * its rule (400).
   */
  keptEsvdId(context: Context, rule: z.ZodType<number>, value: number): number {
    if (!this.access.mayRead(context.principal, 'uploads')) throw forbidden();
    return parseInput(rule, value);
  }

  /**
   * The StudyID of a new study: the sequence's next, or the one it has in the ESVD. Creates take turns (the
   * advisory lock), so a kept StudyID moves the sequence past itself before anyone draws from it again: a later
   * new study never collides with it.
   */
  private async claimStudyId(em: EntityManager, keptStudyId: number | undefined): Promise<number> {
    await executeIn(em, lockStudyIdClaimsUntilCommit);
    if (keptStudyId === undefined) {
      const [{ next }] = await executeIn<{ next: string }>(em, nextStudyId);
      return Number(next);
    }
    if (await em.count(Study, { studyId: keptStudyId })) {
      throw new DomainError('conflict', studyMessages.studyIdTaken(keptStudyId));
    }
    await executeIn(em, moveStudyIdsPast(keptStudyId));
    return keptStudyId;
  }

  /**
   * A new study gets the next StudyID. `esvd.studyId` keeps the StudyID a study has in the ESVD instead
   * (`keptEsvdId`); a StudyID in use is refused (409).
   */
  async create(context: Context, input: unknown, esvd: { studyId?: number } = {}): Promise<StudyView> {
    const values: StudyInput = parseInput(studyInput, input);
    if (this.roleOf(context) === 'none') throw forbidden();
    if (values.isComplete) throw badRequest(studyMessages.completeNeedsValuation);
    const keptStudyId = esvd.studyId === undefined ? undefined : this.keptEsvdId(context, esvdStudyId, esvd.studyId);
    const userId = signedInUserId(context.principal);
    return context.em.transactional(async (em) => {
      const studyId = await this.claimStudyId(em, keptStudyId);
      const study = em.create(Study, {
        ...values,
        studyId,
        owner: userId === null ? null : em.getReference(User, userId),
        updatedBy: userId === null ? null : em.getReference(User, userId),
      });
      await em.flush();
      this.historyLog.record(em, context, {
        entityType: 'study',
        entityId: study.id,
        version: study.version,
        action: 'create',
        changes: diffFields({}, snapshotOf(study)),
      });
      await em.flush();
      return this.viewOf(em, context, study);
    });
  }

  /**
   * Saves the form and, when `isPublished` is sent, publishes, unpublishes or (editors, on a published
   * study) republishes it.
   */
  async update(context: Context, id: number, input: unknown): Promise<StudyView> {
    const { version, isPublished, ...values } = parseInput(studyUpdateInput, input);
    return context.em.transactional(async (em) => {
      const study = await this.lockForChange(em, context, id, { unpublishing: isPublished === false });
      this.assertCurrent(version, study.version);
      const onlyUnpublishing = this.mayOnlyUnpublish(context, study);
      const before = snapshotOf(study);
      if (values.isComplete && !before.isComplete && !(await em.count(Valuation, { study: study.id }))) {
        throw badRequest(studyMessages.completeNeedsValuation);
      }
      const publish = isPublished ?? study.isPublished;
      if (publish && !values.isComplete) throw badRequest(studyMessages.publishNeedsComplete);
      const republish = isPublished === true && study.isPublished;
      em.assign(study, { ...values, isPublished: publish });
      if (publish && (!before.isPublished || republish)) study.publishedOn = new Date();
      const changes = diffFields(before, snapshotOf(study));
      if (onlyUnpublishing && Object.keys(changes).some((field) => field !== 'isPublished')) {
        throw new DomainError('forbidden', studyMessages.published);
      }
      // A save that changes nothing keeps the version, so it makes no one else's copy stale.
      if (!Object.keys(changes).length) return this.viewOf(em, context, study);
      const userId = signedInUserId(context.principal);
      em.assign(study, { isNew: false, updatedBy: userId === null ? null : em.getReference(User, userId) });
      await em.flush();
      this.historyLog.record(em, context, {
        entityType: 'study',
        entityId: study.id,
        version: study.version,
        action: publish !== before.isPublished || republish ? (publish ? 'publish' : 'unpublish') : 'update',
        changes,
      });
      await em.flush();
      return this.viewOf(em, context, study);
    });
  }

  /** Deletes a study with its valuations; the history keeps what it was. */
  async delete(context: Context, id: number): Promise<void> {
    await context.em.transactional(async (em) => {
      const study = await this.lockForChange(em, context, id);
      this.historyLog.record(em, context, {
        entityType: 'study',
        entityId: study.id,
        version: study.version,
        action: 'delete',
        changes: diffFields(snapshotOf(study), {}),
      });
      em.remove(study);
      await em.flush();
    });
  }

  /** A study's versions, for editors. */
  history(context: Context, id: number): Promise<HistoryEntryView[]> {
    if (this.roleOf(context) !== 'editor') throw forbidden();
    return this.historyLog.list(context, 'study', id);
  }
}
