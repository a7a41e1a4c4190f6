import { Entity, ManyToOne, Property, type Rel } from '@mikro-orm/core';
import { Valuation } from './valuation.entity.ts';

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
