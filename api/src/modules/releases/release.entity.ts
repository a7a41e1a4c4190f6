import { BigIntType, DeferMode, Entity, ManyToOne, PrimaryKey, Property, type Rel } from '@mikro-orm/core';

/**
 * A release (issue 38): the published records frozen when an admin saved the database version it is labelled by.
 * Written once by `ReleasesService.freeze` with SQL; triggers refuse any later change to these three tables.
 */
@Entity({ tableName: 'release' })
export class Release {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'text', unique: true })
  label!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdOn!: Date;

  @Property({ type: 'integer' })
  recordCount!: number;

  @Property({ type: 'text' })
  citation!: string;

  /** The CSV header its lines were written under. */
  @Property({ type: 'text' })
  header!: string;

  /** The World Bank vintage its computed columns were made with. */
  @Property({ type: 'text' })
  vintage!: string;
}

/** An export line, kept once under the hash of its text however many releases hold it. */
@Entity({ tableName: 'release_line' })
export class ReleaseLine {
  @PrimaryKey({ type: 'uuid' })
  hash!: string;

  @Property({ type: 'text' })
  line!: string;
}

/** A record of a release: its ValueId and the line it had. */
@Entity({ tableName: 'release_record' })
export class ReleaseRecord {
  @ManyToOne({ entity: () => Release, primary: true, deferMode: DeferMode.INITIALLY_DEFERRED })
  release!: Rel<Release>;

  @PrimaryKey({ type: new BigIntType('number') })
  valueId!: number;

  @ManyToOne({ entity: () => ReleaseLine, fieldName: 'line_hash' })
  line!: Rel<ReleaseLine>;
}
