import { Entity, ManyToOne, PrimaryKey, Property, type Opt, type Rel } from '@mikro-orm/core';
import { User } from '../accounts/index.ts';

/** A user given early access to new features. */
@Entity({ tableName: 'early_bird' })
export class EarlyBird {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne({ entity: () => User, unique: true, deleteRule: 'cascade' })
  user!: Rel<User>;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  addedOn: Opt<Date> = new Date();

  @ManyToOne({ entity: () => User, nullable: true, deleteRule: 'set null' })
  addedBy?: Rel<User> | null;
}
