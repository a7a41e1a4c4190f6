import { Entity, Index, ManyToOne, PrimaryKey, Property, type Opt, type Rel } from '@mikro-orm/core';
import { User } from '../accounts/index.ts';

/** A search filter saved the first time it is used (spec 000 §4), for the admins' download. */
@Entity({ tableName: 'filter_query' })
export class FilterQuery {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne({ entity: () => User, nullable: true, deleteRule: 'set null' })
  user?: Rel<User> | null;

  @Index()
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdOn: Opt<Date> = new Date();

  /** JSON of the non-empty filters plus resultsCount, as the spec lists them. */
  @Property({ type: 'text' })
  filterString!: string;
}
