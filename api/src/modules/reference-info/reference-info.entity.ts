import { Entity, Index, ManyToOne, PrimaryKey, Property, type Opt, type Rel } from '@mikro-orm/core';
import { User } from '../accounts/index.ts';

/** A database version (month, year, version.subversion) and its citation text; the newest is current. */
@Entity({ tableName: 'reference_info' })
export class ReferenceInfo {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** 0 = January ... 11 = December. */
  @Property({ type: 'smallint' })
  month!: number;

  @Property({ type: 'smallint' })
  year!: number;

  @Property({ type: 'integer' })
  version!: number;

  @Property({ type: 'integer', default: 0 })
  subversion: Opt<number> = 0;

  @Property({ type: 'text', default: '' })
  referenceText: Opt<string> = '';

  @Index()
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdOn: Opt<Date> = new Date();

  /** True when the row was saved from the citation form rather than the version form. */
  @Property({ type: 'boolean', default: false })
  fromCitation: Opt<boolean> = false;

  @ManyToOne({ entity: () => User, nullable: true, deleteRule: 'set null' })
  createdBy?: Rel<User> | null;
}
