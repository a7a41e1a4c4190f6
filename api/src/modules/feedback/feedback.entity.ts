import { Entity, ManyToOne, PrimaryKey, Property, type Opt, type Rel } from '@mikro-orm/core';
import { User } from '../accounts/index.ts';

@Entity({ tableName: 'feedback' })
export class Feedback {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne({ entity: () => User, nullable: true, deleteRule: 'set null' })
  user?: Rel<User> | null;

  /** 1 to 10. */
  @Property({ type: 'smallint' })
  howSatisfied!: number;

  @Property({ type: 'text', nullable: true })
  ideasForEsvd?: string | null;

  @Property({ type: 'text' })
  useForEsvd!: string;

  @Property({ type: 'boolean', default: false })
  issueLoadingTables: Opt<boolean> = false;

  @Property({ type: 'boolean', default: false })
  issueLoadingMapResult: Opt<boolean> = false;

  @Property({ type: 'boolean', default: false })
  issueLoadingSumStat: Opt<boolean> = false;

  @Property({ type: 'boolean', default: false })
  issueDownload: Opt<boolean> = false;

  @Property({ type: 'boolean', default: false })
  issueLogin: Opt<boolean> = false;

  @Property({ type: 'boolean', default: false })
  issueOther: Opt<boolean> = false;

  @Property({ type: 'text', nullable: true })
  issueOtherText?: string | null;

  @Property({ type: 'text', nullable: true })
  additionalFeatures?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdOn: Opt<Date> = new Date();
}
