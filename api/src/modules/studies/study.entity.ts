import {
  Collection,
  Entity,
  Index,
  ManyToOne,
  OneToMany,
  PrimaryKey,
  Property,
  type Opt,
  type Rel,
} from '@mikro-orm/core';
import { User } from '../accounts/index.ts';
import { Valuation } from '../valuations/index.ts';

/** A publication that value records come from. */
@Entity({ tableName: 'study' })
@Index({
  name: 'study_search_idx',
  expression: 'create index "study_search_idx" on "study" using gin ("search_document")',
})
// Every search joins to the published studies' ids: read from this index alone (migration 20261121165205).
@Index({
  name: 'study_published_index',
  expression: 'create index "study_published_index" on "study" ("id") where "is_published"',
})
export class Study {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  /**
   * The public study number; valueIds are built from it. New studies take the next number of the sequence
   * `study_study_id_seq`, so a number is never handed out twice, even after its study is deleted; a study from
   * the ESVD keeps its own (StudiesService.create).
   */
  @Property({ type: 'integer', unique: true })
  studyId!: number;

  @Property({ type: 'text' })
  title!: string;

  @Property({ type: 'text' })
  authors!: string;

  /** Full bibliographic reference. */
  @Property({ type: 'text' })
  reference!: string;

  @Property({ type: 'smallint' })
  yearOfPublication!: number;

  @Property({ type: 'boolean', default: false })
  isPublished: Opt<boolean> = false;

  /** Ticked by the analyst when data entry is finished; a precondition for publishing. */
  @Property({ type: 'boolean', default: false })
  isComplete: Opt<boolean> = false;

  @Property({ type: 'boolean', default: true })
  isNew: Opt<boolean> = true;

  /** Written by the demo seed: generated, never real data, and removable as a whole before an upload. */
  @Property({ type: 'boolean', default: false })
  isDemo: Opt<boolean> = false;

  @Property({ type: 'datetime', nullable: true })
  publishedOn?: Date | null;

  @ManyToOne({ entity: () => User, nullable: true, deleteRule: 'set null' })
  owner?: Rel<User> | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdOn: Opt<Date> = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedOn: Opt<Date> = new Date();

  @ManyToOne({ entity: () => User, nullable: true, deleteRule: 'set null' })
  updatedBy?: Rel<User> | null;

  /** Optimistic-lock version: a save carrying an older version is refused instead of overwriting. */
  @Property({ type: 'integer', version: true })
  version!: Opt<number>;

  @Property({
    type: 'tsvector',
    lazy: true,
    hidden: true,
    generated: `(to_tsvector('english', coalesce(title, '') || ' ' || coalesce(authors, '') || ' ' || coalesce(reference, ''))) stored`,
  })
  searchDocument?: Opt<string>;

  @OneToMany({ entity: () => Valuation, mappedBy: 'study' })
  valuations = new Collection<Valuation>(this);
}

export enum SuggestedStudyType {
  Thesis = 'thesis',
  Report = 'report',
  JournalArticle = 'journal article',
  ConferencePaper = 'conference paper',
  BookSection = 'book section',
}

/** A study a user proposes for inclusion, with one or two documents. */
@Entity({ tableName: 'suggested_study' })
export class SuggestedStudy {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'text' })
  title!: string;

  @Property({ type: 'text' })
  description!: string;

  @Property({ type: 'text' })
  studyType!: SuggestedStudyType;

  @ManyToOne({ entity: () => User, nullable: true, deleteRule: 'set null' })
  suggestedBy?: Rel<User> | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdOn: Opt<Date> = new Date();

  @OneToMany({ entity: () => SuggestedStudyAttachment, mappedBy: 'suggestedStudy', orphanRemoval: true })
  attachments = new Collection<SuggestedStudyAttachment>(this);
}

@Entity({ tableName: 'suggested_study_attachment' })
export class SuggestedStudyAttachment {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne({ entity: () => SuggestedStudy, deleteRule: 'cascade' })
  suggestedStudy!: Rel<SuggestedStudy>;

  @Property({ type: 'text' })
  filename!: string;

  @Property({ type: 'text' })
  contentType!: string;

  @Property({ type: 'integer' })
  size!: number;

  @Property({ type: 'blob', lazy: true })
  content!: Buffer;
}
