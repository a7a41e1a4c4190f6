import { Entity, ManyToOne, Property, type Rel } from '@mikro-orm/core';
import { Valuation } from './valuation.entity.ts';

/**
 * What summary statistics need of a valuation (spec 000 §9), kept by PostgreSQL triggers whenever the
 * valuation, its TEEB services, its biomes/ecozones or its valuation methods change (migration
 * Migration20261121150000 holds the rule, `refresh_valuation_statistics`). A row exists only for a
 * usable valuation: a positive standardised value, no value transfer, exactly one TEEB service.
 * Statistics for a broad search then read one narrow row per valuation instead of joining three link
 * tables for hundreds of thousands of records.
 */
@Entity({ tableName: 'valuation_statistics' })
export class ValuationStatistics {
  @ManyToOne({ entity: () => Valuation, primary: true, deleteRule: 'cascade' })
  valuation!: Rel<Valuation>;

  @Property({ type: 'double' })
  value!: number;

  /** The ESVD 2.0 biome (level 1) when the valuation refers to exactly one. */
  @Property({ type: 'integer', nullable: true })
  biomeId?: number | null;

  /** The ecozone (level 2) when the valuation refers to exactly one. */
  @Property({ type: 'integer', nullable: true })
  ecozoneId?: number | null;
}

/**
 * A valuation's CSV export line, made by the export itself (`export-columns.ts`) the first time it is
 * needed and dropped by PostgreSQL triggers as soon as anything it shows changes: the valuation, its
 * links, its study's bibliography or any reference entry. A full export then streams stored text.
 */
@Entity({ tableName: 'valuation_export_line' })
export class ValuationExportLine {
  @ManyToOne({ entity: () => Valuation, primary: true, deleteRule: 'cascade' })
  valuation!: Rel<Valuation>;

  @Property({ type: 'text' })
  line!: string;
}

export const derivedValuationEntities = [ValuationStatistics, ValuationExportLine];
