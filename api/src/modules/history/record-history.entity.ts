import { Entity, Index, ManyToOne, PrimaryKey, Property, type Opt, type Rel } from '@mikro-orm/core';
import { User } from '../accounts/index.ts';

/** One saved version of a study or valuation: who, when, and which fields changed from what to what. */
@Entity({ tableName: 'record_history' })
@Index({ properties: ['entityType', 'entityId', 'changedAt'] })
export class RecordHistory {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'text' })
  entityType!: 'study' | 'valuation' | 'vslStudy';

  @Property({ type: 'integer' })
  entityId!: number;

  @Property({ type: 'integer' })
  version!: number;

  @Property({ type: 'text' })
  action!: 'create' | 'update' | 'delete' | 'publish' | 'unpublish';

  @ManyToOne({ entity: () => User, nullable: true, deleteRule: 'set null' })
  changedBy?: Rel<User> | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  changedAt: Opt<Date> = new Date();

  /** { field: { from, to } } */
  @Property({ type: 'json' })
  changes!: Record<string, { from: unknown; to: unknown }>;
}
