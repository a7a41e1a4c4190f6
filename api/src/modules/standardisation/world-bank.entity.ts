import { Entity, Index, ManyToOne, PrimaryKey, Property, type Opt, type Rel } from '@mikro-orm/core';

/**
 * A download of World Bank World Development Indicators series (a vintage, "2021-10"). One is in use: the engine
 * standardises values with its series. The World Bank revises past years, so each vintage is kept whole.
 */
@Entity({ tableName: 'wdi_vintage' })
@Index({
  name: 'wdi_vintage_one_in_use',
  expression: 'create unique index "wdi_vintage_one_in_use" on "wdi_vintage" ("in_use") where "in_use"',
})
export class WdiVintage {
  @PrimaryKey({ type: 'text' })
  vintage!: string;

  @Property({ type: 'date' })
  downloaded!: string;

  @Property({ type: 'boolean', default: false })
  inUse: Opt<boolean> = false;
}

/** One value of a World Bank series: an economy (ISO 3166-1 alpha-3) in a year, as its vintage states it. */
@Entity({ tableName: 'wdi_value' })
export class WdiValue {
  @ManyToOne({ entity: () => WdiVintage, fieldName: 'vintage', primary: true, deleteRule: 'cascade' })
  vintage!: Rel<WdiVintage>;

  /** The WDI code (NY.GDP.DEFL.ZS). */
  @PrimaryKey({ type: 'text' })
  series!: string;

  @PrimaryKey({ type: 'text' })
  iso3!: string;

  @PrimaryKey({ type: 'smallint' })
  year!: number;

  @Property({ type: 'double' })
  value!: number;
}
