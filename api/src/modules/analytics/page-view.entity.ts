import { Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';

/** Page views per page and day, counted after the visitor's consent (spec 001 §4): no user, no address. */
@Entity({ tableName: 'page_view' })
export class PageView {
  @PrimaryKey({ type: 'date' })
  day!: string;

  @PrimaryKey({ type: 'text' })
  path!: string;

  @Property({ type: 'integer', default: 0 })
  views: Opt<number> = 0;
}
