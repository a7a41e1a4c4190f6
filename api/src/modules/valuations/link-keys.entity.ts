import { ArrayType, Entity, Index, ManyToOne, Property, type Rel } from '@mikro-orm/core';
import { Valuation } from './valuation.entity.ts';

/**
 * A valuation's links (countries, methods, services, CICES, biomes and SEEA) as one array of keys, each
 * `valuation_link_key(link table, entry id)`, with a GIN index: searches that combine list filters intersect
 * them there. PostgreSQL triggers on the link tables keep it right (migration 20261121171003).
 */
@Entity({ tableName: 'valuation_link_keys' })
@Index({
  name: 'valuation_link_keys_keys_index',
  expression: 'create index "valuation_link_keys_keys_index" on "valuation_link_keys" using gin ("keys")',
})
export class ValuationLinkKeys {
  @ManyToOne({ entity: () => Valuation, primary: true, deleteRule: 'cascade' })
  valuation!: Rel<Valuation>;

  @Property({ type: ArrayType<number>, columnType: 'int[]' })
  keys!: number[];
}
